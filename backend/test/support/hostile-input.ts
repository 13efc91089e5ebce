/**
 * Building blocks of the hostile-input sweep (hostile-input.e2e-spec.ts): reading the generated OpenAPI
 * document, sample values that satisfy a schema, hostile values that break it, and the check that an
 * error answer is the project's one error shape with a Polish message.
 */
import { ERROR_MESSAGES, VALIDATION_MESSAGES } from '../../src/common/api-error';

export interface Schema {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  example?: unknown;
  description?: string;
  default?: unknown;
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  items?: Schema;
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
}

export interface Operation {
  method: string;
  path: string;
  operationId?: string;
  parameters: Parameter[];
  security: string[];
  /** Roles named by the Auth() decorator's 403 description ("Tylko role: ADMIN, DISPATCHER"). */
  roles: string[];
  jsonBody?: Schema;
  multipartBody?: Schema;
}

export interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        operationId?: string;
        parameters?: Parameter[];
        security?: Array<Record<string, unknown>>;
        requestBody?: { content: Record<string, { schema: Schema }> };
        responses?: Record<string, { description?: string }>;
      }
    >
  >;
  components?: { schemas?: Record<string, Schema> };
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Every operation of the document, paths × methods, with its parameters and body schema. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  const result: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.includes(method)) continue;
      const forbidden = op.responses?.['403']?.description ?? '';
      const roles =
        /Tylko role: (.+)$/
          .exec(forbidden)?.[1]
          .split(',')
          .map((r) => r.trim()) ?? [];
      result.push({
        method,
        path,
        operationId: op.operationId,
        parameters: op.parameters ?? [],
        security: (op.security ?? []).flatMap((s) => Object.keys(s)),
        roles,
        jsonBody: op.requestBody?.content['application/json']?.schema,
        multipartBody: op.requestBody?.content['multipart/form-data']?.schema,
      });
    }
  }
  return result;
}

/** Follows $ref and merges allOf, so callers see one plain schema. */
export function resolve(doc: OpenApiDocument, schema: Schema | undefined): Schema {
  if (!schema) return {};
  if (schema.$ref) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    return resolve(doc, { ...doc.components?.schemas?.[name], ...without(schema, '$ref') });
  }
  if (schema.allOf?.length) {
    const merged = schema.allOf.reduce<Schema>((acc, part) => ({ ...acc, ...resolve(doc, part) }), {});
    return { ...merged, ...without(schema, 'allOf'), type: merged.type ?? schema.type };
  }
  return schema;
}

function without<T extends object>(value: T, key: keyof T): T {
  const copy = { ...value };
  delete copy[key];
  return copy;
}

export const SAMPLE_EMAIL = 'hostile.sample@example.pl';
const NAMED_SAMPLES: Array<[RegExp, string]> = [
  [/email/i, SAMPLE_EMAIL],
  [/phone/i, '+48600100200'],
  [/password/i, 'Hostile#Haslo1'],
  [/postcode/i, '00-950'],
];

/** A value the schema accepts (as far as the document says), to build a request that fails only where we break it. */
export function sampleOf(doc: OpenApiDocument, raw: Schema | undefined, depth = 0, name = ''): unknown {
  const schema = resolve(doc, raw);
  if (schema.example !== undefined) return schema.example;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  switch (schema.type) {
    case 'string':
      // Where the document names no format, the field's name does: a valid e-mail, phone or password gets a request further.
      for (const [pattern, value] of NAMED_SAMPLES) if (pattern.test(name)) return value;
      if (schema.format === 'date-time') return '2026-12-01T10:00:00.000Z';
      if (schema.format === 'date') return '2026-12-01';
      if (schema.format === 'email') return 'hostile@example.pl';
      return 'Test'.padEnd(Math.max(schema.minLength ?? 0, 4), 'x').slice(0, schema.maxLength ?? 1000);
    case 'integer':
    case 'number':
      return Math.min(Math.max(schema.minimum ?? 1, 1), schema.maximum ?? Number.MAX_SAFE_INTEGER);
    case 'boolean':
      return false;
    case 'array':
      return depth > 3 ? [] : [sampleOf(doc, schema.items, depth + 1)];
    default:
      if (schema.properties && depth <= 3) {
        return Object.fromEntries(Object.entries(schema.properties).map(([k, v]) => [k, sampleOf(doc, v, depth + 1, k)]));
      }
      return schema.type === 'object' ? {} : 'Test';
  }
}

export const LONG = 'ł'.repeat(20_000);
export const NUL = 'przed\u0000po';
/** Sent as the JSON escape `\ud800` (JSON.stringify keeps a lone surrogate escaped): valid UTF-8 bytes, an unpaired UTF-16 half once parsed. */
export const LONE_SURROGATE = '\ud800x@a.pl';
export const HUGE = 1e20;

