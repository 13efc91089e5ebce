import { addHeaderedSheet, staffWorkbook } from '../common/excel/staff-workbook';
import { warsawDateTime } from '@portal/domain';
import { HISTORY_NOTICE } from './history-texts';

/** One district and month: hours summed over its watched addresses (each address's overlaps counted once). */
export interface DistrictMonthRow {
  district: string;
  month: number;
  addresses: number;
  addressesWithInterruptions: number;
  plannedHours: number;
  unplannedHours: number;
  maxPlannedHours: number;
  maxUnplannedHours: number;
}

/** One district in the year: how many of its addresses passed each limit. */
export interface DistrictYearRow {
  district: string;
  addresses: number;
  plannedYear: number;
  unplannedYear: number;
  plannedSingle: number;
  unplannedSingle: number;
}

export const REPORT_SHEETS = { months: 'Dzielnice i miesiące', limits: 'Limity w roku' } as const;

const MONTHS = ['styczeń', 'luty', 'marzec', 'kwiecień', 'maj', 'czerwiec', 'lipiec', 'sierpień', 'wrzesień', 'październik', 'listopad', 'grudzień'];
const r1 = (h: number) => Math.round(h * 10) / 10;

/** The staff report (.xlsx): values only, never formulas; districts are names the address register gave. */
export async function buildHistoryReport(
  year: number,
  computedAt: Date,
  months: readonly DistrictMonthRow[],
  limits: readonly DistrictYearRow[],
): Promise<Buffer> {
  const workbook = staffWorkbook();
  const a = addHeaderedSheet(
    workbook,
    REPORT_SHEETS.months,
    [
      { header: 'Dzielnica', width: 24 },
      { header: 'Miesiąc', width: 13 },
      { header: 'Obserwowane adresy', width: 12 },
      { header: 'Adresy z przerwami', width: 12 },
      { header: 'Godziny planowane (suma)', width: 14 },
      { header: 'Godziny nieplanowane (suma)', width: 14 },
      { header: 'Godziny planowane (średnio na adres)', width: 14 },
      { header: 'Godziny nieplanowane (średnio na adres)', width: 14 },
      { header: 'Godziny planowane (najwięcej na adresie)', width: 14 },
      { header: 'Godziny nieplanowane (najwięcej na adresie)', width: 14 },
    ],
    { filter: true },
  );
  for (const r of months) {
    a.addRow([
      r.district,
      `${MONTHS[r.month - 1]} ${year}`,
      r.addresses,
      r.addressesWithInterruptions,
      r1(r.plannedHours),
      r1(r.unplannedHours),
      r1(r.addresses ? r.plannedHours / r.addresses : 0),
      r1(r.addresses ? r.unplannedHours / r.addresses : 0),
      r1(r.maxPlannedHours),
      r1(r.maxUnplannedHours),
    ]);
  }
  const b = addHeaderedSheet(workbook, REPORT_SHEETS.limits, [
    { header: 'Dzielnica', width: 24 },
    { header: 'Obserwowane adresy', width: 12 },
    { header: 'Planowane ponad 35 h w roku', width: 14 },
    { header: 'Nieplanowane ponad 48 h w roku', width: 14 },
    { header: 'Przerwa planowana ponad 16 h', width: 14 },
    { header: 'Przerwa nieplanowana ponad 24 h', width: 14 },
  ]);
  for (const r of limits) b.addRow([r.district, r.addresses, r.plannedYear, r.unplannedYear, r.plannedSingle, r.unplannedSingle]);
  b.addRow([]);
  b.addRow([`Rok ${year} (czas warszawski), stan na ${warsawDateTime(computedAt)}. ${HISTORY_NOTICE}`]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
