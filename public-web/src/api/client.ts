import { createApiClient, formQuery, refusalBody, requirePathParameters, type AnswerBody, type CallResult, type Middleware } from '@portal/api-client';
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

export { formQuery, MissingParameterError, requireParameter } from '@portal/api-client';

function toApiError(status: number, statusText: string, body: unknown): ApiError {
  if (body && typeof body === 'object' && 'message' in body) {
    const { message, errors } = body as ApiErrorBody;
    const text = Array.isArray(message) ? message.join('\n') : String(message);
    return new ApiError(status, text, errors ?? {});
  }
  return new ApiError(status, typeof body === 'string' && body ? body : statusText || `HTTP ${status}`);
}

/** Options a call adds to openapi-fetch's own; openapi-fetch puts them on the `Request` the middleware sees. */
export interface CallOptions {
  /** Sent without the signed-in person's token: a report kept on this device while someone else was signed in. */
  withoutSession?: boolean;
}

/**
 * The page's language and, when someone is signed in, the bearer token. The server gives its refusals in the language
 * asked for (backend i18n/request-language.ts): the page's, which a link's ?lang= may have set apart from the browser's.
 */
const pageHeaders: Middleware = {
  onRequest({ request }) {
    request.headers.set('Accept-Language', LANGUAGE_TAGS[currentLanguage()]);
    const { token } = readSession();
    if (token && !(request as CallOptions).withoutSession) request.headers.set('Authorization', `Bearer ${token}`);
  },
};

/**
 * No answer at all is an ApiError of status 0. A cancelled call is not a failure to report and stays an AbortError;
 * told apart by name because the DOMException class differs between realms (browser, Node, jsdom).
 */
const networkFailure: Middleware = {
  onError({ error }) {
    return (error as { name?: string } | null)?.name === 'AbortError' ? (error as Error) : new ApiError(0, 'Brak połączenia z serwerem');
  },
};

/** A refusal becomes an ApiError with the server's message and field errors. A 304 passes: a conditional GET reads it. */
const refusals: Middleware = {
  async onResponse({ response }) {
    if (response.ok || response.status === 304) return;
    throw toApiError(response.status, response.statusText, await refusalBody(response));
  },
};

/** The site's typed client (openapi-fetch on the API document's `paths`): a changed DTO fails to compile where it is called. */
export const api = createApiClient({ baseUrl: __API_BASE__ || window.location.origin, headers: { Accept: 'application/json' }, querySerializer: formQuery });
api.use(requirePathParameters, pageHeaders, networkFailure, refusals);

/** The body of a successful answer (the middleware has already turned every refusal into an ApiError). */
export async function answer<R extends CallResult>(call: Promise<R>): Promise<AnswerBody<R>> {
  const { data, response } = await call;
  if (response.status === 304) throw new ApiError(304, response.statusText);
  return data as AnswerBody<R>;
}

/** A body with the ETag it came with, for {@link conditionalAnswer}. */
export interface Tagged<T> {
  etag: string | null;
  body: T;
}

/** The `If-None-Match` header for a refresh of `previous`, none for a first request. */
export const ifNoneMatch = (previous: Tagged<unknown> | undefined): Record<string, string> | undefined =>
  previous?.etag ? { 'If-None-Match': previous.etag } : undefined;

/**
 * A GET the server may answer 304 (the map feeds, docs/map.md "Refresh"), sent with {@link ifNoneMatch}: on 304 it
 * returns `previous` itself — the same object, so nothing downstream re-renders. Setting the header makes the browser
 * pass the 304 through instead of answering from its own cache (fetch spec, cache mode).
 */
export async function conditionalAnswer<R extends CallResult>(call: Promise<R>, previous?: Tagged<AnswerBody<R>>): Promise<Tagged<AnswerBody<R>>> {
  const { response } = await call;
  if (response.status === 304 && previous) return previous;
  return { etag: response.headers.get('ETag'), body: await answer(call) };
}
