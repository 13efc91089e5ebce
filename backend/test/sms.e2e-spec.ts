import { SmsOutboxEntity } from '../src/sms/entities/sms-outbox.entity';
import { SmsService, SmsSendError } from '../src/sms/sms.service';
import { UserEntity } from '../src/users/entities/user.entity';
import { createUser, tokenFor } from './factories/user.factory';
import { FakeHttpApi, FakeRoute } from './support/fake-http-api';
import { smsApiRoute } from './support/sms-api-route';
import { createTestApp, TestApp } from './support/test-app';

const TOKEN = 'e2e-smsapi-token-0123456789';
const smsRoute = (to: string, reply: FakeRoute['reply']): FakeRoute => smsApiRoute(TOKEN, { to, message: /^Portal awarii i wyłączeń: testowy SMS/, reply });

describe('SMS without a provider: POST /test-sms and the outbox', () => {
  let t: TestApp;
  let admin: UserEntity;
  let auth: { Authorization: string };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.db, { systemRole: 'ADMIN', fullName: 'Adam Administrator', email: 'adam@test.local', phone: '501 234 567' });
    auth = { Authorization: `Bearer ${await tokenFor(t.http, admin.email)}` };
  });
  afterAll(() => t.close());

  it("logs the test message to the administrator's phone in the outbox and says so", async () => {
    const res = await t.http().post('/test-sms').set(auth).expect(200);
    expect(res.body).toEqual({ id: expect.any(Number), to: '+48 501 234 567', status: 'LOGGED', provider: 'outbox' });
    const row = await t.db.getRepository(SmsOutboxEntity).findOneByOrFail({ id: res.body.id });
    expect(row).toMatchObject({ to: '48501234567', status: 'LOGGED', provider: 'outbox', error: null });
    expect(row.text).toMatch(/^Portal awarii i wyłączeń: testowy SMS z panelu administratora \(\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}\)/);
    expect(row.sentAt).toBeInstanceOf(Date);
  });

  it('answers 400 with a Polish message when the administrator has no phone', async () => {
    const noPhone = await createUser(t.db, { systemRole: 'ADMIN', email: 'bez.telefonu@test.local', phone: null });
    const res = await t
      .http()
      .post('/test-sms')
      .set({ Authorization: `Bearer ${await tokenFor(t.http, noPhone.email)}` })
      .expect(400);
    expect(res.body).toEqual({
      statusCode: 400,
      message: 'Twoje konto nie ma numeru telefonu. Wpisz numer w danych swojego konta (Użytkownicy → Edytuj), aby wysłać testowy SMS.',
      errors: { phone: expect.any(String) },
    });
  });

  it('records a number that cannot be sent to as FAILED and answers 400', async () => {
    const shortPhone = await createUser(t.db, { systemRole: 'ADMIN', email: 'krotki@test.local', phone: '12345' });
    const res = await t
      .http()
      .post('/test-sms')
      .set({ Authorization: `Bearer ${await tokenFor(t.http, shortPhone.email)}` })
      .expect(400);
    expect(res.body.message).toMatch(/^Nie udało się wysłać testowego SMS-a: Niepoprawny numer telefonu: „12345”/);
    const failed = await t.db.getRepository(SmsOutboxEntity).findOneByOrFail({ to: '12345' });
    expect(failed).toMatchObject({ status: 'FAILED', error: expect.stringContaining('Niepoprawny numer') });
  });

  it('is for administrators only (401, 403 for every other role)', async () => {
    await t.http().post('/test-sms').expect(401);
    for (const systemRole of ['DISPATCHER', 'ACCEPTER', 'CALLCENTER', 'PUBLIC'] as const) {
      const user = await createUser(t.db, { systemRole, phone: '600100200' });
      const other = { Authorization: `Bearer ${await tokenFor(t.http, user.email)}` };
      await t.http().post('/test-sms').set(other).expect(403);
      await t.http().get('/api/sms/outbox').set(other).expect(403);
    }
  });

  it('lists the outbox newest first, with a limit', async () => {
    const sms = t.app.get(SmsService);
    await sms.send('600 100 200', 'Pierwsza');
    await sms.send('600 100 201', 'Druga');
    const res = await t.http().get('/api/sms/outbox?limit=2').set(auth).expect(200);
    expect(res.body).toEqual([
      {
        id: expect.any(Number),
        to: '48600100201',
        text: 'Druga',
        status: 'LOGGED',
        provider: 'outbox',
        providerMessageId: null,
        error: null,
        createdAt: expect.any(String),
        sentAt: expect.any(String),
      },
      expect.objectContaining({ to: '48600100200', text: 'Pierwsza' }),
    ]);
    await t.http().get('/api/sms/outbox?limit=0').set(auth).expect(400);
    await t.http().get('/api/sms/outbox?limit=abc').set(auth).expect(400);
  });
});

