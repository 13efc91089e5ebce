import {
  CHECK_STEP_RULES,
  checkStepErrors,
  phoneProblem,
  POSTCODE,
  relevantAnswers,
  REPORT_MESSAGES,
  splitPhone,
  type CheckAnswers,
  type ChosenReportType,
} from './report-rules';

const C = REPORT_MESSAGES.confirmationRequired;
const A = REPORT_MESSAGES.answerRequired;
const NO_POWER_OK = { invoicesPaid: true, fusesChecked: true, meterChecked: true };

describe('check step (public spec §4): every path of the tree', () => {
  // [chosen type, answers, errors expected (empty: the report can be sent)]
  const paths: Array<[string, ChosenReportType, CheckAnswers, Record<string, string>]> = [
    // Complete lack of power in a flat.
    ['flat, all confirmed, neighbours lit', 'NO_VOLTAGE', { building: 'FLAT', ...NO_POWER_OK, neighboursHaveLight: true }, {}],
    ['flat, all confirmed, neighbours dark', 'NO_VOLTAGE', { building: 'FLAT', ...NO_POWER_OK, neighboursHaveLight: false }, {}],
    ['flat, neighbours not answered', 'NO_VOLTAGE', { building: 'FLAT', ...NO_POWER_OK }, { 'checkAnswers.neighboursHaveLight': A }],
    [
      'flat, invoices not confirmed',
      'NO_VOLTAGE',
      { building: 'FLAT', ...NO_POWER_OK, invoicesPaid: false, neighboursHaveLight: true },
      { 'checkAnswers.invoicesPaid': C },
    ],
    [
      'flat, fuses not confirmed',
      'NO_VOLTAGE',
      { building: 'FLAT', ...NO_POWER_OK, fusesChecked: undefined, neighboursHaveLight: true },
      { 'checkAnswers.fusesChecked': C },
    ],
    [
      'flat, meter not confirmed',
      'NO_VOLTAGE',
      { building: 'FLAT', ...NO_POWER_OK, meterChecked: false, neighboursHaveLight: false },
      { 'checkAnswers.meterChecked': C },
    ],
    [
      'flat, nothing answered',
      'NO_VOLTAGE',
      { building: 'FLAT' },
      { 'checkAnswers.invoicesPaid': C, 'checkAnswers.fusesChecked': C, 'checkAnswers.meterChecked': C, 'checkAnswers.neighboursHaveLight': A },
    ],
    ['flat, house-only answers are ignored', 'NO_VOLTAGE', { building: 'FLAT', ...NO_POWER_OK, neighboursHaveLight: true, supplyType: 'CABLE' }, {}],
    // Complete lack of power in a house.
    ['house, neighbours dark: nothing more asked', 'NO_VOLTAGE', { building: 'HOUSE', ...NO_POWER_OK, neighboursHaveLight: false }, {}],
    [
      'house, neighbours lit, overhead, electrician yes',
      'NO_VOLTAGE',
      { building: 'HOUSE', ...NO_POWER_OK, neighboursHaveLight: true, supplyType: 'OVERHEAD', electricianConfirmed: true },
      {},
    ],
    [
      'house, neighbours lit, cable, electrician no',
      'NO_VOLTAGE',
      { building: 'HOUSE', ...NO_POWER_OK, neighboursHaveLight: true, supplyType: 'CABLE', electricianConfirmed: false },
      {},
    ],
    [
      'house, neighbours lit, supply and electrician missing',
      'NO_VOLTAGE',
      { building: 'HOUSE', ...NO_POWER_OK, neighboursHaveLight: true },
      { 'checkAnswers.supplyType': A, 'checkAnswers.electricianConfirmed': A },
    ],
    [
      'house, neighbours lit, electrician missing',
      'NO_VOLTAGE',
      { building: 'HOUSE', ...NO_POWER_OK, neighboursHaveLight: true, supplyType: 'CABLE' },
      { 'checkAnswers.electricianConfirmed': A },
    ],
    ['house, neighbours not answered', 'NO_VOLTAGE', { building: 'HOUSE', ...NO_POWER_OK }, { 'checkAnswers.neighboursHaveLight': A }],
    [
      'house, confirmations missing',
      'NO_VOLTAGE',
      { building: 'HOUSE', neighboursHaveLight: false },
      { 'checkAnswers.invoicesPaid': C, 'checkAnswers.fusesChecked': C, 'checkAnswers.meterChecked': C },
    ],
    // Partial lack of power.
    ['partial, flat, electrician yes', 'LIMITED_VOLTAGE', { building: 'FLAT', electricianConfirmed: true }, {}],
    ['partial, flat, electrician no', 'LIMITED_VOLTAGE', { building: 'FLAT', electricianConfirmed: false }, {}],
    ['partial, flat, electrician missing', 'LIMITED_VOLTAGE', { building: 'FLAT' }, { 'checkAnswers.electricianConfirmed': A }],
    ['partial, flat, no confirmations needed', 'LIMITED_VOLTAGE', { building: 'FLAT', invoicesPaid: false, electricianConfirmed: true }, {}],
    ['partial, house, overhead, electrician yes', 'LIMITED_VOLTAGE', { building: 'HOUSE', supplyType: 'OVERHEAD', electricianConfirmed: true }, {}],
    ['partial, house, cable, electrician no', 'LIMITED_VOLTAGE', { building: 'HOUSE', supplyType: 'CABLE', electricianConfirmed: false }, {}],
    ['partial, house, supply missing', 'LIMITED_VOLTAGE', { building: 'HOUSE', electricianConfirmed: true }, { 'checkAnswers.supplyType': A }],
    ['partial, house, nothing', 'LIMITED_VOLTAGE', { building: 'HOUSE' }, { 'checkAnswers.supplyType': A, 'checkAnswers.electricianConfirmed': A }],
  ];

  it.each(paths)('%s', (_name, type, answers, errors) => {
    expect(checkStepErrors(type, answers)).toEqual(errors);
  });

  it('has a rule set for every chosen type and building', () => {
    expect(Object.keys(CHECK_STEP_RULES).sort()).toEqual(['LIMITED_VOLTAGE', 'NO_VOLTAGE']);
    for (const byBuilding of Object.values(CHECK_STEP_RULES)) expect(Object.keys(byBuilding).sort()).toEqual(['FLAT', 'HOUSE']);
  });

  it('keeps only the answers the combination asks for', () => {
    expect(relevantAnswers('LIMITED_VOLTAGE', { building: 'FLAT', ...NO_POWER_OK, supplyType: 'CABLE', electricianConfirmed: true })).toEqual({
      building: 'FLAT',
      electricianConfirmed: true,
    });
    expect(relevantAnswers('NO_VOLTAGE', { building: 'HOUSE', ...NO_POWER_OK, neighboursHaveLight: false, supplyType: 'CABLE' })).toEqual({
      building: 'HOUSE',
      ...NO_POWER_OK,
      neighboursHaveLight: false,
    });
  });
});

