import ExcelJS from 'exceljs';
import { PassThrough } from 'node:stream';
import { addHeaderedSheet, staffWorkbook, WORKBOOK_CREATOR } from './staff-workbook';

const COLUMNS = [
  { header: 'Dzielnica', width: 24 },
  { header: 'Godziny planowane (suma)', width: 14 },
];

async function reread(buffer: ExcelJS.Buffer): Promise<ExcelJS.Workbook> {
  const back = new ExcelJS.Workbook();
  await back.xlsx.load(buffer);
  return back;
}

describe('staff spreadsheets', () => {
  it('start each sheet with a bold, wrapped, frozen header row and the portal as author', async () => {
    const workbook = staffWorkbook();
    const sheet = addHeaderedSheet(workbook, 'Arkusz', COLUMNS, { filter: true });
    sheet.addRow(['Mokotów', 3.5]);
    const back = await reread(await workbook.xlsx.writeBuffer());
    expect(back.creator).toBe(WORKBOOK_CREATOR);
    const read = back.getWorksheet('Arkusz')!;
    expect(read.getRow(1).values).toEqual([undefined, 'Dzielnica', 'Godziny planowane (suma)']);
    expect(read.getRow(1).font).toMatchObject({ bold: true });
    expect(read.getRow(1).getCell(1).alignment).toEqual({ vertical: 'top', wrapText: true });
    expect(read.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(read.getColumn(1).width).toBe(24);
    expect(read.autoFilter).toBe('A1:B1');
    expect(read.getRow(2).values).toEqual([undefined, 'Mokotów', 3.5]);
  });

  it('leaves the filter off unless asked', async () => {
    const workbook = staffWorkbook();
    addHeaderedSheet(workbook, 'Bez filtra', COLUMNS);
    const back = await reread(await workbook.xlsx.writeBuffer());
    expect(back.getWorksheet('Bez filtra')!.autoFilter).toBeUndefined();
  });

  it('serves a workbook streamed to the response as well', async () => {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (c: Buffer) => chunks.push(c));
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
    const sheet = addHeaderedSheet(workbook, 'Strumień', COLUMNS);
    sheet.getRow(1).commit();
    sheet.addRow(['Wola', 1]).commit();
    await workbook.commit();
    const back = await reread(Buffer.concat(chunks) as unknown as ExcelJS.Buffer);
    expect(back.creator).toBe(WORKBOOK_CREATOR);
    expect(back.getWorksheet('Strumień')!.getRow(1).font).toMatchObject({ bold: true });
  });
});
