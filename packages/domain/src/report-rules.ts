import { COUNTRY_DIAL_CODES } from './country-codes';

/**
 * The rules of a failure report (public spec §4 check step, §5 step 2), as data and pure functions: the backend's
 * DTO and service and the public wizard read them from here; the server has the final word.
 */

export const REPORT_MESSAGES = {
  postCode: 'Wpisz poprawny kod pocztowy',
  idAssignedByServer: 'Identyfikator zgłoszenia nadaje serwer: pomiń to pole',
  /** Spec §5 phoneNumber: 6 to 15 digits after a code other than +48 (the spec's own wording). */
  phoneNumber: 'Zbyt krótki numeru telefonu',
  /** Spec §5 phoneNumberPL: exactly 9 digits after +48; also any number that is not '+', a code and digits. */
  phoneNumberPL: 'Niepoprawny numeru telefonu',
  consent: 'Zaznacz zgodę na przetwarzanie danych osobowych',
  outsideService: 'Adres obsługiwany przez innego Operatora Sieci Dystrybucyjnej.',
  rateLimited: 'Wysłano zbyt wiele zgłoszeń w krótkim czasie. Spróbuj ponownie za kilka minut.',
  confirmationRequired: 'Wymagane potwierdzenie',
  answerRequired: 'Wybierz jedną odpowiedź',
  idempotencyKey: 'Nagłówek Idempotency-Key: od 8 do 64 znaków (litery, cyfry, - i _)',
  /** 422: the key was already used by a request with other content or from another client (docs/reports.md). */
  idempotencyKeyReused: 'Ten klucz Idempotency-Key został już użyty dla innego zgłoszenia. Wyślij zgłoszenie ponownie z nowym kluczem.',
  isoInstant: 'Wartość musi być datą i godziną w formacie ISO 8601',
} as const;

/** Field limits of a report (public spec §5, §9); the wizard and the server enforce the same numbers. */
export const REPORT_LIMITS = {
  street: 70,
  residenceNumber: 50,
  apartmentNumber: 20,
  city: 30,
  district: 100,
  reporter: 100,
  email: 50,
  postcode: 6,
  phone: 20,
  description: 2000,
} as const;

/** NN-NNN (spec §5); an empty value passes, the field is optional. */
export const POSTCODE = /^\d{2}-\d{3}$/;

/** Deliberately simple (the wizard's and the server's): one '@', a dot in the domain, no spaces. */
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * The ITU country calling codes (E.164) of one and two digits. The codes form a prefix code: a number's code is
 * its first digit when that is 1 or 7, else its first two digits when they are listed here, else its first three.
 * So the server can split '+' code digits without a list of every country, and never refuses a real number.
 */
const ONE_DIGIT_CODES = new Set(['1', '7']);
// The two-digit codes are those of the country list (the wizard's selector): one list, not a second table.
const TWO_DIGIT_CODES = new Set(COUNTRY_DIAL_CODES.map((c) => c.dial_code.slice(1)).filter((code) => code.length === 2 && !ONE_DIGIT_CODES.has(code[0])));
export const POLISH_CODE = '48';

/** A Polish number without the dial code: exactly 9 digits (spec §5 phoneNumberPL, §9; also an account's phone). */
export const POLISH_PHONE = /^\d{9}$/;

/** Splits '+48600100200' into code '48' and number '600100200'; null when it is not '+', a code and digits. */
export function splitPhone(phone: string): { code: string; number: string } | null {
  const match = /^\+([1-9]\d*)$/.exec(phone);
  if (!match) return null;
  const digits = match[1];
  const codeLength = ONE_DIGIT_CODES.has(digits[0]) ? 1 : TWO_DIGIT_CODES.has(digits.slice(0, 2)) ? 2 : 3;
  if (digits.length <= codeLength) return null;
  return { code: digits.slice(0, codeLength), number: digits.slice(codeLength) };
}

/** Spec §5: +48 exactly 9 digits, another code 6 to 15 digits. Undefined when the number is good, else the message. */
export function phoneProblem(phone: string): string | undefined {
  const parts = splitPhone(phone);
  if (!parts) return REPORT_MESSAGES.phoneNumberPL;
  if (parts.code === POLISH_CODE) return POLISH_PHONE.test(parts.number) ? undefined : REPORT_MESSAGES.phoneNumberPL;
  if (parts.number.length < 6) return REPORT_MESSAGES.phoneNumber;
  return parts.number.length <= 15 ? undefined : REPORT_MESSAGES.phoneNumberPL;
}

/** People type spaces and dashes; the stored number is '+' and digits only. */
export const compactPhone = (phone: string): string => phone.replace(/[\s\-().]/g, '');

// ---- The check step (public spec §4) ----

