import request from 'supertest';
import { NotificationWorkerService } from '../src/notifications/notification-worker.service';
import { MapFeedSnapshot } from '../src/map-feed/map-feed.snapshot';
import { OwnDatabase } from './support/own-database';
import { createTestApp, TestApp } from './support/test-app';
import { freePort } from './support/test-database';
import { createUser, tokenFor } from './factories/user.factory';
import { LocalPushService } from './support/local-push-service.mjs';

const METRICS_TOKEN = 'metrics-test-token-0123456789abcdef0123';

/** One sample of the text format: `name{labels} value`, the labels as written (order kept). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels);
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const have = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((l) => [l[1], l[2]]));
    if (wanted.every(([k, v]) => have[k] === v) && Object.keys(have).length === wanted.length) return Number(m[3]);
  }
  return undefined;
}

describe('GET /metrics (Prometheus)', () => {
  let t: TestApp;
  let adminToken: string;
  let dispatcherToken: string;
  let residentToken: string;
  let adminId: number;
  let push: LocalPushService;
  const scrape = async () => (await t.http().get('/metrics').set('Authorization', `Bearer ${METRICS_TOKEN}`).expect(200)).text;

  beforeAll(async () => {
    // The SMS gateway and the SMTP server are ports nobody listens on: every send fails at once, as a gateway that is down.
    const closed = await freePort();
    push = await LocalPushService.start();
    t = await createTestApp({
      PUSH_SERVICE_HOSTS: push.serviceHost,
      PUSH_CA_FILE: push.caFile,
      METRICS_TOKEN,
      NOTIFICATIONS_WORKER: 'false',
      SMS_QUIET_HOURS: '00:00-00:00',
      LOGIN_MAX_FAILURES: '3',
      SMSAPI_TOKEN: 'metrics-test-sms-token',
      SMSAPI_URL: `http://127.0.0.1:${closed}`,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(closed),
    });
    const admin = await createUser(t.db, { systemRole: 'ADMIN', email: 'admin.metrics@test.local' });
    adminId = admin.id;
    adminToken = await tokenFor(t.http, admin.email);
    await createUser(t.db, { systemRole: 'DISPATCHER', email: 'dyspozytor.metrics@test.local' });
    dispatcherToken = await tokenFor(t.http, 'dyspozytor.metrics@test.local');
    await createUser(t.db, { systemRole: 'PUBLIC', email: 'mieszkaniec.metrics@test.local' });
    residentToken = (await t.http().post('/public/api/login').send({ login: 'mieszkaniec.metrics@test.local', password: 'Test#Haslo1' }).expect(200)).body
      .token as string;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await push?.close();
  });

  describe('who may read it', () => {
    it('refuses a request without credentials with 401 in the one error shape', async () => {
      const res = await t.http().get('/metrics').expect(401);
      expect(res.body).toEqual({ statusCode: 401, message: 'Brak autoryzacji' });
    });

    it('refuses a wrong bearer token with 401', async () => {
      await t.http().get('/metrics').set('Authorization', 'Bearer not-the-metrics-token-0123456789abcdef').expect(401);
      await t.http().get('/metrics').set('Authorization', `Bearer ${METRICS_TOKEN}x`).expect(401);
    });

    it("refuses a signed-in user who is not an administrator with 403 (a resident's and a dispatcher's token)", async () => {
      for (const token of [residentToken, dispatcherToken]) {
        const res = await t.http().get('/metrics').set('Authorization', `Bearer ${token}`).expect(403);
        expect(res.body).toEqual({ statusCode: 403, message: 'Nie masz wystarczających uprawnień' });
      }
    });

    it("answers the scraper's token and an administrator's sign-in token in Prometheus' text format, never cached", async () => {
      for (const token of [METRICS_TOKEN, adminToken]) {
        const res = await t.http().get('/metrics').set('Authorization', `Bearer ${token}`).expect(200);
        expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
        expect(res.headers['cache-control']).toBe('no-store');
        expect(res.text).toContain('# TYPE http_request_duration_seconds histogram');
      }
    });
  });

  it('lists every metric the runbook names, with its type, and Node’s own process metrics', async () => {
    const text = await scrape();
    const types: Array<[string, string]> = [
      ['http_request_duration_seconds', 'histogram'],
      ['portal_map_snapshot_age_seconds', 'gauge'],
      ['portal_map_snapshot_rebuild_duration_seconds', 'gauge'],
      ['portal_open_data_build_duration_seconds', 'gauge'],
      ['portal_alert_outbox_depth', 'gauge'],
      ['portal_alert_outbox_oldest_age_seconds', 'gauge'],
      ['portal_alert_deliveries_total', 'counter'],
      ['portal_sms_gateway_errors_total', 'counter'],
      ['portal_mail_errors_total', 'counter'],
      ['portal_push_deliveries_total', 'counter'],
      ['portal_db_pool_connections_in_use', 'gauge'],
      ['portal_db_pool_connections_idle', 'gauge'],
      ['portal_db_pool_waiting_clients', 'gauge'],
      ['portal_db_pool_max_connections', 'gauge'],
      ['portal_sign_in_failures_total', 'counter'],
      ['portal_sign_in_lockouts_total', 'counter'],
      ['portal_uploads_refused_total', 'counter'],
      ['process_cpu_seconds_total', 'counter'],
      ['process_resident_memory_bytes', 'gauge'],
      ['nodejs_eventloop_lag_p99_seconds', 'gauge'],
      ['nodejs_heap_size_used_bytes', 'gauge'],
    ];
    for (const [name, type] of types) expect(text).toContain(`# TYPE ${name} ${type}`);
    // The snapshot was built at start and is checked every 5 s; the pool is the configured 20.
    expect(sample(text, 'portal_map_snapshot_age_seconds')).toBeLessThan(30);
    expect(sample(text, 'portal_map_snapshot_rebuild_duration_seconds')).toBeGreaterThan(0);
    expect(sample(text, 'portal_open_data_build_duration_seconds')).toBeGreaterThan(0);
    expect(sample(text, 'portal_db_pool_max_connections')).toBe(20);
    expect(sample(text, 'portal_db_pool_connections_in_use')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'portal_db_pool_waiting_clients')).toBe(0);
    for (const channel of ['EMAIL', 'SMS', 'PUSH']) expect(sample(text, 'portal_alert_outbox_depth', { channel })).toBe(0);
  });

  it('times a request under its route template, never its raw URL, with method and status', async () => {
    const labels = { method: 'GET', route: '/api/user/get/:id', status_code: '200' };
    const before = sample(await scrape(), 'http_request_duration_seconds_count', labels) ?? 0;
    await t.http().get(`/api/user/get/${adminId}`).set('Authorization', `Bearer ${adminToken}`).expect(200);
    await t.http().get('/api/user/get/999999?x=1').set('Authorization', `Bearer ${adminToken}`).expect(404);
    await t.http().get('/api/no-such-route/12345').expect(404);
    const text = await scrape();
    expect(sample(text, 'http_request_duration_seconds_count', labels)).toBe(before + 1);
    expect(sample(text, 'http_request_duration_seconds_count', { ...labels, status_code: '404' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'http_request_duration_seconds_bucket', { le: '+Inf', ...labels })).toBe(before + 1);
    expect(sample(text, 'http_request_duration_seconds_count', { method: 'GET', route: 'unmatched', status_code: '404' })).toBeGreaterThanOrEqual(1);
    // A guard's refusal is timed too (an interceptor would not see it).
    expect(sample(text, 'http_request_duration_seconds_count', { method: 'GET', route: '/metrics', status_code: '401' })).toBeGreaterThanOrEqual(1);
    expect(text).not.toMatch(/route="[^"]*(999999|12345|\?)/);
    expect(text).not.toContain(`route="/api/user/get/${adminId}"`);
  });

  it('counts failed sign-ins and lockouts by site', async () => {
    const staff = { site: 'staff' };
    const before = await scrape();
    await t.http().post('/api/login').send({ login: 'admin.metrics@test.local', password: 'Zle#Haslo1' }).expect(401);
    await t.http().post('/public/api/login').send({ login: 'nikt@test.local', password: 'Zle#Haslo1' }).expect(401);
    let text = await scrape();
    expect(sample(text, 'portal_sign_in_failures_total', staff)).toBe((sample(before, 'portal_sign_in_failures_total', staff) ?? 0) + 1);
    expect(sample(text, 'portal_sign_in_failures_total', { site: 'public' })).toBe(
      (sample(before, 'portal_sign_in_failures_total', { site: 'public' }) ?? 0) + 1,
    );
    // LOGIN_MAX_FAILURES=3: the fourth try of one login from one address is refused without a check.
    for (let i = 0; i < 3; i++) await t.http().post('/api/login').send({ login: 'zamek@test.local', password: 'Zle#Haslo1' }).expect(401);
    await t.http().post('/api/login').send({ login: 'zamek@test.local', password: 'Zle#Haslo1' }).expect(503);
    text = await scrape();
    expect(sample(text, 'portal_sign_in_lockouts_total', staff)).toBe((sample(before, 'portal_sign_in_lockouts_total', staff) ?? 0) + 1);
  });

  it('counts refused uploads by reason', async () => {
    const before = await scrape();
    const upload = () => t.http().post('/api/planned-outage/address-list').set('Authorization', `Bearer ${dispatcherToken}`);
    await upload().attach('file', Buffer.from('to nie jest arkusz'), 'lista.xlsx').expect(400);
    await upload().attach('plik', Buffer.from('x'), 'lista.xlsx').expect(400);
    const text = await scrape();
    for (const reason of ['content', 'malformed'])
      expect(sample(text, 'portal_uploads_refused_total', { reason })).toBe((sample(before, 'portal_uploads_refused_total', { reason }) ?? 0) + 1);
  });

  it('shows queued alerts in the outbox depth and age of their channel, and counts the gateway and SMTP errors of their delivery', async () => {
    await t.db.query(
      `INSERT INTO "notifications" ("user_id", "event", "channel", "key", "recipient", "subject", "body", "status", "next_attempt_at")
       VALUES ($1, 'OUTAGE_STARTED', 'SMS', 'metrics-sms', '+48501234567', NULL, 'Awaria', 'PENDING', now() - interval '10 minutes'),
              ($1, 'OUTAGE_STARTED', 'EMAIL', 'metrics-mail', 'a@test.local', 'Awaria', 'Awaria', 'PENDING', now() - interval '2 minutes'),
              ($1, 'OUTAGE_STARTED', 'EMAIL', 'metrics-mail-later', 'b@test.local', 'Awaria', 'Awaria', 'PENDING', now() + interval '1 hour')`,
      [adminId],
    );
    const before = await scrape();
    expect(sample(before, 'portal_alert_outbox_depth', { channel: 'SMS' })).toBe(1);
    expect(sample(before, 'portal_alert_outbox_oldest_age_seconds', { channel: 'SMS' })).toBeGreaterThanOrEqual(600);
    // The row due in an hour is counted but is not late: the age is the other one's.
    expect(sample(before, 'portal_alert_outbox_depth', { channel: 'EMAIL' })).toBe(2);
    const mailAge = sample(before, 'portal_alert_outbox_oldest_age_seconds', { channel: 'EMAIL' })!;
    expect(mailAge).toBeGreaterThanOrEqual(120);
    expect(mailAge).toBeLessThan(600);
    expect(sample(before, 'portal_alert_outbox_depth', { channel: 'PUSH' })).toBe(0);

    await t.app.get(NotificationWorkerService).drain();
    const text = await scrape();
    const grew = (name: string, labels: Record<string, string> = {}) => (sample(text, name, labels) ?? 0) - (sample(before, name, labels) ?? 0);
    expect(grew('portal_sms_gateway_errors_total', { kind: 'unavailable' })).toBe(1);
    expect(grew('portal_mail_errors_total')).toBe(1);
    expect(grew('portal_alert_deliveries_total', { channel: 'SMS', outcome: 'retried' })).toBe(1);
    expect(grew('portal_alert_deliveries_total', { channel: 'EMAIL', outcome: 'retried' })).toBe(1);
    // Both wait for their retry now: still in the outbox, no longer late.
    expect(sample(text, 'portal_alert_outbox_depth', { channel: 'SMS' })).toBe(1);
    expect(sample(text, 'portal_alert_outbox_oldest_age_seconds', { channel: 'SMS' })).toBe(0);
    expect(sample(text, 'portal_alert_outbox_oldest_age_seconds', { channel: 'EMAIL' })).toBe(0);
  });

  it("counts each browser subscription's answer from its push service", async () => {
    const [live, gone] = [push.subscribe(), push.subscribe()];
    push.answer(gone.id, 410);
    const ids: number[] = [];
    for (const s of [live, gone]) {
      const [row] = await t.db.query(`INSERT INTO "push_subscriptions" ("user_id", "endpoint", "p256dh", "auth") VALUES ($1, $2, $3, $4) RETURNING "id"`, [
        adminId,
        s.endpoint,
        s.keys.p256dh,
        s.keys.auth,
      ]);
      ids.push(row.id as number);
    }
    const message = {
      title: 'Awaria',
      body: 'Brak prądu',
      url: 'https://awarie.example.pl/public',
      tag: 't',
      actions: [],
      ttl: 60,
      urgency: 'high',
      topic: 't',
    };
    await t.db.query(
      `INSERT INTO "notifications" ("user_id", "event", "channel", "key", "recipient", "body", "status") VALUES ($1, 'OUTAGE_STARTED', 'PUSH', 'metrics-push', $2, $3, 'PENDING')`,
      [adminId, ids.join(','), JSON.stringify(message)],
    );
    const before = await scrape();
    await t.app.get(NotificationWorkerService).drain();
    const text = await scrape();
    const grew = (name: string, labels: Record<string, string>) => (sample(text, name, labels) ?? 0) - (sample(before, name, labels) ?? 0);
    expect(push.messagesTo(live.id)).toHaveLength(1);
    expect(grew('portal_push_deliveries_total', { result: 'sent' })).toBe(1);
    expect(grew('portal_push_deliveries_total', { result: 'gone' })).toBe(1);
    expect(grew('portal_alert_deliveries_total', { channel: 'PUSH', outcome: 'sent' })).toBe(1);
  });

  describe('liveness and readiness', () => {
    it('is ready only when every migration is applied', async () => {
      const [last] = await t.db.query(`SELECT * FROM "migrations" ORDER BY "id" DESC LIMIT 1`);
      await t.db.query(`DELETE FROM "migrations" WHERE "id" = $1`, [last.id]);
      try {
        const res = await t.http().get('/api/health/ready').expect(503);
        expect(res.headers['retry-after']).toBe('5');
        expect(res.body).toMatchObject({
          status: 'error',
          error: { migrations: { status: 'down', message: 'Nie zastosowano wszystkich migracji bazy danych' } },
        });
      } finally {
        await t.db.query(`INSERT INTO "migrations" ("id", "timestamp", "name") VALUES ($1, $2, $3)`, [last.id, last.timestamp, last.name]);
      }
      const res = await t.http().get('/api/health/ready').expect(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toMatchObject({
        status: 'ok',
        details: { database: { status: 'up' }, migrations: { status: 'up' }, mapSnapshot: { status: 'up' } },
      });
    });

    it('is not ready while the map snapshot is older than 30 s, and is live all along', async () => {
      const snapshot = t.app.get(MapFeedSnapshot);
      const spy = jest.spyOn(snapshot, 'freshness').mockReturnValue({ ageSeconds: 31, lastRebuildSeconds: 0.01 });
      try {
        const res = await t.http().get('/api/health/ready').expect(503);
        expect(res.headers['retry-after']).toBe('5');
        expect(res.body).toMatchObject({ status: 'error', error: { mapSnapshot: { status: 'down', ageSeconds: 31 } } });
        const live = await t.http().get('/api/health/live').expect(200);
        expect(live.body).toMatchObject({ status: 'ok', details: { process: { status: 'up' } } });
      } finally {
        spy.mockRestore();
      }
    });
  });
});

describe('liveness and readiness with the database stopped', () => {
  let db: OwnDatabase;
  let t: TestApp;
  beforeAll(async () => {
    db = await OwnDatabase.start();
    t = await createTestApp({}, { databaseUrl: db.url });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await db?.end();
  });

  it('stays live, is not ready (503, Retry-After) and /api/health answers as before; ready again once it is back', async () => {
    await t.http().get('/api/health/ready').expect(200);
    await db.stop();
    const ready = await t.http().get('/api/health/ready').expect(503);
    expect(ready.headers['retry-after']).toBe('5');
    expect(ready.body).toMatchObject({ status: 'error', error: { database: { status: 'down' } } });
    await t.http().get('/api/health/live').expect(200);
    expect((await t.http().get('/api/health').expect(503)).body).toEqual({ status: 'error', database: 'down' });
    await db.restart();
    await t.http().get('/api/health/ready').expect(200);
  }, 60_000);
});

describe('GET /metrics on a port of its own (METRICS_PORT)', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    t = await createTestApp({ METRICS_TOKEN, METRICS_PORT: String(port) });
  }, 60_000);
  afterAll(() => t?.close());

  it('answers 404 on the main port, even to the token', async () => {
    const res = await t.http().get('/metrics').set('Authorization', `Bearer ${METRICS_TOKEN}`).expect(404);
    expect(res.body).toEqual({ statusCode: 404, message: 'Nie znaleziono zasobu' });
  });

  it('serves the metrics on its port with the token; 401 without it, 404 elsewhere', async () => {
    const own = request(`http://127.0.0.1:${port}`);
    const res = await own.get('/metrics').set('Authorization', `Bearer ${METRICS_TOKEN}`).expect(200);
    expect(res.text).toContain('# TYPE portal_map_snapshot_age_seconds gauge');
    expect((await own.get('/metrics').expect(401)).body).toEqual({ statusCode: 401, message: 'Brak autoryzacji' });
    expect((await own.get('/api/health').expect(404)).body).toEqual({ statusCode: 404, message: 'Nie znaleziono' });
  });
});
