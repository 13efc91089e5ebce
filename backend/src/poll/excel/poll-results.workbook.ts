import ExcelJS from 'exceljs';
import { addHeaderedSheet } from '../../common/excel/staff-workbook';
import type { Writable } from 'node:stream';
import { warsawWallClock } from '@portal/domain';
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

const yesNo = (value: boolean) => (value ? 'Tak' : 'Nie');

/**
 * Streams every answer into an .xlsx on `out` (the HTTP response): rows are written and flushed batch
 * by batch, so a large survey costs little memory. Remarks are written as text, never as formulas.
 */
export async function writePollResults(out: Writable, batches: AsyncIterable<PollAnswerEntity[]>): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = addHeaderedSheet(workbook, POLL_RESULTS_SHEET, POLL_RESULTS_COLUMNS);
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
