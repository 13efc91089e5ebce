import {
  formatWarsawDateTime,
  instantToWarsawLocal,
  interruptionPeriod,
  polishDate,
  startOfWarsawDay,
  startOfWarsawDayIso,
  warsawDateOf,
  warsawDateTime,
  warsawLocalToInstant,
  warsawLongDate,
  warsawYesterday,
} from './warsaw-time';

// The tables of the three former copies (backend texts, back-office inputs, public-site dates), run once here.
describe('Warsaw time for people', () => {
  it('shows winter (UTC+1) and summer (UTC+2) instants in Warsaw time', () => {
    expect(warsawDateTime(new Date('2026-12-12T07:05:00Z'))).toBe('12.12.2026 08:05');
    expect(warsawDateTime(new Date('2026-07-01T22:30:00Z'))).toBe('02.07.2026 00:30');
  });

  it('writes long Polish dates in the genitive with the weekday', () => {
    expect(warsawLongDate(new Date('2026-12-12T07:00:00Z'))).toBe('12 grudnia 2026 r. (sobota)');
  });

  it('describes an interruption within one day and across midnight', () => {
    expect(interruptionPeriod(new Date('2026-12-12T07:00:00Z'), new Date('2026-12-12T13:00:00Z'))).toBe(
      'w dniu 12 grudnia 2026 r. (sobota) w godzinach 08:00–14:00',
    );
    expect(interruptionPeriod(new Date('2026-12-12T21:00:00Z'), new Date('2026-12-13T03:00:00Z'))).toBe(
      'od 12 grudnia 2026 r. (sobota) godz. 22:00 do 13 grudnia 2026 r. (niedziela) godz. 04:00',
    );
  });

  it('finds the instant a Warsaw day begins in winter, in summer and on both clock-change days', () => {
    expect(startOfWarsawDay('2026-03-15').toISOString()).toBe('2026-03-14T23:00:00.000Z');
    expect(startOfWarsawDay('2026-07-01').toISOString()).toBe('2026-06-30T22:00:00.000Z');
    expect(startOfWarsawDay('2026-03-29').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(startOfWarsawDay('2026-10-25').toISOString()).toBe('2026-10-24T22:00:00.000Z');
  });

  it('formats a calendar date', () => {
    expect(polishDate('2026-11-24')).toBe('24.11.2026');
  });
});

describe('Warsaw wall-clock time ↔ instants', () => {
  it.each([
    ['winter (UTC+1)', '2026-01-15T08:00', '2026-01-15T07:00:00.000Z'],
    ['summer (UTC+2)', '2026-07-15T08:00', '2026-07-15T06:00:00.000Z'],
    ['just before the spring change', '2026-03-29T01:59', '2026-03-29T00:59:00.000Z'],
    ['just after the spring change', '2026-03-29T03:00', '2026-03-29T01:00:00.000Z'],
    ['the autumn hour that happens twice: the first one', '2026-10-25T02:30', '2026-10-25T00:30:00.000Z'],
    ['midnight at the turn of the year', '2027-01-01T00:00', '2026-12-31T23:00:00.000Z'],
  ])('%s: %s → %s', (_case, local, instant) => {
    expect(warsawLocalToInstant(local)).toBe(instant);
  });

  it.each([
    ['2026-01-15T07:00:00.000Z', '2026-01-15T08:00'],
    ['2026-07-15T06:00:00Z', '2026-07-15T08:00'],
    ['2026-12-31T23:30:00.000Z', '2027-01-01T00:30'],
    ['2026-07-15T08:00', '2026-07-15T08:00'],
    ['', ''],
    [null, ''],
    ['nonsense', ''],
  ])('shows %s in the input as %s', (value, local) => {
    expect(instantToWarsawLocal(value)).toBe(local);
  });

  it('reads empty or broken input as no value, and keeps an instant set by code', () => {
    expect(warsawLocalToInstant('')).toBeNull();
    expect(warsawLocalToInstant('2026-13-45')).toBeNull();
    expect(warsawLocalToInstant(undefined)).toBeNull();
    expect(warsawLocalToInstant('2026-07-15T06:00:00.000Z')).toBe('2026-07-15T06:00:00.000Z');
  });

  it('formats for display in pl-PL, Warsaw time', () => {
    expect(formatWarsawDateTime('2026-05-04T06:00:00.000Z')).toBe('04.05.2026, 08:00');
    expect(formatWarsawDateTime(null)).toBe('');
    expect(polishDate('2026-05-01')).toBe('01.05.2026');
  });
});

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
  ])('startOfWarsawDayIso(%p) → %p', (date, instant) => {
    expect(startOfWarsawDayIso(date)).toBe(instant);
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
    expect(polishDate('2026-11-21')).toBe('21.11.2026');
  });

  it('turns a day into its start and back for every day of a year, across both clock changes', () => {
    for (let day = 0; day < 366; day++) {
      const date = new Date(Date.UTC(2026, 0, 1 + day)).toISOString().slice(0, 10);
      const start = startOfWarsawDayIso(date)!;
      expect(warsawDateOf(start)).toBe(date);
      expect(warsawDateOf(new Date(new Date(start).getTime() - 1))).not.toBe(date);
      expect(formatWarsawDateTime(start).endsWith(', 00:00')).toBe(true);
    }
  });
});
