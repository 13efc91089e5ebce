import { getMetadataStorage, MetadataStorage, ValidationTypes } from 'class-validator';

type ValidationMetadata = ReturnType<MetadataStorage['getTargetValidationMetadatas']>[number];

/**
 * The OpenAPI document states the rules the server enforces, read from the class-validator decorators
 * themselves, so a limit is written once (in the DTO) and /api/docs, backend/openapi.json and the
 * front ends' types can never disagree with it. @nestjs/swagger's own "classValidatorShim" does this
 * only in its CLI plugin, which needs the nest CLI build; this project builds with tsc (docs/api.md).
 *
 * An option the @ApiProperty states itself is kept; validation-rules.spec.ts fails when it contradicts the validator.
 */

/** The @nestjs/swagger reflect-metadata key of @ApiProperty (DECORATORS.API_MODEL_PROPERTIES, not exported from the package index). */
export const API_MODEL_PROPERTIES = 'swagger/apiModelProperties';

/** Project validators (ValidateBy/Validate) whose rule OpenAPI names with a `format`. */
export const FORMAT_OF_CUSTOM_VALIDATOR: Record<string, string> = {
  isInstant: 'date-time', // planned-outages/dto/field-rules.ts: ISO 8601 with a zone, as RFC 3339 date-time
  isoInstant: 'date-time', // reports/dto/create-user-report.dto.ts
};

/** The OpenAPI keywords a validator maps to, as @ApiProperty options. */
export interface DerivedRules {
  type?: 'integer';
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  enum?: unknown[];
  minItems?: number;
  maxItems?: number;
}

/** Rules applying to the value itself and, for `{ each: true }` validators, to each item of an array. */
export interface PropertyRules {
  value: DerivedRules;
  each: DerivedRules;
  /** Set when a validator skips empty values (IsOptional) or a condition may skip all of them (ValidateIf). */
  optional: boolean;
}

/** The name under which a validator is registered: built-ins by their type or name, Validate(Class) by its constraint. */
export function validatorName(meta: ValidationMetadata): string | undefined {
  if (meta.type !== ValidationTypes.CUSTOM_VALIDATION) return meta.name ?? meta.type;
  if (meta.name) return meta.name;
  return getMetadataStorage().getTargetValidatorConstraints(meta.constraintCls)[0]?.name;
}

/**
 * A RegExp's source is ECMA-262, OpenAPI's pattern dialect; the flags i, m, s have no counterpart there, and Unicode
 * property escapes (\p{Ll}) mean something else without the u flag, which OpenAPI 3.0 tools do not set (Spectral reads
 * `\p{Ll}` as the letter p): such a rule stays in the description.
 */
