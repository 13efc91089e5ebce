import { COUNTRY_DIAL_CODES, dialCodeOptions } from './country-codes';

describe('country dial codes', () => {
  const options = dialCodeOptions();

  it('holds about 240 countries with Polish names, some sharing a code', () => {
    expect(COUNTRY_DIAL_CODES.length).toBeGreaterThanOrEqual(230);
    expect(COUNTRY_DIAL_CODES).toContainEqual({ name: 'Niemcy', dial_code: '+49' });
    expect(new Set(COUNTRY_DIAL_CODES.map((c) => c.dial_code)).size).toBeLessThan(COUNTRY_DIAL_CODES.length);
  });

  it('puts +48 first, then every other code once in numeric order, as "code (country)"', () => {
    expect(options[0]).toEqual({ code: '+48', label: '+48 (Polska)' });
    const rest = options.slice(1).map((o) => Number(o.code.slice(1)));
    expect(rest).toEqual([...rest].sort((a, b) => a - b));
    expect(new Set(options.map((o) => o.code)).size).toBe(options.length);
    expect(options.filter((o) => o.code === '+48')).toHaveLength(1);
    for (const option of options) expect(option.label).toMatch(/^\+\d+ \(.+\)$/);
  });

  it('orders by number, not as text (+7 before +20, +359 before +1242)', () => {
    const codes = options.map((o) => o.code);
    expect(codes.slice(1, 4)).toEqual(['+1', '+7', '+20']);
    expect(codes.indexOf('+359')).toBeLessThan(codes.indexOf('+1242'));
  });

  it('a shared code is named by its main country', () => {
    expect(options.find((o) => o.code === '+1')?.label).toBe('+1 (Stany Zjednoczone)');
    expect(options.find((o) => o.code === '+44')?.label).toBe('+44 (Wielka Brytania)');
    expect(options.find((o) => o.code === '+7')?.label).toBe('+7 (Rosja)');
  });

  it('+48 leads even when the list does not start with it', () => {
    expect(
      dialCodeOptions([
        { name: 'B', dial_code: '+49' },
        { name: 'Polska', dial_code: '+48' },
        { name: 'A', dial_code: '+1' },
      ]).map((o) => o.code),
    ).toEqual(['+48', '+1', '+49']);
  });
});
