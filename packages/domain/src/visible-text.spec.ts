import { hasHiddenTextCharacters, hiddenTextMessage } from './visible-text';

const REFUSED: Array<[string, string]> = [
  ['right-to-left override', 'ul. Polna 12\u202E01-00'],
  ['left-to-right embedding', '\u202AWarszawa'],
  ['pop directional formatting', 'Warszawa\u202C'],
  ['right-to-left isolate', 'Kraków\u2067x\u2069'],
  ['first strong isolate', '\u2068Gdańsk'],
  ['left-to-right mark', 'Łódź\u200E'],
  ['right-to-left mark', '\u200FŁódź'],
  ['Arabic letter mark', 'Łódź\u061C'],
  ['zero-width space', 'Mar\u200Bszałkowska'],
  ['zero-width non-joiner', 'Mar\u200Cszałkowska'],
  ['zero-width joiner', 'Mar\u200Dszałkowska'],
  ['word joiner', 'Mar\u2060szałkowska'],
  ['byte order mark', '\uFEFFMarszałkowska'],
  ['soft hyphen', 'Marszał\u00ADkowska'],
  ['escape (C0)', 'Prace\u001B[2J'],
  ['next line (C1)', 'Prace\u0085'],
  ['line separator', 'Prace\u2028dalej'],
];

describe('visible text', () => {
  it.each(REFUSED)('refuses a %s in single- and multi-line text', (_name, text) => {
    expect(hasHiddenTextCharacters(text)).toBe(true);
    expect(hasHiddenTextCharacters(text, { multiLine: true })).toBe(true);
  });

  it('allows tab and line breaks only in multi-line text', () => {
    for (const text of ['Prace\nna linii', 'Prace\r\nna linii', 'a\tb']) {
      expect(hasHiddenTextCharacters(text)).toBe(true);
      expect(hasHiddenTextCharacters(text, { multiLine: true })).toBe(false);
    }
  });

  it('allows letters, marks and symbols of any script, and ordinary and no-break spaces', () => {
    for (const text of ['Żółć gęślą jaźń', 'ul. Świętokrzyska 12/4 m. 5', 'Kyiv Київ', 'e\u0301', 'Prace 8:00–14:00 ⚡', 'ul.\u00A0Hoża', 'تل أبيب']) {
      expect(hasHiddenTextCharacters(text, { multiLine: true })).toBe(false);
      expect(hasHiddenTextCharacters(text)).toBe(false);
    }
  });

  it('names the field in its message', () => {
    expect(hiddenTextMessage('Komentarz')).toBe('Pole „Komentarz” zawiera niewidoczne znaki lub znaki sterujące kierunkiem tekstu');
  });
});
