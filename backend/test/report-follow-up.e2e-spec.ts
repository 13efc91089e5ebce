import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AreasService } from '../src/areas/areas.service';
import type { LngLat } from '@portal/domain';
import { UserReportEntity } from '../src/reports/entities/user-report.entity';
import { OutageLocatorService } from '../src/map-feed/outage-locator.service';
import { ReportRetentionService } from '../src/reports/report-retention.service';
import { NotificationEntity } from '../src/notifications/entities/notification.entity';
import { followUpToken } from '../src/notifications/report-followups/followup-tokens';
import { NotificationWorkerService } from '../src/notifications/notification-worker.service';
import { ReportFollowupEntity } from '../src/notifications/report-followups/report-followup.entity';
import { ReportFollowupsService } from '../src/notifications/report-followups/report-followups.service';
import { PlannedOutageEntity } from '../src/planned-outages/entities/planned-outage.entity';
import { createUser, tokenFor } from './factories/user.factory';
import { solvedCaptcha } from './support/altcha-solver';
import { FakeHttpApi } from './support/fake-http-api';
import { smsApiRoute } from './support/sms-api-route';
import { SmtpInbox } from './support/smtp-inbox';
import { squareRing } from './factories/square-ring';
import { createTestApp, type TestApp } from './support/test-app';

const KEY = 'test-integration-key-0123456789abcdef';
const SMS_TOKEN = 'smsapi-test-token';
const CONSENT_MISSING = 'Zaznacz zgodę na powiadomienie o przywróceniu zasilania';
const WRONG_TOKEN = 'To zgłoszenie nie należy do tej sesji: nie można zamówić dla niego powiadomienia.';

/** Inside "Test Centrum" of fixtures/areas/areas.geojson (lng 20.98–21.04, lat 52.20–52.25), away from its hole. */
const FAILURE_AT: LngLat = { lng: 21.02, lat: 52.215 };
const PLANNED_AT: LngLat = { lng: 20.99, lat: 52.21 };
const NOTHING_AT: LngLat = { lng: 21.035, lat: 52.245 };

let sequence = 0;
function reportBody(at: LngLat) {
  sequence += 1;
  return {
    city: 'Warszawa',
    street: 'ul. Hoża',
    residenceNumber: `${sequence}`,
    postcode: '00-528',
    reporter: 'Anna Nowak',
    phoneNumber: `+48601${String(sequence).padStart(6, '0')}`,
    email: `anna${sequence}@zglaszajacy.test`,
    coordinateX: at.lng,
    coordinateY: at.lat,
    reportType: 'NO_VOLTAGE',
    checkAnswers: { building: 'FLAT', invoicesPaid: true, fusesChecked: true, meterChecked: true, neighboursHaveLight: false },
    dataProtectionConsent: true,
  };
}

