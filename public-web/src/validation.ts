// The validation rules of every public form and their Polish messages (spec §5), in one module.
// Each validator returns true or the message, the shape react-hook-form's `validate` expects.
// As the spec says, an empty value passes the format rules; `required` is a separate rule.

export const messages = {
  required: 'Pole obowiązkowe',
  email: 'Wpisz poprawny email',
  confirmed: 'Wartości nie są takie same',
  min: (min: number) => `Wymagana długość: ${min}`,
  max: (max: number) => `Maksymalna długość: ${max}`,
  minValue: (min: string) => `Minimalna wartość: ${min}`,
  validPassword:
    'Hasło musi mieć długość co najmniej 8 znaków, zawierać małą i dużą literę, cyfrę, oraz znak specjalny',
  postCode: 'Wpisz poprawny kod pocztowy',
  phoneNumber: 'Zbyt krótki numeru telefonu',
  phoneNumberPL: 'Niepoprawny numeru telefonu',
  // The survey (spec §2); the backend answers with the same texts (backend/src/poll/poll-rules.ts).
  pollPurpose: 'Wybierz co najmniej jeden cel wizyty',
  pollGoal: 'Wybierz jedną odpowiedź: tak albo nie',
} as const;

type Result = true | string;

const isEmpty = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

// Deliberately simple: one '@', a dot in the domain, no spaces. The server has the final word.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

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

  // Letters in the Unicode sense, so 'ą' or 'Ż' count as lower- and upper-case letters.
  validPassword: (value: unknown): Result => {
    if (isEmpty(value)) return true;
    const text = String(value);
    const strong =
      text.length >= 8 &&
      /\p{Ll}/u.test(text) &&
      /\p{Lu}/u.test(text) &&
      /\p{Nd}/u.test(text) &&
      /[^\p{L}\p{N}\s]/u.test(text);
    return strong ? true : messages.validPassword;
  },
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
  remarks: (a: PollAnswers): Result => validators.max(POLL_REMARKS_MAX_LENGTH)(a.additionalRemarks),
};

/** 'Prześlij odpowiedź' is enabled only when this holds and the captcha is solved (spec §2). */
export function pollAnswersComplete(a: PollAnswers): boolean {
  return Object.values(pollRules).every((rule) => rule(a) === true);
}
