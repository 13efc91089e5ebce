import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ApiProperty, ApiPropertyOptional, OpenAPIObject } from '@nestjs/swagger';
import { ArrayMaxSize, IsEmail, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min, validateSync } from 'class-validator';
import { AppModule } from '../app.module';
import { loadConfig } from '../config/app-config';
import { buildOpenApiDocument } from './swagger';
import { API_MODEL_PROPERTIES, applyValidatorRulesToSwagger, validatedClasses, validatorName, validatorsByProperty } from './validation-rules';

class SampleDto {
  @ApiProperty()
  @IsString()
  @IsNotEmpty()
  @MaxLength(40)
  name: string;

  @ApiProperty({ maxLength: 10 })
  @IsString()
  @MaxLength(12)
  statedOnPurpose: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(99)
  count?: number;

  @ApiProperty()
  @IsEmail()
  @IsNotEmpty()
  email: string;

  @ApiProperty()
  @Matches(/^\d{2}-\d{3}$/)
  postcode: string;

  @ApiProperty()
  @Matches(/^abc$/i)
  caseless: string;

  @ApiProperty()
  @IsIn(['A', 'B'])
  kind: string;

  @ApiProperty({ type: [Number] })
  @ArrayMaxSize(5)
  @IsInt({ each: true })
  @Min(1, { each: true })
  ids: number[];

  @ApiProperty({ type: [String] })
  @IsString({ each: true })
  @IsNotEmpty({ each: true })
  @MaxLength(30, { each: true })
  texts: string[];
}

const metadataOf = (property: keyof SampleDto) => Reflect.getMetadata(API_MODEL_PROPERTIES, SampleDto.prototype, property) as Record<string, unknown>;

