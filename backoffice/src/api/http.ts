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

/** POST with a JSON body; the body is serialised here so callers pass plain objects. */
export function postJson(path: string, body?: unknown) {
  return httpClient(apiUrl(path), {
    method: 'POST',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
