// Hostile upload files of issue 14, generated on the fly (they are megabytes; none is committed). Used by
// test/hostile-files.e2e-spec.ts and `npm run bench:hostile` (bench/hostile-files.bench.mjs).
import { createRequire } from 'node:module';
import { zip } from './zip-writer.mjs';

const require = createRequire(import.meta.url);

/**
 * One self-intersecting ring of n vertices alternating between two radii, each step half a turn on, so every
 * edge crosses the middle: what made the old grid check quadratic (n = 8,000: 210 kB; n = 99,000: 2.6 MB).
 */
export function ringThroughTheMiddle(n) {
  const ring = [];
  for (let i = 0; i < n; i++) {
    const angle = Math.PI * i + (Math.PI * i) / n;
    const r = i % 2 ? 0.05 : 0.1;
    ring.push([+(21 + r * Math.cos(angle)).toFixed(6), +(52 + r * Math.sin(angle)).toFixed(6)]);
  }
  ring.push(ring[0]);
  return Buffer.from(JSON.stringify({ type: 'Feature', properties: { name: 'Gwiazda' }, geometry: { type: 'Polygon', coordinates: [ring] } }));
}

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';

/**
 * An .xlsx whose first sheet has the '[PPE] Adres' header and `rows` rows under it, in the entry order Excel
 * writes (the sheet before the shared strings), all rows the same address. 400,000 rows: 2 MB; 1,000,000 rows
 * with a number instead (`numbers`): 4.9 MB, about 45 MB unpacked, inside the 50 MB unpacking budget.
 */
export function xlsxWithRows(rows, { numbers = false } = {}) {
  const parts = [`${XML}<worksheet xmlns="${MAIN}"><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c></row>`];
  for (let r = 2; r <= rows + 1; r++)
    parts.push(numbers ? `<row r="${r}"><c r="A${r}"><v>7</v></c></row>` : `<row r="${r}"><c r="A${r}" t="s"><v>1</v></c></row>`);
  parts.push('</sheetData></worksheet>');
  return zip([
    {
      name: '[Content_Types].xml',
      data: Buffer.from(
        `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>`,
      ),
    },
    {
      name: '_rels/.rels',
      data: Buffer.from(
        `${XML}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      ),
    },
    {
      name: 'xl/workbook.xml',
      data: Buffer.from(`${XML}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="Arkusz1" sheetId="1" r:id="rId1"/></sheets></workbook>`),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: Buffer.from(
        `${XML}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
      ),
    },
    { name: 'xl/worksheets/sheet1.xml', data: Buffer.from(parts.join('')) },
    {
      name: 'xl/sharedStrings.xml',
      data: Buffer.from(`${XML}<sst xmlns="${MAIN}" count="2" uniqueCount="2"><si><t>[PPE] Adres</t></si><si><t>ul. Marszałkowska 10, Warszawa</t></si></sst>`),
    },
  ]);
}

/** A legacy .xls (BIFF8) at the format's row limit: 65,535 different addresses and a number per row, under 5 MB. */
export function bigXls(rows = 65_535) {
  const XLSX = require('@lokalise/xlsx');
  const data = [['[PPE] Adres', 'Lp']];
  for (let r = 1; r <= rows; r++) data.push([`ul. Testowa ${r}`, r]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(data), 'Arkusz1');
  return Buffer.from(XLSX.write(book, { type: 'buffer', bookType: 'biff8' }));
}

/** The same list as CSV text, 4.9 MB: the import takes Excel only (staff spec §8), so it must be refused at once. */
export function bigCsv(rows = 200_000) {
  const lines = ['[PPE] Adres'];
  for (let r = 1; r <= rows; r++) lines.push(`ul. Testowa ${r}, Warszawa`);
  return Buffer.from(lines.join('\n'));
}
