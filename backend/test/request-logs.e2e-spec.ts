import { PassThrough } from 'node:stream';
import { createUser, TEST_PASSWORD } from './factories/user.factory';
import { marszalkowskaFailure } from './factories/integration-failure';
import { createTestApp, TestApp } from './support/test-app';

const KEY = 'logs-integration-key-0123456789abcdef';

describe('structured request logs', () => {
  let t: TestApp;
  const lines: string[] = [];

  beforeAll(async () => {
    const destination = new PassThrough();
    destination.on('data', (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
    t = await createTestApp({ LOG_LEVEL: 'info', INTEGRATION_API_KEYS: KEY }, { logDestination: destination });
  });
  afterAll(() => t.close());

  it('logs each API request as JSON without passwords, tokens or bodies', async () => {
    const user = await createUser(t.db);
    const login = await t.http().post('/api/login').send({ login: user.email, password: TEST_PASSWORD }).expect(200);
    const token = login.body.token as string;
    await t.http().post('/api/is-token-valid').set('Authorization', `Bearer ${token}`).set('Cookie', 'session=sekret').expect(200);
    await t.http().get('/api/nie-ma?resetPasswordToken=tajny-token-123').expect(404);
    await new Promise((r) => setTimeout(r, 50));

    const requests = lines.map((l) => JSON.parse(l)).filter((e) => e.req);
    expect(requests.map((e) => [e.req.method, e.req.url, e.res.statusCode])).toEqual(
      expect.arrayContaining([
        ['POST', '/api/login', 200],
        ['POST', '/api/is-token-valid', 200],
        ['GET', '/api/nie-ma?resetPasswordToken=[REDACTED]', 404],
      ]),
    );
    const all = lines.join('\n');
    expect(all).not.toContain(TEST_PASSWORD);
    expect(all).not.toContain(token);
    expect(all).not.toContain(token.split('.')[1]);
    expect(all).not.toContain('sekret');
    expect(all).not.toContain('tajny-token-123');
  });

  it('logs a map feed like any route, with its route template, and sends the request id back', async () => {
    lines.length = 0;
    const feed = await t.http().get('/public/api/call-net/failures-lv').set('X-Request-Id', 'storm-1').expect(200);
    expect(feed.headers['x-request-id']).toBe('storm-1');
    const fresh = await t.http().get('/public/api/map/config').expect(200);
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    await t.http().get('/public/api/call-net/reports?timePeriod=PT0H').expect(400);
    await new Promise((r) => setTimeout(r, 50));

    const requests = lines.map((l) => JSON.parse(l)).filter((e) => e.res);
    expect(requests.map((e) => [e.req.id, e.route, e.res.statusCode])).toEqual([
      ['storm-1', '/public/api/call-net/failures-lv', 200],
      [fresh.headers['x-request-id'], '/public/api/map/config', 200],
      [expect.any(String), '/public/api/call-net/reports', 400],
    ]);
  });

  it("logs the outage system's PUT once, with the caller's request id, never its body or key", async () => {
    lines.length = 0;
    await t
      .http()
      .put('/api/integration/outages/LOG-1')
      .set('X-Api-Key', KEY)
      .set('X-Request-Id', 'system-req-42')
      .send({ ...marszalkowskaFailure(), description: 'Opis tylko w treści' })
      .expect(200);
    await new Promise((r) => setTimeout(r, 50));
    const entries = lines.map((l) => JSON.parse(l)).filter((e) => e.res);
    expect(entries).toEqual([
      expect.objectContaining({
        level: 30,
        msg: 'request completed',
        route: '/api/integration/outages/:externalId',
        req: expect.objectContaining({ id: 'system-req-42', method: 'PUT', url: '/api/integration/outages/LOG-1' }),
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
      }),
    ]);
    expect(lines.join('\n')).not.toContain('Opis tylko w treści');
    expect(lines.join('\n')).not.toContain(KEY);
  });

  it('logs a request the query check or the body parser refuses, and sends its request id back', async () => {
    lines.length = 0;
    const badJson = await t
      .http()
      .post('/public/api/planned-outage/search/map')
      .set('Content-Type', 'application/json')
      .set('X-Request-Id', 'bad-json')
      .send('{"a":');
    const badQuery = await t.http().get('/public/api/call-net/failures-lv?x=%FF').set('X-Request-Id', 'bad-query');
    expect([badJson.status, badJson.headers['x-request-id'], badQuery.status, badQuery.headers['x-request-id']]).toEqual([400, 'bad-json', 400, 'bad-query']);
    await new Promise((r) => setTimeout(r, 50));
    const requests = lines.map((l) => JSON.parse(l)).filter((e) => e.res);
    expect(requests.map((e) => [e.req.id, e.req.method, e.res.statusCode, e.level])).toEqual([
      ['bad-json', 'POST', 400, 40],
      ['bad-query', 'GET', 400, 40],
    ]);
  });
});
