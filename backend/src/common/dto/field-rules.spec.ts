import { toWarsawDate } from './field-rules';

describe("toWarsawDate: a day sent as a date or as the original client's date-time", () => {
  it.each([
    ['a date stays as it is', '2026-03-15', '2026-03-15'],
    ['Warsaw midnight in UTC (winter) is that Warsaw day', '2026-03-14T23:00:00.000Z', '2026-03-15'],
    ['the date-time shifted by the zone offset is the same day', '2026-03-15T00:00:00.000Z', '2026-03-15'],
    ['Warsaw midnight in UTC (summer)', '2026-06-30T22:00:00Z', '2026-07-01'],
    ['an instant with an explicit offset', '2026-03-15T00:00:00+01:00', '2026-03-15'],
    ['late evening in UTC is the next Warsaw day', '2026-12-31T23:30:00Z', '2027-01-01'],
  ])('%s', (_name, value, day) => {
    expect(toWarsawDate(value)).toBe(day);
  });

  it.each([['2026-03-15T10:00'], ['15.03.2026'], [20260315], [null]])('leaves %p for the validator to refuse', (value) => {
    expect(toWarsawDate(value)).toBe(value);
  });
});
