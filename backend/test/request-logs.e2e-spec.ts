import { PassThrough } from 'node:stream';
import { createUser, TEST_PASSWORD } from './factories/user.factory';
import { createTestApp, TestApp } from './support/test-app';

describe('structured request logs', () => {
  let t: TestApp;
  const lines: string[] = [];

  beforeAll(async () => {
    const destination = new PassThrough();
    destination.on('data', (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
    t = await createTestApp({ LOG_LEVEL: 'info' }, { logDestination: destination });
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

  it('sums the map feeds up instead of a line per answer, and still logs their refusals one by one', async () => {
    lines.length = 0;
    await t.http().get('/public/api/call-net/failures-lv').expect(200);
    await t.http().get('/public/api/map/config').expect(200);
    await t.http().get('/public/api/call-net/reports?timePeriod=PT0H').expect(400);
    await t.http().get('/api/health').expect(200);
    await t
      .http()
      .get('/public/api/config/get/all')
      .expect((r) => expect(r.status).toBeLessThan(500));
    await new Promise((r) => setTimeout(r, 50));

    const entries = lines.map((l) => JSON.parse(l));
    const requestLines = entries.filter((e) => e.req?.url).map((e) => e.req.url as string);
    expect(requestLines).not.toContain('/public/api/call-net/failures-lv');
    expect(requestLines).not.toContain('/public/api/map/config');
    expect(requestLines).toContain('/public/api/call-net/reports?timePeriod=PT0H');
    expect(requestLines).toContain('/public/api/config/get/all');
  });
});
