import {
  createApiClient,
  formQuery,
  refusalBody,
  requireParameter,
  requirePathParameters,
  type AnswerBody,
  type CallResult,
  type Middleware,
} from '@portal/api-client';
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

export { MissingParameterError, requireParameter } from '@portal/api-client';

/** `/api/user/get/{id}` with every `{name}` filled in and encoded; a missing value refuses the call here. */
export function apiPath(template: string, params: Record<string, string | number | null | undefined>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(requireParameter(template, name, params[name]))));
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

/**
 * A failed answer becomes the HttpError react-admin's fetchJson throws (the server's `message`, its status, the parsed
 * body), so the auth provider's 401 check, the forms' server-side `errors` and the notifications read both alike.
 */
const httpErrors: Middleware = {
  async onResponse({ response }) {
    if (response.ok) return;
    const body = await refusalBody(response);
    const message = typeof body === 'object' && body !== null && 'message' in body ? body.message : undefined;
    throw new HttpError(typeof message === 'string' && message ? message : response.statusText, response.status, body);
  },
};

/** The back office's typed client: every path, parameter, body and answer typed by the API document. */
export const api = createApiClient({ baseUrl: API_BASE || window.location.origin, headers: { Accept: 'application/json' }, querySerializer: formQuery });
api.use(requirePathParameters, bearer, httpErrors);

/**
 * The answer's body; every failure has already become an HttpError in the middleware. The document marks a body that
 * a 304 may leave out as optional; this client sends no If-None-Match, so the body is the 200's.
 */
export async function answer<R extends CallResult>(call: Promise<R>): Promise<AnswerBody<R>>;
export async function answer(call: Promise<CallResult>): Promise<unknown> {
  const result = await call;
  if ('error' in result) throw new HttpError(result.response.statusText, result.response.status, result.error);
  return result.data;
}
