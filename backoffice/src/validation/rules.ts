import { email, maxLength, minLength, regex, required } from 'react-admin';

// The shared validation rules and their messages (spec §5 "Shared messages"), one place for every
// form of the back office. Messages are i18n keys; react-admin translates them with their args.

export const requiredField = () => required('app.validation.required');
export const validEmail = () => email('app.validation.email');
export const minLengthOf = (min: number) => minLength(min, 'app.validation.min_length');
export const maxLengthOf = (max: number) => maxLength(max, 'app.validation.max_length');

/**
 * Spec §5 password rule: at least 8 characters with a lower-case letter, an upper-case letter, a
 * digit and a special character. Same pattern as the server's (backend/src/auth/password-policy.ts),
 * letters in any alphabet count (ą, Ż ...).
 */
export const PASSWORD_PATTERN = /^(?=.*\p{Ll})(?=.*\p{Lu})(?=.*\d)(?=.*[^\p{L}\d\s]).{8,}$/u;
export const PASSWORD_MAX_LENGTH = 128;
export const validPassword = () => regex(PASSWORD_PATTERN, 'app.validation.password');

/** Phone: digits and spaces with an optional leading +, as the server accepts (no digit grouping imposed). */
export const PHONE_PATTERN = /^\+?[0-9 ]{1,20}$/;
export const validPhone = () => regex(PHONE_PATTERN, 'app.validation.phone');

/** Length limits of the server's columns; checked here so the message appears before sending. */
export const FIELD_LIMITS = {
  fullName: 100,
  email: 254,
} as const;
