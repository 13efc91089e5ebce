/**
 * The survey's rules (public spec §2 Survey, §3 Poll), the same the public site checks before sending
 * (public-web/src/validation.ts): at least one purpose, exactly one answer to "goal achieved", a remark
 * of at most 500 characters of plain text.
 */
export const POLL_REMARKS_MAX_LENGTH = 500;

export const POLL_MESSAGES = {
  purposeRequired: 'Wybierz co najmniej jeden cel wizyty',
  goalRequired: 'Wybierz jedną odpowiedź: tak albo nie',
} as const;

export interface PollChoices {
  reportFailureTarget: boolean;
  failureCheckTarget: boolean;
  plannedCheckTarget: boolean;
  targetAchieved: boolean;
  targetNotAchieved: boolean;
}

export const hasPurpose = (a: PollChoices): boolean => a.reportFailureTarget === true || a.failureCheckTarget === true || a.plannedCheckTarget === true;

/** targetAchieved and targetNotAchieved are one yes/no answer: exactly one of them is true. */
export const hasOneGoalAnswer = (a: PollChoices): boolean =>
  typeof a.targetAchieved === 'boolean' && typeof a.targetNotAchieved === 'boolean' && a.targetAchieved !== a.targetNotAchieved;
