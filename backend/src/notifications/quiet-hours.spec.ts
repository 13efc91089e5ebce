import { endOfQuietHours, inQuietHours, parseQuietHours } from './quiet-hours';

const q = parseQuietHours('21:00-07:00');

describe('SMS quiet hours (Warsaw time)', () => {
  it.each([
    ['2026-12-01T19:59:00Z', false], // 20:59 in Warsaw (CET, UTC+1)
    ['2026-12-01T20:00:00Z', true], // 21:00
    ['2026-12-02T02:00:00Z', true], // 03:00
    ['2026-12-02T06:00:00Z', false], // 07:00
    ['2026-07-01T19:30:00Z', true], // 21:30 in summer (CEST, UTC+2)
    ['2026-07-01T04:59:00Z', true], // 06:59 in summer
    ['2026-07-01T05:00:00Z', false], // 07:00 in summer
  ])('%s quiet: %s', (at, quiet) => {
    expect(inQuietHours(new Date(at), q)).toBe(quiet);
  });

  it('moves a message from the night to 07:00 Warsaw time', () => {
    expect(endOfQuietHours(new Date('2026-12-01T22:15:30Z'), q).toISOString()).toBe('2026-12-02T06:00:00.000Z');
    expect(endOfQuietHours(new Date('2026-07-01T20:00:00Z'), q).toISOString()).toBe('2026-07-02T05:00:00.000Z');
  });

  it('leaves the daytime alone', () => {
    const noon = new Date('2026-12-01T11:00:00Z');
    expect(endOfQuietHours(noon, q)).toBe(noon);
  });

  it('handles a window that does not cross midnight, and none at all', () => {
    const day = parseQuietHours('12:00-13:00');
    expect(inQuietHours(new Date('2026-12-01T11:30:00Z'), day)).toBe(true);
    expect(inQuietHours(new Date('2026-12-01T12:30:00Z'), day)).toBe(false);
    expect(inQuietHours(new Date('2026-12-01T22:00:00Z'), parseQuietHours('00:00-00:00'))).toBe(false);
  });

  it('refuses a malformed window', () => {
    expect(() => parseQuietHours('9-17')).toThrow();
    expect(() => parseQuietHours('24:00-07:00')).toThrow();
  });
});
