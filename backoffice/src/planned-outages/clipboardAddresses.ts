// Spec §5 "Clipboard paste": the data must be tabular with a column titled '[PPE] Adres' (what
// the operator's billing export calls the address of a point of delivery); otherwise the person
// sees 'Niepoprawny format danych'. A pure function so the rule is tested without a clipboard.

export const ADDRESS_COLUMN = '[PPE] Adres';

export type ClipboardParseResult = { ok: true; addresses: string[] } | { ok: false };

const normalise = (cell: string) => cell.replace(/\s+/g, ' ').trim();

/**
 * Rows of tab-separated cells as spreadsheets put them on the clipboard: rows end with CR LF or
 * LF; a cell holding a tab, a line break or a quote comes quoted, with quotes doubled.
 */
export function parseTabularText(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let atCellStart = true;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') {
        quoted = false;
      } else {
        cell += char;
      }
      continue;
    }
    if (char === '"' && atCellStart) {
      quoted = true;
      atCellStart = false;
    } else if (char === '\t') {
      row.push(cell);
      cell = '';
      atCellStart = true;
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      atCellStart = true;
    } else {
      cell += char;
      atCellStart = false;
    }
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/**
 * The address lines under the '[PPE] Adres' header (the first row that has it; case and spacing
 * of the title do not matter). No such column, or no address under it: not our format.
 */
export function parseClipboardAddresses(text: string): ClipboardParseResult {
  const rows = parseTabularText(text);
  const title = normalise(ADDRESS_COLUMN).toLowerCase();
  const headerIndex = rows.findIndex((row) => row.some((cell) => normalise(cell).toLowerCase() === title));
  if (headerIndex < 0) return { ok: false };
  const column = rows[headerIndex].findIndex((cell) => normalise(cell).toLowerCase() === title);
  const addresses = rows
    .slice(headerIndex + 1)
    .map((row) => normalise(row[column] ?? ''))
    .filter((address) => address !== '');
  return addresses.length > 0 ? { ok: true, addresses } : { ok: false };
}
