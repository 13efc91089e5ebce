import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildFeedBody, type FeedBody } from '../prepared-body/feed-body';
import { FastLane, recordHeaders } from './fast-lane';

describe('FastLane (prepared bodies before Express)', () => {
  let server: Server;
  let base: string;
  let lane: FastLane;
  let body: FeedBody;
  const reachedExpress: string[] = [];
  /** What the lane told of: url and status of each answer it wrote. */
  const answered: string[] = [];

  beforeAll(async () => {
    body = await buildFeedBody([{ id: 1, cause: 'Uszkodzenie kabla' }]);
    lane = new FastLane();
    lane.add('/feed', 'public, max-age=15', () => body);
    lane.add('/periodic', 'public, max-age=15', (search) => (new URLSearchParams(search).get('h') === '1' ? Promise.resolve(body) : null));
    lane.add('/broken', 'public, max-age=15', () => Promise.reject(new Error('build failed')));
    server = createServer((req: IncomingMessage, res: ServerResponse) => {
      reachedExpress.push(`${req.method} ${req.url}`);
      res.setHeader('X-Answered-By', 'express');
      res.end('express');
    });
    lane.install(server, {
      headers: [
        (_req, res, next) => {
          res.setHeader('X-Frame-Options', 'DENY');
          next();
        },
      ],
      answered: (req, status) => answered.push(`${req.url} ${status}`),
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((r) => server.close(r)));
  beforeEach(() => {
    reachedExpress.length = 0;
    answered.length = 0;
  });

  it('answers a registered GET itself, with the prepared bytes, the ETag and the headers of the middlewares run first', async () => {
    const res = await fetch(`${base}/feed`, { headers: { 'accept-encoding': 'br' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([{ id: 1, cause: 'Uszkodzenie kabla' }]);
    expect(res.headers.get('etag')).toBe(body.etag);
    expect(res.headers.get('cache-control')).toBe('public, max-age=15');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(reachedExpress).toEqual([]);
    expect(answered).toEqual(['/feed 200']);
  });

  it('answers 304 to a current If-None-Match', async () => {
    const res = await fetch(`${base}/feed`, { headers: { 'if-none-match': body.etag } });
    expect(res.status).toBe(304);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('etag')).toBe(body.etag);
    expect(reachedExpress).toEqual([]);
    expect(answered).toEqual(['/feed 304']);
  });

  it('waits for a body being built', async () => {
    const res = await fetch(`${base}/periodic?h=1`);
    expect(await res.json()).toEqual([{ id: 1, cause: 'Uszkodzenie kabla' }]);
    expect(reachedExpress).toEqual([]);
  });

  it('leaves to Express what a route declines, other methods and other paths, and tells of none of them', async () => {
    for (const [method, path] of [
      ['GET', '/periodic?h=2'],
      ['POST', '/feed'],
      ['GET', '/feed/x'],
      ['GET', '/other'],
    ]) {
      const res = await fetch(`${base}${path}`, { method });
      expect(await res.text()).toBe('express');
    }
    expect(reachedExpress).toEqual(['GET /periodic?h=2', 'POST /feed', 'GET /feed/x', 'GET /other']);
    expect(answered).toEqual([]);
  });

  it('hands a request to Express when building its body fails', async () => {
    const res = await fetch(`${base}/broken`);
    expect(res.headers.get('x-answered-by')).toBe('express');
    expect(reachedExpress).toEqual(['GET /broken']);
  });

  it('records the header middlewares once, and refuses one whose headers depend on the request or that does not go on', () => {
    const headers = recordHeaders([
      (_req, res, next) => {
        res.setHeader('X-Frame-Options', 'DENY');
        res.setHeader('X-Powered-By', 'x');
        next();
      },
      (_req, res, next) => {
        res.removeHeader('X-Powered-By');
        next();
      },
    ]);
    expect(headers).toEqual(['X-Frame-Options', 'DENY']);
    expect(() =>
      recordHeaders([
        (req, res, next) => {
          res.setHeader('X-Url', req.url ?? '');
          next();
        },
      ]),
    ).toThrow('the same headers for every request');
    expect(() => recordHeaders([() => undefined])).toThrow('must call next() at once');
  });
});
