import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as XLSX from '@lokalise/xlsx';
import { ADDRESS_LIST_LIMITS, ADDRESS_LIST_MESSAGES as MSG, declaredXlsRows, readAddressList } from './address-list.reader';
// @ts-expect-error a plain .mjs module shared with the e2e tests and the bench, without typings
import { bigXls, xlsxWithRows } from '../../../test/support/hostile-files.mjs';
// @ts-expect-error a plain .mjs module shared with the e2e tests, without typings
import { COMMITTED, CORPUS_DIR, EXPECTED_ADDRESSES, WRITTEN_IN_TEST } from '../../../test/fixtures/spreadsheets/corpus/writers.mjs';

/** Fixtures written by backend/test/fixtures/spreadsheets/generate.mjs. */
const FIXTURES = join(__dirname, '..', '..', '..', 'test', 'fixtures', 'spreadsheets');
const fixture = (name: string, mimetype = 'application/octet-stream') => ({ originalname: name, mimetype, buffer: readFileSync(join(FIXTURES, name)) });

describe('readAddressList', () => {
  it('reads the [PPE] Adres column of the first sheet of an .xlsx: header below a title, loose header spelling, blanks and duplicates removed', async () => {
    await expect(readAddressList(fixture('addresses.xlsx'))).resolves.toEqual([
      'ul. Marszałkowska 10, Warszawa',
      'ul. Puławska 145, Warszawa',
      'ul. Kwiatowa 5 (W)',
      'ul. Grochowska 200',
    ]);
  });

  it('reads a legacy .xls', async () => {
    await expect(readAddressList(fixture('addresses.xls', 'application/vnd.ms-excel'))).resolves.toEqual([
      'ul. Grójecka 20, Warszawa',
      'al. Jana Pawła II 12, Warszawa',
    ]);
  });

  describe('reads every writer of the corpus (test/fixtures/spreadsheets/corpus) as the same list', () => {
    it.each(Object.keys(WRITTEN_IN_TEST))('%s, written here by its library', async (name: string) => {
      const buffer = Buffer.from(await WRITTEN_IN_TEST[name]());
      await expect(readAddressList({ originalname: name, buffer })).resolves.toEqual(EXPECTED_ADDRESSES);
    });

    it.each(COMMITTED as string[])('%s, committed', async (name) => {
      await expect(readAddressList({ originalname: name, buffer: readFileSync(join(CORPUS_DIR, name)) })).resolves.toEqual(EXPECTED_ADDRESSES);
    });
  });

  it('goes by the content, not the extension, between .xls and .xlsx', async () => {
    const file = fixture('addresses.xlsx');
    await expect(readAddressList({ ...file, originalname: 'LISTA.XLS' })).resolves.toHaveLength(4);
  });

  it.each([
    ['no file', undefined, MSG.noFile],
    ['an empty file', { originalname: 'a.xlsx', buffer: Buffer.alloc(0) }, MSG.noFile],
    ['a .csv name', { ...fixture('addresses.xlsx'), originalname: 'lista.csv' }, MSG.wrongType],
    ['a file without extension', { ...fixture('addresses.xlsx'), originalname: 'lista' }, MSG.wrongType],
    ['an image type', { ...fixture('addresses.xlsx'), mimetype: 'image/png' }, MSG.wrongType],
    ['text named .xlsx', fixture('not-a-spreadsheet.xlsx'), MSG.notSpreadsheet],
    ['a zip that is not a workbook', fixture('plain-zip.xlsx'), MSG.notSpreadsheet],
    ['an encrypted workbook', fixture('encrypted.xlsx'), MSG.encrypted],
    ['a cut .xlsx', fixture('corrupt.xlsx'), MSG.corrupt],
    ['a cut .xls', fixture('corrupt.xls'), MSG.corrupt],
    ['a sheet without the column', fixture('no-column.xlsx'), MSG.noColumn],
    ['2001 addresses', fixture('too-many-addresses.xlsx'), MSG.tooManyAddresses(2000)],
  ])('refuses %s with a Polish message', async (_name, file, message) => {
    await expect(readAddressList(file as never)).rejects.toThrow(message);
  });

  describe('spreadsheet bombs are refused before any parser unpacks them', () => {
    it('a worksheet packed 1000:1', async () => {
      await expect(readAddressList(fixture('bomb.xlsx'))).rejects.toThrow(MSG.suspicious);
    });

    it('more than 200 entries', async () => {
      await expect(readAddressList(fixture('many-entries.xlsx'))).rejects.toThrow(MSG.suspicious);
    });

    it('an entry that unpacks to more than its directory declares', async () => {
      await expect(readAddressList(fixture('lying-size.xlsx'))).rejects.toThrow(MSG.suspicious);
    });

    it('more unpacked bytes than the budget', async () => {
      await expect(readAddressList(fixture('addresses.xlsx'), { ...ADDRESS_LIST_LIMITS, unpackedBytes: 2000 })).rejects.toThrow(MSG.suspicious);
    });
  });

  it('refuses a file over the size limit', async () => {
    await expect(readAddressList(fixture('addresses.xlsx'), { ...ADDRESS_LIST_LIMITS, fileBytes: 1000 })).rejects.toThrow(MSG.tooLarge);
  });

  it('refuses a sheet with more rows than it reads, in both formats', async () => {
    await expect(readAddressList(fixture('addresses.xlsx'), { ...ADDRESS_LIST_LIMITS, sheetRows: 5 })).rejects.toThrow(MSG.tooManyRows(5));
    await expect(readAddressList(fixture('addresses.xls'), { ...ADDRESS_LIST_LIMITS, sheetRows: 3 })).rejects.toThrow(MSG.tooManyRows(3));
  });

  it('names the row of an address that is too long', async () => {
    await expect(readAddressList(fixture('addresses.xlsx'), { ...ADDRESS_LIST_LIMITS, addressLength: 20 })).rejects.toThrow(MSG.addressTooLong(4, 20));
  });

  it('looks for the header only in the first rows', async () => {
    await expect(readAddressList(fixture('addresses.xlsx'), { ...ADDRESS_LIST_LIMITS, headerRows: 2 })).rejects.toThrow(MSG.noColumn);
  });

  describe('long sheets are read only up to the first limit', () => {
    it('an .xlsx of 400,000 rows stored in the order Excel writes (sheet before shared strings)', async () => {
      await expect(readAddressList({ originalname: 'dlugi.xlsx', buffer: xlsxWithRows(400_000) })).rejects.toThrow(MSG.tooManyRows(10_000));
    });

    it('the same format under the limits is read whole', async () => {
      await expect(readAddressList({ originalname: 'krotki.xlsx', buffer: xlsxWithRows(50) })).resolves.toEqual(['ul. Marszałkowska 10, Warszawa']);
    });

    it('an .xls declares its rows in a DIMENSIONS record, checked before the parser runs', async () => {
      const container = XLSX.CFB.read(readFileSync(join(FIXTURES, 'addresses.xls')), { type: 'buffer' });
      const workbook = container.FileIndex.find((f: { name: string }) => f.name === 'Workbook');
      expect(declaredXlsRows(Buffer.from(workbook!.content as Uint8Array))).toBe(6);
      await expect(readAddressList({ originalname: 'dlugi.xls', buffer: bigXls() })).rejects.toThrow(MSG.tooManyRows(10_000));
    });
  });
});
