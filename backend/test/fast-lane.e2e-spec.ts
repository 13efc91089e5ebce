import { MapFeedService } from '../src/map-feed/map-feed.service';
import { MapFeedSnapshot } from '../src/map-feed/map-feed.snapshot';
import { createTestApp, TestApp } from './support/test-app';

/** Headers that describe this answer's body or connection rather than the server's policy. */
const PER_ANSWER = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'content-type',
  'content-encoding',
  'etag',
  'vary',
  'cache-control',
  'transfer-encoding',
]);
const policyHeaders = (headers: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(headers)
      .filter(([name]) => !PER_ANSWER.has(name))
      .sort(),
  );

describe('map feeds in the fast lane (answered before Express)', () => {
  let t: TestApp;
  let sent: jest.SpyInstance;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.get(MapFeedSnapshot).refresh();
    sent = jest.spyOn(MapFeedService.prototype, 'send');
  });
  afterAll(() => t.close());
  beforeEach(() => sent.mockClear());

  it.each([
    '/public/api/call-net/failures-extensive',
    '/public/api/call-net/failures-hv',
    '/public/api/call-net/failures-lv',
    '/public/api/planned-outage/get/all',
    '/public/api/call-net/reports?timePeriod=PT6H',
    '/public/api/map/config',
  ])('%s carries exactly the security headers of an answer through Nest, without reaching the controller', async (path) => {
    const throughNest = await t.http().get('/public/api/config/get/all').expect(200);
    const res = await t.http().get(path).set('Accept-Encoding', 'br').expect(200);
    expect(policyHeaders(res.headers)).toEqual(policyHeaders(throughNest.headers));
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(sent).not.toHaveBeenCalled();
  });

  it('answers 304 in the lane and HEAD without a body', async () => {
    const first = await t.http().get('/public/api/call-net/failures-lv').expect(200);
    await t.http().get('/public/api/call-net/failures-lv').set('If-None-Match', first.headers.etag).expect(304);
    const head = await t.http().head('/public/api/call-net/failures-lv').expect(200);
    expect(head.headers.etag).toBe(first.headers.etag);
    expect(head.text ?? '').toBe('');
    expect(sent).not.toHaveBeenCalled();
  });

  it.each(['PT0H', 'P1D', '', 'PT1H&timePeriod=PT2H'])('leaves timePeriod=%s to the controller, which refuses it in the error shape', async (value) => {
    const res = await t.http().get(`/public/api/call-net/reports?timePeriod=${value}`).expect(400);
    expect(res.body).toEqual({
      statusCode: 400,
      message: 'Nieprawidłowy okres czasu: dozwolone PT1H–PT24H',
      errors: { timePeriod: 'Nieprawidłowy okres czasu: dozwolone PT1H–PT24H' },
    });
  });

  it('leaves other methods on a feed path to Nest (404 in the error shape)', async () => {
    const res = await t.http().post('/public/api/call-net/failures-lv').send({}).expect(404);
    expect(res.body.statusCode).toBe(404);
  });
});
