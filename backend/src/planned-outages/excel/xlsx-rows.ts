import { posix } from 'node:path';
import type { Readable } from 'node:stream';
import { SaxesParser } from 'saxes';
import type { Entry, ZipFile } from 'yauzl';

/** One row of a sheet: its 1-based number and its cells' texts, cells[0] being column A. */
export interface SheetRow {
  number: number;
  cells: string[];
}

const WORKBOOK = 'xl/workbook.xml';
const WORKBOOK_RELS = 'xl/_rels/workbook.xml.rels';

/**
 * The first sheet of an .xlsx, row by row, read straight from the checked zip (SpreadsheetML, ECMA-376 Part 1 §18):
 * the workbook's first `<sheet>` and its relationship name the worksheet part, the shared-string table (if the
 * workbook has one) is read whole, then the worksheet is parsed as a stream and each row is handed on as soon as it
 * closes, so the caller's first limit ends the reading. yauzl opens entries in any order, so it does not matter where
 * a writer stored them (Excel puts the sheets before the shared strings) nor whether they are stored or deflated.
 * What writers differ in is read as the format allows: relationship targets relative or absolute (openpyxl), strings
 * shared, inline (`t="inlineStr"`, rich text in several runs) or in the cell (`t="str"`, SheetJS), rows and cells
 * with or without their `r` reference.
 */
export async function* firstSheetRows(zip: ZipFile, entries: Entry[]): AsyncGenerator<SheetRow> {
  const byName = new Map(entries.map((e) => [e.fileName, e]));
  const part = (name: string) => byName.get(name);
  let sheetId: string | undefined;
  await parseEntry(zip, part(WORKBOOK), (parser) =>
    parser.on('opentag', (tag) => {
      if (sheetId === undefined && localName(tag.name) === 'sheet') sheetId = attribute(tag, 'id');
    }),
  );
  const rels = new Map<string, { type: string; target: string }>();
  await parseEntry(zip, part(WORKBOOK_RELS), (parser) =>
    parser.on('opentag', (tag) => {
      if (localName(tag.name) !== 'Relationship') return;
      const target = attribute(tag, 'Target') ?? '';
      // A target is relative to the workbook's folder unless it starts with '/' (the package root).
      const path = target.startsWith('/') ? target.slice(1) : posix.normalize(posix.join(posix.dirname(WORKBOOK), target));
      rels.set(attribute(tag, 'Id') ?? '', { type: attribute(tag, 'Type') ?? '', target: path });
    }),
  );
  const sheet = sheetId === undefined ? undefined : part(rels.get(sheetId)?.target ?? '');
  if (!sheet) return;
  const sharedStringsPart = [...rels.values()].find((r) => r.type.endsWith('/sharedStrings'));
  const shared = await sharedStrings(zip, part(sharedStringsPart?.target ?? ''));
  yield* sheetRows(zip, sheet, shared);
}

/** Texts of the shared-string table in order; a rich-text item is its runs joined, phonetic guides left out. */
async function sharedStrings(zip: ZipFile, entry: Entry | undefined): Promise<string[]> {
  const strings: string[] = [];
  const text = new RunText();
  await parseEntry(zip, entry, (parser) => {
    parser.on('opentag', (tag) => {
      if (localName(tag.name) === 'si') text.start();
      else text.open(tag.name);
    });
    parser.on('text', (value) => text.add(value));
    parser.on('closetag', (tag) => {
      if (localName(tag.name) === 'si') strings.push(text.end());
      else text.close(tag.name);
    });
  });
  return strings;
}

