import { isValidPassword } from './password-policy';

describe('password rule (spec validPassword)', () => {
  it.each(['Demo#2026', 'Zażółć#1gęślą', 'Aa1!aaaa'])('accepts %s', (p) => expect(isValidPassword(p)).toBe(true));
  it.each([
    ['too short', 'Aa1!aaa'],
    ['no upper case', 'demo#2026'],
    ['no lower case', 'DEMO#2026'],
    ['no digit', 'Demo#demo'],
    ['no special character', 'Demo2026x'],
    ['only a space as special', 'Demo 2026'],
    ['too long', `Aa1!${'a'.repeat(200)}`],
  ])('refuses a password with %s', (_why, p) => expect(isValidPassword(p)).toBe(false));
});
