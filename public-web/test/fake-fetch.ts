// A stand-in for the backend in component tests. It answers only the calls a test declares and
// records everything else as unexpected; jest/setup-tests.ts fails the test if any happened.
// (Throwing alone would not do: the API client turns a thrown fetch into a "network failure".)

import type { ExpectedCall } from './expected-call';
import { MAP_PAGE_CALLS } from './map/test-map-calls';

export type { ExpectedCall };

export interface RecordedCall {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
}

let unexpected: string[] = [];

/**
 * Calls the public layout makes on every page load, answered unless a test declares its own answer:
 * the settings, with the defaults of the migration (no maintenance warning).
 */
export const DEFAULT_SETTINGS = [
  { key: 'maintenanceStart', value: null },
  { key: 'maintenanceEnd', value: null },
  { key: 'showMaintenance', value: 'false' },
  { key: 'canAddReportOutsideArea', value: 'false' },
];
const LAYOUT_CALLS: ExpectedCall[] = [
  { method: 'GET', path: '/public/api/config/get/all', body: DEFAULT_SETTINGS },
  // The map at /public, where many tests land: its layers and empty feeds (map/MapPage.test.tsx declares its own).
  ...MAP_PAGE_CALLS,
];

export function installFakeFetch(expected: ExpectedCall[] = []) {
  const calls: RecordedCall[] = [];
  const fake = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    // The site's client (openapi-fetch) sends a Request; other callers a URL and options.
    const request = input instanceof Request ? input : null;
    const url = new URL(request ? request.url : String(input), window.location.origin);
    const method = (request?.method ?? init.method ?? 'GET').toUpperCase();
    const path = `${url.pathname}${url.search}`;
    const sent = request ? await request.text() : init.body;
    const body = typeof sent === 'string' ? (sent ? JSON.parse(sent) : undefined) : sent;
    const headers = new Headers(request ? request.headers : init.headers);

    const sentTag = headers.get('If-None-Match');
    const declared = expected.find((call) => call.method === method && call.path === path && (call.ifNoneMatch === undefined || call.ifNoneMatch === sentTag));
    // The layout's own calls are answered but not recorded unless the test declares them.
    const match = declared ?? LAYOUT_CALLS.find((call) => call.method === method && call.path === path);
    if (!match || declared) calls.push({ method, path, headers, body });
    if (!match) {
      unexpected.push(`${method} ${path}`);
      throw new Error(`Unexpected call: ${method} ${path}`);
    }
    await match.delay;
    if (match.networkError) throw new TypeError('fetch failed');
    const text = match.body === undefined ? null : JSON.stringify(match.body);
    return new Response(text, { status: match.status ?? 200, headers: { 'Content-Type': 'application/json', ...match.headers } });
  });
  globalThis.fetch = fake as typeof fetch;
  return { calls, fake };
}

/** Called after each test by the setup file. */
export function takeUnexpectedCalls(): string[] {
  const taken = unexpected;
  unexpected = [];
  return taken;
}
