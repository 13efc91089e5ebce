import ExcelJS from 'exceljs';
import { fromBufferPromise } from 'yauzl';

/** The text of word/document.xml, paragraphs on their own lines, XML entities decoded. */
export async function docxText(buffer: Buffer): Promise<string> {
  const zip = await fromBufferPromise(buffer, { lazyEntries: true });
  try {
    for await (const entry of zip.eachEntry()) {
      if (entry.fileName !== 'word/document.xml') continue;
      const chunks: Buffer[] = [];
      for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
      const xml = Buffer.concat(chunks).toString('utf8');
      return xml
        .replace(/<\/w:p>/g, '\n')
        .replace(/<[^>]+>/g, '')
        .replace(/&quot;/g, '"')
        .replace(/&apos;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&');
    }
  } finally {
    zip.close();
  }
  throw new Error('word/document.xml not found');
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
