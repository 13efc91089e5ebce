import { answer, firstMissing, isComplete, pruneAnswers, QUESTIONS, visibleNotes, visibleQuestions, type CheckAnswers, type ReportChoice } from './check-tree';

const CONFIRMED = { invoicesPaid: true, fusesChecked: true, meterChecked: true } as const;

/**
 * Every path of spec §4's check step: which questions show, which notes, and whether the answers are complete.
 * The completeness column is the contract's rule (backend call-net report checkAnswers).
 */
const PATHS: ReadonlyArray<{ type: ReportChoice; answers: CheckAnswers; questions: string[]; notes: string[]; complete: boolean }> = [
  // Nothing chosen yet
  { type: 'NO_VOLTAGE', answers: {}, questions: ['building'], notes: [], complete: false },
  { type: 'LIMITED_VOLTAGE', answers: {}, questions: ['building'], notes: [], complete: false },

  // Complete lack of power, flat
  {
    type: 'NO_VOLTAGE',
    answers: { building: 'FLAT' },
    questions: ['building', 'invoicesPaid', 'fusesChecked', 'meterChecked', 'neighboursHaveLight'],
    notes: [],
    complete: false,
  },
  {
    type: 'NO_VOLTAGE',
    answers: { building: 'FLAT', invoicesPaid: true, fusesChecked: true },
    questions: ['building', 'invoicesPaid', 'fusesChecked', 'meterChecked', 'neighboursHaveLight'],
    notes: [],
    complete: false,
  },
  {
    type: 'NO_VOLTAGE',
    answers: { building: 'FLAT', ...CONFIRMED },
    questions: ['building', 'invoicesPaid', 'fusesChecked', 'meterChecked', 'neighboursHaveLight'],
    notes: [],
    complete: false,
  },
  {
    type: 'NO_VOLTAGE',
    answers: { building: 'FLAT', ...CONFIRMED, neighboursHaveLight: true },
    questions: ['building', 'invoicesPaid', 'fusesChecked', 'meterChecked', 'neighboursHaveLight'],
    notes: ['flatNeighboursLit'],
    complete: true,
  },
  {
    type: 'NO_VOLTAGE',
    answers: { building: 'FLAT', ...CONFIRMED, neighboursHaveLight: false },
    questions: ['building', 'invoicesPaid', 'fusesChecked', 'meterChecked', 'neighboursHaveLight'],
    notes: ['flatNeighboursDark'],
    complete: true,
  },
  // a statement left unticked blocks the report even with the neighbours answered
  {
    type: 'NO_VOLTAGE',
    answers: { building: 'FLAT', invoicesPaid: true, fusesChecked: false, meterChecked: true, neighboursHaveLight: false },
    questions: ['building', 'invoicesPaid', 'fusesChecked', 'meterChecked', 'neighboursHaveLight'],
    notes: ['flatNeighboursDark'],
    complete: false,
  },

  // Complete lack of power, house
  {
    type: 'NO_VOLTAGE',
    answers: { building: 'HOUSE' },
    questions: ['building', 'invoicesPaid', 'fusesChecked', 'meterChecked', 'neighboursHaveLight'],
    notes: [],
    complete: false,
  },
  {
    type: 'NO_VOLTAGE',
    answers: { building: 'HOUSE', ...CONFIRMED, neighboursHaveLight: false },
    questions: ['building', 'invoicesPaid', 'fusesChecked', 'meterChecked', 'neighboursHaveLight'],
    notes: [],
    complete: true,
  },
  {
    type: 'NO_VOLTAGE',
    answers: { building: 'HOUSE', ...CONFIRMED, neighboursHaveLight: true },
    questions: ['building', 'invoicesPaid', 'fusesChecked', 'meterChecked', 'neighboursHaveLight', 'supplyType', 'electricianConfirmed'],
    notes: [],
    complete: false,
  },
  {
    type: 'NO_VOLTAGE',
    answers: { building: 'HOUSE', ...CONFIRMED, neighboursHaveLight: true, supplyType: 'OVERHEAD' },
    questions: ['building', 'invoicesPaid', 'fusesChecked', 'meterChecked', 'neighboursHaveLight', 'supplyType', 'electricianConfirmed'],
    notes: [],
    complete: false,
  },
  {
    type: 'NO_VOLTAGE',
    answers: { building: 'HOUSE', ...CONFIRMED, neighboursHaveLight: true, supplyType: 'CABLE', electricianConfirmed: false },
    questions: ['building', 'invoicesPaid', 'fusesChecked', 'meterChecked', 'neighboursHaveLight', 'supplyType', 'electricianConfirmed'],
    notes: [],
    complete: true,
  },
  {
    type: 'NO_VOLTAGE',
    answers: { building: 'HOUSE', ...CONFIRMED, neighboursHaveLight: true, supplyType: 'OVERHEAD', electricianConfirmed: true },
    questions: ['building', 'invoicesPaid', 'fusesChecked', 'meterChecked', 'neighboursHaveLight', 'supplyType', 'electricianConfirmed'],
    notes: [],
    complete: true,
  },
  {
    type: 'NO_VOLTAGE',
    answers: { building: 'HOUSE', invoicesPaid: true, neighboursHaveLight: false },
    questions: ['building', 'invoicesPaid', 'fusesChecked', 'meterChecked', 'neighboursHaveLight'],
    notes: [],
    complete: false,
  },

  // Partial lack of power, flat: only the electrician
  { type: 'LIMITED_VOLTAGE', answers: { building: 'FLAT' }, questions: ['building', 'electricianConfirmed'], notes: [], complete: false },
  {
    type: 'LIMITED_VOLTAGE',
    answers: { building: 'FLAT', electricianConfirmed: true },
    questions: ['building', 'electricianConfirmed'],
    notes: [],
    complete: true,
  },
  {
    type: 'LIMITED_VOLTAGE',
    answers: { building: 'FLAT', electricianConfirmed: false },
    questions: ['building', 'electricianConfirmed'],
    notes: [],
    complete: true,
  },

  // Partial lack of power, house: supply type and the electrician
  { type: 'LIMITED_VOLTAGE', answers: { building: 'HOUSE' }, questions: ['building', 'supplyType', 'electricianConfirmed'], notes: [], complete: false },
  {
    type: 'LIMITED_VOLTAGE',
    answers: { building: 'HOUSE', electricianConfirmed: true },
    questions: ['building', 'supplyType', 'electricianConfirmed'],
    notes: [],
    complete: false,
  },
  {
    type: 'LIMITED_VOLTAGE',
    answers: { building: 'HOUSE', supplyType: 'CABLE' },
    questions: ['building', 'supplyType', 'electricianConfirmed'],
    notes: [],
    complete: false,
  },
  {
    type: 'LIMITED_VOLTAGE',
    answers: { building: 'HOUSE', supplyType: 'OVERHEAD', electricianConfirmed: false },
    questions: ['building', 'supplyType', 'electricianConfirmed'],
    notes: [],
    complete: true,
  },
  {
    type: 'LIMITED_VOLTAGE',
    answers: { building: 'HOUSE', supplyType: 'CABLE', electricianConfirmed: true },
    questions: ['building', 'supplyType', 'electricianConfirmed'],
    notes: [],
    complete: true,
  },
];

