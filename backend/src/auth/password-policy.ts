import { VALIDATION_MESSAGES } from '../common/api-error';

/** Spec rule validPassword: at least 8 characters with a lower-case letter, an upper-case letter, a digit and a special character. */
export const PASSWORD_PATTERN = /^(?=.*\p{Ll})(?=.*\p{Lu})(?=.*\d)(?=.*[^\p{L}\d\s]).{8,}$/u;
export const PASSWORD_MAX_LENGTH = 128;
/** PASSWORD_PATTERN in words, for the OpenAPI document (its Unicode classes cannot be stated as an OpenAPI pattern). */
export const PASSWORD_RULE = 'At least 8 characters (at most 128) with a lower-case letter, an upper-case letter, a digit and a special character (any letter of any alphabet counts).';
export const PASSWORD_MESSAGE = VALIDATION_MESSAGES.validPassword;

export function isValidPassword(password: string): boolean {
  return password.length <= PASSWORD_MAX_LENGTH && PASSWORD_PATTERN.test(password);
}