export const CHOSEN_REPORT_TYPES = ['LIMITED_VOLTAGE', 'NO_VOLTAGE'] as const;
export type ChosenReportType = (typeof CHOSEN_REPORT_TYPES)[number];

export const BUILDINGS = ['FLAT', 'HOUSE'] as const;
export type Building = (typeof BUILDINGS)[number];

export const SUPPLY_TYPES = ['OVERHEAD', 'CABLE'] as const;
export type SupplyType = (typeof SUPPLY_TYPES)[number];

export interface CheckAnswers {
  building: Building;
  invoicesPaid?: boolean;
  fusesChecked?: boolean;
  meterChecked?: boolean;
  /** FLAT: neighbours and common areas have light; HOUSE: neighbouring buildings have light. */
  neighboursHaveLight?: boolean;
  supplyType?: SupplyType;
  electricianConfirmed?: boolean;
}

export type CheckAnswerKey = Exclude<keyof CheckAnswers, 'building'>;

/** TRUE: a confirmation that must be given; ANSWERED: a question with any answer (yes/no, overhead/cable). */
export interface CheckRequirement {
  answer: CheckAnswerKey;
  must: 'TRUE' | 'ANSWERED';
  /** Asked only when an earlier answer is this value. */
  when?: { answer: CheckAnswerKey; is: boolean };
}

const confirmed = (answer: CheckAnswerKey): CheckRequirement => ({ answer, must: 'TRUE' });
const answered = (answer: CheckAnswerKey, when?: CheckRequirement['when']): CheckRequirement => ({ answer, must: 'ANSWERED', when });
const NO_POWER_CONFIRMATIONS = [confirmed('invoicesPaid'), confirmed('fusesChecked'), confirmed('meterChecked')];

/**
 * What each (chosen type, building) needs before the report can be sent, in the order the step asks.
 * Answers not listed for a combination are ignored (the wizard clears them when the person switches).
 */
export const CHECK_STEP_RULES: Readonly<Record<ChosenReportType, Readonly<Record<Building, readonly CheckRequirement[]>>>> = {
  NO_VOLTAGE: {
    FLAT: [...NO_POWER_CONFIRMATIONS, answered('neighboursHaveLight')],
    HOUSE: [
      ...NO_POWER_CONFIRMATIONS,
      answered('neighboursHaveLight'),
      answered('supplyType', { answer: 'neighboursHaveLight', is: true }),
      answered('electricianConfirmed', { answer: 'neighboursHaveLight', is: true }),
    ],
  },
  LIMITED_VOLTAGE: {
    FLAT: [answered('electricianConfirmed')],
    HOUSE: [answered('supplyType'), answered('electricianConfirmed')],
  },
};

/** The requirements that apply to these answers (conditions resolved). */
export function applicableRequirements(type: ChosenReportType, answers: CheckAnswers): CheckRequirement[] {
  return CHECK_STEP_RULES[type][answers.building].filter((r) => !r.when || answers[r.when.answer] === r.when.is);
}

/** Field → message for every requirement not met; empty when the combination is complete. */
export function checkStepErrors(type: ChosenReportType, answers: CheckAnswers): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const r of applicableRequirements(type, answers)) {
    const value = answers[r.answer];
    if (r.must === 'TRUE' && value !== true) errors[`checkAnswers.${r.answer}`] = REPORT_MESSAGES.confirmationRequired;
    if (r.must === 'ANSWERED' && (value === undefined || value === null)) errors[`checkAnswers.${r.answer}`] = REPORT_MESSAGES.answerRequired;
  }
  return errors;
}

/** Only the answers the combination asks for: what the description is built from. */
export function relevantAnswers(type: ChosenReportType, answers: CheckAnswers): CheckAnswers {
  const result: CheckAnswers = { building: answers.building };
  for (const r of applicableRequirements(type, answers)) {
    (result as unknown as Record<string, unknown>)[r.answer] = answers[r.answer];
  }
  return result;
}

/** The check step as the wizard holds it while the person answers: the building may not be chosen yet. */
export type CheckDraft = Partial<CheckAnswers>;

/** What the step asks now, in order: the building first, then what the rules ask for this choice and building. */
export function askedAnswers(type: ChosenReportType, draft: CheckDraft): Array<keyof CheckAnswers> {
  if (!draft.building) return ['building'];
  return ['building', ...applicableRequirements(type, draft as CheckAnswers).map((r) => r.answer)];
}

/** The wizard may send the report as far as the check step goes: the server's rule finds nothing missing. */
export function checkStepComplete(type: ChosenReportType, draft: CheckDraft): boolean {
  return !!draft.building && Object.keys(checkStepErrors(type, draft as CheckAnswers)).length === 0;
}
