import fresh from 'fresh';
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

/** What a feed other than the map's JSON adds (open data: GeoJSON, Atom, CAP; docs/open-data.md). */
export interface FeedExtras {
  /** Default `application/json; charset=utf-8`. */
  contentType?: string;
  /** Set on 200 and 304 alike (CORS headers must be on both). */
  headers?: Record<string, string>;
}

/**
 * Writes a prepared body from a controller: 304 when the client has it (decided first, with `fresh`, the check Express
 * itself uses), else the pre-compressed bytes. No per-request JSON, hashing or compression: the bytes and the ETag are
 * made once per change (feed-body.ts). Only GET (and HEAD) answers are conditional and cacheable (for `cacheControl`);
 * a POST (the map search) gets the bytes and no-store (RFC 9110 §13.1.2 would answer a matching If-None-Match on a POST
 * with 412, which helps no one here). The response already carries the headers every route sets (helmet, the request
 * id); the answer's own go out in one writeHead, which replaces a same-named one (open data's CORP).
 */
export function sendFeed(req: IncomingMessage, res: ServerResponse, body: FeedBody, cacheControl: string, extra: FeedExtras = {}): void {
  const headers: string[] = [];
  for (const [name, value] of Object.entries(extra.headers ?? {})) headers.push(name, value);
  const cacheable = req.method === 'GET' || req.method === 'HEAD';
  headers.push('Cache-Control', cacheable ? cacheControl : 'no-store', 'Vary', 'Accept-Encoding', 'ETag', body.etag);
  // Only the request's own validator is weighed, not its Cache-Control: a page's script that sends If-None-Match makes
  // the browser add `Cache-Control: no-cache` (Fetch standard, HTTP-network-or-cache fetch), and `fresh` would then
  // never answer 304 — every map refresh would download the whole feed again.
  if (cacheable && fresh({ 'if-none-match': req.headers['if-none-match'] }, { etag: body.etag })) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  const encoding = chooseEncoding(req.headers['accept-encoding']);
  const bytes = body[encoding];
  headers.push('Content-Type', extra.contentType ?? 'application/json; charset=utf-8');
  if (encoding !== 'identity') headers.push('Content-Encoding', encoding);
  headers.push('Content-Length', String(bytes.length));
  res.writeHead(200, headers);
  res.end(bytes);
}
