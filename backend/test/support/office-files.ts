import ExcelJS from 'exceljs';
import { fromBufferPromise } from 'yauzl';

/** Every file of a zip (an .xlsx, a .docx) unpacked, by name. */
export async function zipParts(buffer: Buffer): Promise<Map<string, Buffer>> {
  const parts = new Map<string, Buffer>();
  const zip = await fromBufferPromise(buffer, { lazyEntries: true });
  try {
    for await (const entry of zip.eachEntry()) {
      if (entry.fileName.endsWith('/')) continue;
      const chunks: Buffer[] = [];
      for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
      parts.set(entry.fileName, Buffer.concat(chunks));
    }
  } finally {
    zip.close();
  }
  return parts;
}

/** The text of word/document.xml, paragraphs on their own lines, XML entities decoded. */
export async function docxText(buffer: Buffer): Promise<string> {
  const document = (await zipParts(buffer)).get('word/document.xml');
  if (!document) throw new Error('word/document.xml not found');
  return document
    .toString('utf8')
    .replace(/<\/w:p>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** Every row of the first sheet as cell texts. */
export async function xlsxRows(buffer: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0];
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    const cells: string[] = [];
    for (let c = 1; c <= sheet.columnCount; c += 1) cells.push(row.getCell(c).text);
    rows.push(cells);
  });
  return rows;
}
