// The check step (spec §4 "Check step") as the wizard shows it: the questions' wording and options, the notes (the
// `wizard.question.*` and `wizard.note.*` messages, looked up when shown), and what resets when an answer changes. Which questions are asked and when the step is complete are the server's own
// rules (CHECK_STEP_RULES of @portal/domain); check-tree.test.ts walks every path.
import { askedAnswers, checkStepComplete, type CheckDraft, type ChosenReportType } from '@portal/domain';
import { t, type MessageId } from '../i18n/i18n';

export type ReportChoice = ChosenReportType;

/** The answers so far (the building may not be chosen yet). */
export type CheckAnswers = CheckDraft;

export type QuestionId = keyof CheckAnswers;

interface Option {
  value: string | boolean;
  /** Looked up in the active language when read. */
  readonly label: string;
}

export interface Question {
  id: QuestionId;
  /** 'choice': one of the options (radio group); 'confirm': a statement the person must tick (must be true). */
  kind: 'choice' | 'confirm';
  /** The question, or for 'confirm' the statement. Flat and house may word it differently. */
  label: (answers: CheckAnswers) => string;
  options?: readonly Option[];
}

export interface Note {
  id: string;
  text: () => string;
  shown: (type: ReportChoice, answers: CheckAnswers) => boolean;
}

/** An answer whose label is the message `id`, looked up in the active language when read. */
const option = (value: string | boolean, id: MessageId): Option => ({
  value,
  get label() {
    return t(id);
  },
});

const YES_NO: readonly Option[] = [option(true, 'wizard.yes'), option(false, 'wizard.no')];

const flat = (a: CheckAnswers) => a.building === 'FLAT';
const none = (type: ReportChoice) => type === 'NO_VOLTAGE';
/** Flat and house word the question differently. */
const flatOrHouse = (id: 'wizard.question.neighboursHaveLight' | 'wizard.question.electricianConfirmed') => (a: CheckAnswers) =>
  t(flat(a) ? `${id}.flat` : `${id}.house`);

/** In the order the step shows them. */
export const QUESTIONS: readonly Question[] = [
  {
    id: 'building',
    kind: 'choice',
    label: () => t('wizard.question.building'),
    options: [option('FLAT', 'wizard.question.building.FLAT'), option('HOUSE', 'wizard.question.building.HOUSE')],
  },
  { id: 'invoicesPaid', kind: 'confirm', label: () => t('wizard.question.invoicesPaid') },
  { id: 'fusesChecked', kind: 'confirm', label: () => t('wizard.question.fusesChecked') },
  { id: 'meterChecked', kind: 'confirm', label: () => t('wizard.question.meterChecked') },
  { id: 'neighboursHaveLight', kind: 'choice', label: flatOrHouse('wizard.question.neighboursHaveLight'), options: YES_NO },
  {
    id: 'supplyType',
    kind: 'choice',
    label: () => t('wizard.question.supplyType'),
    options: [option('OVERHEAD', 'wizard.question.supplyType.OVERHEAD'), option('CABLE', 'wizard.question.supplyType.CABLE')],
  },
  { id: 'electricianConfirmed', kind: 'choice', label: flatOrHouse('wizard.question.electricianConfirmed'), options: YES_NO },
];

/** Notes of spec §4 for a flat without power: neighbours lit, or not. */
export const NOTES: readonly Note[] = [
  {
    id: 'flatNeighboursLit',
    text: () => t('wizard.note.flatNeighboursLit'),
    shown: (type, a) => none(type) && flat(a) && a.neighboursHaveLight === true,
  },
  {
    id: 'flatNeighboursDark',
    text: () => t('wizard.note.flatNeighboursDark'),
    shown: (type, a) => none(type) && flat(a) && a.neighboursHaveLight === false,
  },
];

/** The questions the rules ask now, in the step's order. */
export const visibleQuestions = (type: ReportChoice, answers: CheckAnswers) => {
  const asked = askedAnswers(type, answers);
  return QUESTIONS.filter((q) => asked.includes(q.id));
};
export const visibleNotes = (type: ReportChoice, answers: CheckAnswers) => NOTES.filter((n) => n.shown(type, answers));

/** Answers to questions no longer shown are dropped: switching flat/house (or neighbours lit) resets what hung on it. */
export function pruneAnswers(type: ReportChoice, answers: CheckAnswers): CheckAnswers {
  let current = answers;
  // Twice is enough for this tree's depth, but loop until stable so a deeper tree stays correct.
  for (;;) {
    const kept: CheckAnswers = {};
    const asked = askedAnswers(type, current);
    for (const q of QUESTIONS) if (asked.includes(q.id) && current[q.id] !== undefined) (kept as Record<string, unknown>)[q.id] = current[q.id];
    if (JSON.stringify(kept) === JSON.stringify(current)) return kept;
    current = kept;
  }
}

/**
 * Sets one answer. Changing the building resets every other answer (spec §4: "sub-answers reset on switching");
 * other changes drop only what no longer applies.
 */
export function answer(type: ReportChoice, answers: CheckAnswers, id: QuestionId, value: CheckAnswers[QuestionId]): CheckAnswers {
  if (id === 'building') return answers.building === value ? answers : { building: value as CheckAnswers['building'] };
  return pruneAnswers(type, { ...answers, [id]: value });
}

const answered = (q: Question, answers: CheckAnswers) => (q.kind === 'confirm' ? answers[q.id] === true : answers[q.id] !== undefined);

/** Submission is enabled only when every question shown is answered and every statement is ticked (the server's rule). */
export function isComplete(type: ReportChoice, answers: CheckAnswers): boolean {
  return checkStepComplete(type, answers);
}

/** The first question still waiting for an answer (for the "what is missing" hint), or null. */
export function firstMissing(type: ReportChoice, answers: CheckAnswers): Question | null {
  return visibleQuestions(type, answers).find((q) => !answered(q, answers)) ?? null;
}
