import { formatIsoDate, formatWarsawDateTime, startOfWarsawDay, warsawDateOf, warsawYesterday } from './warsaw-time';

// 2026: summer time from 29 March 01:00 UTC to 25 October 01:00 UTC.
describe('Warsaw time', () => {
  it.each([
    ['2026-11-23T07:00:00.000Z', '23.11.2026, 08:00'],
    ['2026-07-01T06:05:00.000Z', '01.07.2026, 08:05'],
    ['2026-11-22T23:00:00.000Z', '23.11.2026, 00:00'],
    ['2026-12-31T23:30:00Z', '01.01.2027, 00:30'],
    ['2026-03-29T00:59:00Z', '29.03.2026, 01:59'],
    ['2026-03-29T01:00:00Z', '29.03.2026, 03:00'],
    ['2026-10-25T00:30:00Z', '25.10.2026, 02:30'],
    ['2026-10-25T01:30:00Z', '25.10.2026, 02:30'],
    ['2026-11-23T08:00:00+01:00', '23.11.2026, 08:00'],
    ['not a date', ''],
  ])('formatWarsawDateTime(%p) → %p', (iso, shown) => {
    expect(formatWarsawDateTime(iso)).toBe(shown);
  });

  it.each([
    ['2026-11-23', '2026-11-22T23:00:00.000Z'],
    ['2026-07-01', '2026-06-30T22:00:00.000Z'],
    ['2026-03-29', '2026-03-28T23:00:00.000Z'],
    ['2026-03-30', '2026-03-29T22:00:00.000Z'],
    ['2026-10-25', '2026-10-24T22:00:00.000Z'],
    ['2026-10-26', '2026-10-25T23:00:00.000Z'],
    ['2027-01-01', '2026-12-31T23:00:00.000Z'],
    ['2026-02-30', null],
    ['2026-13-01', null],
    ['23.11.2026', null],
    ['', null],
  ])('startOfWarsawDay(%p) → %p', (date, instant) => {
    expect(startOfWarsawDay(date)).toBe(instant);
  });

  it.each([
    ['2026-11-22T23:00:00.000Z', '2026-11-23'],
    ['2026-11-22T22:59:59.999Z', '2026-11-22'],
    ['2026-06-30T22:00:00.000Z', '2026-07-01'],
    ['nonsense', null],
  ])('warsawDateOf(%p) → %p', (instant, date) => {
    expect(warsawDateOf(instant)).toBe(date);
  });

  it.each([
    ['2026-11-21T12:00:00Z', '2026-11-20'],
    // 00:30 in Warsaw while UTC is still on the 22nd: Warsaw's calendar counts.
    ['2026-11-22T23:30:00Z', '2026-11-22'],
    ['2026-11-22T22:59:00Z', '2026-11-21'],
    ['2026-07-01T22:30:00Z', '2026-07-01'],
    ['2027-01-01T10:00:00Z', '2026-12-31'],
    ['2026-03-01T10:00:00Z', '2026-02-28'],
    ['2028-03-01T10:00:00Z', '2028-02-29'],
  ])('warsawYesterday at %p → %p', (now, yesterday) => {
    expect(warsawYesterday(new Date(now))).toBe(yesterday);
  });

  it('writes a date input value the Polish way', () => {
    expect(formatIsoDate('2026-11-21')).toBe('21.11.2026');
  });

  it('turns a day into its start and back for every day of a year, across both clock changes', () => {
    for (let day = 0; day < 366; day++) {
      const date = new Date(Date.UTC(2026, 0, 1 + day)).toISOString().slice(0, 10);
      const start = startOfWarsawDay(date)!;
      expect(warsawDateOf(start)).toBe(date);
      expect(warsawDateOf(new Date(new Date(start).getTime() - 1))).not.toBe(date);
      expect(formatWarsawDateTime(start).endsWith(', 00:00')).toBe(true);
    }
  });
});