async function* sheetRows(zip: ZipFile, entry: Entry, shared: string[]): AsyncGenerator<SheetRow> {
  const ready: SheetRow[] = [];
  let row: SheetRow | undefined;
  let rowNumber = 0;
  let column = -1;
  let cell: { column: number; type: string; value: string; inline: RunText } | undefined;
  let inValue = false;
  const parser = new SaxesParser({ position: false });
  parser.on('opentag', (tag) => {
    switch (localName(tag.name)) {
      case 'row': {
        const r = Number(attribute(tag, 'r'));
        rowNumber = Number.isInteger(r) && r > 0 ? r : rowNumber + 1;
        row = { number: rowNumber, cells: [] };
        column = -1;
        return;
      }
      case 'c': {
        const ref = /^\$?([A-Z]+)/i.exec(attribute(tag, 'r') ?? '');
        column = ref ? columnIndex(ref[1]) : column + 1;
        cell = { column, type: attribute(tag, 't') ?? 'n', value: '', inline: new RunText() };
        return;
      }
      case 'v':
        inValue = cell !== undefined;
        return;
      case 'is':
        cell?.inline.start();
        return;
      default:
        cell?.inline.open(tag.name);
    }
  });
  parser.on('text', (value) => {
    if (inValue) cell!.value += value;
    else cell?.inline.add(value);
  });
  parser.on('closetag', (tag) => {
    switch (localName(tag.name)) {
      case 'v':
        inValue = false;
        return;
      case 'c':
        if (row && cell) row.cells[cell.column] = cellText(cell.type, cell.value, cell.inline.end(), shared);
        cell = undefined;
        return;
      case 'row':
        if (row) ready.push({ number: row.number, cells: Array.from(row.cells, (c) => c ?? '') });
        row = undefined;
        return;
      default:
        cell?.inline.close(tag.name);
    }
  });
  const stream = await zip.openReadStreamPromise(entry);
  try {
    for await (const chunk of stream.setEncoding('utf8') as AsyncIterable<string>) {
      parser.write(chunk);
      yield* ready.splice(0);
    }
    parser.close();
    yield* ready.splice(0);
  } finally {
    stream.destroy();
  }
}

/** The text a cell shows for the types the format has (ECMA-376 §18.18.11 ST_CellType). */
function cellText(type: string, value: string, inline: string, shared: string[]): string {
  switch (type) {
    case 's':
      return shared[Number(value)] ?? '';
    case 'inlineStr':
      return inline || unescapeXstring(value);
    case 'b':
      return value.trim() === '1' ? 'PRAWDA' : 'FAŁSZ';
    case 'str':
    case 'e':
    case 'd':
      return unescapeXstring(value);
    default:
      return value.trim();
  }
}

/** Collects the text of `<t>` elements of a string item (rich text: one per run), skipping phonetic runs (`<rPh>`). */
class RunText {
  private parts: string[] = [];
  private inText = false;
  private phonetic = 0;
  start(): void {
    this.parts = [];
    this.inText = false;
    this.phonetic = 0;
  }
  open(name: string): void {
    const local = localName(name);
    if (local === 'rPh') this.phonetic += 1;
    else if (local === 't' && this.phonetic === 0) this.inText = true;
  }
  close(name: string): void {
    const local = localName(name);
    if (local === 'rPh') this.phonetic -= 1;
    else if (local === 't') this.inText = false;
  }
  add(text: string): void {
    if (this.inText) this.parts.push(text);
  }
  end(): string {
    const text = unescapeXstring(this.parts.join(''));
    this.parts = [];
    return text;
  }
}

/** ST_Xstring writes characters XML cannot hold as `_xHHHH_` (ECMA-376 §22.9.2.19). */
function unescapeXstring(text: string): string {
  return text.includes('_x') ? text.replace(/_x([0-9A-Fa-f]{4})_/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))) : text;
}

function columnIndex(letters: string): number {
  let index = 0;
  for (const letter of letters.toUpperCase()) index = index * 26 + (letter.charCodeAt(0) - 64);
  return index - 1;
}

/** Element and attribute names without their prefix: Strict OOXML and some writers prefix the main namespace. */
function localName(name: string): string {
  const colon = name.indexOf(':');
  return colon < 0 ? name : name.slice(colon + 1);
}

/** Parsers are made without namespace processing, so attribute values are plain strings. */
function attribute(tag: { attributes: Record<string, unknown> }, name: string): string | undefined {
  for (const [key, value] of Object.entries(tag.attributes)) if (localName(key) === name) return String(value);
  return undefined;
}

/** Parses a whole (small) part; a part that is missing is read as empty. */
async function parseEntry(zip: ZipFile, entry: Entry | undefined, listen: (parser: SaxesParser) => void): Promise<void> {
  if (!entry) return;
  const parser = new SaxesParser({ position: false });
  listen(parser);
  const stream: Readable = await zip.openReadStreamPromise(entry);
  for await (const chunk of stream.setEncoding('utf8') as AsyncIterable<string>) parser.write(chunk);
  parser.close();
}
