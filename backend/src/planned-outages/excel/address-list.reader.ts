import type * as SheetJS from '@lokalise/xlsx';
import type { Readable } from 'node:stream';
import { fromBufferPromise, type Entry, type ZipFile } from 'yauzl';
import { readCfbDirectory, type CfbDirectory } from './cfb-directory';
import { firstSheetRows, type SheetRow } from './xlsx-rows';
import { toSearchText } from '../search-text';

/**
 * Reads the '[PPE] Adres' column of the first sheet of an uploaded .xlsx or .xls (staff spec §2.12:
 * the import button; §7 POST /api/planned-outage/address-list). Every file is treated as hostile:
 * an .xlsx is a zip, so its central directory is checked and its entries are unpacked with a budget
 * before any spreadsheet parser sees it; then the sheet is read row by row (xlsx-rows.ts) and reading stops at the
 * first limit met. A legacy .xls declares its row count (DIMENSIONS), which is checked
 * before the parser reads it. The server runs all of it in a worker thread (address-list.task.ts).
 */
export interface AddressListLimits {
  fileBytes: number;
  zipEntries: number;
  /** Sum of the entries' sizes once unpacked. */
  unpackedBytes: number;
  /** Unpacked / packed size of one entry, checked for entries bigger than ratioFloorBytes. */
  compressionRatio: number;
  ratioFloorBytes: number;
  /** The header may be anywhere in these first rows. */
  headerRows: number;
  /** Addresses after blanks and duplicates are removed. */
  addresses: number;
  /** Rows of the sheet read at all (blank and duplicate rows included). */
  sheetRows: number;
  addressLength: number;
}

export const ADDRESS_LIST_LIMITS: AddressListLimits = {
  fileBytes: 5 * 1024 * 1024,
  zipEntries: 200,
  unpackedBytes: 50 * 1024 * 1024,
  compressionRatio: 100,
  ratioFloorBytes: 1024 * 1024,
  headerRows: 20,
  addresses: 2000,
  sheetRows: 10_000,
  addressLength: 200,
};

export const ADDRESS_COLUMN = '[PPE] Adres';

export const ADDRESS_LIST_MESSAGES = {
  noFile: 'Nie przesłano pliku',
  wrongType: 'Akceptowane są wyłącznie pliki Excel (.xlsx lub .xls)',
  tooLarge: `Plik jest za duży (najwyżej ${ADDRESS_LIST_LIMITS.fileBytes / 1024 / 1024} MB)`,
  notSpreadsheet: 'Plik nie jest arkuszem Excel (.xlsx lub .xls)',
  encrypted: 'Plik jest zabezpieczony hasłem: zapisz go bez hasła i spróbuj ponownie',
  corrupt: 'Plik jest uszkodzony i nie da się go odczytać',
  suspicious: 'Plik odrzucony: po rozpakowaniu byłby zbyt duży lub ma zbyt wiele elementów',
  noColumn: `Plik nie zawiera kolumny ${ADDRESS_COLUMN}`,
  tooManyAddresses: (max: number) => `Plik zawiera więcej niż ${max} adresów`,
  tooManyRows: (max: number) => `Arkusz ma więcej niż ${max} wierszy`,
  tooComplex: 'Pliku nie da się odczytać w dozwolonym czasie i pamięci: zapisz w nim tylko arkusz z adresami',
  addressTooLong: (row: number, max: number) => `Adres w wierszu ${row} jest dłuższy niż ${max} znaków`,
} as const;

/**
 * SheetJS is loaded only for a legacy .xls: a worker reads one file, and the library costs a fresh worker
 * almost 40 MB of memory once loaded (what a hostile file adds to the server is measured in docs/security.md).
 */
const loadSheetJs = (): typeof SheetJS => require('@lokalise/xlsx');

/** A file refused for a reason a person can fix; the message is shown as it is. */
export class AddressListError extends Error {}