describe('applyValidatorRulesToSwagger', () => {
  beforeAll(() => applyValidatorRulesToSwagger([SampleDto]));

  it('adds length, range, format, pattern and enum rules the @ApiProperty does not state', () => {
    expect(metadataOf('name')).toMatchObject({ maxLength: 40, minLength: 1 });
    expect(metadataOf('count')).toMatchObject({ type: 'integer', minimum: 1, maximum: 99, required: false });
    expect(metadataOf('email')).toMatchObject({ format: 'email' });
    expect(metadataOf('email').minLength).toBeUndefined();
    expect(metadataOf('postcode')).toMatchObject({ pattern: '^\\d{2}-\\d{3}$' });
    expect(metadataOf('kind')).toMatchObject({ enum: ['A', 'B'] });
  });

  it('lets an explicit @ApiProperty option win', () => {
    expect(metadataOf('statedOnPurpose').maxLength).toBe(10);
  });

  it('leaves out a pattern whose flags OpenAPI cannot express', () => {
    expect(metadataOf('caseless').pattern).toBeUndefined();
  });

  it('puts per-item rules on the items and array rules on the array', () => {
    expect(metadataOf('ids')).toMatchObject({ type: 'integer', isArray: true, maxItems: 5, minimum: 1 });
    expect(metadataOf('texts')).toMatchObject({ maxLength: 30, minLength: 1 });
  });

  it('changes nothing on a second run', () => {
    expect(applyValidatorRulesToSwagger([SampleDto])).toBe(0);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// The guard: every rule the validation pipe enforces on a DTO property is stated where the generated document
// shows that property. Checked independently of how validation-rules.ts derives them.
// ---------------------------------------------------------------------------------------------------------------

interface Schema {
  $ref?: string;
  allOf?: Schema[];
  type?: string;
  format?: string;
  enum?: unknown[];
  nullable?: boolean;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
}
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: Schema;
}
interface Location {
  where: string;
  schemaOf: (property: string) => Schema | undefined;
  requiredIn: (property: string) => boolean;
}

/** Flags OpenAPI lacks, or Unicode property escapes that need the u flag OpenAPI 3.0 tools do not set. */
const hasFlagsOpenApiLacks = (re: unknown) => re instanceof RegExp && (/[ims]/.test(re.flags) || /\\[pP]\{|\\u\{/.test(re.source));
const sameValues = (a: unknown[] | undefined, b: unknown[]) => !!a && a.length === b.length && b.every((v) => a.includes(v));

/** How each validator's rule must appear in the property's schema: undefined when stated, else what is missing. */
const STATED: Record<string, (s: Schema, c: unknown[]) => string | undefined> = {
  maxLength: (s, [n]) => (s.maxLength === n ? undefined : `maxLength ${n}`),
  minLength: (s, [n]) => (s.minLength === n ? undefined : `minLength ${n}`),
  isLength: (s, [min, max]) => (s.minLength === min && s.maxLength === max ? undefined : `minLength ${min}, maxLength ${max}`),
  min: (s, [n]) => (s.minimum === n ? undefined : `minimum ${n}`),
  max: (s, [n]) => (s.maximum === n ? undefined : `maximum ${n}`),
  matches: (s, [re]) => (hasFlagsOpenApiLacks(re) || s.pattern === (re instanceof RegExp ? re.source : re) ? undefined : `pattern ${String(re)}`),
  // A nullable property lists null in its enum too (OpenAPI 3.0.3; openapi/nullable-enums.ts).
  isIn: (s, [values]) =>
    sameValues(s.nullable ? s.enum?.filter((v) => v !== null) : s.enum, values as unknown[]) ? undefined : `enum ${JSON.stringify(values)}`,
  equals: (s, [value]) => (sameValues(s.enum, [value]) ? undefined : `enum [${JSON.stringify(value)}]`),
  isInt: (s) => (s.type === 'integer' ? undefined : 'type integer'),
  isNumber: (s) => (s.type === 'number' || s.type === 'integer' ? undefined : 'type number'),
  isBoolean: (s) => (s.type === 'boolean' ? undefined : 'type boolean'),
  isString: (s) => (s.type === 'string' ? undefined : 'type string'),
  isEmail: (s) => (s.format === 'email' ? undefined : 'format email'),
  isInstant: (s) => (s.format === 'date-time' ? undefined : 'format date-time'),
  isoInstant: (s) => (s.format === 'date-time' ? undefined : 'format date-time'),
  isIso8601: (s) => (s.format === 'date-time' ? undefined : 'format date-time'),
  isCalendarDate: (s) => (s.format === 'date' ? undefined : 'format date'),
  // Only text has a length; on an enum or a format the rule says nothing more.
  isNotEmpty: (s) => (s.type !== 'string' || s.enum || s.format || (s.minLength ?? 0) >= 1 ? undefined : 'minLength 1'),
  arrayMaxSize: (s, [n]) => (s.maxItems === n ? undefined : `maxItems ${n}`),
  arrayMinSize: (s, [n]) => (s.minItems === n ? undefined : `minItems ${n}`),
  arrayNotEmpty: (s) => ((s.minItems ?? 0) >= 1 ? undefined : 'minItems 1'),
};

/** Validators with nothing for a JSON schema to state, and why; a validator in neither list fails the guard. */
const NOT_STATED: Record<string, string> = {
  isOptional: 'stated by `required`, checked below',
  conditionalValidation: 'ValidateIf: a condition on the object, stated by `required`/`nullable`',
  isDefined: 'stated by `required`, checked below',
  isObject: 'a nested DTO: its own schema is checked',
  isArray: 'the schema says type array',
  nestedValidation: 'a nested DTO: its own schema is checked',
  isAfterInstant: 'cross-field (end after start): in the description',
  pollPurpose: 'cross-field (one purpose chosen): in the description',
  pollGoal: 'cross-field (one goal answer): in the description',
  phoneByCountryCode: 'depends on the country code: in the description',
  emailCharacters: 'common/email-address.ts: hidden and direction characters refused, which `format: email` already excludes',
  visibleText: 'common/visible-text.ts: Unicode classes (Cf, Cc) that an ECMA-262 `pattern` without the u flag cannot state; docs/security.md',
  isWarsawDate: 'a date or a date-time (no single format): in the description (field-rules.ts WARSAW_DATE_DESCRIPTION)',
};

/** Follows $ref and merges allOf (a nested DTO with a description is `allOf: [{ $ref }]`). */
function resolve(doc: OpenAPIObject, schema: Schema | undefined): Schema | undefined {
  if (!schema) return undefined;
  if (schema.$ref) return resolve(doc, (doc.components?.schemas as Record<string, Schema>)[schema.$ref.split('/').pop()!]);
  if (schema.allOf) return schema.allOf.reduce<Schema>((acc, part) => ({ ...acc, ...resolve(doc, part) }), { ...schema, allOf: undefined });
  return schema;
}

/** Where each validated DTO appears: its component schema, and the operations taking it as @Query() or @Param(). */
function locationsOf(app: INestApplication, doc: OpenAPIObject): Map<Function, Location[]> {
  const result = new Map<Function, Location[]>();
  const add = (cls: Function, location: Location) => result.set(cls, [...(result.get(cls) ?? []), location]);
  const schemas = (doc.components?.schemas ?? {}) as Record<string, Schema>;
  for (const cls of validatedClasses()) {
    const schema = schemas[cls.name];
    if (schema)
      add(cls, { where: `components.schemas.${cls.name}`, schemaOf: (p) => schema.properties?.[p], requiredIn: (p) => !!schema.required?.includes(p) });
  }
  const operations = new Map<string, { path: string; parameters: Parameter[] }>();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const op of Object.values(item) as Array<{ operationId?: string; parameters?: Parameter[] }>) {
      if (op?.operationId) operations.set(op.operationId, { path, parameters: op.parameters ?? [] });
    }
  }
  // How Nest records @Body()/@Query()/@Param() (ROUTE_ARGS_METADATA, RouteParamtypes BODY = 3, QUERY = 4, PARAM = 5); swagger reads the same.
  const container = (app as unknown as { container: { getModules(): Map<string, { controllers: Map<unknown, { metatype: Function }> }> } }).container;
  for (const module of container.getModules().values()) {
    for (const { metatype: controller } of module.controllers.values()) {
      for (const method of Object.getOwnPropertyNames(controller.prototype)) {
        const args = (Reflect.getMetadata('__routeArguments__', controller, method) ?? {}) as Record<string, { index: number; data?: unknown }>;
        const types = (Reflect.getMetadata('design:paramtypes', controller.prototype, method) ?? []) as Function[];
        for (const [key, arg] of Object.entries(args)) {
          const type = types[arg.index];
          // A body class with no rule of its own (`extends IntersectionType(A, B)`) is found through the route that takes it.
          if (key.split(':')[0] === '3' && type && !result.has(type) && schemas[type.name]) {
            const schema = schemas[type.name];
            add(type, { where: `components.schemas.${type.name}`, schemaOf: (p) => schema.properties?.[p], requiredIn: (p) => !!schema.required?.includes(p) });
          }
          const kind = { '4': 'query', '5': 'path' }[key.split(':')[0]];
          if (!kind || arg.data !== undefined || !type) continue;
          const operationId = `${controller.name.replace(/Controller$/, '')}_${method}`;
          const op = operations.get(operationId);
          if (!op) throw new Error(`${operationId} takes ${types[arg.index].name} but the document has no such operation`);
          const param = (p: string) => op.parameters.find((x) => x.in === kind && x.name === p);
          add(types[arg.index], { where: `${operationId} (${op.path}) ${kind}`, schemaOf: (p) => param(p)?.schema, requiredIn: (p) => !!param(p)?.required });
        }
      }
    }
  }
  return result;
}

/** The properties class-validator refuses when absent: validate an empty instance (defaults applied, as the pipe does). */
function requiredByServer(cls: Function): Set<string> {
  let empty: object;
  try {
    empty = new (cls as new () => object)();
  } catch {
    empty = Object.create(cls.prototype) as object;
  }
  return new Set(validateSync(empty).map((e) => e.property));
}

describe('the generated OpenAPI document states the rules the server enforces', () => {
  let app: INestApplication;
  let doc: OpenAPIObject;
  let locations: Map<Function, Location[]>;
  /** Validated DTOs that the document describes (EnvSchema and the like carry no @ApiProperty). */
  let documented: Function[];

  beforeAll(async () => {
    app = await NestFactory.create(AppModule.forRoot(loadConfig({ NODE_ENV: 'development' }), 'postgres://unused'), {
      preview: true,
      logger: false,
      abortOnError: false,
    });
    doc = buildOpenApiDocument(app);
    locations = locationsOf(app, doc);
    documented = validatedClasses().filter((cls) => cls !== SampleDto && Reflect.getMetadata('swagger/apiModelPropertiesArray', cls.prototype));
  }, 60_000);
  afterAll(() => app.close());

  it('shows every validated DTO and each of its validated properties', () => {
    const missing: string[] = [];
    for (const cls of documented) {
      // A base class that no operation names itself (QueryPageDto) is shown through the classes that extend it.
      // An heir may declare no rule of its own (`class ExportAuditDto extends OmitType(…)`): any class the document shows counts.
      const heirs = [...locations.keys()].filter((other) => other !== cls && Object.prototype.isPrototypeOf.call(cls.prototype, other.prototype));
      const where = locations.get(cls) ?? heirs.flatMap((heir) => locations.get(heir) ?? []);
      if (!where.length) missing.push(`${cls.name}: not in the document`);
      for (const property of validatorsByProperty(cls).keys()) {
        for (const location of where)
          if (!location.schemaOf(property)) missing.push(`${location.where}.${property}: validated but not documented (@ApiProperty missing?)`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('states every length, range, pattern, enum, type and format rule where the property appears', () => {
    expect(documented.length).toBeGreaterThan(30);
    const problems: string[] = [];
    let checked = 0;
    for (const cls of documented) {
      for (const [property, metas] of validatorsByProperty(cls)) {
        for (const location of locations.get(cls) ?? []) {
          const schema = resolve(doc, location.schemaOf(property));
          if (!schema) continue; // reported by the test above
          for (const meta of metas) {
            const name = validatorName(meta) ?? '(unnamed)';
            if (name in NOT_STATED) continue;
            const check = STATED[name];
            if (!check) {
              problems.push(
                `${cls.name}.${property}: validator ${name} has no OpenAPI counterpart: map it in validation-rules.ts and STATED here, or list it in NOT_STATED with the reason`,
              );
              continue;
            }
            const target = meta.each && schema.type === 'array' ? (resolve(doc, schema.items) ?? {}) : schema;
            const missing = check(target, meta.constraints ?? []);
            checked++;
            if (missing)
              problems.push(
                `${location.where}.${property}${meta.each ? '[]' : ''}: @${name} is not stated — expected ${missing}, found ${JSON.stringify(target)}`,
              );
          }
        }
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(300);
  });

  it('marks required every property the server refuses to go without', () => {
    const problems: string[] = [];
    for (const cls of documented) {
      for (const property of requiredByServer(cls)) {
        for (const location of locations.get(cls) ?? []) {
          if (location.schemaOf(property) && !location.requiredIn(property))
            problems.push(`${location.where}.${property}: required by the server, optional in the document`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
