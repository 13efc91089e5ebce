// The validation rules of every public form and their Polish messages (spec §5), in one module.
// Each validator returns true or the message, the shape react-hook-form's `validate` expects.
// As the spec says, an empty value passes the format rules; `required` is a separate rule.
// The report's limits, the post-code and e-mail forms and their messages are the server's (@portal/domain).
import {
  EMAIL,
  hasHiddenTextCharacters,
  hiddenTextMessage,
  PASSWORD_PATTERN,
  POLISH_CODE,
  POLISH_PHONE,
  POSTCODE,
  REPORT_LIMITS,
  REPORT_MESSAGES,
} from '@portal/domain';
import { t } from './i18n/i18n';

export const messages = {
  required: 'Pole obowiązkowe',
  email: 'Wpisz poprawny email',
  confirmed: 'Wartości nie są takie same',
  min: (min: number) => `Wymagana długość: ${min}`,
  max: (max: number) => `Maksymalna długość: ${max}`,
  minValue: (min: string) => `Minimalna wartość: ${min}`,
  validPassword: 'Hasło musi mieć długość co najmniej 8 znaków, zawierać małą i dużą literę, cyfrę, oraz znak specjalny',
  postCode: REPORT_MESSAGES.postCode,
  phoneNumber: REPORT_MESSAGES.phoneNumber,
  phoneNumberPL: REPORT_MESSAGES.phoneNumberPL,
  // Change password (spec §5): the repeated password differs.
  passwordsDiffer: 'Wpisane hasła nie są takie same.',
  // The survey (spec §2); the backend answers with the same texts (backend/src/poll/poll-rules.ts).
  pollPurpose: 'Wybierz co najmniej jeden cel wizyty',
  pollGoal: 'Wybierz jedną odpowiedź: tak albo nie',
} as const;

type Result = true | string;

const isEmpty = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

export const validators = {
  required: (value: unknown): Result => (isEmpty(value) ? messages.required : true),

  email: (value: unknown): Result => (isEmpty(value) || EMAIL.test(String(value).trim()) ? true : messages.email),

  min:
    (min: number) =>
    (value: unknown): Result =>
      isEmpty(value) || String(value).length >= min ? true : messages.min(min),

  max:
    (max: number) =>
    (value: unknown): Result =>
      isEmpty(value) || String(value).length <= max ? true : messages.max(max),

  confirmed:
    (other: () => unknown) =>
    (value: unknown): Result =>
      value === other() ? true : messages.confirmed,

  /**
   * A 'yyyy-mm-dd' date (a native date input's value) not before `min`, also 'yyyy-mm-dd'; such strings
   * compare like the dates. `shownMin` is how the message writes the limit (spec §5: the public
   * start-date picker's minimum is yesterday).
   */
  minDate:
    (min: string, shownMin: string) =>
    (value: unknown): Result =>
      isEmpty(value) || String(value) >= min ? true : messages.minValue(shownMin),

  /** A Polish number without the dial code: exactly 9 digits (spec §5 phoneNumberPL, §9). */
  phonePL: (value: unknown): Result => (isEmpty(value) || POLISH_PHONE.test(String(value).trim()) ? true : messages.phoneNumberPL),

  /** Text that other people read: no invisible, direction or control characters; the server's rule and message. */
  visibleText:
    (label: string, multiLine = false) =>
    (value: unknown): Result =>
      isEmpty(value) || !hasHiddenTextCharacters(String(value), { multiLine }) ? true : hiddenTextMessage(label),

  // The server's pattern: letters in the Unicode sense, so 'ą' or 'Ż' count as lower- and upper-case letters.
  validPassword: (value: unknown): Result => (isEmpty(value) || PASSWORD_PATTERN.test(String(value)) ? true : messages.validPassword),
};

// ---- The survey (spec §2 Survey, §3 Poll) ----

export const POLL_REMARKS_MAX_LENGTH = 500;

export interface PollAnswers {
  reportFailureTarget: boolean;
  failureCheckTarget: boolean;
  plannedCheckTarget: boolean;
  /** Question 2 as one exclusive answer; sent as targetAchieved / targetNotAchieved. */
  goal: '' | 'yes' | 'no';
  additionalRemarks: string;
}

export const pollRules = {
  purpose: (a: PollAnswers): Result => (a.reportFailureTarget || a.failureCheckTarget || a.plannedCheckTarget ? true : messages.pollPurpose),
  goal: (a: PollAnswers): Result => (a.goal === 'yes' || a.goal === 'no' ? true : messages.pollGoal),
  remarks: (a: PollAnswers): Result => {
    const length = validators.max(POLL_REMARKS_MAX_LENGTH)(a.additionalRemarks);
    return length === true ? validators.visibleText('Uwagi', true)(a.additionalRemarks) : length;
  },
};

