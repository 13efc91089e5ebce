// The backend in component tests: MSW (`msw/node`) answers the requests the page sends through its real fetch, with a
// table of routes keyed by the API document's paths. A route that is not in the document fails to compile; a request
// that no route answers fails the test.
import { http, HttpResponse, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import type { paths } from '../src/schema';

type Method = 'get' | 'put' | 'post' | 'delete' | 'patch';
const BY_METHOD: Record<string, (typeof http)[Method]> = { GET: http.get, PUT: http.put, POST: http.post, DELETE: http.delete, PATCH: http.patch };

/** `/api/user/get/{id}` → `/api/user/get/${string}`: a route key names the concrete path a test expects. */
type Pattern<P extends string> = P extends `${infer Head}{${string}}${infer Tail}` ? `${Head}${string}${Pattern<Tail>}` : P;

type PathKey = Extract<keyof paths, string>;

/** Every `METHOD /path` the document has, with its path parameters as any text. */
export type RouteKey = {
  [P in PathKey]: { [M in Method]: paths[P][M] extends { responses: unknown } ? `${Uppercase<M>} ${Pattern<P>}` : never }[Method];
}[PathKey];

/** The one error shape of the API (CONVENTIONS): `{ statusCode, message, errors? }`. */
export interface ErrorAnswer {
  status: number;
  body: { statusCode: number; message: string; errors?: Record<string, string> };
}

/** A successful answer: the document's body as JSON, or raw bytes (a file download) instead. */
export interface Answer<B = unknown> {
  status?: number;
  body?: B;
  raw?: BodyInit;
  headers?: Record<string, string>;
}

/** What the page sent, as a test reads it: a JSON body parsed, a multipart body as its FormData. */
export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
  authorization: string | null;
  /** The query string ('?a=1'), left out when there is none. */
  query?: string;
}

export type Route<B = unknown> = Answer<B> | ErrorAnswer | ((request: SentRequest) => Answer<B> | ErrorAnswer | Promise<Answer<B> | ErrorAnswer>);

/**
 * A table of routes, each key checked against the document: `'GET /api/user/get/2': { body: user }`. The answers' bodies
 * are the tests' fixtures as written.
 */
export type Routes<K extends RouteKey = RouteKey> = { [Key in K]?: Route<unknown> };

export interface Recorded {
  calls: SentRequest[];
  /** Requests to `METHOD /path`, in order. */
  callsTo(key: string): SentRequest[];
}

/** The server's error answer (status and Polish message, with field errors for a form). */
export function apiError(status: number, message: string, errors?: Record<string, string>): ErrorAnswer {
  return { status, body: { statusCode: status, message, ...(errors ? { errors } : {}) } };
}

export const server = setupServer();

let unhandled: string[] = [];

/** Started once per test file; a request no route answers is refused (MSW's 'error') and kept to fail the test. */
export function listen(): void {
  server.listen({
    onUnhandledRequest(request, print) {
      const url = new URL(request.url);
      unhandled.push(`${request.method} ${url.pathname}`);
      print.error();
    },
  });
}

/** Called after each test: a request no route answered is a failure even if the page hid the error. */
export function takeUnhandledRequests(): string[] {
  const taken = unhandled;
  unhandled = [];
  return taken;
}

/** A request's body as a test reads it: JSON parsed, multipart as its FormData, other text as it is, none as undefined. */
export async function readSentBody(request: Request): Promise<unknown> {
  const type = request.headers.get('Content-Type') ?? '';
  if (type.startsWith('multipart/form-data')) return request.formData();
  const text = await request.text();
  if (!text) return undefined;
  return type.includes('application/json') ? JSON.parse(text) : text;
}

/** The response of an answer: its JSON body (none for 204 and 304, or none given), or its raw bytes. */
export function answerResponse<B>(answer: Answer<B> | ErrorAnswer): Response {
  const status = answer.status ?? 200;
  if ('raw' in answer && answer.raw !== undefined) return new HttpResponse(answer.raw, { status, headers: answer.headers });
  const headers = 'headers' in answer ? answer.headers : undefined;
  if (answer.body === undefined || status === 204 || status === 304) return new HttpResponse(null, { status, headers });
  return HttpResponse.json(answer.body, { status, headers });
}

/** MSW handlers for the routes; the requests they answer are recorded in order. */
export function routeHandlers<K extends RouteKey>(routes: Routes<K>): { handlers: RequestHandler[] } & Recorded {
  const calls: SentRequest[] = [];
  const handlers = Object.entries<Route<unknown> | undefined>(routes).map(([key, route]) => {
    const [method, path] = key.split(' ');
    return BY_METHOD[method](path, async ({ request }) => {
      const url = new URL(request.url);
      const call: SentRequest = {
        method: request.method,
        path: url.pathname,
        body: await readSentBody(request),
        authorization: request.headers.get('Authorization'),
        ...(url.search ? { query: url.search } : {}),
      };
      calls.push(call);
      if (route === undefined) return HttpResponse.error();
      return answerResponse(typeof route === 'function' ? await route(call) : route);
    });
  });
  return { handlers, calls, callsTo: (key) => calls.filter((call) => `${call.method} ${call.path}` === key) };
}

/** The routes answer this test's requests (on top of the setup file's defaults); returns what the page sent. */
export function answerRequests<K extends RouteKey>(routes: Routes<K>): Recorded {
  const { handlers, ...recorded } = routeHandlers(routes);
  server.use(...handlers);
  return recorded;
}
