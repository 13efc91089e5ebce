// A stand-in for the server in component tests: it answers only the calls a test declares and
// fails the test on any other (jest/setup-tests.ts checks after each test).

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
  authorization: string | null;
  /** The query string ('?a=1'), left out when there is none. */
  query?: string;
}

export interface FakeAnswer {
  status?: number;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as is (a file download), instead of `body`. */
  raw?: BodyInit;
  headers?: Record<string, string>;
}

export type FakeRoute = FakeAnswer | ((call: RecordedCall) => FakeAnswer | Promise<FakeAnswer>);

export interface FakeApi {
  calls: RecordedCall[];
  /** Calls to `METHOD /path`, in order. */
  callsTo(key: string): RecordedCall[];
}

let unexpected: string[] = [];
const SSO_OPTIONS = 'GET /api/sso/options';
const PASSWORD_ONLY = { enabled: false, providerName: null, passwordSignIn: true };

/** Replaces global fetch; routes are keyed 'METHOD /path' (no query string). */
export function installFakeApi(routes: Record<string, FakeRoute>): FakeApi {
  const calls: RecordedCall[] = [];
  unexpected = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const key = `${method} ${url.pathname}`;
    const call: RecordedCall = {
      method,
      path: url.pathname,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
      authorization: new Headers(init?.headers).get('Authorization'),
      ...(url.search ? { query: url.search } : {}),
    };
    // The sign-in page asks on every render what it offers; a test that does not declare it gets the password form
    // alone, as before single sign-on existed, and the question is not among its calls.
    if (key === SSO_OPTIONS && !routes[key])
      return new Response(JSON.stringify(PASSWORD_ONLY), { status: 200, headers: { 'Content-Type': 'application/json' } });
    calls.push(call);
    const route = routes[key];
    if (!route) {
      unexpected.push(key);
      throw new Error(`Unexpected API call: ${key}`);
    }
    const answer = typeof route === 'function' ? await route(call) : route;
    const status = answer.status ?? 200;
    if (answer.raw !== undefined) return new Response(answer.raw, { status, headers: answer.headers });
    const body = answer.body === undefined || status === 204 ? null : JSON.stringify(answer.body);
    return new Response(body, { status, headers: { 'Content-Type': 'application/json', ...answer.headers } });
  }) as typeof fetch;
  return { calls, callsTo: (key) => calls.filter((call) => `${call.method} ${call.path}` === key) };
}

/** Called after each test: an unexpected call is a failure even if the UI hid the error. */
export function takeUnexpectedCalls(): string[] {
  const taken = unexpected;
  unexpected = [];
  return taken;
}

/** The server's error shape (CONVENTIONS: one error shape everywhere). */
export function apiError(status: number, message: string, errors?: Record<string, string>): FakeAnswer {
  return { status, body: { statusCode: status, message, ...(errors ? { errors } : {}) } };
}