describe('phone by country code (public spec §5)', () => {
  it.each([
    ['+48600100200', undefined],
    ['+48221234567', undefined],
    ['+4860010020', REPORT_MESSAGES.phoneNumberPL],
    ['+486001002001', REPORT_MESSAGES.phoneNumberPL],
    ['+49301234567', undefined],
    ['+49123456', undefined],
    ['+4912345', REPORT_MESSAGES.phoneNumber],
    ['+1234567', undefined],
    ['+123456', REPORT_MESSAGES.phoneNumber],
    ['+380501234567', undefined],
    ['+38012345', REPORT_MESSAGES.phoneNumber],
    ['+44' + '1'.repeat(15), undefined],
    ['+44' + '1'.repeat(16), REPORT_MESSAGES.phoneNumberPL],
    ['600100200', REPORT_MESSAGES.phoneNumberPL],
    ['+48 600 100 200', REPORT_MESSAGES.phoneNumberPL],
    ['+48abc100200', REPORT_MESSAGES.phoneNumberPL],
    ['+0600100200', REPORT_MESSAGES.phoneNumberPL],
    ['+', REPORT_MESSAGES.phoneNumberPL],
  ])('%s → %s', (phone, problem) => {
    expect(phoneProblem(phone)).toBe(problem);
  });

  it('splits the code as ITU assigns them: 1 and 7, listed two-digit codes, else three digits', () => {
    expect(splitPhone('+12025550123')).toEqual({ code: '1', number: '2025550123' });
    expect(splitPhone('+74951234567')).toEqual({ code: '7', number: '4951234567' });
    expect(splitPhone('+48600100200')).toEqual({ code: '48', number: '600100200' });
    expect(splitPhone('+420601123456')).toEqual({ code: '420', number: '601123456' });
    expect(splitPhone('+353851234567')).toEqual({ code: '353', number: '851234567' });
  });
});

describe('postcode (public spec §5: NN-NNN)', () => {
  it.each([
    ['00-950', true],
    ['02-123', true],
    ['02123', false],
    ['02 123', false],
    ['2-123', false],
    ['02-1234', false],
    ['ab-cde', false],
  ])('%s → %s', (postcode, ok) => {
    expect(POSTCODE.test(postcode)).toBe(ok);
  });
});
