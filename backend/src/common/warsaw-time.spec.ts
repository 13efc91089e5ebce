import { interruptionPeriod, polishDate, startOfWarsawDay, warsawDateTime, warsawLongDate } from './warsaw-time';

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
