import { parseTimePeriod } from './time-period';

describe('parseTimePeriod', () => {
  it.each([
    ['PT1H', 1],
    ['PT12H', 12],
    ['PT24H', 24],
  ])('accepts %s', (value, hours) => expect(parseTimePeriod(value)).toBe(hours));

  it.each([undefined, null, '', 'PT0H', 'PT25H', 'PT01H', 'P1D', 'PT1.5H', 'PT1,5H', 'PT60M', 'pt1h', 'PT1H ', 'PT-1H', 'PT100H', 'P0DT1H', 12, ['PT1H']])(
    'refuses %p',
    (value) => expect(parseTimePeriod(value)).toBeNull(),
  );
});
