import { ERROR_MESSAGES } from '../common/api-error';
import { FIELD_MESSAGES } from '../common/dto/field-rules';

/** Voltage levels and their labels in the back office (staff spec §2.12, §9). */
export const VOLTAGE_LEVELS = ['LV', 'MV', 'HV'] as const;
export type VoltageLevel = (typeof VOLTAGE_LEVELS)[number];
export const VOLTAGE_LABELS: Record<VoltageLevel, string> = { LV: 'nN', MV: 'SN', HV: 'WN' };

/** Where the task number comes from (staff spec §9). */
export const RECIPIENTS = ['SAP', 'CallNet'] as const;
export type Recipient = (typeof RECIPIENTS)[number];

export const OUTAGE_TYPE = 'PLANNED' as const;

/** How far ahead of this server's clock a reported actual time may be (the other system's clock may run a little fast). */
export const ACTUAL_CLOCK_SKEW_MS = 2 * 60_000;

/** Limits enforced on the server (docs/planned-outages.md). */
export const PLANNED_OUTAGE_LIMITS = {
  comment: 1000,
  taskNumber: 50,
  addresses: 2000,
  addressText: 200,
  streetNumber: 20,
  postcode: 10,
  city: 100,
  district: 100,
  /** Addresses per resolve-addresses call; the form sends longer lists in batches. */
  resolveBatch: 200,
  /** Ids per bulk call. */
  bulkIds: 200,
  /** Rows of the .xlsx report. */
  reportRows: 10_000,
} as const;

export const PLANNED_OUTAGE_MESSAGES = {
  notFound: 'Nie znaleziono planowanego wyłączenia',
  forbidden: ERROR_MESSAGES.forbidden,
  endBeforeStart: 'Czas zakończenia nie może być wcześniej od czasu rozpoczęcia',
  noAddresses: 'Nie wpisano żadnego adresu',
  tooManyAddresses: `Maksymalna liczba adresów: ${PLANNED_OUTAGE_LIMITS.addresses}`,
  instant: FIELD_MESSAGES.instant,
  date: FIELD_MESSAGES.date,
  noIds: 'Nie zaznaczono żadnych wyłączeń',
  tooManyIds: `Można wskazać najwyżej ${PLANNED_OUTAGE_LIMITS.bulkIds} wyłączeń naraz`,
  deletedNotSaved: 'Usuniętego wyłączenia nie można zapisać',
  deletedNoAnnouncement: 'Nie można przygotować ogłoszenia dla usuniętego wyłączenia',
  actualEndBeforeStart: 'Faktyczny koniec musi być później niż faktyczny początek',
  actualEndWithoutStart: 'Podaj też faktyczny początek (actualStart)',
  actualInFuture: 'Faktyczny czas nie może być w przyszłości',
  cancelledWithActual: 'Odwołane wyłączenie nie ma faktycznych czasów: wyślij cancelled albo czasy',
  cancelledIsFinal: 'Odwołanego wyłączenia nie można przywrócić: zaplanuj je ponownie',
  cancelledIsClosed: 'Odwołanego wyłączenia nie można edytować ani ponownie przekazać do akceptacji: zaplanuj je ponownie',
  actualNotPublished: 'Faktyczne czasy podaje się tylko dla zaakceptowanych wyłączeń',
  reportTooLarge: `Raport może zawierać najwyżej ${PLANNED_OUTAGE_LIMITS.reportRows} wyłączeń: zawęź kryteria`,
} as const;
