import ExcelJS from 'exceljs';
import * as XLSX from '@lokalise/xlsx';
import type { Readable } from 'node:stream';
import { fromBufferPromise, type Entry, type ZipFile } from 'yauzl';
import { toSearchText } from '../search-text';

/**
 * Reads the '[PPE] Adres' column of the first sheet of an uploaded .xlsx or .xls (staff spec §2.12:
 * the import button; §7 POST /api/planned-outage/address-list). Every file is treated as hostile:
 * an .xlsx is a zip, so its central directory is checked and its entries are unpacked with a budget
 * before any spreadsheet parser sees it; a legacy .xls is a small OLE container read with row limits.
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
  addressTooLong: (row: number, max: number) => `Adres w wierszu ${row} jest dłuższy niż ${max} znaków`,
} as const;

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

export async function readAddressList(file: UploadedSpreadsheet | undefined, limits: AddressListLimits = ADDRESS_LIST_LIMITS): Promise<string[]> {
  if (!file?.buffer?.length) throw new AddressListError(ADDRESS_LIST_MESSAGES.noFile);
  if (!/\.xlsx?$/i.test(file.originalname ?? '') || (file.mimetype && NOT_SPREADSHEET_TYPES.test(file.mimetype))) {
    throw new AddressListError(ADDRESS_LIST_MESSAGES.wrongType);
  }
  if (file.buffer.length > limits.fileBytes) throw new AddressListError(ADDRESS_LIST_MESSAGES.tooLarge);
  const head = file.buffer.subarray(0, 8);
  let rows: RowSource;
  if (head.subarray(0, 4).equals(ZIP_MAGIC) || head.subarray(0, 4).equals(EMPTY_ZIP_MAGIC)) {
    await checkZip(file.buffer, limits);
    rows = await xlsxRows(file.buffer);
  } else if (head.equals(CFB_MAGIC)) {
    rows = xlsRows(file.buffer, limits);
  } else {
    throw new AddressListError(ADDRESS_LIST_MESSAGES.notSpreadsheet);
  }
  return addressesFrom(rows, limits);
}

/** Cell texts by 1-based row and column, whatever the format. */
interface RowSource {
  rowCount: number;
  cell(row: number, column: number): string;
  columnCount(row: number): number;
}

/** The header row and column, then the addresses under it: trimmed, blanks and duplicates (ignoring case and diacritics) removed. */
function addressesFrom(rows: RowSource, limits: AddressListLimits): string[] {
  if (rows.rowCount > limits.sheetRows) throw new AddressListError(ADDRESS_LIST_MESSAGES.tooManyRows(limits.sheetRows));
  const wanted = headerKey(ADDRESS_COLUMN);
  let header: { row: number; column: number } | undefined;
  for (let row = 1; row <= Math.min(limits.headerRows, rows.rowCount) && !header; row += 1) {
    for (let column = 1; column <= rows.columnCount(row); column += 1) {
      if (headerKey(rows.cell(row, column)) === wanted) {
        header = { row, column };
        break;
      }
    }
  }
  if (!header) throw new AddressListError(ADDRESS_LIST_MESSAGES.noColumn);
  const seen = new Set<string>();
  const addresses: string[] = [];
  for (let row = header.row + 1; row <= rows.rowCount; row += 1) {
    const text = rows.cell(row, header.column).replace(/\s+/g, ' ').trim();
    if (!text) continue;
    if (text.length > limits.addressLength) throw new AddressListError(ADDRESS_LIST_MESSAGES.addressTooLong(row, limits.addressLength));
    const key = toSearchText(text);
    if (seen.has(key)) continue;
    seen.add(key);
    addresses.push(text);
    if (addresses.length > limits.addresses) throw new AddressListError(ADDRESS_LIST_MESSAGES.tooManyAddresses(limits.addresses));
  }
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
async function checkZip(buffer: Buffer, limits: AddressListLimits): Promise<void> {
  let zip: ZipFile;
  try {
    zip = await fromBufferPromise(buffer, { lazyEntries: true, validateEntrySizes: true, strictFileNames: false });
  } catch {
    throw new AddressListError(ADDRESS_LIST_MESSAGES.corrupt);
  }
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
  } finally {
    zip.close();
  }
}

async function xlsxRows(buffer: Buffer): Promise<RowSource> {
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs' types predate Node's generic Buffer.
    await workbook.xlsx.load(buffer as unknown as ExcelJS.Buffer);
  } catch {
    throw new AddressListError(ADDRESS_LIST_MESSAGES.corrupt);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new AddressListError(ADDRESS_LIST_MESSAGES.noColumn);
  return {
    rowCount: sheet.rowCount,
    columnCount: (row) => sheet.getRow(row).cellCount,
    cell: (row, column) => cellText(sheet.getRow(row).getCell(column)),
  };
}

function cellText(cell: ExcelJS.Cell): string {
  try {
    return cell.text ?? '';
  } catch {
    return String(cell.value ?? '');
  }
}

function xlsRows(buffer: Buffer, limits: AddressListLimits): RowSource {
  let container: { FullPaths: string[] };
  try {
    container = XLSX.CFB.read(buffer, { type: 'buffer' });
  } catch {
    throw new AddressListError(ADDRESS_LIST_MESSAGES.corrupt);
  }
  const streams = container.FullPaths.map((p) => p.split('/').filter(Boolean).pop() ?? '');
  // An encrypted .xlsx is an OLE container too (ECMA-376 agile encryption), whatever its extension.
  if (streams.includes('EncryptionInfo') || streams.includes('EncryptedPackage')) throw new AddressListError(ADDRESS_LIST_MESSAGES.encrypted);
  if (!streams.some((s) => s === 'Workbook' || s === 'Book')) throw new AddressListError(ADDRESS_LIST_MESSAGES.notSpreadsheet);
  let sheet: XLSX.WorkSheet | undefined;
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
  if (!sheet) throw new AddressListError(ADDRESS_LIST_MESSAGES.noColumn);
  if (!sheet['!ref']) throw new AddressListError(ADDRESS_LIST_MESSAGES.noColumn);
  // Rows and columns are counted from the sheet's used range, which need not start at A1.
  const used = XLSX.utils.decode_range(sheet['!ref']);
  const data = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: false, defval: '', blankrows: true });
  const fullRange = sheet['!fullref'] ? XLSX.utils.decode_range(sheet['!fullref'] as string) : used;
  const at = (row: number) => data[row - 1 - used.s.r];
  return {
    // With sheetRows the parser stops early; the full range tells how many rows the sheet really has.
    rowCount: Math.max(used.e.r, fullRange.e.r) + 1,
    columnCount: (row) => (at(row) ? at(row).length + used.s.c : 0),
    cell: (row, column) => String(at(row)?.[column - 1 - used.s.c] ?? ''),
  };
}
