import { VALIDATION_MESSAGES } from '../common/api-error';

// The rule itself (pattern, maximum, isValidPassword) is the domain package's: the forms check the same one.
export { isValidPassword, PASSWORD_MAX_LENGTH, PASSWORD_PATTERN } from '@portal/domain';
/** PASSWORD_PATTERN in words, for the OpenAPI document (its Unicode classes cannot be stated as an OpenAPI pattern). */
export const PASSWORD_RULE =
  'At least 8 characters (at most 128) with a lower-case letter, an upper-case letter, a digit and a special character (any letter of any alphabet counts).';
export const PASSWORD_MESSAGE = VALIDATION_MESSAGES.validPassword;
