import type { paths } from '@portal/api-client';
import type { ApiErrorBody } from './types';
import { LANGUAGE_TAGS } from '@portal/domain';
import { readSession } from '../auth/session';
import { currentLanguage, t } from '../i18n/i18n';
import { texts } from '../texts';

/** Any failed call: `status` is the HTTP status, or 0 when no response arrived (network failure). */
export class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors: Record<string, string>;

  constructor(status: number, message: string, fieldErrors: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fieldErrors = fieldErrors;
  }
}

/**
 * The server answered 503 because it cannot reach its database: a temporary state, not the sign-in
 * lockout's 503 and not a reason to sign anyone out. Told apart by the server's message, the one text it sends then.
 */
export function isServiceUnavailable(error: unknown): error is ApiError {
  if (!(error instanceof ApiError) || error.status !== 503) return false;
  // The server words it in the page's language (Accept-Language above); the screens that ask have the `auth` area.
  return error.message === texts.serviceUnavailable || error.message === t('auth.serviceUnavailable');
}

/**
 * Thrown before any request is sent when a required parameter is missing (spec §5, last rule),
 * the same guard a generated OpenAPI client has.
 */
export class MissingParameterError extends Error {
  constructor(operation: string, parameter: string) {
    super(`Brak wymaganego parametru "${parameter}" w wywołaniu ${operation}`);
    this.name = 'MissingParameterError';
  }
}

// The calls are typed by the API document (`paths`, a type-only import: no bytes in the bundle). This small client
// stands where openapi-fetch would: /public's first-load budget has no room for it yet (docs/decisions.md).
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type QueryValue = string | number | boolean | null | undefined;

/** Every path of the document. */
export type ApiPath = Extract<keyof paths, string>;
/** The methods the document has for the path. */
export type MethodOf<P extends ApiPath> = {
  [M in Method]: paths[P][Lowercase<M>] extends { responses: unknown } ? M : never;
}[Method];
type Operation<P extends ApiPath, M extends Method> = paths[P][Lowercase<M>];
type Json<R> = R extends { content: { 'application/json': infer B } } ? B : undefined;
/** The body of the operation's successful answer (200, 201 or 204), from the document. */
export type AnswerOf<P extends ApiPath, M extends Method> =
  Operation<P, M> extends { responses: infer R } ? { [S in keyof R]: S extends 200 | 201 | 204 ? Json<R[S]> : never }[keyof R] : never;
type RequestBodyOf<O> = O extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;
type ParametersOf<O, In extends 'path' | 'query'> = O extends { parameters: { [K in In]?: infer Q } } ? Q : never;

export interface RequestOptions<P extends ApiPath = ApiPath, M extends Method = Method> {
  /** Values for `{name}` placeholders in the path; every placeholder is required. */
  pathParams?: { [K in keyof ParametersOf<Operation<P, M>, 'path'>]: string | number | null | undefined };
  query?: { [K in keyof ParametersOf<Operation<P, M>, 'query'>]?: QueryValue };
  body?: RequestBodyOf<Operation<P, M>>;
  /** The call is refused locally when the body is missing. */
  bodyRequired?: boolean;
  signal?: AbortSignal;
  /** Extra request headers, e.g. the report's Idempotency-Key. */
  headers?: Record<string, string>;
  /** Sent without the signed-in person's token: a report kept on this device while someone else was signed in. */
  withoutSession?: boolean;
}

const isMissing = (value: unknown) => value === undefined || value === null || value === '';

function buildUrl(method: Method, path: string, options: RequestOptions): string {
  const operation = `${method} ${path}`;
  const pathParams: Record<string, string | number | null | undefined> = options.pathParams ?? {};
  const resolved = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = pathParams[name];
    if (isMissing(value)) throw new MissingParameterError(operation, name);
    return encodeURIComponent(String(value));
  });
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries<QueryValue>(options.query ?? {})) {
    if (value !== undefined && value !== null) query.append(key, String(value));
  }
  const search = query.toString();
  return `${__API_BASE__}${resolved}${search ? `?${search}` : ''}`;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function toApiError(status: number, statusText: string, body: unknown): ApiError {
  if (body && typeof body === 'object' && 'message' in body) {
    const { message, errors } = body as ApiErrorBody;
    const text = Array.isArray(message) ? message.join('\n') : String(message);
    return new ApiError(status, text, errors ?? {});
  }
  return new ApiError(status, typeof body === 'string' && body ? body : statusText || `HTTP ${status}`);
}

/** The single fetch wrapper: bearer token when signed in, JSON in and out, typed errors. */
export async function apiRequest<P extends ApiPath, M extends MethodOf<P>>(method: M, path: P, options: RequestOptions<P, M> = {}): Promise<AnswerOf<P, M>> {
  const response = await send(method, path, options);
  const body = await readBody(response);
  if (!response.ok) throw toApiError(response.status, response.statusText, body);
  return body as AnswerOf<P, M>;
}

/** A body with the ETag it came with, for {@link apiConditionalGet}. */
export interface Tagged<T> {
  etag: string | null;
  body: T;
}

/**
 * A GET the server may answer 304 (the map feeds, docs/map.md "Refresh"): sends `If-None-Match` with the ETag of
 * `previous` and, on 304, returns `previous` itself — the same object, so nothing downstream re-renders. Setting the
 * header makes the browser pass the 304 through instead of answering from its own cache (fetch spec, cache mode).
 */
export async function apiConditionalGet<P extends ApiPath, T = AnswerOf<P, 'GET'>>(
  path: P,
  options: RequestOptions<P, 'GET'>,
  previous?: Tagged<T>,
): Promise<Tagged<T>> {
  const headers = previous?.etag ? { ...options.headers, 'If-None-Match': previous.etag } : options.headers;
  const response = await send('GET', path, { ...options, headers });
  if (response.status === 304 && previous) return previous;
  const body = await readBody(response);
  if (!response.ok) throw toApiError(response.status, response.statusText, body);
  return { etag: response.headers.get('ETag'), body: body as T };
}

async function send(method: Method, path: string, options: RequestOptions): Promise<Response> {
  if (options.bodyRequired && isMissing(options.body)) {
    throw new MissingParameterError(`${method} ${path}`, 'body');
  }
  const url = buildUrl(method, path, options);

  // The server gives its refusals in the language asked for (backend i18n/request-language.ts): the page's, which a
  // link's ?lang= may have set apart from the browser's own languages.
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': LANGUAGE_TAGS[currentLanguage()], ...options.headers };
  const { token } = readSession();
  if (token && !options.withoutSession) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await globalThis.fetch(url, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (cause) {
    // A cancelled call is not a failure to report; checked by name because the DOMException
    // class differs between realms (browser, Node, jsdom).
    if ((cause as { name?: string } | null)?.name === 'AbortError') throw cause;
    throw new ApiError(0, 'Brak połączenia z serwerem');
  }
  return response;
}
