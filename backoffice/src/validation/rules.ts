import { PASSWORD_MAX_LENGTH, PASSWORD_PATTERN, USER_FIELD_LIMITS, USER_PHONE_PATTERN } from '@portal/domain';
import { email, maxLength, minLength, regex, required } from 'react-admin';

// The shared validation rules and their messages (spec §5 "Shared messages"), one place for every
// form of the back office. Messages are i18n keys; react-admin translates them with their args.

export const requiredField = () => required('app.validation.required');
export const validEmail = () => email('app.validation.email');
export const minLengthOf = (min: number) => minLength(min, 'app.validation.min_length');
export const maxLengthOf = (max: number) => maxLength(max, 'app.validation.max_length');

/** Spec §5 password rule and the users' field limits and phone form: the server's own (@portal/domain). */
export { PASSWORD_MAX_LENGTH, PASSWORD_PATTERN };
export const validPassword = () => regex(PASSWORD_PATTERN, 'app.validation.password');

export const PHONE_PATTERN = USER_PHONE_PATTERN;
export const validPhone = () => regex(PHONE_PATTERN, 'app.validation.phone');

/** Length limits of the server's columns; checked here so the message appears before sending. */
export const FIELD_LIMITS = USER_FIELD_LIMITS;
