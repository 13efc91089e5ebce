import { DEFAULT_LANGUAGE, isLanguage, languageFromAcceptLanguage } from './languages';

describe('languageFromAcceptLanguage', () => {
  it.each([
    [undefined, 'pl'],
    ['', 'pl'],
    ['uk-UA,uk;q=0.9,en;q=0.8', 'uk'],
    ['en-GB,en;q=0.9', 'en'],
    ['de-DE,de;q=0.9', 'pl'],
    ['de;q=1, en;q=0.5, uk;q=0.7', 'uk'],
    ['ru, uk;q=0.3, pl;q=0.3', 'uk'],
    ['en;q=0, uk;q=0.1', 'uk'],
    ['*', 'pl'],
    ['en;q=abc', 'pl'],
  ])('%p → %p', (header, expected) => {
    expect(languageFromAcceptLanguage(header)).toBe(expected);
  });

  it('reads at most 40 entries of a hostile header', () => {
    expect(languageFromAcceptLanguage(`${'xx;q=0.1,'.repeat(100_000)}en`)).toBe(DEFAULT_LANGUAGE);
  });
});

describe('isLanguage', () => {
  it('accepts only the three languages', () => {
    expect(['pl', 'uk', 'en', 'PL', 'ru', 1, null].map(isLanguage)).toEqual([true, true, true, false, false, false, false]);
  });
});
