import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FeedBody } from './feed-body';

type Encoding = 'br' | 'gzip' | 'identity';

/** The best encoding the client accepts (q > 0): brotli, then gzip, else plain JSON. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
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
 * Plain node:http types, so the fast lane (common/fast-lane) writes the very same answer as a Nest route.
 */
export function sendFeed(req: IncomingMessage, res: ServerResponse, body: FeedBody, cacheControl: string, extra: FeedExtras = {}): void {
  for (const [name, value] of Object.entries(extra.headers ?? {})) res.setHeader(name, value);
  const cacheable = req.method === 'GET' || req.method === 'HEAD';
  res.setHeader('Cache-Control', cacheable ? cacheControl : 'no-store');
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('ETag', body.etag);
  if (cacheable && notModified(req.headers['if-none-match'], body.etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  const encoding = chooseEncoding(req.headers['accept-encoding']);
  const bytes = body[encoding];
  res.statusCode = 200;
  res.setHeader('Content-Type', extra.contentType ?? 'application/json; charset=utf-8');
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', bytes.length);
  res.end(bytes);
}
