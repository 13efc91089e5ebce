import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';
import { ERROR_MESSAGES, VALIDATION_MESSAGES } from './api-error';

/** Which message a person sees first when a field breaks several rules: missing, then wrong type, then the rest. */
const PRIORITY = ['isNotEmpty', 'isDefined', 'isString', 'isInt', 'isNumber', 'isBoolean', 'isObject', 'isArray', 'isIn', 'isEnum'];
const rank = (name: string) => (PRIORITY.includes(name) ? PRIORITY.indexOf(name) : PRIORITY.length);

/** Flattens class-validator's tree into `{ 'page.limit': 'message' }`, one (the first) message per field. */
export function flattenValidationErrors(errors: ValidationError[], prefix = ''): Record<string, string> {
  const result: Record<string, string> = {};
  for (const error of errors) {
    const path = prefix ? `${prefix}.${error.property}` : error.property;
    const constraints = error.constraints ?? {};
    if (constraints.whitelistValidation) {
      result[path] = VALIDATION_MESSAGES.unknownField;
    } else {
      const [first] = Object.keys(constraints).sort((a, b) => rank(a) - rank(b));
      if (first) result[path] = constraints[first];
    }
    if (error.children?.length) Object.assign(result, flattenValidationErrors(error.children, path));
  }
  return result;
}

/** Unknown and malformed fields are refused with 400 and a Polish message per field, before any handler runs. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    validationError: { target: false, value: false },
    exceptionFactory: (errors) =>
      new BadRequestException({ message: ERROR_MESSAGES.validation, errors: flattenValidationErrors(errors) }),
  });
}
