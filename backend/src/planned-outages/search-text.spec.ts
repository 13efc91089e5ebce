import { containsPattern, toSearchText } from './search-text';

describe('toSearchText', () => {
  it.each([
    [['ul. Ząbkowska 12'], 'ul. zabkowska 12'],
    [['ŁÓDZKA', ' 5 '], 'lodzka 5'],
    [['Świętokrzyska', null, '00-001', 'Warszawa'], 'swietokrzyska 00-001 warszawa'],
    [['Żółkiewskiego\t\n7'], 'zolkiewskiego 7'],
  ])('normalises %j', (parts, expected) => {
    expect(toSearchText(...parts)).toBe(expected);
  });

  it('makes a contains pattern with literal wildcards', () => {
    expect(containsPattern('Ząb%_')).toBe('%zab\\%\\_%');
  });
});
