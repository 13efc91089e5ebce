import { startLaneServer } from '../../../test/support/lane-server';
import { FastLane, weakEtag } from './fast-lane';

const LIMIT = 64;

describe('FastLane PUT (a write answered before Express, or handed to it unanswered)', () => {
  let lane: Awaited<ReturnType<typeof startLaneServer>>;
  const routeCalls: Array<{ params: string[]; value: unknown }> = [];

  beforeAll(async () => {
    const fastLane = new FastLane();
    // Writes {"ok":true} bodies; declines anything else (Nest would refuse it); `boom` throws after "writing".
    fastLane.addPut(/^\/things\/([a-z0-9-]+)$/, 'no-store', (_req, params, body) => {
      routeCalls.push({ params, value: body.value });
      if (params[0] === 'boom') throw new Error('the database went away mid-write');
      if ((body.value as { ok?: boolean }).ok !== true) return Promise.resolve(null);
      return Promise.resolve({ status: 200, json: JSON.stringify({ id: params[0], saved: true }), headers: { 'X-Own': 'yes' } });
    });
    lane = await startLaneServer(fastLane, LIMIT);
  });
  afterAll(() => lane.close());
  beforeEach(() => {
    lane.reset();
    routeCalls.length = 0;
  });

  const put = (path: string, data: string, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
    fetch(`${lane.base}${path}`, { method: 'PUT', headers, body: data });

  it("answers a write the route takes, as Express's res.json would, after the middlewares", async () => {
    const res = await put('/things/a-1', '{"ok":true}');
    const text = await res.text();
    expect(res.status).toBe(200);
    expect(JSON.parse(text)).toEqual({ id: 'a-1', saved: true });
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('etag')).toBe(weakEtag(Buffer.from(text)));
    expect(res.headers.get('content-length')).toBe(String(Buffer.byteLength(text)));
    expect(res.headers.get('x-own')).toBe('yes');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(routeCalls).toEqual([{ params: ['a-1'], value: { ok: true } }]);
    expect(lane.answered).toEqual(['/things/a-1']);
    expect(lane.reachedExpress).toEqual([]);
  });

  it('hands a declined write to Express with the body it read, and runs no middleware itself', async () => {
    const res = await put('/things/a-2', '{"ok":false}');
    expect(await res.text()).toBe('express');
    expect(lane.reachedExpress).toEqual([{ url: '/things/a-2', body: { ok: false }, error: undefined, rawLength: 0 }]);
    expect(lane.answered).toEqual([]);
  });

  it('hands a body that is not JSON to Express as the parse error, without asking the route', async () => {
    await (await put('/things/a-3', '{"ok":')).text();
    expect(routeCalls).toEqual([]);
    expect(lane.reachedExpress).toEqual([{ url: '/things/a-3', body: undefined, error: { type: 'entity.parse.failed', status: 400 }, rawLength: 0 }]);
  });

  it('answers a route that threw with the one error shape: it may have written, so Express never runs it again', async () => {
    const res = await put('/things/boom', '{"ok":true}');
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ statusCode: 500, message: expect.any(String) });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(lane.reachedExpress).toEqual([]);
  });

  it('leaves to Express, unread, a path it does not know, a query string, a body over the limit or not JSON', async () => {
    await (await put('/things/a-4?x=1', '{"ok":true}')).text();
    await (await put('/other/a-4', '{"ok":true}')).text();
    await (await put('/things/a-4', JSON.stringify({ ok: true, pad: 'x'.repeat(LIMIT) }))).text();
    await (await put('/things/a-4', '{"ok":true}', { 'content-type': 'text/plain' })).text();
    expect(routeCalls).toEqual([]);
    expect(lane.reachedExpress.map((r) => [r.url, r.rawLength > 0])).toEqual([
      ['/things/a-4?x=1', true],
      ['/other/a-4', true],
      ['/things/a-4', true],
      ['/things/a-4', true],
    ]);
  });

  it('refuses a global or sticky pattern, whose exec() would keep state between requests', () => {
    const none = () => Promise.resolve(null);
    expect(() => new FastLane().addPut(/^\/x$/g, 'no-store', none)).toThrow('global or sticky');
    expect(() => new FastLane().addPut(/^\/x$/y, 'no-store', none)).toThrow('global or sticky');
  });
});
