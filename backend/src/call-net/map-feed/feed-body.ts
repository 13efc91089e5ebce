import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * One feed answer, encoded once per change and served to everyone (docs/map-feeds.md): the bytes are what a storm
 * costs, so they are compressed in advance and never per request. Brotli quality 6 compresses 700 kB of reports in
 * about 30 ms, so a change is live at once; quality 11 makes it a quarter smaller but takes about two seconds, so it
 * is applied later, in the background, to bodies that live long enough (polishFeedBody).
 */
export interface FeedBody {
  etag: string;
  identity: Buffer;
  /** Replaced once by the quality-11 version; readers take it at send time. */
  br: Buffer;
  gzip: Buffer;
  builtAt: number;
  polished: boolean;
}

const FAST_QUALITY = 6;
const BEST_QUALITY = 11;
const brotliParams = (quality: number, size: number) => ({ params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: size } });

/** The same JSON keeps the previous body (and its ETag): a rebuild that changes nothing costs clients no download. */
export async function buildFeedBody(value: unknown, previous?: FeedBody): Promise<FeedBody> {
  const identity = Buffer.from(JSON.stringify(value));
  // Weak: one ETag names the JSON, whichever encoding carries it (RFC 9110 §8.8.1).
  const etag = `W/"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
  if (previous?.etag === etag) return previous;
  const [br, gz] = await Promise.all([
    brotli(identity, brotliParams(FAST_QUALITY, identity.length)),
    gzipAsync(identity, { level: 9 }),
  ]);
  // Small bodies are not worth a second pass.
  return { etag, identity, br, gzip: gz, builtAt: Date.now(), polished: identity.length < 4096 };
}

/** Recompresses with brotli quality 11 (in the thread pool) and swaps the bytes in; the ETag stays. */
export async function polishFeedBody(body: FeedBody): Promise<void> {
  if (body.polished) return;
  const br = await brotli(body.identity, brotliParams(BEST_QUALITY, body.identity.length));
  if (br.length < body.br.length) body.br = br;
  body.polished = true;
}
