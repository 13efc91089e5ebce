import ExcelJS from 'exceljs';
import type { Writable } from 'node:stream';
import type { PollAnswerEntity } from '../entities/poll-answer.entity';

export const POLL_RESULTS_SHEET = 'Odpowiedzi';

/** Column headers of the results file, in Polish (the operator's staff read it). */
export const POLL_RESULTS_COLUMNS = [
  { header: 'Lp.', width: 7 },
  { header: 'Data i godzina odpowiedzi (czas polski)', width: 24 },
  { header: 'Cel: zgłoszenie awarii', width: 14 },
  { header: 'Cel: sprawdzenie bieżących awarii', width: 16 },
  { header: 'Cel: sprawdzenie planowanych wyłączeń', width: 18 },
  { header: 'Cel wizyty osiągnięty', width: 14 },
  { header: 'Uwagi', width: 80 },
] as const;

const WARSAW = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Warsaw',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/**
 * Excel dates have no time zone: a cell shows the wall-clock time it holds. This returns a Date whose
 * UTC fields are the wall-clock time in Warsaw (summer and winter time alike), which exceljs writes as is.
 */
export function warsawWallClock(date: Date): Date {
  const parts = Object.fromEntries(WARSAW.formatToParts(date).map((p) => [p.type, p.value]));
  return new Date(Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute, +parts.second));
}

const yesNo = (value: boolean) => (value ? 'Tak' : 'Nie');

/**
 * Streams every answer into an .xlsx on `out` (the HTTP response): rows are written and flushed batch
 * by batch, so a large survey costs little memory. Remarks are written as text, never as formulas.
 */
export async function writePollResults(out: Writable, batches: AsyncIterable<PollAnswerEntity[]>): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  workbook.creator = 'Portal awarii i wyłączeń';
  const sheet = workbook.addWorksheet(POLL_RESULTS_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = POLL_RESULTS_COLUMNS.map((c) => ({ header: c.header, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).alignment = { vertical: 'middle', wrapText: true };
  sheet.getRow(1).commit();
  let number = 0;
  for await (const batch of batches) {
    for (const answer of batch) {
      number += 1;
      const row = sheet.addRow([
        number,
        warsawWallClock(answer.answeredAt),
        yesNo(answer.reportFailureTarget),
        yesNo(answer.failureCheckTarget),
        yesNo(answer.plannedCheckTarget),
        yesNo(answer.targetAchieved),
        answer.additionalRemarks,
      ]);
      row.getCell(2).numFmt = 'yyyy-mm-dd hh:mm:ss';
      row.getCell(7).alignment = { wrapText: true, vertical: 'top' };
      row.commit();
    }
  }
  sheet.commit();
  await workbook.commit();
}
