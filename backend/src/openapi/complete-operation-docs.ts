import type { INestApplication } from '@nestjs/common';
import type { OpenAPIObject } from '@nestjs/swagger';
import { ROLES_KEY } from '../common/roles-key';
import type { CapturedExample } from './captured-example';

type Json = Record<string, unknown>;
interface Operation {
  operationId?: string;
  description?: string;
  security?: Array<Record<string, unknown>>;
  parameters?: Array<{ name: string; in: string; example?: unknown; schema?: { type?: string } }>;
  requestBody?: { content?: Record<string, Json> };
  responses: Record<string, { description?: string; content?: Record<string, Json> }>;
}

/** The operationId factory of buildOpenApiDocument: `Users_search` for UsersController.search. */
export const operationIdOf = (controller: string, method: string) => `${controller.replace(/Controller$/, '')}_${method}`;

/** Said of an error response that declares no description of its own. */
const DEFAULT_ERROR_MEANING: Record<string, string> = {
  '400': 'Niepoprawne dane: `message` mówi co, `errors` wskazuje pola (ścieżka pola → komunikat)',
  '404': 'Nie ma takiego rekordu',
  '413': 'Plik za duży',
  '503': 'Usługa chwilowo niedostępna',
};

const jsonOf = (content: Record<string, Json> | undefined) => content?.['application/json'];

const ERROR_SCHEMA = { $ref: '#/components/schemas/ApiErrorResponseDto' };
const isErrorShape = (entry: Json) => (entry.schema as { $ref?: string } | undefined)?.$ref === ERROR_SCHEMA.$ref;

/**
 * The answers every route with a body can give before its handler runs (common/body-parsers.ts,
 * common/body-media-type.guard.ts): a JSON body over the limit, a body of a type the route does not consume.
 */
const BODY_ERRORS: Record<string, { description: string; when: (consumes: string[]) => boolean }> = {
  '413': { description: 'Treść większa niż limit (BODY_LIMIT_BYTES, domyślnie 1 MiB)', when: (consumes) => consumes.includes('application/json') },
  '415': { description: 'Treść innego typu niż ten, który przyjmuje wywołanie (nagłówek Content-Type)', when: () => true },
};

/**
 * What the server answers, stated where @nestjs/swagger cannot: errors are always JSON in the one error shape (a route's
 * @ApiProduces would otherwise list its 404 as text/csv), the body errors of every route with a body, the 304 of every
 * GET answered with JSON (Express gives each such answer an ETag and answers a matching If-None-Match with 304), and a
 * bearer token that is optional (no 401 declared) as the alternative of no security at all.
 */
function completeResponses(method: string, op: Operation): void {
  if (method === 'get' && jsonOf(op.responses['200']?.content) && !op.responses['304']) {
    op.responses['304'] = { description: 'The If-None-Match ETag is current (the ETag of the JSON answer)' };
  }
  for (const [status, response] of Object.entries(op.responses)) {
    const error = Number(status) >= 400 && Object.values(response.content ?? {}).find(isErrorShape);
    if (error) response.content = { 'application/json': error };
  }
  const consumes = Object.keys(op.requestBody?.content ?? {});
  if (consumes.length) {
    for (const [status, { description, when }] of Object.entries(BODY_ERRORS)) {
      if (!op.responses[status] && when(consumes)) op.responses[status] = { description, content: { 'application/json': { schema: ERROR_SCHEMA } } };
    }
  }
  op.responses = Object.fromEntries(Object.entries(op.responses).sort(([a], [b]) => a.localeCompare(b)));
  const schemes = (op.security ?? []).flatMap((s) => Object.keys(s));
  if (schemes.includes('bearer') && !op.responses['401'] && !op.security?.some((s) => !Object.keys(s).length)) op.security = [{}, ...(op.security ?? [])];
}

const ROLE_NAMES: Record<string, string> = {
  ADMIN: 'ADMIN (administrator)',
  DISPATCHER: 'DISPATCHER (planned-works dispatcher)',
  ACCEPTER: 'ACCEPTER (accepts planned outages)',
  CALLCENTER: 'CALLCENTER (call-centre staff)',
  PUBLIC: 'PUBLIC (registered portal user)',
};

