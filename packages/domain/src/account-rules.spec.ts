import { isValidPassword, PASSWORD_PATTERN, USER_PHONE_PATTERN } from './account-rules';

// The tables of the former copies (backend auth/password-policy, back office validation/rules), run once here.
describe('password rule (spec validPassword)', () => {
  it.each(['Demo#2026', 'Zażółć#1gęślą', 'Aa1!aaaa', 'Mocne#Hasło1', 'Abcdef1!'])('accepts %s', (p) => expect(isValidPassword(p)).toBe(true));
  it.each([
    ['too short', 'Aa1!aaa'],
    ['no upper case', 'demo#2026'],
    ['no lower case', 'DEMO#2026'],
    ['no digit', 'Demo#demo'],
    ['no special character', 'Demo2026x'],
    ['only a space as special', 'Demo 2026'],
    ['too long', `Aa1!${'a'.repeat(200)}`],
  ])('refuses a password with %s', (_why, p) => expect(isValidPassword(p)).toBe(false));

  it.each([
    ['Abcde1!', false], // 7 characters
    ['Abcdefg1', false], // no special character
    ['Abcdef1 ', false], // a space is not a special character
    ['Zażółć#1gęślą', true],
  ])('the pattern the forms use: %s is accepted: %s', (password, accepted) => {
    expect(PASSWORD_PATTERN.test(password)).toBe(accepted);
  });
});

describe('a user phone (the server and the back office)', () => {
  it.each([
    ['501234567', true],
    ['+48 501 234 567', true],
    ['0048501234567', true],
    ['501-234-567', false],
    ['tel. 501', false],
    ['+48 501 234 567 890 12', false], // over 20 characters
  ])('%s is accepted: %s', (phone, accepted) => {
    expect(USER_PHONE_PATTERN.test(phone)).toBe(accepted);
  });
});