const UNICODE_ONLY = /\\[pP]\{|\\u\{/;
function patternOf(constraint: unknown, modifiers: unknown): string | undefined {
  if (constraint instanceof RegExp) return /[ims]/.test(constraint.flags) || UNICODE_ONLY.test(constraint.source) ? undefined : constraint.source;
  if (typeof constraint === 'string')
    return (typeof modifiers === 'string' && /[ims]/.test(modifiers)) || UNICODE_ONLY.test(constraint) ? undefined : constraint;
  return undefined;
}

type BoundKey = 'minLength' | 'maxLength' | 'minimum' | 'maximum' | 'minItems' | 'maxItems';

/**
 * Validators that set bounds: the keyword, whether it is a lower or an upper bound, and where the number is. Two
 * decorators on one property (Min(1) and MaxDbInt) give the tighter bound, the rule the server applies.
 */
const BOUNDS: Record<string, Array<[BoundKey, 'lower' | 'upper', (constraints: unknown[]) => unknown]>> = {
  maxLength: [['maxLength', 'upper', (c) => c[0]]],
  minLength: [['minLength', 'lower', (c) => c[0]]],
  isLength: [
    ['minLength', 'lower', (c) => c[0]],
    ['maxLength', 'upper', (c) => c[1]],
  ],
  // '' is refused; applied to strings only (see rulesFor), where it means at least one character.
  isNotEmpty: [['minLength', 'lower', () => 1]],
  min: [['minimum', 'lower', (c) => c[0]]],
  max: [['maximum', 'upper', (c) => c[0]]],
  arrayMaxSize: [['maxItems', 'upper', (c) => c[0]]],
  arrayMinSize: [['minItems', 'lower', (c) => c[0]]],
  arrayNotEmpty: [['minItems', 'lower', () => 1]],
};

/** Validators that give a string a `format`. */
const FORMATS: Record<string, string> = {
  isEmail: 'email',
  isUrl: 'uri',
  isUuid: 'uuid',
  isDateString: 'date-time',
  isIso8601: 'date-time',
  ...FORMAT_OF_CUSTOM_VALIDATOR,
};

function addRule(rules: DerivedRules, name: string, constraints: unknown[]): void {
  const given = constraints ?? [];
  for (const [key, side, at] of BOUNDS[name] ?? []) {
    const bound = at(given);
    if (typeof bound !== 'number') continue;
    const current = rules[key];
    rules[key] = current === undefined ? bound : side === 'upper' ? Math.min(current, bound) : Math.max(current, bound);
  }
  if (Object.hasOwn(FORMATS, name)) rules.format = FORMATS[name];
  const [first, second] = given;
  if (name === 'isInt') rules.type = 'integer';
  if (name === 'matches') {
    const pattern = patternOf(first, second);
    if (pattern !== undefined) rules.pattern = pattern;
  }
  if (name === 'isIn' && Array.isArray(first)) rules.enum = [...first];
  if (name === 'equals') rules.enum = [first];
}

/** Every property of a class with its validators, inherited ones included. */
export function validatorsByProperty(target: Function): Map<string, ValidationMetadata[]> {
  const byProperty = new Map<string, ValidationMetadata[]>();
  for (const meta of getMetadataStorage().getTargetValidationMetadatas(target, '', true, false)) {
    byProperty.set(meta.propertyName, [...(byProperty.get(meta.propertyName) ?? []), meta]);
  }
  return byProperty;
}

/** What the validators of one property say, in OpenAPI terms. `isString` limits isNotEmpty to text. */
export function rulesFor(metas: ValidationMetadata[], isString: (each: boolean) => boolean): PropertyRules {
  const result: PropertyRules = { value: {}, each: {}, optional: false };
  for (const meta of metas) {
    if (meta.type === ValidationTypes.CONDITIONAL_VALIDATION) {
      result.optional = true;
      continue;
    }
    const name = validatorName(meta);
    if (!name || (name === 'isNotEmpty' && !isString(meta.each))) continue;
    addRule(meta.each ? result.each : result.value, name, meta.constraints);
  }
  return result;
}

/** Every class class-validator knows (DTOs, the env schema …): the storage keeps them in a private map. */
export function validatedClasses(): Function[] {
  const map = (getMetadataStorage() as unknown as { validationMetadatas: Map<Function | string, unknown> }).validationMetadatas;
  return [...map.keys()].filter((key): key is Function => typeof key === 'function');
}

type SwaggerProperty = Record<string, unknown> & { type?: unknown; isArray?: boolean; items?: Record<string, unknown> };

const isStringType = (type: unknown) => type === String || type === 'string';
const isNumberType = (type: unknown) => type === Number || type === 'number';

/** The @ApiProperty metadata of one property with what the validators add; undefined when nothing changes. */
export function withValidatorRules(property: SwaggerProperty, rules: PropertyRules): SwaggerProperty | undefined {
  const next: SwaggerProperty = { ...property };
  const fill = (host: Record<string, unknown>, derived: DerivedRules) => {
    for (const [key, value] of Object.entries(derived)) {
      if (key === 'type') {
        // IsInt makes a `number` an `integer`; a type the DTO names otherwise (an enum, a class) stays.
        if (isNumberType(host.type)) host.type = 'integer';
      } else if (host[key] === undefined) {
        host[key] = value;
      }
    }
  };
  if (property.isArray) {
    // Array-level rules stay on the property; per-item rules go where @nestjs/swagger expects them:
    // format/length/range/pattern flat (it moves them into `items`), enum and type inside `items`.
    const { enum: itemEnum, type: itemType, ...itemModifiers } = rules.each;
    fill(next, { minItems: rules.value.minItems, maxItems: rules.value.maxItems });
    fill(next, itemModifiers);
    if (itemEnum) next.items = { type: typeof itemEnum[0] === 'number' ? 'number' : 'string', ...property.items, enum: property.items?.enum ?? itemEnum };
    if (itemType && isNumberType(property.type)) next.type = 'integer';
  } else {
    fill(next, { ...rules.each, ...rules.value });
  }
  for (const key of Object.keys(next)) if (next[key] === undefined) delete next[key];
  const changed = Object.keys(next).some((key) => next[key] !== property[key]);
  return changed ? next : undefined;
}

/**
 * Writes the validators' rules into the @ApiProperty metadata of every documented DTO property, before
 * SwaggerModule.createDocument reads it (so request bodies and query parameters both get them).
 * Idempotent: a second run finds every rule already stated. Returns how many properties changed.
 */
export function applyValidatorRulesToSwagger(classes: Function[] = validatedClasses()): number {
  let changed = 0;
  for (const target of classes) {
    for (const [propertyName, metas] of validatorsByProperty(target)) {
      const property = Reflect.getMetadata(API_MODEL_PROPERTIES, target.prototype, propertyName) as SwaggerProperty | undefined;
      if (!property) continue; // not documented at all: the guard test (validation-rules.spec.ts) names it
      // isNotEmpty means "at least one character" only for text; on an enum or a format (a date, an e-mail) it adds nothing.
      const plainText = (each: boolean) =>
        !property.enum &&
        !property.items?.enum &&
        !property.format &&
        !metas.some((m) => Object.hasOwn(FORMATS, validatorName(m) ?? '')) &&
        isStringType(property.isArray && !each ? undefined : property.type);
      const rules = rulesFor(metas, plainText);
      const next = withValidatorRules(property, rules);
      if (!next) continue;
      Reflect.defineMetadata(API_MODEL_PROPERTIES, next, target.prototype, propertyName);
      changed++;
    }
  }
  return changed;
}