export interface UploadedSpreadsheet {
  originalname: string;
  mimetype?: string;
  buffer: Buffer;
  size?: number;
}

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const EMPTY_ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const CFB_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
/** Types a browser gives files that are certainly not spreadsheets; other types are judged by the content. */
const NOT_SPREADSHEET_TYPES = /^(text|image|audio|video|font)\/|^application\/(pdf|json|geo\+json|xml|javascript)$/i;

/** The checks that need no parsing (type, size, magic bytes): which reader the content needs. */
export function spreadsheetKind(file: UploadedSpreadsheet | undefined, limits: AddressListLimits = ADDRESS_LIST_LIMITS): 'xlsx' | 'xls' {
  if (!file?.buffer?.length) throw new AddressListError(ADDRESS_LIST_MESSAGES.noFile);
  if (!/\.xlsx?$/i.test(file.originalname ?? '') || (file.mimetype && NOT_SPREADSHEET_TYPES.test(file.mimetype))) {
    throw new AddressListError(ADDRESS_LIST_MESSAGES.wrongType);
  }
  if (file.buffer.length > limits.fileBytes) throw new AddressListError(ADDRESS_LIST_MESSAGES.tooLarge);
  const head = file.buffer.subarray(0, 8);
  if (head.subarray(0, 4).equals(ZIP_MAGIC) || head.subarray(0, 4).equals(EMPTY_ZIP_MAGIC)) return 'xlsx';
  if (head.equals(CFB_MAGIC)) return 'xls';
  throw new AddressListError(ADDRESS_LIST_MESSAGES.notSpreadsheet);
}

export async function readAddressList(file: UploadedSpreadsheet | undefined, limits: AddressListLimits = ADDRESS_LIST_LIMITS): Promise<string[]> {
  const kind = spreadsheetKind(file, limits);
  const buffer = file!.buffer;
  if (kind === 'xlsx') {
    const { zip, entries } = await checkZip(buffer, limits);
    try {
      return await addressesFrom(xlsxRows(zip, entries), limits);
    } finally {
      zip.close();
    }
  }
  return addressesFrom(xlsRows(buffer, limits), limits);
}

/**
 * The header row and column, then the addresses under it: trimmed, blanks and duplicates (ignoring case and
 * diacritics) removed. Rows arrive one by one; the first limit met ends the reading.
 */
async function addressesFrom(rows: AsyncIterable<SheetRow>, limits: AddressListLimits): Promise<string[]> {
  const wanted = headerKey(ADDRESS_COLUMN);
  let column = -1;
  const seen = new Set<string>();
  const addresses: string[] = [];
  for await (const row of rows) {
    if (row.number > limits.sheetRows) throw new AddressListError(ADDRESS_LIST_MESSAGES.tooManyRows(limits.sheetRows));
    if (column < 0) {
      if (row.number > limits.headerRows) throw new AddressListError(ADDRESS_LIST_MESSAGES.noColumn);
      column = row.cells.findIndex((cell) => headerKey(cell) === wanted);
      continue;
    }
    const text = (row.cells[column] ?? '').replace(/\s+/g, ' ').trim();
    if (!text) continue;
    if (text.length > limits.addressLength) throw new AddressListError(ADDRESS_LIST_MESSAGES.addressTooLong(row.number, limits.addressLength));
    const key = toSearchText(text);
    if (seen.has(key)) continue;
    seen.add(key);
    addresses.push(text);
    if (addresses.length > limits.addresses) throw new AddressListError(ADDRESS_LIST_MESSAGES.tooManyAddresses(limits.addresses));
  }
  if (column < 0) throw new AddressListError(ADDRESS_LIST_MESSAGES.noColumn);
  return addresses;
}

/** '[PPE] Adres', '[ppe]adres', ' [PPE]  ADRES ' are the same header. */
function headerKey(text: string): string {
  return text.replace(/[\s\u00a0]+/g, '').toLowerCase();
}

