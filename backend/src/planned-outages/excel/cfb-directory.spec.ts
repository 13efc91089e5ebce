import * as XLSX from '@lokalise/xlsx';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
// @ts-expect-error a plain .mjs module shared with the e2e tests and the bench, without typings
import { bigXls } from '../../../test/support/hostile-files.mjs';
import { readCfbDirectory } from './cfb-directory';

const FIXTURES = join(__dirname, '..', '..', '..', 'test', 'fixtures', 'spreadsheets');

describe('readCfbDirectory', () => {
  it('gives the same Workbook stream as SheetJS', () => {
    const file: Buffer = bigXls(5_000);
    const theirs = XLSX.CFB.read(file, { type: 'buffer' }).FileIndex.find((f: { name: string }) => f.name === 'Workbook');
    expect(
      readCfbDirectory(file)
        .largeStream('Workbook')!
        .equals(Buffer.from(theirs!.content as number[])),
    ).toBe(true);
  });

  it('names the streams of an encrypted workbook', () => {
    expect(readCfbDirectory(readFileSync(join(FIXTURES, 'encrypted.xlsx'))).names).toEqual(expect.arrayContaining(['EncryptionInfo', 'EncryptedPackage']));
  });

  it('throws on a cut file', () => {
    const file: Buffer = bigXls(5_000);
    expect(() => readCfbDirectory(file.subarray(0, 2000)).largeStream('Workbook')).toThrow();
  });
});
