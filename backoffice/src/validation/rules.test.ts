import { PASSWORD_PATTERN, PHONE_PATTERN } from './rules';

describe('password rule (spec §5)', () => {
  it.each([
    ['Mocne#Hasło1', true],
    ['Zażółć#1gęślą', true],
    ['Abcdef1!', true],
    ['Abcde1!', false], // 7 characters
    ['abcdef1!', false], // no upper-case letter
    ['ABCDEF1!', false], // no lower-case letter
    ['Abcdefg!', false], // no digit
    ['Abcdefg1', false], // no special character
    ['Abcdef1 ', false], // a space is not a special character
  ])('%s is accepted: %s', (password, accepted) => {
    expect(PASSWORD_PATTERN.test(password)).toBe(accepted);
  });
});

describe('phone rule (same as the server)', () => {
  it.each([
    ['501234567', true],
    ['+48 501 234 567', true],
    ['0048501234567', true],
    ['501-234-567', false],
    ['tel. 501', false],
    ['+48 501 234 567 890 12', false], // over 20 characters
  ])('%s is accepted: %s', (phone, accepted) => {
    expect(PHONE_PATTERN.test(phone)).toBe(accepted);
  });
});
