import { parse } from 'csv-parse';
import type { Readable } from 'node:stream';
import { normaliseForSearch } from '../address-text-parser';
import { AddressInput, AddressRecord, toAddressRecord } from './address-record';

/**
 * The CSV header of the address register (docs/geocoding.md). Each column also answers to the names the national
 * register's address points (PRG "punkty adresowe") carry in their CSV export, so such a file loads as it is;
 * other columns are ignored.
 */
export const CSV_COLUMNS: Record<keyof Required<AddressInput>, { header: string; aliases: readonly string[]; required: boolean }> = {
  id: { header: 'id', aliases: ['lokalny_id', 'lokalnyid'], required: true },
  streetType: { header: 'street_type', aliases: ['cecha'], required: false },
  street: { header: 'street', aliases: ['ulica'], required: true },
  houseNumber: { header: 'house_number', aliases: ['numer_porzadkowy', 'numerporzadkowy'], required: true },
  postcode: { header: 'postcode', aliases: ['kod_pocztowy', 'kodpocztowy'], required: false },
  city: { header: 'city', aliases: ['miejscowosc'], required: true },
  district: { header: 'district', aliases: ['dzielnica', 'gmina'], required: false },
  lng: { header: 'lng', aliases: ['lon', 'dlugosc_geograficzna'], required: true },
  lat: { header: 'lat', aliases: ['szerokosc_geograficzna'], required: true },
};

export const CSV_HEADER = Object.values(CSV_COLUMNS)
  .map((c) => c.header)
  .join(',');

export interface CsvProblem {
  /** 1-based line of the file where the refused row starts. */
  line: number;
  message: string;
}

export type CsvRow = { line: number; record: AddressRecord } | { line: number; problem: string };

/** The whole file is unusable (no header, a required column missing). */
export class CsvHeaderError extends Error {}

/** Comma by default; a semicolon or a tab when the header line uses those (spreadsheets in Polish locale write ';'). */
export function detectDelimiter(firstLine: string): string {
  const count = (c: string) => firstLine.split(c).length - 1;
  const candidates = [',', ';', '\t'].sort((a, b) => count(b) - count(a));
  return count(candidates[0]) > 0 ? candidates[0] : ',';
}

const headerKey = (name: string) => normaliseForSearch(name).replace(/ /g, '_');

/**
 * Reads address rows from CSV text: each row is either a checked record or the reason it is refused, with the
 * line it starts on. A row that breaks the CSV syntax (an unclosed quote) is reported and skipped too.
 */
export async function* readAddressCsv(input: Readable, delimiter = ','): AsyncGenerator<CsvRow> {
  const parser = parse({
    bom: true,
    delimiter,
    info: true,
    raw: true,
    relax_column_count: true,
    skip_empty_lines: true,
    skip_records_with_error: true,
  });
  const broken: CsvProblem[] = [];
  parser.on('skip', (error: Error & { lines?: number }) => {
    broken.push({ line: error.lines ?? 0, message: `błąd składni CSV: ${error.message}` });
  });
  input.on('error', (error) => parser.destroy(error));
  input.pipe(parser);

  let columns: Partial<Record<keyof AddressInput, number>> | undefined;
  for await (const item of parser as AsyncIterable<{ record: string[]; raw: string; info: { lines: number } }>) {
    for (const b of broken.splice(0)) yield { line: b.line, problem: b.message };
    const body = item.raw.replace(/^[\r\n]+/, '').replace(/\r?\n$/, '');
    const line = item.info.lines - (body.match(/\n/g)?.length ?? 0);
    if (!columns) {
      columns = mapHeader(item.record);
      continue;
    }
    const cells = item.record;
    if (cells.every((c) => !c.trim())) continue;
    const input: AddressInput = {};
    for (const [field, index] of Object.entries(columns) as Array<[keyof AddressInput, number]>) input[field] = cells[index];
    const result = toAddressRecord(input);
    if ('record' in result) yield { line, record: result.record };
    else yield { line, problem: result.problems.join('; ') };
  }
  for (const b of broken.splice(0)) yield { line: b.line, problem: b.message };
  if (!columns) throw new CsvHeaderError(`Plik jest pusty: oczekiwano nagłówka ${CSV_HEADER}`);
}

function mapHeader(header: string[]): Partial<Record<keyof AddressInput, number>> {
  const keys = header.map(headerKey);
  const columns: Partial<Record<keyof AddressInput, number>> = {};
  const missing: string[] = [];
  for (const [field, column] of Object.entries(CSV_COLUMNS) as Array<[keyof AddressInput, (typeof CSV_COLUMNS)['id']]>) {
    const index = [column.header, ...column.aliases].map((name) => keys.indexOf(name)).find((i) => i >= 0);
    if (index !== undefined) columns[field] = index;
    else if (column.required) missing.push(column.header);
  }
  if (missing.length) {
    throw new CsvHeaderError(`Brak kolumn w nagłówku: ${missing.join(', ')}. Oczekiwany nagłówek: ${CSV_HEADER} (docs/geocoding.md)`);
  }
  return columns;
}