describe('SMS through SMSAPI (loopback fake of its HTTP API)', () => {
  let t: TestApp;
  let fake: FakeHttpApi;
  let auth: { Authorization: string };

  beforeAll(async () => {
    fake = await FakeHttpApi.start();
    t = await createTestApp({ SMSAPI_TOKEN: TOKEN, SMSAPI_URL: fake.url, SMS_SENDER: 'Portal', SMS_TIMEOUT_MS: '300' });
    const admin = await createUser(t.db, { systemRole: 'ADMIN', email: 'adam@test.local', phone: '+48 501 234 567' });
    auth = { Authorization: `Bearer ${await tokenFor(t.http, admin.email)}` };
  });
  afterEach(() => {
    expect(fake.refused).toEqual([]);
    fake.received.length = 0;
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const lastRow = () => t.db.getRepository(SmsOutboxEntity).findOneOrFail({ where: {}, order: { id: 'DESC' } });

  it('sends the test SMS and records it as SENT with the provider id', async () => {
    fake.routes = [
      smsRoute('48501234567', { json: { count: 1, list: [{ id: 'abc123', points: 0.16, number: '48501234567', status: 'QUEUE', error: null }] } }),
    ];
    const res = await t.http().post('/test-sms').set(auth).expect(200);
    expect(res.body).toEqual({ id: expect.any(Number), to: '+48 501 234 567', status: 'SENT', provider: 'smsapi' });
    expect(fake.received).toHaveLength(1);
    expect(await lastRow()).toMatchObject({ status: 'SENT', provider: 'smsapi', providerMessageId: 'abc123', error: null, sentAt: expect.any(Date) });
  });

  it("reports the provider's refusal as 400 and records it as FAILED with SMSAPI's reason", async () => {
    fake.routes = [smsRoute('48501234567', { json: { error: 13, message: 'No correct phone numbers' } })];
    const res = await t.http().post('/test-sms').set(auth).expect(400);
    expect(res.body.message).toBe('Nie udało się wysłać testowego SMS-a: SMSAPI odrzuciło wiadomość (kod 13): No correct phone numbers');
    expect(await lastRow()).toMatchObject({ status: 'FAILED', error: 'SMSAPI odrzuciło wiadomość (kod 13): No correct phone numbers', sentAt: null });
  });

  it('reports HTTP 5xx as 503 and records it as FAILED', async () => {
    fake.routes = [smsRoute('48501234567', { status: 502, body: 'Bad Gateway' })];
    const res = await t.http().post('/test-sms').set(auth).expect(503);
    expect(res.body.message).toMatch(/^Nie udało się wysłać testowego SMS-a: SMSAPI \(127\.0\.0\.1:\d+\): HTTP 502/);
    expect(await lastRow()).toMatchObject({ status: 'FAILED', error: expect.stringMatching(/HTTP 502/) });
  });

  it('gives up after SMS_TIMEOUT_MS: 503, recorded as FAILED, and the outbox shows it to the administrator', async () => {
    fake.routes = [smsRoute('48501234567', { json: { count: 1, list: [{ id: 'late' }] }, delayMs: 2000 })];
    const started = Date.now();
    const res = await t.http().post('/test-sms').set(auth).expect(503);
    expect(Date.now() - started).toBeLessThan(1500);
    expect(res.body.message).toMatch(/brak odpowiedzi w ciągu 300 ms/);
    const outbox = await t.http().get('/api/sms/outbox').set(auth).expect(200);
    expect(outbox.body[0]).toMatchObject({ status: 'FAILED', provider: 'smsapi', error: expect.stringMatching(/brak odpowiedzi w ciągu 300 ms/) });
  });

  it('SmsService.send throws SmsSendError for callers (never a silent failure)', async () => {
    fake.routes = [
      {
        ...smsRoute('48600100200', { json: { error: 11, message: 'Message too long or there is no message' } }),
        body: { to: '48600100200', message: 'x', format: 'json', encoding: 'utf-8', from: 'Portal' },
      },
    ];
    const error = await t.app
      .get(SmsService)
      .send('600100200', 'x')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmsSendError);
    expect(error).toMatchObject({ kind: 'rejected', outboxId: expect.any(Number) });
  });
});
