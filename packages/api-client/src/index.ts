// @portal/api-client: the API's types, generated from backend/openapi.json by `npm run gen:api` (checked by
// `npm run check:api`), and the typed HTTP client built on them. See docs/architecture.md.
import createClient, { type Client, type ClientOptions } from 'openapi-fetch';
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
