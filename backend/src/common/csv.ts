/**
 * CSV for Polish Excel, one way everywhere: UTF-8 with a BOM (without it Excel reads the Polish letters as
 * Windows-1250), ';' between fields (the Polish list separator, since ',' is the decimal comma), CRLF.
 */

export const CSV_TYPE = 'text/csv; charset=utf-8';

/** A cell Excel reads as text: quoted when needed, and a leading = + - @ (a formula) neutralised with an apostrophe. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const csvRow = (values: string[]): string => values.map(csvCell).join(';');

/** Lines already made with csvRow (or '' for a blank line) → the file's bytes. */
export function csvFile(lines: string[]): Buffer {
  return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8')]);
}
