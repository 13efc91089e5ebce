import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { isEmail, ValidateBy } from 'class-validator';
import { VALIDATION_MESSAGES } from './api-error';
import { hasLoneSurrogate } from './text-encoding';

export const EMAIL_HIDDEN_CHARACTERS_MESSAGE = 'Adres e-mail zawiera niewidoczne znaki lub znaki sterujące kierunkiem tekstu';

/**
 * Characters no real mailbox name needs and a person cannot see: zero-width (U+200B…U+200D, U+2060), direction
 * overrides (U+202A…U+202E, U+2066…U+2069), other format (Cf) and control (Cc) characters, unpaired surrogates,
 * private-use and unassigned code points, and any kind of space. `mieszkaniec@demo.local\u200b` would otherwise be a
 * second account that looks exactly like the first.
 */
const HIDDEN_OR_CONTROL = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Z}]/u;

/** Trimmed and in NFC, so `e\u0301` and `é` are one address for the unique index and the sign-in lookup. */
export function normalizeEmail(value: string): string {
  return value.trim().normalize('NFC');
}

export function hasHiddenCharacters(value: string): boolean {
  return HIDDEN_OR_CONTROL.test(value);
}

/**
 * The one rule every e-mail field applies before its shape check (registration, sign-in, reminders, staff users,
 * account settings, the report wizard's contact): normalise, then refuse hidden and direction characters with a
 * Polish 400. The field's own decorators still decide required, length and shape.
 */
export function EmailInput(): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }) => (typeof value === 'string' ? normalizeEmail(value) : value)),
    ValidateBy({
      name: 'emailCharacters',
      validator: {
        validate: (value: unknown) => typeof value !== 'string' || !hasHiddenCharacters(value),
        defaultMessage: () => EMAIL_HIDDEN_CHARACTERS_MESSAGE,
      },
    }),
  );
}

/**
 * The address's shape, as class-validator's isEmail judges it, for any value: false instead of an exception.
 * validator.js's isEmail throws URIError on a lone surrogate (it percent-encodes the text), which answered 500 from
 * every e-mail field; the pipe refuses lone surrogates before any rule, and this rule does not rely on it.
 */
export function isEmailAddress(value: unknown): boolean {
  if (typeof value !== 'string' || hasLoneSurrogate(value)) return false;
  try {
    return isEmail(value);
  } catch {
    return false;
  }
}

/** The e-mail shape check of every e-mail field; named `isEmail`, so the OpenAPI document keeps `format: email`. */
export function IsEmailAddress(): PropertyDecorator {
  return ValidateBy({ name: 'isEmail', validator: { validate: isEmailAddress } }, { message: VALIDATION_MESSAGES.email });
}
