import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { OpenAPIObject } from '@nestjs/swagger';
import { AppModule } from '../app.module';
import { loadConfig } from '../config/app-config';
import { SPEC_LINE_PREFIX } from '../common/api-doc';
import { API_TAGS } from './api-tags';
import { accessOf } from './complete-operation-docs';
import { allowNullInNullableEnums } from './nullable-enums';
import { buildOpenApiDocument, documentForServer, readRecordedExamples } from './swagger';

interface Media {
  example?: unknown;
  examples?: unknown;
}
interface Operation {
  operationId: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Array<Record<string, unknown>>;
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, { description?: string; content?: Record<string, Media & { schema?: { format?: string } }> }>;
}

/**
 * The JSON success answers of an operation. Exempt: 204 and files (.xlsx, .docx), whose bytes an example cannot show.
 * Where two successes are possible (201 created, 200 already registered) one real example is enough.
 */
function jsonSuccesses(op: Operation): Media[] {
  return Object.entries(op.responses)
    .filter(([status, r]) => /^2\d\d$/.test(status) && r.content?.['application/json'])
    .map(([, r]) => r.content!['application/json']);
}

describe('every operation of the OpenAPI document is documented for integrators', () => {
  let app: INestApplication;
  let doc: OpenAPIObject;
  let operations: Array<Operation & { where: string }>;

  beforeAll(async () => {
    app = await NestFactory.create(AppModule.forRoot(loadConfig({ NODE_ENV: 'development' }), 'postgres://unused'), {
      preview: true,
      logger: false,
      abortOnError: false,
    });
    doc = buildOpenApiDocument(app, readRecordedExamples());
    operations = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item as Record<string, Operation>).map(([method, op]) => ({ ...op, where: `${method.toUpperCase()} ${path} (${op.operationId})` })),
    );
  }, 60_000);
  afterAll(() => app.close());

  it('has a summary and a hand-written description with its spec section on each (an ApiDoc line per route)', () => {
    expect(operations.length).toBeGreaterThan(80);
    const missing = operations.flatMap((op) => [
      ...(op.summary?.trim() ? [] : [`${op.where}: no summary`]),
      // The hand-written part ends with the spec line (api-doc.ts); without it only the derived lines are there.
      ...(op.description?.includes(SPEC_LINE_PREFIX) && op.description.indexOf(SPEC_LINE_PREFIX) > 20
        ? []
        : [`${op.where}: no description of its own (add it to the module's *.api-docs.ts)`]),
      ...(op.description?.includes('**Who may call:**') ? [] : [`${op.where}: does not say who may call it`]),
    ]);
    expect(missing).toEqual([]);
  });

  it('puts each operation under a tag the document defines and describes, and defines no tag it does not use', () => {
    const defined = new Map((doc.tags ?? []).map((t) => [t.name, t.description]));
    const used = new Set(operations.flatMap((op) => op.tags ?? []));
    const problems = [
      ...operations.filter((op) => !op.tags?.length).map((op) => `${op.where}: no tag`),
      ...[...used].filter((tag) => !defined.has(tag)).map((tag) => `tag "${tag}" is used but not in API_TAGS (openapi/api-tags.ts)`),
      ...[...defined].filter(([tag, text]) => !used.has(tag) || !text).map(([tag]) => `tag "${tag}" is unused or has no description`),
    ];
    expect(problems).toEqual([]);
    expect(API_TAGS.length).toBe(defined.size);
  });

  it('shows a real example of every JSON request body and success answer', () => {
    const missing = operations.flatMap((op) => {
      const problems: string[] = [];
      const request = op.requestBody?.content['application/json'];
      if (request && request.example === undefined && !request.examples) problems.push(`${op.where}: no request example`);
      const successes = jsonSuccesses(op);
      if (successes.length && !successes.some((m) => m.example !== undefined || m.examples)) problems.push(`${op.where}: no example of its success answer`);
      return problems;
    });
    expect(missing).toEqual([]);
  });

  it('says what every error answer means', () => {
    const silent = operations.flatMap((op) =>
      Object.entries(op.responses)
        .filter(([status, r]) => Number(status) >= 300 && !r.description?.trim())
        .map(([status]) => `${op.where}: ${status} without a description`),
    );
    expect(silent).toEqual([]);
  });

  it('names a server: "/" in the committed document, PUBLIC_URL on a running server', () => {
    expect(doc.servers).toEqual([{ url: '/', description: expect.any(String) }]);
    expect(documentForServer(doc, undefined).servers).toEqual(doc.servers);
    expect(documentForServer(doc, 'https://awarie.example.pl/').servers).toEqual([
      { url: 'https://awarie.example.pl', description: 'This installation (PUBLIC_URL)' },
    ]);
  });
});

describe('accessOf', () => {
  const op = (security: string[], responses: string[]) => ({
    security: security.map((s) => ({ [s]: [] })),
    responses: Object.fromEntries(responses.map((s) => [s, {}])),
  });

  it('names the roles of Auth(), any signed-in user, an optional token, the API key or nobody', () => {
    expect(accessOf(op(['bearer'], ['200', '401', '403']), ['ACCEPTER', 'CALLCENTER'])).toMatch(
      /^users signed in with the role ACCEPTER \(.*\) or CALLCENTER \(.*\), .*other roles get 403/,
    );
    expect(accessOf(op(['bearer'], ['200', '401']), [])).toMatch(/^any signed-in user/);
    expect(accessOf(op(['bearer'], ['201']), [])).toMatch(/^anyone; a valid bearer token, when sent/);
    expect(accessOf(op(['integration-api-key'], ['200', '401']), [])).toMatch(/X-Api-Key/);
    expect(accessOf(op([], ['200']), [])).toBe('anyone; no sign-in.');
  });
});

describe('allowNullInNullableEnums', () => {
  it('adds null to the enum of a nullable schema, once, at any depth', () => {
    const doc = { a: { properties: { x: { enum: ['A'], nullable: true }, y: { enum: ['B'] } } }, b: [{ enum: ['C', null], nullable: true }] };
    allowNullInNullableEnums(doc);
    allowNullInNullableEnums(doc);
    expect(doc).toEqual({ a: { properties: { x: { enum: ['A', null], nullable: true }, y: { enum: ['B'] } } }, b: [{ enum: ['C', null], nullable: true }] });
  });
});
