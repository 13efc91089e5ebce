/**
 * Rules of people's accounts that the server and the forms both apply: the password rule (spec §5 validPassword) and
 * the limits and forms of a user's fields.
 */

/** At least 8 characters with a lower-case letter, an upper-case letter, a digit and a special character (any alphabet). */
export const PASSWORD_PATTERN = /^(?=.*\p{Ll})(?=.*\p{Lu})(?=.*\d)(?=.*[^\p{L}\d\s]).{8,}$/u;
export const PASSWORD_MAX_LENGTH = 128;

export function isValidPassword(password: string): boolean {
  return password.length <= PASSWORD_MAX_LENGTH && PASSWORD_PATTERN.test(password);
}

/** A user's full name, e-mail and phone as the users' columns hold them (staff spec §3). */
export const USER_FIELD_LIMITS = { fullName: 100, email: 254, phone: 20 } as const;

/** A staff user's phone: digits and spaces with an optional leading '+', no grouping imposed. */
export const USER_PHONE_PATTERN = /^\+?[0-9 ]{1,20}$/;
