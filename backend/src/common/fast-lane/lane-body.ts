import type { IncomingMessage, ServerResponse } from 'node:http';
import { ERROR_MESSAGES } from '../api-error';

/**
 * The fast lane's body reader for a small JSON body (the map search's POST and the outage system's PUT). It reads only what `express.json`
 * (body-parser 2, strict) would read the same way, and decides that from the headers alone, before a byte is read:
 * `application/json` in UTF-8, not compressed, with a Content-Length within the body limit. Any other request is left
 * to Express unread, so its answer (413, 415, an inflated gzip body …) keeps its one code path there. What the lane
 * read and did not answer itself is handed to Express as body-parser's result would be (handOverBody).
 */

/**
 * What body-parser raises for bytes that are not JSON, or what its `verify` raises for bytes that are not UTF-8
 * (body-parsers.ts): the body-parsers' error handler turns either into its 400.
 */
export type LaneBodyError = { type: 'entity.parse.failed'; status: 400 } | { type: 'encoding.invalid'; status: 400; message: string };

/** A body the lane read: its text (what a route may remember it by) and the parsed value, or body-parser's error. */
export type LaneBody = { text: string; value: unknown } | { error: LaneBodyError };

const HANDED_OVER_ERROR = Symbol('laneBodyError');
type WithLaneError = IncomingMessage & { [HANDED_OVER_ERROR]?: LaneBodyError; body?: unknown };

/** The body's length when the lane may read it (see above), else null: Express reads it. */
export function laneReadableLength(req: IncomingMessage, limitBytes: number): number | null {
  const { headers } = req;
  if (headers['transfer-encoding'] !== undefined) return null;
  const encoding = headers['content-encoding'];
  if (encoding !== undefined && encoding.trim().toLowerCase() !== 'identity') return null;
  if (!isUtf8Json(headers['content-type'])) return null;
  const length = headers['content-length'];
  if (length === undefined || !/^\d{1,9}$/.test(length)) return null;
  const bytes = Number(length);
  // An empty body is body-parser's special case ({}): rare, and left to it.
  return bytes > 0 && bytes <= limitBytes ? bytes : null;
}

/** `application/json`, with no parameter but `charset=utf-8` (what body-parser decodes exactly as the lane does). */
function isUtf8Json(contentType: string | undefined): boolean {
  if (!contentType) return false;
  const [media, ...params] = contentType.split(';');
  if (media.trim().toLowerCase() !== 'application/json') return false;
  return params.every((p) => {
    const [name, value = ''] = p.split('=');
    return (
      name.trim().toLowerCase() === 'charset' &&
      value
        .trim()
        .replace(/^"(.*)"$/, '$1')
        .toLowerCase() === 'utf-8'
    );
  });
}

/** The whole body (the length was checked by laneReadableLength); null when the client went away first. */
export function readBody(req: IncomingMessage): Promise<Buffer | null> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.once('end', () => resolve(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks)));
    req.once('error', () => resolve(null));
    req.once('aborted', () => resolve(null));
  });
}

/** Fatal: bytes that are not UTF-8 are refused, as body-parsers.ts refuses them, instead of becoming U+FFFD. */
const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * JSON as body-parser's strict parser reads it: UTF-8 with a leading BOM dropped (iconv-lite, as TextDecoder), an empty
 * text is {}, the first character other than JSON whitespace must open an object or an array, then JSON.parse.
 */
export function parseJsonBody(bytes: Buffer): LaneBody {
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    return { error: { type: 'encoding.invalid', status: 400, message: ERROR_MESSAGES.invalidEncoding } };
  }
  if (text.length === 0) return { text, value: {} };
  const first = /^[ \t\n\r]*(.)/.exec(text)?.[1];
  if (first !== '{' && first !== '[') return { error: { type: 'entity.parse.failed', status: 400 } };
  try {
    return { text, value: JSON.parse(text) as unknown };
  } catch {
    return { error: { type: 'entity.parse.failed', status: 400 } };
  }
}

/**
 * Leaves a body the lane read to Express as if body-parser had read it: the parsed value as `req.body` (body-parser
 * skips a request whose stream has ended), or the parse error for the body-parsers' error handler (laneBodyErrors).
 */
export function handOverBody(req: IncomingMessage, body: LaneBody): void {
  if ('error' in body) (req as WithLaneError)[HANDED_OVER_ERROR] = body.error;
  else (req as WithLaneError).body = body.value;
}

/** Express middleware, placed before the body parsers: raises the parse error the lane handed over, if any. */
export function laneBodyErrors(req: IncomingMessage, _res: ServerResponse, next: (error?: unknown) => void): void {
  next((req as WithLaneError)[HANDED_OVER_ERROR]);
}
