import { polishCount, polishForm } from './polish-plural';

const FAILURES = { one: 'awaria', few: 'awarie', many: 'awarii' };

describe('Polish plural forms', () => {
  it.each([
    [0, 'awarii'],
    [1, 'awaria'],
    [2, 'awarie'],
    [4, 'awarie'],
    [5, 'awarii'],
    [11, 'awarii'],
    [12, 'awarii'],
    [14, 'awarii'],
    [21, 'awarii'],
    [22, 'awarie'],
    [104, 'awarie'],
    [112, 'awarii'],
    [1001, 'awarii'],
  ])('%i → %s', (count, form) => {
    expect(polishForm(count, FAILURES)).toBe(form);
  });

  it('writes the number with Polish grouping', () => {
    expect(polishCount(1, FAILURES)).toBe('1 awaria');
    expect(polishCount(12345, FAILURES).replace(/\s/g, ' ')).toBe('12 345 awarii');
  });
});
