import ExcelJS from 'exceljs';

/** A column of a staff spreadsheet: its Polish header and its width in characters. */
export interface SheetColumn {
  header: string;
  width: number;
}

/** What adds a sheet: a workbook built in memory or one streamed to the response (`ExcelJS.stream.xlsx.WorkbookWriter`). */
interface SheetHolder {
  creator: string;
  addWorksheet(name: string, options?: Partial<ExcelJS.AddWorksheetOptions>): ExcelJS.Worksheet;
}

/** The author every staff spreadsheet names in its properties. */
export const WORKBOOK_CREATOR = 'Portal awarii i wyłączeń';

/** A workbook built in memory, with the portal as its author. */
export function staffWorkbook(): ExcelJS.Workbook {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = WORKBOOK_CREATOR;
  return workbook;
}

/**
 * A sheet whose first row holds the column headers, bold, wrapped and top-aligned (long Polish headers in narrow
 * columns), frozen while the reader scrolls; with `filter`, Excel's filter buttons sit on that row. Every staff
 * spreadsheet (users, planned outages, survey answers, outage history) starts its sheets here, so they read alike.
 */
export function addHeaderedSheet(workbook: SheetHolder, name: string, columns: readonly SheetColumn[], options: { filter?: boolean } = {}): ExcelJS.Worksheet {
  workbook.creator = WORKBOOK_CREATOR;
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({ header: c.header, width: c.width }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.alignment = { vertical: 'top', wrapText: true };
  if (options.filter) sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  return sheet;
}
