import { gzipSync } from 'node:zlib';
import type { Response } from 'supertest';
import { MapFeedService } from '../src/map-feed/map-feed.service';
import { MapFeedSnapshot } from '../src/map-feed/map-feed.snapshot';
import { createTestApp, TestApp } from './support/test-app';

const SEARCH = '/public/api/planned-outage/search/map';
/** Headers that vary with each answer (its date, its connection) rather than with what was answered. */
const PER_REQUEST = new Set(['date', 'connection', 'keep-alive']);
const headersOf = (res: Response) =>
  Object.fromEntries(
    Object.entries(res.headers as Record<string, string>)
      .filter(([name]) => !PER_REQUEST.has(name))
      .sort(),
  );

describe('the map search in the fast lane (POST answered before Express, issue 19)', () => {
  let t: TestApp;
  let throughController: jest.SpyInstance;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.get(MapFeedSnapshot).refresh();
    throughController = jest.spyOn(MapFeedService.prototype, 'sendPlannedActiveAt');
  });
  afterAll(() => t.close());
  beforeEach(() => throughController.mockClear());

  /**
   * The lane reads plain JSON with a Content-Length; the same JSON gzip-compressed is read by Express and reaches Nest
   * (the serializer keeps supertest from turning the compressed bytes into JSON).
   */
  const viaLane = (text: string, headers: Record<string, string> = {}) =>
    t
      .http()
      .post(SEARCH)
      .set({ 'Content-Type': 'application/json', ...headers })
      .send(text);
  const viaNest = (text: string, headers: Record<string, string> = {}) =>
    t
      .http()
      .post(SEARCH)
      .set({ 'Content-Type': 'application/json', 'Content-Encoding': 'gzip', ...headers })
      .serialize((bytes: Buffer) => bytes as unknown as string)
      .send(gzipSync(text));

  it.each(['{"status":"ACTIVE"}', '{}', `{"status":"ACTIVE","includedDate":"${new Date(Date.now() + 3_600_000).toISOString()}"}`])(
    'answers %s without the controller, with the bytes and headers the controller sends',
    async (text) => {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const lane = await viaLane(text, { 'Accept-Encoding': encoding }).expect(200);
        expect(throughController).not.toHaveBeenCalled();
        const nest = await viaNest(text, { 'Accept-Encoding': encoding }).expect(200);
        expect(throughController).toHaveBeenCalledTimes(1);
        throughController.mockClear();
        expect(headersOf(lane)).toEqual(headersOf(nest));
        expect(lane.body).toEqual(nest.body);
        expect(lane.headers['cache-control']).toBe('no-store');
        expect(lane.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      }
    },
  );

  it.each([
    '{"status":"DONE"}',
    '{"includedDate":"jutro"}',
    '{"includedDate":12}',
    '{"status":"ACTIVE","extra":1}',
    '{"__proto__":{"status":"ACTIVE"}}',
    '{"includedDate":"2026-11-24T10:00:00Z\\u0000"}',
    '[]',
    '[{"status":"ACTIVE"}]',
    `${'['.repeat(40)}${']'.repeat(40)}`,
    '{"status":',
    '"ACTIVE"',
    'null',
    '  ',
  ])('refuses %s exactly as Express and Nest do', async (text) => {
    const lane = await viaLane(text);
    const nest = await viaNest(text);
    expect(lane.status).toBe(400);
    expect({ status: lane.status, headers: headersOf(lane), body: lane.body as unknown }).toEqual({
      status: nest.status,
      headers: headersOf(nest),
      body: nest.body as unknown,
    });
    expect(lane.body).toMatchObject({ statusCode: 400, message: expect.any(String) });
  });

  it('leaves a body over the limit to Express: 413 in the one error shape', async () => {
    const res = await viaLane(JSON.stringify({ status: 'ACTIVE', pad: 'x'.repeat(t.config.bodyLimitBytes) })).expect(413);
    expect(res.body).toEqual({ statusCode: 413, message: 'Przesłane dane są zbyt duże' });
  });

  it('answers the same query from the same prepared body (one ETag) until the data changes', async () => {
    const first = await viaLane('{"status":"ACTIVE"}').expect(200);
    const second = await viaLane('{"status":"ACTIVE"}').expect(200);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(throughController).not.toHaveBeenCalled();
  });
});
