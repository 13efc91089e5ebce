// The check step (spec §4 "Check step") as the wizard shows it: the questions' wording and options, the notes, and
// what resets when an answer changes. Which questions are asked and when the step is complete are the server's own
// rules (CHECK_STEP_RULES of @portal/domain); check-tree.test.ts walks every path.
import { askedAnswers, checkStepComplete, type CheckDraft, type ChosenReportType } from '@portal/domain';

export type ReportChoice = ChosenReportType;

/** The answers so far (the building may not be chosen yet). */
export type CheckAnswers = CheckDraft;

export type QuestionId = keyof CheckAnswers;

interface Option {
  value: string | boolean;
  label: string;
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
  text: string;
  shown: (type: ReportChoice, answers: CheckAnswers) => boolean;
}

const YES_NO: readonly Option[] = [
  { value: true, label: 'Tak' },
  { value: false, label: 'Nie' },
];

const flat = (a: CheckAnswers) => a.building === 'FLAT';
const none = (type: ReportChoice) => type === 'NO_VOLTAGE';

/** In the order the step shows them. */
export const QUESTIONS: readonly Question[] = [
  {
    id: 'building',
    kind: 'choice',
    label: () => 'Gdzie nie ma prądu?',
    options: [
      { value: 'FLAT', label: 'W mieszkaniu (budynek wielorodzinny)' },
      { value: 'HOUSE', label: 'W domu jednorodzinnym' },
    ],
  },
  {
    id: 'invoicesPaid',
    kind: 'confirm',
    label: () => 'Potwierdzam, że rachunki za energię elektryczną są opłacone.',
  },
  {
    id: 'fusesChecked',
    kind: 'confirm',
    label: () => 'Potwierdzam, że sprawdziłem/am bezpieczniki (wyłączniki nadprądowe) w mieszkaniu lub domu.',
  },
  {
    id: 'meterChecked',
    kind: 'confirm',
    label: () => 'Potwierdzam, że sprawdziłem/am licznik energii elektrycznej (świeci się lub pokazuje odczyt).',
  },
  {
    id: 'neighboursHaveLight',
    kind: 'choice',
    label: (a) => (flat(a) ? 'Czy sąsiedzi i części wspólne budynku (klatka schodowa, piwnica) mają prąd?' : 'Czy sąsiednie budynki mają prąd?'),
    options: YES_NO,
  },
  {
    id: 'supplyType',
    kind: 'choice',
    label: () => 'Jak dom jest zasilany?',
    options: [
      { value: 'OVERHEAD', label: 'Linią napowietrzną (przewody na słupach)' },
      { value: 'CABLE', label: 'Linią kablową (kabel w ziemi)' },
    ],
  },
  {
    id: 'electricianConfirmed',
    kind: 'choice',
    label: (a) =>
      flat(a) ? 'Czy elektryk potwierdził, że instalacja w mieszkaniu jest sprawna?' : 'Czy elektryk potwierdził, że instalacja w domu jest sprawna?',
    options: YES_NO,
  },
];

/** Notes of spec §4 for a flat without power: neighbours lit, or not. */
export const NOTES: readonly Note[] = [
  {
    id: 'flatNeighboursLit',
    text: 'Skoro sąsiedzi i części wspólne mają prąd, usterka dotyczy najpewniej instalacji w Twoim mieszkaniu. Jeśli budynkiem zarządza administracja (spółdzielnia, wspólnota), skontaktuj się z nią lub z elektrykiem. W przeciwnym razie wezwij elektryka: pogotowie energetyczne nie naprawia instalacji wewnątrz mieszkań.',
    shown: (type, a) => none(type) && flat(a) && a.neighboursHaveLight === true,
  },
  {
    id: 'flatNeighboursDark',
    text: 'Sprawdź, czy na tablicy ogłoszeń na klatce schodowej nie ma informacji o zapowiedzianych pracach lub wyłączeniu prądu.',
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
