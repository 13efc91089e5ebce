import { askedAnswers, checkStepComplete, type CheckDraft, type ChosenReportType } from './report-rules';

const OK = { invoicesPaid: true, fusesChecked: true, meterChecked: true } as const;
const NO_POWER = ['building', 'invoicesPaid', 'fusesChecked', 'meterChecked', 'neighboursHaveLight'];

// The wizard asks exactly what the server's CHECK_STEP_RULES require, and may send exactly when they are met.
describe('the check step while the person answers (askedAnswers, checkStepComplete)', () => {
  it.each<[ChosenReportType, CheckDraft, string[], boolean]>([
    ['NO_VOLTAGE', {}, ['building'], false],
    ['LIMITED_VOLTAGE', {}, ['building'], false],
    ['NO_VOLTAGE', { building: 'FLAT' }, NO_POWER, false],
    ['NO_VOLTAGE', { building: 'FLAT', ...OK, neighboursHaveLight: false }, NO_POWER, true],
    ['NO_VOLTAGE', { building: 'FLAT', ...OK, fusesChecked: false, neighboursHaveLight: true }, NO_POWER, false],
    ['NO_VOLTAGE', { building: 'HOUSE', ...OK, neighboursHaveLight: false }, NO_POWER, true],
    ['NO_VOLTAGE', { building: 'HOUSE', ...OK, neighboursHaveLight: true }, [...NO_POWER, 'supplyType', 'electricianConfirmed'], false],
    [
      'NO_VOLTAGE',
      { building: 'HOUSE', ...OK, neighboursHaveLight: true, supplyType: 'CABLE', electricianConfirmed: false },
      [...NO_POWER, 'supplyType', 'electricianConfirmed'],
      true,
    ],
    ['LIMITED_VOLTAGE', { building: 'FLAT' }, ['building', 'electricianConfirmed'], false],
    ['LIMITED_VOLTAGE', { building: 'FLAT', electricianConfirmed: false }, ['building', 'electricianConfirmed'], true],
    ['LIMITED_VOLTAGE', { building: 'HOUSE', electricianConfirmed: true }, ['building', 'supplyType', 'electricianConfirmed'], false],
    ['LIMITED_VOLTAGE', { building: 'HOUSE', supplyType: 'OVERHEAD', electricianConfirmed: true }, ['building', 'supplyType', 'electricianConfirmed'], true],
  ])('%s %j asks %j, complete: %p', (type, draft, asked, complete) => {
    expect(askedAnswers(type, draft)).toEqual(asked);
    expect(checkStepComplete(type, draft)).toBe(complete);
  });
});
