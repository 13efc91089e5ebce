import { createApiClient, type Middleware } from '@portal/api-client';
import { fetchUtils, HttpError } from 'react-admin';
import { readToken } from '../auth/storedSession';

/** Spec §7: the client has a configurable host prefix; empty means the page's own origin. */
export const API_BASE = __API_BASE__;

export function apiUrl(path: string): string {
  return `${API_BASE}${path}`;
}

/**
 * The base of ra-data-simple-rest (the resources the API serves as plain REST): JSON in and out, errors as
 * react-admin's HttpError (status + the server's { statusCode, message, errors } body), and the bearer token whenever
 * one is stored (spec §6: "sent as a bearer header on every request when it exists"). Every other call takes `api`.
 */
export function httpClient(url: string, options: fetchUtils.Options = {}) {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  const token = readToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return fetchUtils.fetchJson(url, { ...options, headers });
}

/**
 * Thrown before any request is sent when a required parameter (a path id, a body) is missing: staff spec §5,
 * last rule, the guard a generated OpenAPI client has — never a call to `/get/undefined` (public-web's client does the same).
 */
export class MissingParameterError extends Error {
  constructor(operation: string, parameter: string) {
    super(`Brak wymaganego parametru "${parameter}" w wywołaniu ${operation}`);
    this.name = 'MissingParameterError';
  }
}

const isMissing = (value: unknown) => value === undefined || value === null || value === '' || (typeof value === 'number' && Number.isNaN(value));

/** `/api/user/get/{id}` with every `{name}` filled in and encoded; a missing value refuses the call here. */
export function apiPath(template: string, params: Record<string, string | number | null | undefined>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (isMissing(value)) throw new MissingParameterError(template, name);
    return encodeURIComponent(String(value));
  });
}

/** Refuses a call whose required parameter (`body`, a body's `id` …) is missing, like a missing path parameter. */
export function requireParameter<T>(operation: string, name: string, value: T | null | undefined): T {
  if (value === undefined || value === null || value === '' || (typeof value === 'number' && Number.isNaN(value))) {
    throw new MissingParameterError(operation, name);
  }
  return value;
}

/** The server's text (backend common/api-error.ts) when it cannot reach its database: 503 with Retry-After. */
export const SERVICE_UNAVAILABLE_MESSAGE = 'Usługa chwilowo niedostępna. Spróbuj ponownie za chwilę.';

/**
 * A 503 because the database is down or hung: temporary, never a reason to sign out, and not the sign-in lockout's
 * 503 (told apart by the server's message). `message` is what the server said, in Polish.
 */
export function isServiceUnavailable(error: unknown): error is { status: 503; message: string } {
  const e = error as { status?: unknown; body?: { message?: unknown } } | null;
  return typeof e === 'object' && e !== null && e.status === 503 && e.body?.message === SERVICE_UNAVAILABLE_MESSAGE;
}

/** The bearer token whenever one is stored, as on the simple-REST calls. */
const bearer: Middleware = {
  onRequest({ request }) {
    const token = readToken();
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
  },
};

/** A path placeholder without a value refuses the call before it is sent (staff spec §5, last rule). */
const requirePathParameters: Middleware = {
  onRequest({ request, schemaPath, params }) {
    for (const [, name] of schemaPath.matchAll(/\{(\w+)\}/g)) {
      if (isMissing(params.path?.[name])) throw new MissingParameterError(`${request.method} ${schemaPath}`, name);
    }
  },
};

/**
 * A failed answer becomes the HttpError react-admin's fetchJson throws (the server's `message`, its status, the parsed
 * body), so the auth provider's 401 check, the forms' server-side `errors` and the notifications read both alike.
 */
const httpErrors: Middleware = {
  async onResponse({ response }) {
    if (response.ok) return;
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    const message = typeof body === 'object' && body !== null && 'message' in body ? body.message : undefined;
    throw new HttpError(typeof message === 'string' && message ? message : response.statusText, response.status, body);
  },
};

/** A query as a form sends it (URLSearchParams), values left out when undefined, null or empty, as the simple-REST calls do. */
function querySerializer(query: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== null && String(value) !== '') search.append(key, String(value));
  return search.toString();
}

/** The back office's typed client: every path, parameter, body and answer typed by the API document. */
export const api = createApiClient({ baseUrl: API_BASE || window.location.origin, headers: { Accept: 'application/json' }, querySerializer });
api.use(requirePathParameters, bearer, httpErrors);

/** What an `openapi-fetch` call resolves to: `data` on success, `error` otherwise. */
type Answer = { data?: unknown; error?: unknown; response: Response };
/** The body of a successful answer, the document's answer type. */
type Body<R extends Answer> = NonNullable<Extract<R, { error?: never }>['data']>;

/**
 * The answer's body; every failure has already become an HttpError in the middleware. The document marks a body that
 * a 304 may leave out as optional; this client sends no If-None-Match, so the body is the 200's.
 */
export async function answer<R extends Answer>(call: Promise<R>): Promise<Body<R>>;
export async function answer(call: Promise<Answer>): Promise<unknown> {
  const result = await call;
  if ('error' in result) throw new HttpError(result.response.statusText, result.response.status, result.error);
  return result.data;
}
