import { relevantAnswers, REPORT_LIMITS, type CheckAnswers, type ChosenReportType } from './report-rules';

/**
 * The report's description in Polish, built on the server from the statements chosen in the wizard (public spec §4
 * check step), so the text is the same whatever client sent it. Inside an extensive-outage area the area's own
 * message is appended after '[KOMUNIKAT]'.
 */
export const DESCRIPTION_SENTENCES = {
  type: { NO_VOLTAGE: 'Całkowity brak zasilania.', LIMITED_VOLTAGE: 'Częściowy brak zasilania.' },
  building: { FLAT: 'Zgłoszenie dotyczy mieszkania.', HOUSE: 'Zgłoszenie dotyczy domu.' },
  invoicesPaid: 'Rachunki za energię elektryczną są opłacone.',
  fusesChecked: 'Zabezpieczenia (bezpieczniki) zostały sprawdzone.',
  meterChecked: 'Licznik energii elektrycznej został sprawdzony.',
  neighboursHaveLight: {
    FLAT: { yes: 'Sąsiedzi i części wspólne budynku mają prąd.', no: 'Sąsiedzi i części wspólne budynku nie mają prądu.' },
    HOUSE: { yes: 'Sąsiednie budynki mają prąd.', no: 'Sąsiednie budynki nie mają prądu.' },
  },
  supplyType: { OVERHEAD: 'Budynek jest zasilany linią napowietrzną.', CABLE: 'Budynek jest zasilany linią kablową.' },
  electricianConfirmed: {
    yes: 'Elektryk potwierdził, że instalacja odbiorcy jest sprawna.',
    no: 'Elektryk nie potwierdził sprawności instalacji odbiorcy.',
  },
} as const;

export const EXTENSIVE_MARK = '[KOMUNIKAT]';

export function buildReportDescription(type: ChosenReportType, answers: CheckAnswers, extensiveAreaDescription?: string | null): string {
  const s = DESCRIPTION_SENTENCES;
  const a = relevantAnswers(type, answers);
  const parts: string[] = [s.type[type], s.building[a.building]];
  if (a.invoicesPaid === true) parts.push(s.invoicesPaid);
  if (a.fusesChecked === true) parts.push(s.fusesChecked);
  if (a.meterChecked === true) parts.push(s.meterChecked);
  if (typeof a.neighboursHaveLight === 'boolean') parts.push(s.neighboursHaveLight[a.building][a.neighboursHaveLight ? 'yes' : 'no']);
  if (a.supplyType) parts.push(s.supplyType[a.supplyType]);
  if (typeof a.electricianConfirmed === 'boolean') parts.push(s.electricianConfirmed[a.electricianConfirmed ? 'yes' : 'no']);
  const area = extensiveAreaDescription?.trim();
  if (area) parts.push(`${EXTENSIVE_MARK} ${area}`);
  const text = parts.join(' ');
  // The area's message is the operator's and may be long; the column holds REPORT_LIMITS.description characters.
  return text.length <= REPORT_LIMITS.description ? text : `${text.slice(0, REPORT_LIMITS.description - 1)}…`;
}
