import ExcelJS from 'exceljs';
import { PassThrough } from 'node:stream';
import type { PollAnswerEntity } from '../entities/poll-answer.entity';
import { warsawWallClock } from '@portal/domain';
import { POLL_RESULTS_COLUMNS, writePollResults } from './poll-results.workbook';

async function* batches(...lists: PollAnswerEntity[][]) {
  for (const list of lists) yield list;
}

const answer = (id: number, answeredAt: string, overrides: Partial<PollAnswerEntity> = {}): PollAnswerEntity => ({
  id,
  answeredAt: new Date(answeredAt),
  reportFailureTarget: true,
  failureCheckTarget: false,
  plannedCheckTarget: false,
  targetAchieved: true,
  additionalRemarks: null,
  ...overrides,
});

describe('poll results workbook', () => {
  it.each([
    ['2026-01-15T11:30:00Z', '2026-01-15T12:30:00.000Z'], // winter time, UTC+1
    ['2026-07-15T11:30:00Z', '2026-07-15T13:30:00.000Z'], // summer time, UTC+2
    ['2026-03-29T00:59:59Z', '2026-03-29T01:59:59.000Z'], // just before the spring change
    ['2026-03-29T01:00:00Z', '2026-03-29T03:00:00.000Z'], // just after it
    ['2026-12-31T23:00:00Z', '2027-01-01T00:00:00.000Z'], // a new year in Warsaw first
  ])('shows %s as the Warsaw wall clock %s', (utc, wallClock) => {
    expect(warsawWallClock(new Date(utc)).toISOString()).toBe(wallClock);
  });

  it('writes a header row and one row per answer across batches, remarks as text', async () => {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (c: Buffer) => chunks.push(c));
    await writePollResults(
      out,
      batches(
        [answer(1, '2026-11-20T09:15:00Z', { additionalRemarks: '=HYPERLINK("http://zly.example")' })],
        [answer(7, '2026-07-01T22:00:00Z', { reportFailureTarget: false, plannedCheckTarget: true, targetAchieved: false })],
      ),
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Odpowiedzi')!;
    expect(sheet.getRow(1).values).toEqual([undefined, ...POLL_RESULTS_COLUMNS.map((c) => c.header)]);
    expect(sheet.rowCount).toBe(3);
    const first = sheet.getRow(2);
    expect(first.getCell(1).value).toBe(1);
    expect((first.getCell(2).value as Date).toISOString()).toBe('2026-11-20T10:15:00.000Z');
    expect([3, 4, 5, 6].map((c) => first.getCell(c).value)).toEqual(['Tak', 'Nie', 'Nie', 'Tak']);
    expect(first.getCell(7).value).toBe('=HYPERLINK("http://zly.example")');
    expect(first.getCell(7).type).toBe(ExcelJS.ValueType.String);
    const second = sheet.getRow(3);
    expect((second.getCell(2).value as Date).toISOString()).toBe('2026-07-02T00:00:00.000Z');
    expect([3, 4, 5, 6, 7].map((c) => second.getCell(c).value)).toEqual(['Nie', 'Nie', 'Tak', 'Nie', null]);
  });
});
