import { formatCalendarDate, formatWarsawDateTime, instantToWarsawLocal, warsawLocalToInstant } from './warsawTime';

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
    expect(formatCalendarDate('2026-05-01')).toBe('01.05.2026');
  });
});