/**
 * Before any parser unpacks the zip: the central directory's entry count, declared sizes and ratios,
 * then every entry unpacked as a stream against the same budget (yauzl stops an entry that unpacks to
 * more than it declared, so a lying directory cannot get past either).
 */
async function checkZip(buffer: Buffer, limits: AddressListLimits): Promise<{ zip: ZipFile; entries: Entry[] }> {
  let zip: ZipFile;
  try {
    zip = await fromBufferPromise(buffer, { lazyEntries: true, validateEntrySizes: true, strictFileNames: false });
  } catch {
    throw new AddressListError(ADDRESS_LIST_MESSAGES.corrupt);
  }
  let checked = false;
  try {
    if (zip.entryCount > limits.zipEntries) throw new AddressListError(ADDRESS_LIST_MESSAGES.suspicious);
    const entries: Entry[] = [];
    let declared = 0;
    try {
      for await (const entry of zip.eachEntry()) {
        entries.push(entry);
        if (entries.length > limits.zipEntries) throw new AddressListError(ADDRESS_LIST_MESSAGES.suspicious);
        declared += entry.uncompressedSize;
        const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
        if (declared > limits.unpackedBytes || (entry.uncompressedSize > limits.ratioFloorBytes && ratio > limits.compressionRatio)) {
          throw new AddressListError(ADDRESS_LIST_MESSAGES.suspicious);
        }
      }
    } catch (error) {
      throw error instanceof AddressListError ? error : new AddressListError(ADDRESS_LIST_MESSAGES.corrupt);
    }
    const names = new Set(entries.map((e) => e.fileName));
    if (!names.has('xl/workbook.xml')) {
      if (names.has('EncryptionInfo') || names.has('EncryptedPackage')) throw new AddressListError(ADDRESS_LIST_MESSAGES.encrypted);
      throw new AddressListError(ADDRESS_LIST_MESSAGES.notSpreadsheet);
    }
    let unpacked = 0;
    for (const entry of entries) {
      if (entry.isEncrypted()) throw new AddressListError(ADDRESS_LIST_MESSAGES.encrypted);
      if (entry.fileName.endsWith('/')) continue;
      let stream: Readable;
      try {
        stream = await zip.openReadStreamPromise(entry);
      } catch {
        throw new AddressListError(ADDRESS_LIST_MESSAGES.corrupt);
      }
      try {
        for await (const chunk of stream) {
          unpacked += (chunk as Buffer).length;
          if (unpacked > limits.unpackedBytes) {
            stream.destroy();
            throw new AddressListError(ADDRESS_LIST_MESSAGES.suspicious);
          }
        }
      } catch (error) {
        if (error instanceof AddressListError) throw error;
        // "too many bytes in the stream": the entry unpacks to more than the directory declared.
        throw new AddressListError(/too (many|few) bytes/i.test((error as Error).message) ? ADDRESS_LIST_MESSAGES.suspicious : ADDRESS_LIST_MESSAGES.corrupt);
      }
    }
    checked = true;
    return { zip, entries };
  } finally {
    if (!checked) zip.close();
  }
}

/** The first sheet of a checked .xlsx; anything its XML does not allow is "corrupt". */
async function* xlsxRows(zip: ZipFile, entries: Entry[]): AsyncGenerator<SheetRow> {
  try {
    yield* firstSheetRows(zip, entries);
  } catch (error) {
    throw error instanceof AddressListError ? error : new AddressListError(ADDRESS_LIST_MESSAGES.corrupt);
  }
}

/** BIFF record types (MS-XLS 2.3): the workbook's sheet list, the end of a substream, a sheet's used range. */
const BOUNDSHEET8 = 0x0085;
const EOF_RECORD = 0x000a;
const DIMENSIONS = 0x0200;

