import { readQuery, toQuery } from './query-params';

const q = (search: string) => new URLSearchParams(search);

describe('URL query values (spec §2: dates as ISO strings, "true"/"false" as booleans)', () => {
  it('writes values in order, dates as ISO strings, leaving out empty ones', () => {
    const query = toQuery({
      address: 'Puławska 1',
      empty: '',
      none: null,
      missing: undefined,
      from: new Date('2026-11-22T23:00:00.000Z'),
      limit: 10,
      active: false,
    });
    expect(query.toString()).toBe('address=Pu%C5%82awska+1&from=2026-11-22T23%3A00%3A00.000Z&limit=10&active=false');
  });

  it.each([
    ['active=true', true],
    ['active=false', false],
    ['active=TRUE', undefined],
    ['active=1', undefined],
    ['active=', undefined],
    ['', undefined],
  ])('boolean(%p) → %p', (search, value) => {
    expect(readQuery.boolean(q(search), 'active')).toBe(value);
  });

  it.each([
    ['from=2026-11-22T23:00:00.000Z', '2026-11-22T23:00:00.000Z'],
    ['from=2026-11-22T23:00:00Z', '2026-11-22T23:00:00.000Z'],
    ['from=2026-11-23T00:00:00%2B01:00', '2026-11-22T23:00:00.000Z'],
    ['from=2026-11-23', null],
    ['from=2026-11-23T00:00:00', null],
    ['from=2026-02-30T00:00:00Z', null],
    ['from=yesterday', null],
    ['', null],
  ])('instant(%p) → %p', (search, value) => {
    expect(readQuery.instant(q(search), 'from')).toBe(value);
  });

  it.each([
    ['address=%20Marsza%C5%82kowska%20', 100, 'Marszałkowska'],
    [`address=${'a'.repeat(120)}`, 100, 'a'.repeat(100)],
    ['', 100, ''],
  ])('text(%p, max %p) → %p', (search, max, value) => {
    expect(readQuery.text(q(search), 'address', max)).toBe(value);
  });

  it.each([
    ['limit=20', 20],
    ['limit=7', 10],
    ['limit=20.0', 10],
    ['limit=', 10],
    ['', 10],
  ])('oneOf(%p, [5, 10, 20, 50]) → %p', (search, value) => {
    expect(readQuery.oneOf(q(search), 'limit', [5, 10, 20, 50], 10)).toBe(value);
  });

  it.each([
    ['offset=30', 30],
    ['offset=0', 0],
    ['offset=-10', 0],
    ['offset=1e3', 0],
    ['offset=abc', 0],
    ['', 0],
  ])('count(%p) → %p', (search, value) => {
    expect(readQuery.count(q(search), 'offset', 0)).toBe(value);
  });
});
