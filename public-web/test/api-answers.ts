// The backend in component tests: MSW (`msw/node`, the server of @portal/api-client/testing) answers the requests the
// page sends through its real fetch, from a table of the calls a test expects. A request the table does not answer
// is refused (a network failure for the page) and recorded; jest/setup-tests.ts fails the test with it, so a page that
// hides the failure cannot hide it from the test.
import { answerResponse, readSentBody, server } from '@portal/api-client/testing';
import { http, HttpResponse } from 'msw';
import type { ExpectedAnswer, ExpectedCall } from './expected-call';
import { MAP_PAGE_CALLS } from './map/test-map-calls';

export type { ExpectedAnswer, ExpectedCall };

/** A request as the page sent it: method, path with its query, headers, and the JSON body parsed. */
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

/**
 * From now on the API answers `expected` (the first declared call that fits a request answers it, every time; a test
 * may add to or take from the array as it goes) and the layout's own calls. Returns what the page sent: `calls`, the
 * requests the test declared or nobody answered; `requests`, every request, the layout's too (`METHOD path`).
 */
export function answerCalls(expected: ExpectedCall[] = []) {
  const calls: RecordedCall[] = [];
  const requests: string[] = [];
  server.resetHandlers(
    http.all('*', async ({ request }) => {
      const url = new URL(request.url);
      const method = request.method;
      const path = `${url.pathname}${url.search}`;
      requests.push(`${method} ${path}`);
      const sentTag = request.headers.get('If-None-Match');
      const declared = expected.find(
        (call) => call.method === method && call.path === path && (call.ifNoneMatch === undefined || call.ifNoneMatch === sentTag),
      );
      // The layout's own calls are answered but not recorded unless the test declares them.
      const match = declared ?? LAYOUT_CALLS.find((call) => call.method === method && call.path === path);
      // Copied entry by entry: undici's Headers built from the request's Headers object takes an internal list that
      // misses what openapi-fetch put in the Request's init once a middleware has set a header.
      if (!match || declared) calls.push({ method, path, headers: new Headers([...request.headers]), body: await readSentBody(request) });
      if (!match) {
        unexpected.push(`${method} ${path}`);
        return HttpResponse.error();
      }
      await match.delay;
      if (match.networkError) return HttpResponse.error();
      return answerResponse({ status: match.status, body: match.body, headers: match.headers });
    }),
  );
  return { calls, requests };
}

/** Called after each test by the setup file. */
export function takeUnexpectedCalls(): string[] {
  const taken = unexpected;
  unexpected = [];
  return taken;
}