/**
 * Rows the first sheet declares (its DIMENSIONS record), found by walking record headers only: the parser
 * would read the whole shared-string table and every cell first (a 65,535-row .xls: 1 s and 180 MB).
 * Undefined when the stream is not BIFF8 as expected; the parser's own row limit still applies then.
 */
export function declaredXlsRows(workbook: Buffer): number | undefined {
  const sheetAt = findRecord(workbook, 0, BOUNDSHEET8);
  if (sheetAt === undefined || sheetAt + 8 > workbook.length) return undefined;
  const dimensionsAt = findRecord(workbook, workbook.readUInt32LE(sheetAt + 4), DIMENSIONS);
  if (dimensionsAt === undefined || dimensionsAt + 12 > workbook.length) return undefined;
  return workbook.readUInt32LE(dimensionsAt + 8);
}

function findRecord(stream: Buffer, from: number, type: number): number | undefined {
  for (let at = from; at + 4 <= stream.length;) {
    const found = stream.readUInt16LE(at);
    if (found === type) return at;
    if (found === EOF_RECORD && type === DIMENSIONS) return undefined;
    at += 4 + stream.readUInt16LE(at + 2);
  }
  return undefined;
}

async function* xlsRows(buffer: Buffer, limits: AddressListLimits): AsyncGenerator<SheetRow> {
  let container: CfbDirectory;
  let workbookStream: Buffer | undefined;
  try {
    container = readCfbDirectory(buffer);
    workbookStream = container.largeStream('Workbook');
  } catch {
    throw new AddressListError(ADDRESS_LIST_MESSAGES.corrupt);
  }
  const streams = container.names;
  // An encrypted .xlsx is an OLE container too (ECMA-376 agile encryption), whatever its extension.
  if (streams.includes('EncryptionInfo') || streams.includes('EncryptedPackage')) throw new AddressListError(ADDRESS_LIST_MESSAGES.encrypted);
  if (!streams.some((s) => s === 'Workbook' || s === 'Book')) throw new AddressListError(ADDRESS_LIST_MESSAGES.notSpreadsheet);
  const declared = workbookStream ? declaredXlsRows(workbookStream) : undefined;
  if (declared !== undefined && declared > limits.sheetRows) throw new AddressListError(ADDRESS_LIST_MESSAGES.tooManyRows(limits.sheetRows));
  const XLSX = loadSheetJs();
  let sheet: SheetJS.WorkSheet | undefined;
  try {
    const workbook = XLSX.read(buffer, {
      type: 'buffer',
      sheets: 0,
      sheetRows: limits.sheetRows + 1,
      cellFormula: false,
      cellHTML: false,
      cellStyles: false,
      bookVBA: false,
    });
    sheet = workbook.Sheets[workbook.SheetNames[0]];
  } catch (error) {
    throw new AddressListError(/password/i.test((error as Error).message) ? ADDRESS_LIST_MESSAGES.encrypted : ADDRESS_LIST_MESSAGES.corrupt);
  }
  if (!sheet?.['!ref']) throw new AddressListError(ADDRESS_LIST_MESSAGES.noColumn);
  // Rows and columns are counted from the sheet's used range, which need not start at A1.
  const used = XLSX.utils.decode_range(sheet['!ref']);
  const fullRange = sheet['!fullref'] ? XLSX.utils.decode_range(sheet['!fullref'] as string) : used;
  // With sheetRows the parser stops early; the full range tells how many rows the sheet really has.
  if (Math.max(used.e.r, fullRange.e.r) + 1 > limits.sheetRows) throw new AddressListError(ADDRESS_LIST_MESSAGES.tooManyRows(limits.sheetRows));
  const data = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: false, defval: '', blankrows: true });
  for (let index = 0; index < data.length; index += 1) {
    yield { number: used.s.r + index + 1, cells: [...Array<string>(used.s.c).fill(''), ...data[index].map((v) => String(v ?? ''))] };
  }
}
