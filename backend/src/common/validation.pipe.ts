import { ArgumentMetadata, BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';
import { LANGUAGE_PARAMETER, LanguageQueryDto } from '../i18n/request-language';
import { ERROR_MESSAGES, VALIDATION_MESSAGES } from './api-error';
import { hasLoneSurrogate } from './text-encoding';

/** Which message a person sees first when a field breaks several rules: missing, then wrong type, then the rest. */
const PRIORITY = [
  'isNotEmpty',
  'isDefined',
  'isString',
  'emailCharacters',
  'visibleText',
  'isInt',
  'isNumber',
  'isBoolean',
  'isObject',
  'isArray',
  'isIn',
  'isEnum',
];
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
      // class-validator's ValidateNested speaks English ("nested property x must be either object or array").
      if (first) result[path] = first === 'nestedValidation' ? VALIDATION_MESSAGES.notObject : constraints[first];
    }
    if (error.children?.length) Object.assign(result, flattenValidationErrors(error.children, path));
  }
  return result;
}

/** Deeper than any of our DTOs; class-transformer recurses per level and overflows the stack near a few thousand. */
export const MAX_INPUT_DEPTH = 32;
/** Keys JSON.parse keeps as own properties but class-transformer drops silently: refused like any unknown field. */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** A decoded text's problem (common/text-encoding.ts): NUL, or half a UTF-16 surrogate pair (a JSON `\ud800` escape). */
function textProblem(text: string): string | undefined {
  if (text.includes('\u0000')) return VALIDATION_MESSAGES.nulCharacter;
  return hasLoneSurrogate(text) ? VALIDATION_MESSAGES.loneSurrogate : undefined;
}

/**
 * The first place (`addresses.0.street`) that no DTO rule should ever see: a NUL character (PostgreSQL
 * can neither store nor compare it) or a lone surrogate, in a value or a key, nesting deep enough to overflow
 * the stack, or a prototype key.
 */
export function findHostileInput(value: unknown, path: string, depth = 0): { field: string; message: string } | undefined {
  if (typeof value === 'string') {
    const message = textProblem(value);
    return message ? { field: path, message } : undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  // Named by its top-level field: the full path would be dozens of segments long.
  if (depth >= MAX_INPUT_DEPTH) return { field: path.split('.')[0], message: VALIDATION_MESSAGES.tooDeep };
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${key}` : key;
    if (PROTOTYPE_KEYS.has(key)) return { field: childPath, message: VALIDATION_MESSAGES.unknownField };
    const keyProblem = textProblem(key);
    // The key itself cannot be shown to a person as a field name: named by where it sits.
    if (keyProblem) return { field: path, message: keyProblem };
    const found = findHostileInput(child, childPath, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * The `lang` query parameter names the answer's language (i18n/request-language.ts) on any public URL: a query DTO does
 * not declare it, so it is taken out before the DTO's unknown-field rule would refuse it. An operation that documents it
 * (`LanguageQueryDto`) has it checked like any other field.
 */
function withoutLanguageParameter(value: unknown, metadata: ArgumentMetadata): unknown {
  if (metadata.type !== 'query' || metadata.data || typeof value !== 'object' || value === null || !(LANGUAGE_PARAMETER in value)) return value;
  if (metadata.metatype === LanguageQueryDto || metadata.metatype?.prototype instanceof LanguageQueryDto) return value;
  const { [LANGUAGE_PARAMETER]: _language, ...rest } = value as Record<string, unknown>;
  return rest;
}

/** Runs findHostileInput on every body, query and path parameter (even where no DTO validates it) before anything else sees it. */
class PortalValidationPipe extends ValidationPipe {
  override transform(input: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const value = withoutLanguageParameter(input, metadata);
    if (metadata.type !== 'custom') {
      const found = findHostileInput(value, metadata.data ?? '');
      if (found) {
        const errors = { [found.field || metadata.type]: found.message };
        return Promise.reject(new BadRequestException({ message: ERROR_MESSAGES.validation, errors }));
      }
    }
    return super.transform(value, metadata);
  }

  /**
   * Named path and query values stay the text that was sent. Nest would turn `0x10` into 16 and `  1` into 1 for a
   * `number` parameter before its own pipe (IdPipe) could see the text, so `/api/user/get/0x10` read user 16.
   */
  protected override transformPrimitive(value: unknown): unknown {
    return value;
  }
}

/** Unknown and malformed fields are refused with 400 and a Polish message per field, before any handler runs. */
export function createValidationPipe(): ValidationPipe {
  return new PortalValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => new BadRequestException({ message: ERROR_MESSAGES.validation, errors: flattenValidationErrors(errors) }),
  });
}