describe('check step decision tree', () => {
  it.each(PATHS)('$type $answers → questions $questions, notes $notes, complete $complete', ({ type, answers, questions, notes, complete }) => {
    expect(visibleQuestions(type, answers).map((q) => q.id)).toEqual(questions);
    expect(visibleNotes(type, answers).map((n) => n.id)).toEqual(notes);
    expect(isComplete(type, answers)).toBe(complete);
    expect(firstMissing(type, answers) === null).toBe(complete);
  });

  it('switching flat and house resets every sub-answer', () => {
    const flat = { building: 'FLAT', ...CONFIRMED, neighboursHaveLight: true } as const;
    expect(answer('NO_VOLTAGE', flat, 'building', 'HOUSE')).toEqual({ building: 'HOUSE' });
    expect(answer('NO_VOLTAGE', flat, 'building', 'FLAT')).toBe(flat);
  });

  it('neighbours dark in a house drops the supply type and electrician answers', () => {
    const lit: CheckAnswers = { building: 'HOUSE', ...CONFIRMED, neighboursHaveLight: true, supplyType: 'CABLE', electricianConfirmed: true };
    expect(answer('NO_VOLTAGE', lit, 'neighboursHaveLight', false)).toEqual({ building: 'HOUSE', ...CONFIRMED, neighboursHaveLight: false });
  });

  it('changing the description keeps only what still applies', () => {
    const none: CheckAnswers = { building: 'FLAT', ...CONFIRMED, neighboursHaveLight: true };
    expect(pruneAnswers('LIMITED_VOLTAGE', none)).toEqual({ building: 'FLAT' });
    const partial: CheckAnswers = { building: 'HOUSE', supplyType: 'CABLE', electricianConfirmed: true };
    expect(pruneAnswers('NO_VOLTAGE', partial)).toEqual({ building: 'HOUSE' });
  });

  it('names every answer field of the contract once', () => {
    expect(QUESTIONS.map((q) => q.id).sort()).toEqual([
      'building',
      'electricianConfirmed',
      'fusesChecked',
      'invoicesPaid',
      'meterChecked',
      'neighboursHaveLight',
      'supplyType',
    ]);
  });
});
