/** Open data (docs/open-data.md): the three public calls, their formats and the rules they share. */
export const OPEN_DATA_PREFIX = '/public/api/open/v1';
export const OPEN_DATA_PATHS = {
  geojson: `${OPEN_DATA_PREFIX}/outages.geojson`,
  atom: `${OPEN_DATA_PREFIX}/planned.atom`,
  cap: `${OPEN_DATA_PREFIX}/alerts.cap`,
} as const;
export type OpenFeed = keyof typeof OPEN_DATA_PATHS;

/** The major version in the path; within it fields are only added (docs/open-data.md "Versions"). */
export const OPEN_DATA_VERSION = '1';

export const CONTENT_TYPES: Record<OpenFeed, string> = {
  geojson: 'application/geo+json',
  atom: 'application/atom+xml; charset=utf-8',
  // A list of CAP messages is an Atom feed whose entries carry one CAP <alert> each (as national warning feeds do).
  cap: 'application/atom+xml; charset=utf-8',
};

/** Anyone may read the feeds from any page: no credentials are involved, so `*` is safe. */
export const CORS_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': 'ETag',
  // helmet's default `same-origin` would stop other sites embedding the answer; these are public data.
  'Cross-Origin-Resource-Policy': 'cross-origin',
};

/** The preflight answer: GET/HEAD only, the conditional header allowed, cached by browsers for a day. */
export const PREFLIGHT_HEADERS: Record<string, string> = {
  ...CORS_HEADERS,
  'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
  'Access-Control-Allow-Headers': 'If-None-Match, Accept-Encoding',
  'Access-Control-Max-Age': '86400',
};

export const LICENSE = { name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/deed.pl' } as const;

/** A cancelled planned outage stays in the Atom feed, and a CAP Cancel in the CAP feed, this long after it went. */
export const CANCELLED_VISIBLE_MS = 24 * 3_600_000;

/**
 * A message is cancelled only when its subject has been missing from a snapshot read at least this long after the
 * message was sent: another instance's snapshot may lag (5 s checks), and it must not cancel what it has not yet seen.
 */
export const CANCEL_GRACE_MS = 2_000;

/** The publication log is read at least this often even when no outage changed (aging Cancels, other instances). */
export const LOG_RECHECK_MS = 60_000;

/** How often the open-data bodies look at the map snapshot for a new build (a string comparison when nothing changed). */
export const WATCH_INTERVAL_MS = 500;
