import { createHmac } from 'node:crypto';

/** What a stored report remembers of the first request sent under its Idempotency-Key. */
export interface KeyedReport {
  id: number;
  requestDigest: string | null;
  clientHash: string | null;
}

/** Where a request came from and what it said, in the form a stored report keeps them. */
export interface ReportRequest {
  requestDigest: string;
  clientHash: string;
}

/**
 * The digest of a report request's content: the validated body (trimmed, the phone compacted) in a canonical JSON with
 * sorted keys, without the captcha solution, which a retry may carry anew. An HMAC under the server's secret with its
 * own purpose, like the client hash: the row then holds nothing from which the reporter's data could be guessed back.
 */
export function reportRequestDigest(body: object, secret: string): string {
  const { recaptchaToken: _captcha, ...content } = body as Record<string, unknown>;
  return createHmac('sha256', secret)
    .update(`user-report-request:${canonicalJson(content)}`)
    .digest('hex');
}

/**
 * A retry is the first request again only when its content and its sender match: the Idempotency-Key alone is no
 * secret (it travels in logs, proxies, a shared device's history), and with it anyone could fetch another person's
 * report id and followUpToken without solving a captcha. The account is not compared: a report kept offline is resent
 * without the session of a person who signed out meanwhile (docs/offline.md), and its content is the same. A row
 * without a digest or a client hash (none stored, or past their one-day retention) cannot be proved the same, so it
 * is not.
 */
export function isSameRequest(stored: KeyedReport, request: ReportRequest): boolean {
  return stored.requestDigest === request.requestDigest && stored.clientHash === request.clientHash;
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