export interface HostileValue {
  name: string;
  value: unknown;
  /** True when the declared schema allows the value: then a 2xx is a legitimate answer (still never a 5xx). */
  allowedBy: (schema: Schema) => boolean;
}

const isNumeric = (s: Schema) => s.type === 'number' || s.type === 'integer';
const isPlainString = (s: Schema) => s.type === 'string' && !s.enum && !s.format && !s.pattern;
const inRange = (s: Schema, n: number) =>
  isNumeric(s) && (s.minimum === undefined || n >= s.minimum) && (s.maximum === undefined || n <= s.maximum) && (s.type !== 'integer' || Number.isInteger(n));

/** The wrong values every declared body property gets in turn. */
export const HOSTILE_BODY_VALUES: HostileValue[] = [
  { name: 'object', value: { a: 1 }, allowedBy: (s) => !s.type || (s.type === 'object' && !s.properties) },
  { name: 'array', value: ['a', 1], allowedBy: (s) => !s.type },
  { name: 'number', value: 12345, allowedBy: (s) => !s.type || inRange(s, 12345) },
  { name: 'long string', value: LONG, allowedBy: (s) => !s.type || (isPlainString(s) && (s.maxLength ?? Infinity) >= LONG.length) },
  {
    name: 'NUL byte',
    value: NUL,
    allowedBy: (s) => !s.type || (isPlainString(s) && (s.minLength ?? 0) <= NUL.length && (s.maxLength ?? Infinity) >= NUL.length),
  },
  // No schema allows it: every JSON string is refused with it, wherever it comes from.
  { name: 'lone surrogate', value: LONE_SURROGATE, allowedBy: () => false },
  { name: 'negative', value: -1, allowedBy: (s) => !s.type || inRange(s, -1) },
  { name: 'huge', value: HUGE, allowedBy: (s) => !s.type || inRange(s, HUGE) },
  { name: 'fraction', value: 1.5, allowedBy: (s) => !s.type || inRange(s, 1.5) },
  { name: 'null', value: null, allowedBy: (s) => !s.type || s.nullable === true },
  { name: 'true', value: true, allowedBy: (s) => !s.type || (s.type === 'boolean' && (!s.enum || s.enum.includes(true))) },
];

/** Every (path, schema) of the body's properties, one level into nested objects and array items. */
export function propertyPaths(
  doc: OpenApiDocument,
  raw: Schema | undefined,
  prefix: Array<string | number> = [],
  depth = 0,
): Array<{ path: Array<string | number>; schema: Schema }> {
  const schema = resolve(doc, raw);
  const result: Array<{ path: Array<string | number>; schema: Schema }> = [];
  for (const [name, child] of Object.entries(schema.properties ?? {})) {
    const resolved = resolve(doc, child);
    const path = [...prefix, name];
    // `required` travels with the property so that null counts as allowed only where the document says so.
    result.push({ path, schema: { ...resolved, nullable: resolved.nullable || !schema.required?.includes(name) } });
    if (depth >= 1) continue;
    if (resolved.properties) result.push(...propertyPaths(doc, resolved, path, depth + 1));
    if (resolved.type === 'array' && resolve(doc, resolved.items).properties) result.push(...propertyPaths(doc, resolved.items, [...path, 0], depth + 1));
  }
  return result;
}

/** A deep copy of `body` with the value at `path` replaced (missing containers are created). */
export function withValue(body: unknown, path: Array<string | number>, value: unknown): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let node = copy;
  path.slice(0, -1).forEach((key, i) => {
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = typeof path[i + 1] === 'number' ? [] : {};
    node = node[key] as Record<string | number, unknown>;
  });
  node[path[path.length - 1]] = value;
  return copy;
}

/** Hostile values for a path parameter: none of them names a real record, so every answer must be a 4xx. */
export const HOSTILE_PATH_VALUES = ['abc', '-1', '0', '99999999999999999999', '1.5', '%00', 'a'.repeat(300), '%E0%A4%A', '%zz', '%FF%FE', '%ED%A0%80'];

/** A query string that is not valid percent-encoding. */
export const MALFORMED_QUERY_VALUE = '%E0%A4%A';

/** Percent-encoded bytes no text may hold (sent as they are): not UTF-8, a UTF-16 surrogate encoded as UTF-8, NUL. */
export const BAD_TEXT_QUERY_VALUES: Array<[string, string]> = [
  ['invalid UTF-8', '%FF%FEabc'],
  ['encoded surrogate', '%ED%A0%80x'],
  ['NUL', 'a%00b'],
];

/** Raw bytes that are not UTF-8 (a lone 0xFF, a surrogate encoded as UTF-8), to put inside a JSON string. */
export const INVALID_UTF8_BYTES: Array<[string, Buffer]> = [
  ['0xFF', Buffer.from([0x61, 0xff, 0x62])],
  ['encoded surrogate', Buffer.from([0x61, 0xed, 0xa0, 0x80])],
];

