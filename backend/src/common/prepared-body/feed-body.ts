import etag from 'etag';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * One feed answer, encoded once per change and served to everyone (docs/map-feeds.md): the bytes are what a storm
 * costs, so they are compressed in advance and never per request. Brotli quality 6 compresses the 1 MB planned feed
 * in about 10 ms, so a change is live at once; a higher quality makes it a fifth to a quarter smaller but takes tens
 * of times longer, so it is applied later, in the background, to bodies that live long enough (polishFeedBody).
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
/**
 * Measured on the bench's bodies (docs/performance.md): quality 10 gives 85–90 % of quality 11's saving (planned feed
 * 67.9 → 53.3 kB against 50.3 kB; 24-hour reports 40.2 → 28.4 against 25.6 kB) for a third of its time (354 ms
 * against 1,200 ms) — CPU a storm needs for answering.
 */
const BEST_QUALITY = 10;
const brotliParams = (quality: number, size: number) => ({ params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: size } });

/** The same JSON keeps the previous body (and its ETag): a rebuild that changes nothing costs clients no download. */
export function buildFeedBody(value: unknown, previous?: FeedBody): Promise<FeedBody> {
  return buildTextBody(JSON.stringify(value), previous);
}

/** Each item's JSON, made once in the item's life: the snapshot keeps an unchanged item as the same object. */
const itemJson = new WeakMap<object, string>();

/**
 * A JSON array of items that are never changed once made (the map snapshot's; a change is a new object): each item is
 * serialised once, and a rebuild joins the texts — the same bytes as `JSON.stringify(items)`. In a storm the
 * outage-management system updates a few failures of hundreds several times a second; serialising the whole
 * low-voltage feed again at every rebuild was most of a rebuild's time on the event loop.
 */
export function buildListBody(items: readonly object[], previous?: FeedBody): Promise<FeedBody> {
  const parts = new Array<string>(items.length);
  for (let i = 0; i < items.length; i++) {
    let json = itemJson.get(items[i]);
    if (json === undefined) itemJson.set(items[i], (json = JSON.stringify(items[i])));
    parts[i] = json;
  }
  return buildTextBody(`[${parts.join(',')}]`, previous);
}

/** The same for a body that is already text (open data's Atom and CAP XML, docs/open-data.md). */
export async function buildTextBody(text: string, previous?: FeedBody): Promise<FeedBody> {
  const identity = Buffer.from(text);
  // Weak: one ETag names the JSON, whichever encoding carries it (RFC 9110 §8.8.1); Express's own rule (`etag`).
  const tag = etag(identity, { weak: true });
  if (previous?.etag === tag) return previous;
  const [br, gz] = await Promise.all([brotli(identity, brotliParams(FAST_QUALITY, identity.length)), gzipAsync(identity, { level: 9 })]);
  // Small bodies are not worth a second pass.
  return { etag: tag, identity, br, gzip: gz, builtAt: Date.now(), polished: identity.length < 4096 };
}

/** Recompresses with brotli quality 10 (in the thread pool) and swaps the bytes in; the ETag stays. */
export async function polishFeedBody(body: FeedBody): Promise<void> {
  if (body.polished) return;
  const br = await brotli(body.identity, brotliParams(BEST_QUALITY, body.identity.length));
  if (br.length < body.br.length) body.br = br;
  body.polished = true;
}