/** The roles of each route's Auth() decorator (method over class, as RolesGuard reads them), by operationId. */
export function rolesByOperation(app: INestApplication): Map<string, string[]> {
  const result = new Map<string, string[]>();
  const container = (app as unknown as { container: { getModules(): Map<string, { controllers: Map<unknown, { metatype: Function }> }> } }).container;
  for (const module of container.getModules().values()) {
    for (const { metatype } of module.controllers.values()) {
      for (const method of Object.getOwnPropertyNames(metatype.prototype)) {
        if (method === 'constructor') continue;
        const handler = (metatype.prototype as Record<string, unknown>)[method];
        const roles = (Reflect.getMetadata(ROLES_KEY, handler as object) ?? Reflect.getMetadata(ROLES_KEY, metatype) ?? []) as string[];
        result.set(operationIdOf(metatype.name, method), roles);
      }
    }
  }
  return result;
}

/** "Who may call" from what the route enforces: the security the document states and the Auth() roles. */
export function accessOf(op: Operation, roles: string[]): string {
  const schemes = (op.security ?? []).flatMap((s) => Object.keys(s));
  if (schemes.includes('integration-api-key'))
    return 'the outage-management system only, with one of the keys of `INTEGRATION_API_KEYS` in the `X-Api-Key` header; no user token.';
  if (!schemes.includes('bearer')) return 'anyone; no sign-in.';
  if (!op.responses['401']) return 'anyone; a valid bearer token, when sent, links the call to that account.';
  if (!roles.length) return 'any signed-in user (staff or portal), with `Authorization: Bearer <token>` from the login call.';
  return `users signed in with the role ${roles.map((r) => ROLE_NAMES[r] ?? r).join(' or ')}, with \`Authorization: Bearer <token>\` from the login call; other roles get 403.`;
}

/**
 * Completes every operation's description after the hand-written part (api-doc.ts): who may call it, the answers
 * other than success and what each means, and the examples captured from real calls (backend/test/fixtures/api-examples.json, read by the generator).
 */
export function completeOperationDocs(app: INestApplication, document: OpenAPIObject, examples: Record<string, CapturedExample>): void {
  const roles = rolesByOperation(app);
  for (const item of Object.values(document.paths)) {
    for (const [method, op] of Object.entries(item) as Array<[string, Operation]>) {
      if (!op?.operationId || !op.responses) continue;
      completeResponses(method, op);
      for (const [status, response] of Object.entries(op.responses)) {
        if (!response.description && DEFAULT_ERROR_MEANING[status]) response.description = DEFAULT_ERROR_MEANING[status];
      }
      const parts = [op.description ?? ''];
      if (!parts[0].includes('**Who may call:**')) parts.push(`**Who may call:** ${accessOf(op, roles.get(op.operationId) ?? [])}`);
      const others = Object.entries(op.responses).filter(([status]) => Number(status) >= 300);
      if (others.length) {
        parts.push(
          [
            '**Other answers** (errors have the body `{ statusCode, message, errors? }`, `message` in Polish):',
            ...others.map(([status, r]) => `- \`${status}\`: ${r.description ?? ''}`),
          ].join('\n'),
        );
      }
      op.description = parts.filter(Boolean).join('\n\n');
      addExamples(op, examples[op.operationId]);
    }
  }
}

function addExamples(op: Operation, example: CapturedExample | undefined): void {
  if (!example) return;
  const request = jsonOf(op.requestBody?.content);
  if (request && example.request !== undefined) request.example = example.request;
  const response = jsonOf(op.responses[String(example.status)]?.content);
  if (response && example.response !== undefined) response.example = example.response;
  for (const parameter of op.parameters ?? []) {
    const value = parameter.in === 'path' ? example.path?.[parameter.name] : parameter.in === 'query' ? example.query?.[parameter.name] : undefined;
    if (value === undefined) continue;
    // A URL carries text; the example takes the parameter's own type.
    const type = parameter.schema?.type;
    if (typeof value === 'string' && (type === 'integer' || type === 'number')) parameter.example = Number(value);
    else if (typeof value === 'string' && type === 'boolean') parameter.example = value === 'true';
    else parameter.example = value;
  }
}