/** A JSON text's bytes with the string literal `"marker"` replaced by a string holding `bytes`. */
export function jsonWithBytes(json: string, marker: string, bytes: Buffer): Buffer {
  const [before, after] = json.split(`"${marker}"`);
  return Buffer.concat([Buffer.from(`${before}"`), bytes, Buffer.from(`"${after ?? ''}`)]);
}

/** `depth` levels of nesting, as JSON text: arrays (`[[[…]]]`) or objects (`{"a":{"a":…}}`). */
export function nestedJson(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array' ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** Hostile values for a query parameter; a string array stands for a repeated parameter (?x=1&x=2). */
export const HOSTILE_QUERY_VALUES: HostileValue[] = [
  { name: 'abc', value: 'abc', allowedBy: (s) => !s.type || isPlainString(s) },
  { name: 'repeated', value: ['1', '2'], allowedBy: (s) => !s.type || s.type === 'array' },
  { name: '5000 chars', value: 'x'.repeat(5000), allowedBy: (s) => !s.type || (isPlainString(s) && (s.maxLength ?? Infinity) >= 5000) },
  { name: '-1', value: '-1', allowedBy: (s) => !s.type || isPlainString(s) || inRange(s, -1) },
  { name: 'bad date', value: '2026-13-45', allowedBy: (s) => !s.type || isPlainString(s) },
  { name: 'huge', value: '99999999999999999999', allowedBy: (s) => !s.type || isPlainString(s) || inRange(s, 1e20) },
];

/** Hostile values for a header parameter (Idempotency-Key, If-None-Match). */
export const HOSTILE_HEADER_VALUES: HostileValue[] = [
  { name: '5000 chars', value: 'x'.repeat(5000), allowedBy: (s) => !s.type || (isPlainString(s) && (s.maxLength ?? Infinity) >= 5000) },
  { name: 'odd chars', value: 'a%00\u00ff\tb', allowedBy: (s) => !s.type || isPlainString(s) },
];

const KNOWN_POLISH: Set<string> = new Set(
  ([...Object.values(ERROR_MESSAGES), ...Object.values(VALIDATION_MESSAGES)] as unknown[]).filter((v): v is string => typeof v === 'string'),
);

/** Nest, Express, multer, class-validator and JSON.parse defaults, and English words no Polish text uses. */
const ENGLISH =
  /^(Bad Request|Internal server error|Unexpected|Cannot |Unauthorized|Forbidden|Not Found|Payload Too Large|Validation failed|Multipart|Malformed|Field value too long|Too many|URI malformed|request entity)|\b(must|should|the|each|either|nested|is not|cannot|invalid|expected|unexpected|property|not allowed)\b/i;
const POLISH_LETTERS = /[ąćęłńóśźżĄĆĘŁŃÓŚŹŻ]/;
const POLISH_WORDS =
  /\b(nie|brak|co|lub|albo|jest|jeden|wybierz|wpisz|podaj|oczekiwano|niepoprawn\w*|nieznan\w*|pole|dane|zbyt|wymagan\w*|musi|dozwolone|maksymaln\w*|minimaln\w*|adres|plik|numer|identyfikator|konto|token|link)\b/i;

/** Polish for a person: a known project message, or Polish letters/words and no English default. */
export function isPolish(message: unknown): boolean {
  if (typeof message !== 'string' || !message.trim()) return false;
  if (KNOWN_POLISH.has(message)) return true;
  if (ENGLISH.test(message)) return false;
  return POLISH_LETTERS.test(message) || POLISH_WORDS.test(message);
}

/** What is wrong with an error answer's body, or undefined when it is the one error shape in Polish. */
export function errorShapeProblem(status: number, body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return `body is not an object: ${JSON.stringify(body)?.slice(0, 120)}`;
  const b = body as Record<string, unknown>;
  const extra = Object.keys(b).filter((k) => !['statusCode', 'message', 'errors'].includes(k));
  if (extra.length) return `unexpected keys ${extra.join(', ')}`;
  if (b.statusCode !== status) return `statusCode ${String(b.statusCode)} ≠ HTTP ${status}`;
  if (!isPolish(b.message)) return `message not Polish: ${JSON.stringify(b.message)?.slice(0, 160)}`;
  if (b.errors !== undefined) {
    if (typeof b.errors !== 'object' || b.errors === null || Array.isArray(b.errors)) return 'errors is not an object';
    for (const [field, text] of Object.entries(b.errors)) {
      if (!isPolish(text)) return `errors.${field} not Polish: ${JSON.stringify(text)?.slice(0, 160)}`;
    }
  }
  return undefined;
}