/** 'Prześlij odpowiedź' is enabled only when this holds and the captcha is solved (spec §2). */
export function pollAnswersComplete(a: PollAnswers): boolean {
  return Object.values(pollRules).every((rule) => rule(a) === true);
}

// ---- The report wizard (spec §2 Wizard, §5 step 2 and location rules, §9 limits) ----
// The server checks all of it again (backend/src/reports); these give the person the answer at once, in the page's
// language: the rules are the ones above, their messages the wizard's catalog's (`wizard.validation.*`, Polish word for
// word as above), which loads with the wizard.

export const DEFAULT_DIAL_CODE = `+${POLISH_CODE}`;

/** Field limits of a report (spec §5, §9): the server's own. */
export const REPORT_FIELD_LIMITS = REPORT_LIMITS;

/** The digits of a phone number as typed: spaces and dashes between digits are forgiven. */
export const phoneDigits = (value: unknown): string => String(value ?? '').replace(/[\s-]/g, '');

/** `rule`, failing with `message` instead of its own. */
const saying =
  (rule: (value: unknown) => Result, message: () => string) =>
  (value: unknown): Result =>
    rule(value) === true ? true : message();

const required = saying(validators.required, () => t('wizard.validation.required'));
const max = (limit: number) => saying(validators.max(limit), () => t('wizard.validation.max', { max: limit }));
/** No hidden characters; the message names the field as the form does (`wizard.details.*`). */
const visible = (field: 'street' | 'residenceNumber' | 'apartmentNumberName' | 'city' | 'reporter') =>
  saying(validators.visibleText(''), () => t('wizard.validation.hiddenText', { field: t(`wizard.details.${field}`) }));

export const reportValidators = {
  postCode: (value: unknown): Result => (isEmpty(value) || POSTCODE.test(String(value).trim()) ? true : t('wizard.validation.postCode')),

  /** +48: exactly 9 digits ('Niepoprawny numeru telefonu'); any other code: 6 to 15 digits (spec §5). */
  phone:
    (dialCode: string) =>
    (value: unknown): Result => {
      if (isEmpty(value)) return true;
      const digits = phoneDigits(value);
      if (dialCode === DEFAULT_DIAL_CODE) return POLISH_PHONE.test(digits) ? true : t('wizard.validation.phoneNumberPL');
      return /^\d{6,15}$/.test(digits) ? true : t('wizard.validation.phoneNumber');
    },
};

/** Wizard step 2 as typed (spec §2 Wizard, §3 report details). */
export interface ReportDetailsValues {
  street: string;
  residenceNumber: string;
  apartmentNumber: string;
  postcode: string;
  city: string;
  reporter: string;
  dialCode: string;
  phone: string;
  email: string;
  dataProtectionConsent: boolean;
}

type DetailsRule = (value: unknown, all: ReportDetailsValues) => Result;
const L = REPORT_FIELD_LIMITS;

/** Every rule of step 2, per field, in the order they are reported (spec §5: "Next is disabled unless all hold"). */
export const reportDetailsRules: Record<keyof ReportDetailsValues, DetailsRule[]> = {
  street: [required, max(L.street), visible('street')],
  residenceNumber: [required, max(L.residenceNumber), visible('residenceNumber')],
  apartmentNumber: [max(L.apartmentNumber), visible('apartmentNumberName')],
  postcode: [required, max(L.postcode), reportValidators.postCode],
  city: [required, max(L.city), visible('city')],
  reporter: [required, max(L.reporter), visible('reporter')],
  dialCode: [required],
  phone: [required, (value, all) => reportValidators.phone(all.dialCode)(value)],
  email: [required, max(L.email), saying(validators.email, () => t('wizard.validation.email'))],
  dataProtectionConsent: [(value) => (value === true ? true : t('wizard.validation.required'))],
};

/** The first failing rule's message for one field, or true. */
export function reportDetailsFieldError(field: keyof ReportDetailsValues, values: ReportDetailsValues): Result {
  for (const rule of reportDetailsRules[field]) {
    const result = rule(values[field], values);
    if (result !== true) return result;
  }
  return true;
}

export function reportDetailsComplete(values: ReportDetailsValues): boolean {
  return (Object.keys(reportDetailsRules) as (keyof ReportDetailsValues)[]).every((field) => reportDetailsFieldError(field, values) === true);
}
