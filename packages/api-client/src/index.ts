// @portal/api-client: the API's types, generated from backend/openapi.json by `npm run gen:api` (checked by
// `npm run check:api`), and the typed HTTP client built on them. See docs/architecture.md.
import createClient, { type Client, type ClientOptions, type Middleware } from 'openapi-fetch';
import type { paths } from './schema';

export type { components, operations, paths } from './schema';
export type { Middleware } from 'openapi-fetch';

/** A client whose every path, parameter, body and answer is typed by the document: a changed DTO fails to compile. */
export type ApiClient = Client<paths>;

/** A front end's client: its base URL and its middleware. */
export function createApiClient(options: ClientOptions = {}): ApiClient {
  // `fetch` is looked up on every call, not once when the client is made: whatever wraps the page's fetch after this
  // module loads (MSW in the component tests) then sees the requests.
  return createClient<paths>({ fetch: (request) => globalThis.fetch(request), ...options });
}

/**
 * Thrown before any request is sent when a required parameter (a path placeholder, a body) is missing: the staff spec's
 * §5, last rule, and the public spec's same rule — never a call to `/get/undefined`.
 */
export class MissingParameterError extends Error {
  constructor(operation: string, parameter: string) {
    super(`Brak wymaganego parametru "${parameter}" w wywołaniu ${operation}`);
    this.name = 'MissingParameterError';
  }
}

/** Nothing to send: undefined, null, an empty text or a number that is not one. */
export const isMissing = (value: unknown): boolean =>
  value === undefined || value === null || value === '' || (typeof value === 'number' && Number.isNaN(value));

/** The value, or the call refused with {@link MissingParameterError} when it is missing. */
export function requireParameter<T>(operation: string, name: string, value: T | null | undefined): T {
  if (isMissing(value)) throw new MissingParameterError(operation, name);
  return value as T;
}

/** A path placeholder without a value refuses the call before it is sent. */
export const requirePathParameters: Middleware = {
  onRequest({ request, schemaPath, params }) {
    for (const [, name] of schemaPath.matchAll(/\{(\w+)\}/g)) requireParameter(`${request.method} ${schemaPath}`, name, params.path?.[name]);
  },
};

/** A query as a form sends it (`URLSearchParams`), a value left out when it is missing ({@link isMissing}). */
export function formQuery(query: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (!isMissing(value)) search.append(key, String(value));
  return search.toString();
}

/**
 * The body of a refusal as the front ends read it: the API's error shape (JSON) when it parses, else the text a proxy
 * or server sent (an HTML error page, say), nothing when empty.
 */
export async function refusalBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** What a client's call resolves to: `data` on success, `error` otherwise. */
export type CallResult = { data?: unknown; error?: unknown; response: Response };
/**
 * The body of a call's successful answer, the document's type for it. The document marks a body that a 304 may leave out
 * as optional; a 304 never reaches a caller as a success (each front end's `answer`), so the body is the 200's.
 */
export type AnswerBody<R extends CallResult> = NonNullable<Extract<R, { error?: never }>['data']>;
