import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { LoginDto } from '../auth/dto/login.dto';
import { CreateUserDto } from '../users/dto/create-user.dto';
import { hasHiddenCharacters, isEmailAddress, normalizeEmail } from './email-address';

describe('e-mail input rule', () => {
  it.each([
    ['zero-width space', 'a@b.pl\u200b'],
    ['zero-width joiner', 'a\u200d@b.pl'],
    ['word joiner', 'a\u2060@b.pl'],
    ['right-to-left override', '\u202ea@b.pl'],
    ['left-to-right isolate', 'a@\u2066b.pl'],
    ['soft hyphen', 'a\u00ad@b.pl'],
    ['no-break space', 'a\u00a0@b.pl'],
    ['line separator', 'a@b.pl\u2028x'],
    ['control character', 'a\u0007@b.pl'],
    ['private use', 'a\ue000@b.pl'],
  ])('finds a %s', (_name, value) => expect(hasHiddenCharacters(value)).toBe(true));

  it.each(['mieszkaniec@demo.local', 'zażółć.gęślą@jaźń.pl', 'o\u0301la@example.pl'])('lets %j through', (value) =>
    expect(hasHiddenCharacters(value)).toBe(false),
  );

  it('trims and composes to NFC', () => expect(normalizeEmail('  ze\u0301ro@example.pl ')).toBe('z\u00e9ro@example.pl'));

  it('judges an address with a lone surrogate false instead of throwing', () => {
    expect(isEmailAddress('\ud800x@a.pl')).toBe(false);
    expect(isEmailAddress('a@b.pl\udc00')).toBe(false);
    expect(isEmailAddress(12)).toBe(false);
    expect(isEmailAddress('zażółć@example.pl')).toBe(true);
  });

  it.each([
    ['sign-in', LoginDto, { login: '\ud800x@a.pl', password: 'Haslo#123' }, 'login'],
    ['a staff user', CreateUserDto, { email: '\ud800x@a.pl' }, 'email'],
  ] as const)('validates the e-mail of %s with a lone surrogate to a field error, never an exception', (_name, dto, body, field) => {
    const errors = validateSync(plainToInstance(dto as new () => object, body));
    expect(errors.find((e) => e.property === field)?.constraints).toBeDefined();
  });
});
