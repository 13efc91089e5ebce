import { fromBufferPromise, type Entry } from 'yauzl';
import { firstSheetRows, type SheetRow } from './xlsx-rows';
// @ts-expect-error a plain .mjs module shared with the fixtures and the hostile files, without typings
import { zip } from '../../../test/support/zip-writer.mjs';

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** A workbook of two sheets whose second tab is listed first, with the parts as given. */
function workbook(sheet: string, sharedStrings?: string, prefix = ''): Buffer {
  const p = prefix ? `${prefix}:` : '';
  const ns = prefix ? `xmlns:${prefix}="${MAIN}"` : `xmlns="${MAIN}"`;
  const rels = [
    `<Relationship Id="rId7" Type="${REL}/worksheet" Target="/xl/worksheets/first.xml"/>`,
    `<Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>`,
    sharedStrings ? `<Relationship Id="rId9" Type="${REL}/sharedStrings" Target="../xl/strings.xml"/>` : '',
  ].join('');
  return zip([
    {
      name: 'xl/worksheets/sheet1.xml',
      data: Buffer.from(
        `<${p}worksheet ${ns}><${p}sheetData><${p}row><${p}c t="str"><${p}v>inny arkusz</${p}v></${p}c></${p}row></${p}sheetData></${p}worksheet>`,
      ),
    },
    {
      name: 'xl/worksheets/first.xml',
      data: Buffer.from(`<${p}worksheet ${ns}><${p}sheetData>${sheet.replace(/<(\/?)(?=[a-z])/g, `<$1${p}`)}</${p}sheetData></${p}worksheet>`),
      store: true,
    },
    ...(sharedStrings
      ? [{ name: 'xl/strings.xml', data: Buffer.from(`<${p}sst ${ns}>${sharedStrings.replace(/<(\/?)(?=[a-z])/g, `<$1${p}`)}</${p}sst>`) }]
      : []),
    {
      name: 'xl/workbook.xml',
      data: Buffer.from(
        `<${p}workbook ${ns} xmlns:r="${REL}"><${p}sheets><${p}sheet name="Adresy" sheetId="2" r:id="rId7"/><${p}sheet name="Inny" sheetId="1" r:id="rId1"/></${p}sheets></${p}workbook>`,
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: Buffer.from(`<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rels}</Relationships>`),
    },
  ]);
}

async function rows(file: Buffer): Promise<SheetRow[]> {
  const archive = await fromBufferPromise(file, { lazyEntries: true });
  const entries: Entry[] = [];
  for await (const entry of archive.eachEntry()) entries.push(entry);
  const read: SheetRow[] = [];
  try {
    for await (const row of firstSheetRows(archive, entries)) read.push(row);
  } finally {
    archive.close();
  }
  return read;
}

describe('firstSheetRows', () => {
  it('reads the first tab through the relationships, shared strings stored after it, rich text and phonetic runs', async () => {
    const sheet =
      '<row r="2"><c r="B2" t="s"><v>0</v></c><c r="D2" t="s"><v>1</v></c></row><row r="5"><c r="A5"><v>12</v></c><c r="B5" t="b"><v>1</v></c></row>';
    const strings =
      '<si><t>[PPE] Adres</t></si><si><r><t xml:space="preserve">ul. Grochowska </t></r><r><rPr><b/></rPr><t>200</t></r><rPh sb="0" eb="1"><t>グ</t></rPh></si>';
    await expect(rows(workbook(sheet, strings))).resolves.toEqual([
      { number: 2, cells: ['', '[PPE] Adres', '', 'ul. Grochowska 200'] },
      { number: 5, cells: ['12', 'PRAWDA'] },
    ]);
  });

  it('reads rows and cells without their r reference, inline rich text and escaped characters', async () => {
    const sheet =
      '<row><c t="inlineStr"><is><t>[PPE] Adres</t></is></c><c t="str"><v>Uwagi_x000D_</v></c></row>' +
      '<row><c t="inlineStr"><is><r><t>ul. Puławska </t></r><r><t>145 &amp; 147</t></r></is></c></row>';
    await expect(rows(workbook(sheet))).resolves.toEqual([
      { number: 1, cells: ['[PPE] Adres', 'Uwagi\r'] },
      { number: 2, cells: ['ul. Puławska 145 & 147'] },
    ]);
  });

  it('reads the main namespace under a prefix', async () => {
    await expect(rows(workbook('<row r="1"><c r="A1" t="s"><v>0</v></c></row>', '<si><t>[PPE] Adres</t></si>', 'x'))).resolves.toEqual([
      { number: 1, cells: ['[PPE] Adres'] },
    ]);
  });
});
