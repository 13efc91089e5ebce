import { createServer, type IncomingMessage, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import etag from 'etag';
import { buildFeedBody } from './feed-body';
import { chooseEncoding, type FeedExtras, sendFeed } from './send-feed';

describe('chooseEncoding', () => {
  it.each<[string | undefined, string]>([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['identity', 'identity'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['deflate', 'identity'],
  ])('%p → %s', (header, expected) => expect(chooseEncoding(header)).toBe(expected));
});

describe('sendFeed', () => {
  /** What a real response sends for a request with `headers`: status, headers and body, read back by a real client. */
  async function sent(method: string, headers: Record<string, string>, extra?: FeedExtras) {
    const body = await buildFeedBody({ feed: 'x'.repeat(100) });
    const server = createServer((req, res) => {
      res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
      res.setHeader('X-Frame-Options', 'DENY');
      sendFeed(req, res, body, 'public, max-age=15', extra);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      // node:http rather than fetch, which adds Cache-Control: no-cache to a request with If-None-Match.
      const port = (server.address() as AddressInfo).port;
      const res = await new Promise<IncomingMessage>((resolve, reject) =>
        request({ port, host: '127.0.0.1', method, headers }, resolve).on('error', reject).end(),
      );
      const chunks: Buffer[] = [];
      for await (const chunk of res) chunks.push(chunk as Buffer);
      return { status: res.statusCode, headers: new Headers(res.headers as Record<string, string>), text: Buffer.concat(chunks).toString('latin1') };
    } finally {
      await new Promise((r) => server.close(r));
    }
  }

  it('gives the weak ETag Express gives the same bytes', async () => {
    const body = await buildFeedBody({ a: 1 });
    expect(body.etag).toBe(etag(Buffer.from('{"a":1}'), { weak: true }));
  });

  it.each<[string, (tag: string) => Record<string, string>, number]>([
    ['the current tag', (tag) => ({ 'If-None-Match': tag }), 304],
    ['the tag without W/', (tag) => ({ 'If-None-Match': tag.slice(2) }), 304],
    ['a list holding the tag', (tag) => ({ 'If-None-Match': `"x", ${tag}` }), 304],
    ['*', () => ({ 'If-None-Match': '*' }), 304],
    ['another tag', () => ({ 'If-None-Match': 'W/"other"' }), 200],
    ['no condition', () => ({}), 200],
    // What a browser sends for a script's conditional fetch (it adds the no-cache): the current tag is still a 304.
    [
      "the tag with Cache-Control: no-cache (a script's conditional fetch)",
      (tag) => ({ 'If-None-Match': tag, 'Cache-Control': 'no-cache', Pragma: 'no-cache' }),
      304,
    ],
  ])('answers GET with %s: %p', async (_what, headers, status) => {
    const tag = (await buildFeedBody({ feed: 'x'.repeat(100) })).etag;
    const res = await sent('GET', headers(tag));
    expect(res.status).toBe(status);
    expect(res.headers.get('etag')).toBe(tag);
    expect(res.headers.get('cache-control')).toBe('public, max-age=15');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.text.length > 0).toBe(status === 200);
  });

  it('never answers a POST 304 and keeps it out of caches', async () => {
    const tag = (await buildFeedBody({ feed: 'x'.repeat(100) })).etag;
    const res = await sent('POST', { 'If-None-Match': tag });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it("keeps the headers the response carries, an answer's own header replacing one of the same name", async () => {
    const res = await sent(
      'GET',
      { 'Accept-Encoding': 'br' },
      { contentType: 'application/geo+json', headers: { 'cross-origin-resource-policy': 'cross-origin' } },
    );
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('content-type')).toBe('application/geo+json');
    expect(res.headers.get('content-encoding')).toBe('br');
  });
});
