import { messages, validators } from './validation';

describe('shared validation rules', () => {
  it.each([
    ['', messages.required],
    ['   ', messages.required],
    [undefined, messages.required],
    ['x', true],
  ])('required(%p) → %p', (value, expected) => {
    expect(validators.required(value)).toBe(expected);
  });

  it.each([
    ['', true],
    ['jan@example.pl', true],
    [' jan@example.pl ', true],
    ['jan@example', messages.email],
    ['jan example@x.pl', messages.email],
    ['@example.pl', messages.email],
  ])('email(%p) → %p', (value, expected) => {
    expect(validators.email(value)).toBe(expected);
  });

  it.each([
    ['', true],
    ['Zażółć1!', true],
    ['Abcdef1!', true],
    ['abcdef1!', messages.validPassword],
    ['ABCDEF1!', messages.validPassword],
    ['Abcdefg!', messages.validPassword],
    ['Abcdefg1', messages.validPassword],
    ['Abc de1 ', messages.validPassword],
    ['Abcd1!', messages.validPassword],
  ])('validPassword(%p) → %p', (value, expected) => {
    expect(validators.validPassword(value)).toBe(expected);
  });

  it('puts the limit into the length messages', () => {
    expect(validators.min(3)('ab')).toBe('Wymagana długość: 3');
    expect(validators.max(3)('abcd')).toBe('Maksymalna długość: 3');
    expect(validators.max(3)('abc')).toBe(true);
  });

  it('compares with the other field for confirmed', () => {
    expect(validators.confirmed(() => 'a')('a')).toBe(true);
    expect(validators.confirmed(() => 'a')('b')).toBe('Wartości nie są takie same');
  });
});
