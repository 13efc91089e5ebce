import type { IncomingMessage, ServerResponse } from 'node:http';
import { rememberedStrings } from '../remembered-strings';
import type { FeedBody } from './feed-body';

type Encoding = 'br' | 'gzip' | 'identity';

/** The best encoding the client accepts (q > 0): brotli, then gzip, else plain JSON. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  return acceptEncoding ? encodingFor(acceptEncoding) : 'identity';
}

/** Browsers send one of a handful of values: each is parsed once. */
const encodingFor = rememberedStrings(parseAcceptEncoding);

function parseAcceptEncoding(acceptEncoding: string): Encoding {
  const q = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    q.set(name.trim(), qParam ? Number(qParam.slice(2)) || 0 : 1);
  }
  const accepts = (name: string) => (q.get(name) ?? q.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return 'identity';
}

/** If-None-Match holds our ETag (or '*'): the client's copy is current. Weak comparison, as RFC 9110 asks for GET. */
export function notModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((t) => {
    const tag = t.trim();
    return tag === '*' || tag.replace(/^W\//, '') === bare;
  });
}

/** What a feed other than the map's JSON adds (open data: GeoJSON, Atom, CAP; docs/open-data.md). */
export interface FeedExtras {
  /** Default `application/json; charset=utf-8`. */
  contentType?: string;
  /** Set on 200 and 304 alike (CORS headers must be on both). */
  headers?: Record<string, string>;
}

/**
 * Writes a prepared body: 304 when the client has it, else the pre-compressed bytes. No per-request JSON or compression.
 * Only GET (and HEAD) answers are conditional and cacheable (for `cacheControl`); a POST (the map search) gets the bytes
 * and no-store (RFC 9110 §13.1.2 would answer a matching If-None-Match on a POST with 412, which helps no one here).
 * Plain node:http types, so the fast lane (common/fast-lane) writes the very same answer as a Nest route. The lane
 * passes `preset`, the security headers it recorded once (fast-lane.ts), and the headers go out in one writeHead; a
 * Nest route's response already carries them, set by the middleware.
 */
export function sendFeed(
  req: IncomingMessage,
  res: ServerResponse,
  body: FeedBody,
  cacheControl: string,
  extra: FeedExtras = {},
  preset?: readonly string[],
): void {
  const headers: string[] = [];
  for (const [name, value] of Object.entries(extra.headers ?? {})) headers.push(name, value);
  const cacheable = req.method === 'GET' || req.method === 'HEAD';
  headers.push('Cache-Control', cacheable ? cacheControl : 'no-store', 'Vary', 'Accept-Encoding', 'ETag', body.etag);
  if (cacheable && notModified(req.headers['if-none-match'], body.etag)) {
    writeHeaders(res, 304, headers, preset);
    res.end();
    return;
  }
  const encoding = chooseEncoding(req.headers['accept-encoding']);
  const bytes = body[encoding];
  headers.push('Content-Type', extra.contentType ?? 'application/json; charset=utf-8');
  if (encoding !== 'identity') headers.push('Content-Encoding', encoding);
  headers.push('Content-Length', String(bytes.length));
  writeHeaders(res, 200, headers, preset);
  res.end(bytes);
}

/**
 * The status and headers (name, value, name, value …): with the lane's preset, in one writeHead, which validates each
 * header once as it writes it; without, through setHeader, over whatever the response already carries.
 */
export function writeHeaders(res: ServerResponse, status: number, headers: readonly string[], preset?: readonly string[]): void {
  if (preset) {
    res.writeHead(status, withPreset(preset, headers));
    return;
  }
  res.statusCode = status;
  for (let i = 0; i < headers.length; i += 2) res.setHeader(headers[i], headers[i + 1]);
}

/** The preset's names in lower case, made once per preset (the lane has one). */
const presetNames = new WeakMap<readonly string[], string[]>();

/** The preset's headers, less any the answer sets itself (as setHeader would replace them: open data's CORP), then the answer's. */
function withPreset(preset: readonly string[], headers: readonly string[]): string[] {
  let names = presetNames.get(preset);
  if (!names) presetNames.set(preset, (names = preset.filter((_, i) => i % 2 === 0).map((n) => n.toLowerCase())));
  const own = new Set<string>();
  for (let i = 0; i < headers.length; i += 2) own.add(headers[i].toLowerCase());
  const merged: string[] = [];
  for (let i = 0; i < names.length; i++) if (!own.has(names[i])) merged.push(preset[2 * i], preset[2 * i + 1]);
  for (const h of headers) merged.push(h);
  return merged;
}
