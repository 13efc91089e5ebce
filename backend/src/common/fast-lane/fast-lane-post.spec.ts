import express from 'express';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { buildFeedBody, type FeedBody } from '../prepared-body/feed-body';
import { startLaneServer } from '../../../test/support/lane-server';
import { FastLane } from './fast-lane';
import { parseJsonBody } from './lane-body';

const LIMIT = 64;

describe('FastLane POST (a small JSON body read before Express)', () => {
  let lane: Awaited<ReturnType<typeof startLaneServer>>;
  let body: FeedBody;

  beforeAll(async () => {
    body = await buildFeedBody([{ id: 7, type: 'PLANNED' }]);
    const fastLane = new FastLane();
    // Accepts exactly {"status":"ACTIVE"}; anything else is left to Nest.
    fastLane.addPost('/search', 'public, max-age=15', (_text, value) => ((value as { status?: string }).status === 'ACTIVE' ? body : null));
    fastLane.addPost('/later', 'public, max-age=15', () => Promise.resolve(body));
    fastLane.addPost('/throws', 'public, max-age=15', () => {
      throw new Error('route failed');
    });
    lane = await startLaneServer(fastLane, LIMIT);
  });
  afterAll(() => lane.close());
  beforeEach(() => lane.reset());

  const post = (path: string, data: string | Buffer, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
    fetch(`${lane.base}${path}`, { method: 'POST', headers, body: data });

  it('answers a body the route accepts with the prepared bytes, no-store and the middlewares run first', async () => {
    const res = await post('/search', '{"status":"ACTIVE"}', { 'content-type': 'application/json; charset=UTF-8', 'accept-encoding': 'br' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([{ id: 7, type: 'PLANNED' }]);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(lane.answered).toEqual(['/search']);
    expect(lane.reachedExpress).toEqual([]);
  });

  it('waits for a body being built', async () => {
    const res = await post('/later', '{}');
    expect(await res.json()).toEqual([{ id: 7, type: 'PLANNED' }]);
    expect(lane.reachedExpress).toEqual([]);
  });

  it('hands a body the route declines to Express, read and parsed, without running the middlewares twice', async () => {
    const res = await post('/search', '{"status":"DONE"}');
    expect(await res.text()).toBe('express');
    expect(lane.reachedExpress).toEqual([{ url: '/search', body: { status: 'DONE' }, error: undefined, rawLength: 0 }]);
    expect(lane.answered).toEqual([]);
  });

  it('hands a route that throws to Express', async () => {
    await post('/throws', '{}').then((r) => r.text());
    expect(lane.reachedExpress).toEqual([{ url: '/throws', body: {}, error: undefined, rawLength: 0 }]);
  });

  it.each(['{"status":', '"ACTIVE"', 'null', '   ', 'status=ACTIVE'])("hands %p to Express with body-parser's parse error", async (text) => {
    await post('/search', text).then((r) => r.text());
    expect(lane.reachedExpress).toEqual([{ url: '/search', body: undefined, error: { type: 'entity.parse.failed', status: 400 }, rawLength: 0 }]);
  });

  it.each<[string, string | Buffer, Record<string, string>]>([
    ['a body over the limit', JSON.stringify({ status: 'ACTIVE', pad: 'x'.repeat(LIMIT) }), { 'content-type': 'application/json' }],
    ['another media type', '{"status":"ACTIVE"}', { 'content-type': 'text/plain' }],
    ['no media type', '{"status":"ACTIVE"}', {}],
    ['another charset', '{"status":"ACTIVE"}', { 'content-type': 'application/json; charset=latin1' }],
    ['a compressed body', gzipSync('{"status":"ACTIVE"}'), { 'content-type': 'application/json', 'content-encoding': 'gzip' }],
  ])('leaves %s to Express unread', async (_name, data, headers) => {
    await post('/search', data, headers).then((r) => r.text());
    expect(lane.reachedExpress).toEqual([{ url: '/search', body: undefined, error: undefined, rawLength: Buffer.from(data).length }]);
    expect(lane.answered).toEqual([]);
  });

  it('leaves a chunked body (no Content-Length) to Express unread', async () => {
    const chunked = new ReadableStream({
      start(c) {
        c.enqueue(new TextEncoder().encode('{"status":"ACTIVE"}'));
        c.close();
      },
    });
    await fetch(`${lane.base}/search`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: chunked, duplex: 'half' }).then((r) =>
      r.text(),
    );
    expect(lane.reachedExpress).toEqual([{ url: '/search', body: undefined, error: undefined, rawLength: 19 }]);
  });

  it('leaves other paths and methods to Express', async () => {
    await post('/other', '{"status":"ACTIVE"}').then((r) => r.text());
    await fetch(`${lane.base}/search`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: '{"status":"ACTIVE"}' }).then((r) => r.text());
    expect(lane.reachedExpress.map((r) => [r.url, r.rawLength])).toEqual([
      ['/other', 19],
      ['/search', 19],
    ]);
  });
});

describe('parseJsonBody reads JSON as express.json does', () => {
  /** What express.json (body-parser 2, strict) makes of the bytes: the body, or its error type. */
  async function bodyParser(bytes: Buffer): Promise<{ value?: unknown; error?: string }> {
    const app = express();
    app.use(express.json({ limit: 1000 }));
    app.post('/', (req, res) => res.json({ value: req.body as unknown }));
    app.use((error: { type: string }, _req: express.Request, res: express.Response, _next: express.NextFunction) => res.json({ error: error.type }));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    try {
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: bytes,
      });
      return (await res.json()) as { value?: unknown; error?: string };
    } finally {
      await new Promise((r) => server.close(r));
    }
  }

  it.each([
    '{"status":"ACTIVE"}',
    ' \n\t{"status":"ACTIVE","includedDate":"2026-11-24T10:00:00Z"} ',
    '\uFEFF{"status":"ACTIVE"}',
    '\uFEFF',
    '[1,2]',
    '"ACTIVE"',
    '12',
    'null',
    '{"status":',
    '{"a":1}{}',
    '  ',
    '\u00a0{}',
    '{"status":"\u00e9\u0105"}',
  ])('%p', async (text) => {
    const bytes = Buffer.from(text);
    const lane = parseJsonBody(bytes);
    const expected = await bodyParser(bytes);
    if (expected.error) expect(lane).toEqual({ error: { type: expected.error, status: 400 } });
    else expect('value' in lane && lane.value).toEqual(expected.value);
  });
});
