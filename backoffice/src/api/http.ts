import { fetchUtils } from 'react-admin';
import { readToken } from '../auth/storedSession';

/** Spec §7: the client has a configurable host prefix; empty means the page's own origin. */
export const API_BASE = __API_BASE__;

export function apiUrl(path: string): string {
  return `${API_BASE}${path}`;
}

/**
 * Every call of this app goes through here: JSON in and out, errors as react-admin's HttpError
 * (status + the server's { statusCode, message, errors } body), and the bearer token whenever one
 * is stored (spec §6: "sent as a bearer header on every request when it exists").
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
  if (isMissing(value)) throw new MissingParameterError(operation, name);
  return value as T;
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

/** POST with a JSON body; the body is serialised here so callers pass plain objects. `bodyRequired`: refused locally without one. */
export function postJson(path: string, body?: unknown, options: { bodyRequired?: boolean } = {}) {
  if (options.bodyRequired) requireParameter(`POST ${path}`, 'body', body);
  return httpClient(apiUrl(path), {
    method: 'POST',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
