import { addHeaderedSheet, staffWorkbook } from '../../common/excel/staff-workbook';
import { ACCEPT_STATUS_LABELS } from '@portal/domain';
import type { PlannedOutageResponseDto } from '../dto/planned-outage-response.dto';
import { VOLTAGE_LABELS } from '../planned-outage.model';
import { describeAddress } from './describe-address';
import { polishDate, warsawDateTime } from '@portal/domain';

/** Excel refuses longer cell texts. */
const CELL_MAX = 32_767;

export const REPORT_COLUMNS: ReadonlyArray<{ header: string; width: number; value: (o: PlannedOutageResponseDto) => string | number }> = [
  { header: 'ID', width: 8, value: (o) => o.id },
  { header: 'Adresy', width: 60, value: (o) => o.addresses.map(describeAddress).join('\n') },
  { header: 'Początek', width: 17, value: (o) => warsawDateTime(new Date(o.outageStart)) },
  { header: 'Koniec', width: 17, value: (o) => warsawDateTime(new Date(o.outageEnd)) },
  { header: 'Data ogłoszenia', width: 15, value: (o) => polishDate(o.outageAnnouncement) },
  { header: 'Napięcie', width: 9, value: (o) => VOLTAGE_LABELS[o.voltageLevel] },
  { header: 'Numer zadania SAP/CallNet', width: 22, value: (o) => o.taskNumber ?? '' },
  { header: 'Odbiorca', width: 10, value: (o) => o.recipient ?? '' },
  { header: 'Status akceptacji', width: 16, value: (o) => ACCEPT_STATUS_LABELS[o.acceptStatus] },
  { header: 'Utworzył', width: 24, value: (o) => o.createdBy.fullName },
  { header: 'Prace do wykonania', width: 50, value: (o) => o.comment ?? '' },
  { header: 'Usunięte', width: 10, value: (o) => (o.deleted ? 'Tak' : 'Nie') },
];

const clip = (v: string | number) => (typeof v === 'string' && v.length > CELL_MAX ? `${v.slice(0, CELL_MAX - 1)}…` : v);

/**
 * The planned-outage report (staff spec §7 GET /api/planned-outage/report): one row per outage with
 * every column of the lists, dates in Warsaw time 'dd.MM.yyyy HH:mm'. Values are written as text and
 * numbers only, never formulas.
 */
export async function buildPlannedOutagesReport(outages: PlannedOutageResponseDto[]): Promise<Buffer> {
  const workbook = staffWorkbook();
  const sheet = addHeaderedSheet(workbook, 'Planowane wyłączenia', REPORT_COLUMNS, { filter: true });
  for (const outage of outages) {
    const row = sheet.addRow(REPORT_COLUMNS.map((c) => clip(c.value(outage))));
    row.alignment = { vertical: 'top', wrapText: true };
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