describe('"we already know" at the end of the wizard, and the follow-up when power is back', () => {
  let t: TestApp;
  let inbox: SmtpInbox;
  let sms: FakeHttpApi;
  let worker: NotificationWorkerService;
  let client = 0;

  /** A report from a new client address unless `from` names one; signed in with `auth`. */
  const report = async (at: LngLat, contact: { email?: string; phoneNumber?: string } = {}, { from, auth }: { from?: string; auth?: string } = {}) => {
    const body = { ...reportBody(at), ...contact };
    const request = t
      .http()
      .post('/public/api/call-net/report')
      .set('X-Forwarded-For', from ?? `203.0.113.${(client = (client % 250) + 1)}`);
    if (auth) request.set('Authorization', `Bearer ${auth}`);
    const res = await request.send({ ...body, recaptchaToken: await solvedCaptcha(t, 'REPORT') });
    if (res.status !== 201) throw new Error(`report: ${res.status} ${JSON.stringify(res.body)}`);
    return { ...(res.body as { id: number; status: string; knownOutage?: Record<string, unknown>; followUpToken?: string }), email: body.email };
  };
  const followUp = (id: number | string, body: Record<string, unknown>) =>
    t
      .http()
      .post(`/public/api/call-net/report/${id}/follow-up`)
      .set('X-Forwarded-For', `198.18.0.${(client = (client % 250) + 1)}`)
      .send(body);
  const integration = {
    put: (id: string, body: object) => t.http().put(`/api/integration/outages/${id}`).set('X-Api-Key', KEY).send(body),
    end: (id: string) => t.http().post(`/api/integration/outages/${id}/end`).set('X-Api-Key', KEY).send({}),
  };
  const failure = (at: LngLat) => ({
    type: 'FAILURE',
    voltageClass: 'LV',
    position: at,
    outageCircle: 'MEDIUM',
    addressList: [{ streetType: 'ul.', streetName: 'Hoża', residenceNumber: '1' }],
    start: new Date(Date.now() - 3_600_000).toISOString(),
    end: null,
    cause: 'Uszkodzenie kabla nN',
  });
  const mailsTo = (address: string) => inbox.messages.filter((m) => m.to.includes(address));

  beforeAll(async () => {
    inbox = await SmtpInbox.start();
    sms = await FakeHttpApi.start([smsApiRoute(SMS_TOKEN)]);
    t = await createTestApp({
      ...inbox.env(),
      SMSAPI_TOKEN: SMS_TOKEN,
      SMSAPI_URL: sms.url,
      SMS_SENDER: 'Portal',
      CAPTCHA_COST: '20',
      TRUST_PROXY: 'true',
      INTEGRATION_API_KEYS: KEY,
      NOTIFICATIONS_WORKER: 'false',
      PUBLIC_URL: 'https://awarie.example.pl',
    });
    worker = t.app.get(NotificationWorkerService);
    await t.app.get(AreasService).upload({ originalname: 'areas.geojson', buffer: readFileSync(join(__dirname, 'fixtures', 'areas', 'areas.geojson')) });
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
    await sms.close();
  });

  it('answers a report inside a failure of the integration API with what is known, and a report elsewhere without it', async () => {
    await integration.put('FOLLOW-1', failure(FAILURE_AT)).expect(200);
    await t.app.get(OutageLocatorService).refresh();
    const first = await report(FAILURE_AT);
    expect(first.status).toBe('CREATED');
    expect(first.knownOutage).toEqual({
      kind: 'FAILURE',
      id: expect.any(Number),
      start: expect.any(String),
      end: null,
      cause: 'Uszkodzenie kabla nN',
      description: null,
      reportsCount: 1,
    });
    expect(first.followUpToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const second = await report(FAILURE_AT);
    expect(second.knownOutage?.reportsCount).toBe(2);
    const elsewhere = await report(NOTHING_AT);
    expect(elsewhere.knownOutage).toBeUndefined();
    expect(elsewhere.followUpToken).toBeUndefined();
  });

  it('shows staff how many reports an outage gathered; nobody else', async () => {
    await t.app.get(OutageLocatorService).refresh();
    const callCentre = { Authorization: `Bearer ${await tokenFor(t.http, (await createUser(t.db, { systemRole: 'CALLCENTER' })).email)}` };
    const resident = { Authorization: `Bearer ${await tokenFor(t.http, (await createUser(t.db, { systemRole: 'PUBLIC' })).email)}` };
    const failureId = (await report(FAILURE_AT)).knownOutage!.id as number;
    const res = await t.http().get('/api/call-net/reports-gathered').query({ kind: 'FAILURE', id: failureId }).set(callCentre).expect(200);
    expect(res.body).toEqual({ kind: 'FAILURE', id: failureId, reportsCount: 3 });
    const gone = await t.http().get('/api/call-net/reports-gathered').query({ kind: 'PLANNED', id: failureId }).set(callCentre).expect(200);
    expect(gone.body.reportsCount).toBeNull();
    const bad = await t.http().get('/api/call-net/reports-gathered').query({ kind: 'STORM', id: 'x' }).set(callCentre).expect(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['id', 'kind']);
    await t.http().get('/api/call-net/reports-gathered').query({ kind: 'FAILURE', id: failureId }).set(resident).expect(403);
    await t.http().get('/api/call-net/reports-gathered').query({ kind: 'FAILURE', id: failureId }).expect(401);
  });

  it('tells the reporter once when the outage ends through the integration API, and nothing when the worker runs again', async () => {
    await integration.put('FOLLOW-2', failure({ lng: 21.025, lat: 52.24 })).expect(200);
    await t.app.get(OutageLocatorService).refresh();
    const r = await report({ lng: 21.025, lat: 52.24 });
    const asked = await followUp(r.id, { token: r.followUpToken, email: true, sms: false, consent: true }).expect(201);
    expect(asked.body).toEqual({ channels: ['EMAIL'] });
    // Asking again adds nothing.
    await followUp(r.id, { token: r.followUpToken, email: true, sms: false, consent: true }).expect(201);
    expect(await t.db.getRepository(ReportFollowupEntity).countBy({ reportId: r.id })).toBe(1);

    await worker.drain();
    expect(mailsTo(r.email)).toHaveLength(0);
    await integration.end('FOLLOW-2').expect(200);
    await integration.end('FOLLOW-2').expect(200);
    await worker.drain();
    const mails = mailsTo(r.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`Zasilanie przywrócone: ul. Hoża ${sequence}, Warszawa`);
    expect(mails[0].text).toContain('została usunięta, zasilanie powinno już być dostępne');
    expect(mails[0].text).toMatch(new RegExp(`https://awarie\\.example\\.pl/public/report-followup/stop\\?report=${r.id}&token=[A-Za-z0-9_-]{43}`));
    const row = await t.db.getRepository(NotificationEntity).findOneByOrFail({ recipient: r.email });
    expect(row).toMatchObject({ userId: null, event: 'OUTAGE_ENDED', channel: 'EMAIL', status: 'SENT' });

    await worker.drain();
    expect(mailsTo(r.email)).toHaveLength(1);
  });

  it('refuses a follow-up without consent (Polish 400), and then nothing is sent', async () => {
    await integration.put('FOLLOW-3', failure({ lng: 20.985, lat: 52.245 })).expect(200);
    await t.app.get(OutageLocatorService).refresh();
    const r = await report({ lng: 20.985, lat: 52.245 });
    const missing = await followUp(r.id, { token: r.followUpToken, email: true, sms: false }).expect(400);
    expect(missing.body.errors).toEqual({ consent: CONSENT_MISSING });
    const refused = await followUp(r.id, { token: r.followUpToken, email: true, sms: false, consent: false }).expect(400);
    expect(refused.body.errors).toEqual({ consent: CONSENT_MISSING });
    const none = await followUp(r.id, { token: r.followUpToken, email: false, sms: false, consent: true }).expect(400);
    expect(none.body.errors).toEqual({ email: 'Wybierz e-mail lub SMS', sms: 'Wybierz e-mail lub SMS' });
    await integration.end('FOLLOW-3').expect(200);
    await worker.drain();
    expect(mailsTo(r.email)).toHaveLength(0);
  });

  it("refuses someone else's report: another report's token, a made-up token, a bad id", async () => {
    await integration.put('FOLLOW-4', failure({ lng: 21.0, lat: 52.205 })).expect(200);
    await t.app.get(OutageLocatorService).refresh();
    const mine = await report({ lng: 21.0, lat: 52.205 });
    const theirs = await report({ lng: 21.0, lat: 52.205 });
    const res = await followUp(theirs.id, { token: mine.followUpToken, email: true, sms: true, consent: true }).expect(403);
    expect(res.body).toEqual({ statusCode: 403, message: WRONG_TOKEN });
    await followUp(theirs.id, { token: 'x'.repeat(43), email: true, sms: false, consent: true }).expect(403);
    await followUp(999_999, { token: mine.followUpToken, email: true, sms: false, consent: true }).expect(403);
    await followUp('abc', { token: mine.followUpToken, email: true, sms: false, consent: true }).expect(400);
    expect(await t.db.getRepository(ReportFollowupEntity).countBy({ reportId: theirs.id })).toBe(0);
  });

  it('answers 409 when the outage is gone, and the stop link cancels a follow-up before its outage ends', async () => {
    await integration.put('FOLLOW-5', failure({ lng: 21.015, lat: 52.208 })).expect(200);
    await t.app.get(OutageLocatorService).refresh();
    const late = await report({ lng: 21.015, lat: 52.208 });
    const stopping = await report({ lng: 21.015, lat: 52.208 });
    await followUp(stopping.id, { token: stopping.followUpToken, email: true, sms: true, consent: true }).expect(201);
    // The stop link's token is not the report's: the report's token cannot cancel, and the other way round.
    await t.http().post(`/public/api/call-net/report/${stopping.id}/follow-up/stop`).send({ token: stopping.followUpToken }).expect(403);
    const stopToken = followUpToken(stopping.id, t.config.auth.jwtSecret, 'stop');
    await t.http().post(`/public/api/call-net/report/${stopping.id}/follow-up/stop`).send({ token: stopToken }).expect(204);
    expect(await t.db.getRepository(ReportFollowupEntity).countBy({ reportId: stopping.id })).toBe(0);

    await integration.end('FOLLOW-5').expect(200);
    await t.app.get(OutageLocatorService).refresh();
    const gone = await followUp(late.id, { token: late.followUpToken, email: true, sms: false, consent: true }).expect(409);
    expect(gone.body.message).toMatch(/^Nie widzimy już wyłączenia w tym miejscu/);
    await worker.drain();
    expect(mailsTo(stopping.email)).toHaveLength(0);
  });

  it("tells a signed-in reporter inside a planned outage when its time is over, once, by e-mail and SMS to the account's number", async () => {
    const admin = await createUser(t.db, { systemRole: 'ADMIN' });
    const planned = t.db.getRepository(PlannedOutageEntity);
    const saved = await planned.save(
      planned.create({
        outageStart: new Date(Date.now() - 3_600_000),
        outageEnd: new Date(Date.now() + 3_600_000),
        outageAnnouncement: new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10),
        voltageLevel: 'LV',
        taskNumber: null,
        recipient: null,
        acceptStatus: 'ACCEPTED',
        createdById: admin.id,
        comment: 'Wymiana słupa',
        deleted: false,
        points: squareRing(PLANNED_AT),
      }),
    );
    await t.app.get(OutageLocatorService).refresh();
    const resident = await createUser(t.db, { systemRole: 'PUBLIC', phone: '601555444' });
    const r = await report(PLANNED_AT, { phoneNumber: '+48 601 555 444' }, { auth: await tokenFor(t.http, resident.email) });
    expect(r.knownOutage).toMatchObject({ kind: 'PLANNED', id: saved.id, description: 'Wymiana słupa', cause: null, reportsCount: 1 });
    await followUp(r.id, { token: r.followUpToken, email: true, sms: true, consent: true }).expect(201);
    const followups = t.app.get(ReportFollowupsService);
    expect(await followups.queueEndedPlanned()).toBe(0);
    await planned.update(saved.id, { outageEnd: new Date(Date.now() - 60_000) });
    expect(await followups.queueEndedPlanned()).toBe(2);
    expect(await followups.queueEndedPlanned()).toBe(0);
    await worker.drain();
    const mails = mailsTo(r.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('zakończyły się, zasilanie powinno już być dostępne');
    const text = await t.db.getRepository(NotificationEntity).findOneByOrFail({ channel: 'SMS', recipient: '+48601555444' });
    expect(text.body).toMatch(/^Zasilanie przywrocone ul\. Hoza \d+, Warszawa\./);
    expect(sms.received.filter((m) => m.body.includes('48601555444'))).toHaveLength(1);
    expect(sms.refused).toEqual([]);
  });

  it('tells a stranger whose contact is typed into 20 reports from two clients once per outage, by e-mail only, and at most 3 times a day', async () => {
    const victim = { email: 'Ofiara@Zglaszajacy.test', phoneNumber: '+48 609 000 111' };
    const places: LngLat[] = [
      { lng: 21.03, lat: 52.225 },
      { lng: 20.995, lat: 52.222 },
      { lng: 21.012, lat: 52.248 },
      { lng: 20.99, lat: 52.235 },
    ];
    for (const [n, at] of places.entries()) await integration.put(`FLOOD-${n}`, failure(at)).expect(200);
    await t.app.get(OutageLocatorService).refresh();
    const smsBefore = sms.received.length;
    const answers: string[][] = [];
    for (let n = 0; n < 20; n++) {
      const r = await report(places[0], victim, { from: n % 2 ? '192.0.2.10' : '192.0.2.20' });
      answers.push((await followUp(r.id, { token: r.followUpToken, email: true, sms: true, consent: true }).expect(201)).body.channels);
    }
    // SMS is refused to a report sent without signing in; asking for SMS alone says why.
    expect(new Set(answers.map((c) => c.join()))).toEqual(new Set(['EMAIL']));
    const smsOnly = await report(places[0], victim, { from: '192.0.2.30' });
    const refused = await followUp(smsOnly.id, { token: smsOnly.followUpToken, email: false, sms: true, consent: true }).expect(400);
    expect(refused.body.errors).toEqual({ sms: 'SMS wysyłamy tylko na numer zapisany w Twoim koncie, gdy zgłoszenie wysłano po zalogowaniu. Wybierz e-mail.' });

    await integration.end('FLOOD-0').expect(200);
    await worker.drain();
    expect(mailsTo('ofiara@zglaszajacy.test')).toHaveLength(1);

    // Three more outages the same day: the third follow-up of the day is the last.
    for (const [n, at] of places.entries()) {
      if (n === 0) continue;
      const r = await report(at, { email: 'ofiara@zglaszajacy.test' }, { from: '192.0.2.30' });
      await followUp(r.id, { token: r.followUpToken, email: true, sms: false, consent: true }).expect(201);
      await integration.end(`FLOOD-${n}`).expect(200);
    }
    await worker.drain();
    expect(mailsTo('ofiara@zglaszajacy.test')).toHaveLength(3);
    expect(sms.received).toHaveLength(smsBefore);
    const rows = await t.db.getRepository(NotificationEntity).findBy({ recipient: 'ofiara@zglaszajacy.test' });
    expect(rows).toHaveLength(3);
  });

  it("sends SMS only to the signed-in reporter's own number, once per outage however many reports carry it", async () => {
    const at = { lng: 21.037, lat: 52.205 };
    await integration.put('OWN-SMS', failure(at)).expect(200);
    await t.app.get(OutageLocatorService).refresh();
    const resident = await createUser(t.db, { systemRole: 'PUBLIC', phone: '609222333' });
    const auth = await tokenFor(t.http, resident.email);
    const smsBefore = sms.received.length;
    for (let n = 0; n < 5; n++) {
      const r = await report(at, { phoneNumber: '+48 609 222 333' }, { auth, from: '192.0.2.40' });
      expect((await followUp(r.id, { token: r.followUpToken, email: false, sms: true, consent: true }).expect(201)).body).toEqual({ channels: ['SMS'] });
    }
    // A signed-in account cannot send SMS to a number other than its own.
    const other = await report(at, { phoneNumber: '+48 609 777 888' }, { auth, from: '192.0.2.40' });
    await followUp(other.id, { token: other.followUpToken, email: false, sms: true, consent: true }).expect(400);
    await integration.end('OWN-SMS').expect(200);
    await worker.drain();
    const sent = sms.received.slice(smsBefore);
    expect(sent).toHaveLength(1);
    expect(sent[0].body).toContain('48609222333');
    expect(sms.refused).toEqual([]);
  });

  it("joins a report to the signed-in account only: a report typed with the account's e-mail without signing in is not in its 'Moje zgłoszenia'", async () => {
    const resident = await createUser(t.db, { systemRole: 'PUBLIC', email: `mieszkanka.${Date.now()}@zglaszajacy.test` });
    const auth = await tokenFor(t.http, resident.email);
    const mine = await report(NOTHING_AT, { email: resident.email }, { auth });
    const strangers = await report(NOTHING_AT, { email: resident.email.toUpperCase() });
    const rows = await t.db.getRepository(UserReportEntity).findBy([{ id: mine.id }, { id: strangers.id }]);
    expect(Object.fromEntries(rows.map((r) => [r.id, r.userId]))).toEqual({ [mine.id]: resident.id, [strangers.id]: null });
    const list = await t
      .http()
      .post('/public/api/user/reports')
      .set('Authorization', `Bearer ${auth}`)
      .send({ page: { limit: 10, offset: 0 } })
      .expect(200);
    expect(list.body.total).toBe(1);
  });

  it("removes the follow-ups and their messages with the report's personal data", async () => {
    const before = await t.db.getRepository(ReportFollowupEntity).count();
    expect(before).toBeGreaterThan(0);
    await t.db
      .getRepository(UserReportEntity)
      .createQueryBuilder()
      .update()
      .set({ reportedAt: () => `now() - interval '100 days'` })
      .execute();
    expect(await t.app.get(ReportRetentionService).removeExpiredPersonalData()).toBeGreaterThan(0);
    expect(await t.db.getRepository(ReportFollowupEntity).count()).toBe(0);
    const [left] = await t.db.query(`SELECT count(*)::int AS "count" FROM "notifications" WHERE "user_id" IS NULL OR "report_followup_id" IS NOT NULL`);
    expect(left.count).toBe(0);
  });
});
