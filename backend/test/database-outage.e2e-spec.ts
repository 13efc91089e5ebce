import type { Test } from 'supertest';
import { MapFeedSnapshot } from '../src/map-feed/map-feed.snapshot';
import { MailOutboxEntity } from '../src/mail/entities/mail-outbox.entity';
import { eventually } from './support/eventually';
import { OwnDatabase } from './support/own-database';
import { createTestApp, TestApp } from './support/test-app';
import { createUser, tokenFor } from './factories/user.factory';
import { marszalkowskaFailure } from './factories/integration-failure';

const UNAVAILABLE = { statusCode: 503, message: 'Usługa chwilowo niedostępna. Spróbuj ponownie za chwilę.' };
const KEY = 'outage-test-integration-key-0123456789';

/**
 * Issue #14, "stopped database": every call that needs the database answers 503 with a Polish message and
 * Retry-After (never 401, which signs people out, nor 500, nor a 204 that loses the mail), while the map feeds keep
 * serving the last snapshot; once the database is back, the same calls work without a restart.
 */
describe('a stopped database', () => {
  let db: OwnDatabase;
  let t: TestApp;
  let adminToken: string;
  let residentToken: string;
  let adminId: number;
  let residentEmail: string;

  const outageCall = { failure: marszalkowskaFailure() };

  const calls: Array<[string, () => Test]> = [
    ['a staff call with a valid token', () => t.http().get(`/api/user/get/${adminId}`).set('Authorization', `Bearer ${adminToken}`)],
    ['a token check', () => t.http().post('/api/is-token-valid').set('Authorization', `Bearer ${adminToken}`)],
    ['a resident call with a valid token', () => t.http().get('/public/api/user/get').set('Authorization', `Bearer ${residentToken}`)],
    ['the staff sign-in', () => t.http().post('/api/login').send({ login: 'ktos@test.local', password: 'Haslo#123a' })],
    ['the public sign-in', () => t.http().post('/public/api/login').send({ login: 'ktos@test.local', password: 'Haslo#123a' })],
    [
      'a registration',
      () =>
        t
          .http()
          .post('/public/api/register')
          .send({ fullName: 'Jan Nowak', email: 'jan.nowak@test.local', password: 'Haslo#123a', confirmPassword: 'Haslo#123a' }),
    ],
    ['a public password reminder', () => t.http().post('/public/api/user/password/remind').send({ email: residentEmail })],
    ['a staff password reminder', () => t.http().post('/api/user/password/remind').send({ email: 'admin.outage@test.local' })],
    ['address suggestions', () => t.http().get('/public/api/geocode/autocomplete').query({ q: 'marszalkowska 1' })],
    ['the public planned list', () => t.http().post('/public/api/planned-outage/search/compressed-report').send({})],
    ['the staff planned list', () => t.http().post('/api/planned-outage/search/report').set('Authorization', `Bearer ${adminToken}`).send({})],
    ['the integration PUT', () => t.http().put('/api/integration/outages/OUT-1').set('X-Api-Key', KEY).send(outageCall.failure)],
  ];

  const feeds = [
    '/public/api/call-net/failures-extensive',
    '/public/api/call-net/failures-hv',
    '/public/api/call-net/failures-lv',
    '/public/api/call-net/reports?timePeriod=PT24H',
    '/public/api/planned-outage/get/all',
  ];

  beforeAll(async () => {
    db = await OwnDatabase.start();
    t = await createTestApp({ INTEGRATION_API_KEYS: KEY }, { databaseUrl: db.url });
    const admin = await createUser(t.db, { systemRole: 'ADMIN', email: 'admin.outage@test.local' });
    adminId = admin.id;
    adminToken = await tokenFor(t.http, admin.email);
    const resident = await createUser(t.db, { systemRole: 'PUBLIC', email: 'mieszkaniec.outage@test.local' });
    residentEmail = resident.email;
    residentToken = (await t.http().post('/public/api/login').send({ login: resident.email, password: 'Test#Haslo1' }).expect(200)).body.token;
  }, 60_000);

  afterAll(async () => {
    await t?.close();
    await db?.end();
  });

  it('answers 503 with Retry-After and a Polish message to every call that needs it, keeps serving the map feeds, and recovers when it is back', async () => {
    const before = new Map<string, string>();
    for (const path of feeds) before.set(path, (await t.http().get(path).expect(200)).headers.etag);

    await db.stop();

    const answers: Record<string, unknown> = {};
    for (const [name, call] of calls) {
      const res = await call();
      answers[name] = { status: res.status, body: res.body, retryAfter: res.headers['retry-after'] };
    }
    const expected = Object.fromEntries(calls.map(([name]) => [name, { status: 503, body: UNAVAILABLE, retryAfter: '5' }]));
    expect(answers).toEqual(expected);

    // The feeds never query per request: a refresh fails (it needs the database), the last snapshot stays served.
    await expect(t.app.get(MapFeedSnapshot).refresh()).rejects.toThrow();
    for (const path of feeds) {
      const res = await t.http().get(path).expect(200);
      expect(res.headers.etag).toBe(before.get(path));
      await t.http().get(path).set('If-None-Match', before.get(path)!).expect(304);
    }
    const health = await t.http().get('/api/health').expect(503);
    expect(health.body).toEqual({ status: 'error', database: 'down' });
    // A load balancer or monitor that honours it comes back when a reconnect may have worked.
    expect(health.headers['retry-after']).toBe('5');

    // Back without a restart of the portal; the reminder refused meanwhile can be asked again and reaches the outbox.
    await db.restart();
    await eventually(() => t.http().get(`/api/user/get/${adminId}`).set('Authorization', `Bearer ${adminToken}`).expect(200), {
      timeoutMs: 10_000,
      everyMs: 200,
    });
    // The shared rate-limit counters are asked again a few seconds after their last failure (Retry-After).
    await eventually(() => t.http().post('/public/api/user/password/remind').send({ email: residentEmail }).expect(204), { timeoutMs: 10_000, everyMs: 500 });
    await eventually(async () => expect(await t.db.getRepository(MailOutboxEntity).countBy({ toAddress: residentEmail, kind: 'RESET_PASSWORD' })).toBe(1));
  }, 90_000);
});
