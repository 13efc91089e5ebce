import type { FindOptionsWhere } from 'typeorm';
import { addressMatchKey } from '@portal/domain';
import { CallNetOutagesService } from '../src/outages/call-net-outages.service';
import { GeocodingService } from '../src/geocoding/geocoding.service';
import type { GeocodedAddress } from '../src/geocoding/geocoded-address';
import { NotificationEntity } from '../src/notifications/entities/notification.entity';
import { NotificationWorkerService } from '../src/notifications/notification-worker.service';
import { SMS_MAX_LENGTH } from '../src/notifications/notification-texts';
import { RestorationChecksService } from '../src/notifications/restoration-checks/restoration-checks.service';
import { STILL_NO_POWER_MESSAGES } from '../src/reports/dto/still-no-power.dto';
import { createUser, tokenFor } from './factories/user.factory';
import { FakeHttpApi } from './support/fake-http-api';
import { smsApiRoute } from './support/sms-api-route';
import { SmtpInbox } from './support/smtp-inbox';
import { createTestApp, type TestApp } from './support/test-app';

const SMSAPI_TOKEN = 'e2e-restoration-smsapi-token';
const PUBLIC_URL = 'https://awarie.example.pl';
const LINK = /https:\/\/awarie\.example\.pl\/public\/prad\/(\d+)\/([A-Za-z0-9_-]{22})/;
const smsMessage = (body: string) => (body.trimStart().startsWith('{') ? String(JSON.parse(body).message) : (new URLSearchParams(body).get('message') ?? ''));
const geocoder = { geocode: async (): Promise<GeocodedAddress | null> => null };

const area = (west: number) => [
  { lng: west, lat: 52.205 },
  { lng: west + 0.02, lat: 52.205 },
  { lng: west + 0.02, lat: 52.22 },
  { lng: west, lat: 52.22 },
];
const failure = (west = 21.01) => ({
  type: 'FAILURE',
  voltageClass: 'LV',
  area: area(west),
  start: new Date(Date.now() - 3_600_000).toISOString(),
  end: null,
  cause: 'Uszkodzenie kabla',
});

describe('"Czy masz już prąd?" when a failure ends', () => {
  let t: TestApp;
  let inbox: SmtpInbox;
  let sms: FakeHttpApi;
  let worker: NotificationWorkerService;
  let outages: CallNetOutagesService;
  let ola: { id: number; phone: string; watchedAddressId: number }; // e-mail and SMS, Marszałkowska 10
  let pia: { id: number; watchedAddressId: number }; // e-mail and a subscribed browser, Marszałkowska 12
  let link: { id: number; token: string };

  const rows = (where: FindOptionsWhere<NotificationEntity>) => t.db.getRepository(NotificationEntity).find({ where, order: { id: 'ASC' } });
  const answer = (id: number | string, token: string) => t.http().post(`/public/api/restoration-check/${id}/still-off`).send({ token });
  const flagged = (): Promise<Array<Record<string, unknown>>> =>
    t.db.query(
      `SELECT "id", "user_id" AS "userId", "street_name" AS "streetName", "residence_number" AS "residenceNumber", "city", "reporter", "email",
              "phone_number" AS "phoneNumber", "report_type" AS "reportType", "description", "after_restoration" AS "afterRestoration"
       FROM "user_reports" WHERE "after_restoration" ORDER BY "id"`,
    );
  const checksOf = (userId: number): Promise<Array<{ id: number; outageId: number; watchedAddressId: number }>> =>
    t.db.query(
      `SELECT "id", "outage_id" AS "outageId", "watched_address_id" AS "watchedAddressId" FROM "restoration_checks" WHERE "user_id" = $1 ORDER BY "id"`,
      [userId],
    );
  /** The question was asked this long ago (and its link expires a day after that): the clock moved on. */
  const askedAgo = (userId: number, hours: number) =>
    t.db.query(
      `UPDATE "restoration_checks" SET "created_at" = now() - make_interval(hours => $2), "expires_at" = now() - make_interval(hours => $2) + interval '24 hours' WHERE "user_id" = $1`,
      [userId, hours],
    );
  /** The push vendor cannot run here (push-alerts.e2e-spec.ts delivers to a local push service): pushes count as delivered. */
  const pushesDelivered = () => t.db.query(`UPDATE "notifications" SET "status" = 'SENT' WHERE "channel" = 'PUSH' AND "status" = 'PENDING'`);

  async function watcher(name: string, number: string, channels: { sms?: boolean; push?: boolean }) {
    const user = await createUser(t.db, {
      systemRole: 'PUBLIC',
      fullName: `${name} Kowalska`,
      email: `${name.toLowerCase()}@prad.test`,
      phone: channels.sms ? '600 100 231' : null,
      emailConfirmedAt: new Date(),
    });
    await t.db.query(`UPDATE "users" SET "data_processing_consent_at" = now(), "email_notification_at" = now(), "sms_notification_at" = $2 WHERE "id" = $1`, [
      user.id,
      channels.sms ? new Date() : null,
    ]);
    if (channels.push)
      await t.db.query(`INSERT INTO "push_subscriptions" ("user_id", "endpoint", "p256dh", "auth") VALUES ($1, $2, 'p256dh-key', 'auth-key')`, [
        user.id,
        `https://fcm.googleapis.com/fcm/send/${name}`,
      ]);
    const [row] = await t.db.query(
      `INSERT INTO "watched_addresses" ("user_id", "street_type", "street_name", "house_number", "city", "district", "postcode", "lng", "lat", "active", "match_key", "match_key_base")
       VALUES ($1, 'ul.', 'Marszałkowska', $2, 'Warszawa', 'Śródmieście', '00-001', 21.0186, 52.2128, true, $3, $3) RETURNING "id"`,
      [user.id, number, addressMatchKey('Marszałkowska', number)],
    );
    return { id: user.id, phone: '600 100 231', watchedAddressId: row.id as number };
  }

  /** A failure over both watchers starts (its alerts delivered) and ends: answers the outage's id. */
  async function failureStartsAndEnds(externalId: string, west = 21.01): Promise<number> {
    const started = await outages.upsert(externalId, failure(west) as never);
    await pushesDelivered();
    await worker.drain();
    await outages.end(externalId);
    await pushesDelivered();
    return started.id;
  }

  beforeAll(async () => {
    inbox = await SmtpInbox.start();
    sms = await FakeHttpApi.start([smsApiRoute(SMSAPI_TOKEN)]);
    t = await createTestApp(
      { ...inbox.env(), SMSAPI_TOKEN, SMSAPI_URL: sms.url, SMS_SENDER: 'Portal', NOTIFICATIONS_WORKER: 'false', PUBLIC_URL },
      { overrideProviders: [{ provide: GeocodingService, useValue: geocoder }] },
    );
    worker = t.app.get(NotificationWorkerService);
    outages = t.app.get(CallNetOutagesService);
    ola = await watcher('Ola', '10', { sms: true });
    pia = await watcher('Pia', '12', { push: true });
  });
  afterEach(() => expect(sms.refused).toEqual([]));
  afterAll(async () => {
    await t.close();
    await inbox.close();
    await sms.close();
  });

  it('asks those told of the failure, with "power is back": by e-mail (SMTP), by SMS (the gateway) and by push', async () => {
    const outageId = await failureStartsAndEnds('NEST-1');
    const smsBefore = sms.received.length;
    await worker.drain();

    const mail = await inbox.waitFor('ola@prad.test', { already: 1 });
    expect(mail.subject).toBe('Zasilanie przywrócone: ul. Marszałkowska 10, Warszawa');
    expect(mail.text).toContain('Czy masz już prąd? Jeśli nie, kliknij „Nadal nie mam prądu”: https://awarie.example.pl/public/prad/');
    expect(mail.html).toMatch(/<a href="https:\/\/awarie\.example\.pl\/public\/prad\/\d+\/[A-Za-z0-9_-]{22}">Nadal nie mam prądu<\/a>/);
    const [, id, token] = LINK.exec(mail.text)!;
    link = { id: Number(id), token };

    expect(sms.received.length - smsBefore).toBe(1);
    const text = smsMessage(sms.received[sms.received.length - 1].body);
    expect(text.length).toBeLessThanOrEqual(SMS_MAX_LENGTH);
    expect(text).toMatch(/^Czy masz juz prad ul\. Marszalkowska 10, Warszawa\? Jesli nie: /);
    // The SMS carries the same link as the e-mail: one question per person, whatever the channels.
    expect(text).toContain(`https://awarie.example.pl/public/prad/${id}/${token}`);

    const [push] = await rows({ userId: pia.id, channel: 'PUSH', event: 'OUTAGE_ENDED' });
    const message = JSON.parse(push.body) as { body: string; url: string; actions: Array<{ action: string; url: string }> };
    expect(message.body).toMatch(/Czy masz już prąd\?$/);
    expect(message.actions[0]).toEqual({ action: 'still-off', title: 'Nadal nie mam prądu', url: expect.stringMatching(LINK) });
    expect((await inbox.waitFor('pia@prad.test', { already: 1 })).text).toContain(message.actions[0].url);

    expect(await checksOf(ola.id)).toEqual([{ id: link.id, outageId, watchedAddressId: ola.watchedAddressId }]);
    expect(await checksOf(pia.id)).toHaveLength(1);
  });

  it('"Nadal nie mam prądu" records exactly one report at the watched address, flagged after restoration, without signing in', async () => {
    const res = await answer(link.id, link.token).expect(201);
    expect(res.body).toEqual({ reportId: expect.any(Number), address: 'ul. Marszałkowska 10, Warszawa' });
    expect(res.headers['cache-control']).toContain('no-store');
    expect(await flagged()).toEqual([
      {
        id: res.body.reportId,
        userId: ola.id,
        streetName: 'Marszałkowska',
        residenceNumber: '10',
        city: 'Warszawa',
        reporter: 'Ola Kowalska',
        email: 'ola@prad.test',
        phoneNumber: '+48600100231',
        reportType: 'NO_VOLTAGE',
        description: expect.stringContaining('Nadal brak prądu po zakończeniu awarii'),
        afterRestoration: true,
      },
    ]);
    // Reports from the wizard are not flagged.
    expect((await t.db.query(`SELECT count(*)::int AS "n" FROM "user_reports" WHERE NOT "after_restoration"`))[0].n).toBe(0);
  });

  it('shows staff the report as a possible nested outage in their list, filterable; not to the public', async () => {
    const dispatcher = await createUser(t.db, { systemRole: 'DISPATCHER' });
    const auth = { Authorization: `Bearer ${await tokenFor(t.http, dispatcher.email)}` };
    const [report] = await flagged();
    const only = await t.http().get('/api/call-net/user-reports?afterRestoration=true').set(auth).expect(200);
    expect(only.body).toEqual({
      items: [
        {
          id: report.id,
          reportedAt: expect.any(String),
          source: 'WEB',
          reportType: 'NO_VOLTAGE',
          address: 'ul. Marszałkowska 10, Warszawa',
          description: expect.stringContaining('Nadal brak prądu'),
          lng: 21.0186,
          lat: 52.2128,
          afterRestoration: true,
        },
      ],
      total: 1,
    });
    // The reporter's contact stays out of the list.
    expect(JSON.stringify(only.body)).not.toContain('ola@prad.test');
    expect((await t.http().get('/api/call-net/user-reports?afterRestoration=false').set(auth).expect(200)).body.total).toBe(0);
    const bad = await t.http().get('/api/call-net/user-reports?afterRestoration=maybe').set(auth).expect(400);
    expect(bad.body.errors).toHaveProperty('afterRestoration');
    await t.http().get('/api/call-net/user-reports').expect(401);
  });

  it('refuses a second use of the link, and records nothing more', async () => {
    const again = await answer(link.id, link.token).expect(409);
    expect(again.body).toEqual({ statusCode: 409, message: STILL_NO_POWER_MESSAGES.used });
    expect(await flagged()).toHaveLength(1);
  });

  it('refuses a tampered link (another id, another token, no token, not an id) with a 4xx in Polish', async () => {
    const [pias] = await checksOf(pia.id);
    const wrong = await answer(pias.id, link.token).expect(403);
    expect(wrong.body).toEqual({ statusCode: 403, message: STILL_NO_POWER_MESSAGES.wrongToken });
    const flipped = `${link.token.slice(0, -1)}${link.token.endsWith('A') ? 'B' : 'A'}`;
    await answer(link.id, flipped).expect(403);
    await answer(link.id, 'x'.repeat(5000)).expect(400);
    await t.http().post(`/public/api/restoration-check/${link.id}/still-off`).send({}).expect(400);
    const notAnId = await answer('abc', link.token).expect(400);
    expect(notAnId.body.statusCode).toBe(400);
    expect(await flagged()).toHaveLength(1);
  });

  it('refuses a link older than 24 hours (410) and records nothing', async () => {
    const [pias] = await checksOf(pia.id);
    const token = LINK.exec((await inbox.waitFor('pia@prad.test', { already: 1 })).text)![2];
    await askedAgo(pia.id, 25);
    const expired = await answer(pias.id, token).expect(410);
    expect(expired.body).toEqual({ statusCode: 410, message: STILL_NO_POWER_MESSAGES.expired });
    expect(await flagged()).toHaveLength(1);
  });

  it('asks a person at most once a day: a second failure ending the same day brings "power is back" without the question', async () => {
    await askedAgo(pia.id, 2); // Pia was asked two hours ago; Ola minutes ago
    const before = inbox.messages.length;
    await failureStartsAndEnds('NEST-2', 21.011);
    await worker.drain();
    const mail = await inbox.waitFor('ola@prad.test', { already: 3 });
    expect(mail.subject).toBe('Zasilanie przywrócone: ul. Marszałkowska 10, Warszawa');
    expect(mail.text).not.toContain('/public/prad/');
    expect(mail.text).toContain('Jeśli nadal nie masz prądu, zgłoś to przez Portal.');
    expect(smsMessage(sms.received[sms.received.length - 1].body)).toMatch(/^Zasilanie przywrocone /);
    expect(inbox.messages.length - before).toBe(4); // started and ended, to both
    expect(await checksOf(ola.id)).toHaveLength(1);
    expect(await checksOf(pia.id)).toHaveLength(1);

    // A day later the next failure asks again.
    await askedAgo(ola.id, 25);
    await failureStartsAndEnds('NEST-3', 21.012);
    await worker.drain();
    expect((await inbox.waitFor('ola@prad.test', { already: 5 })).text).toContain('Czy masz już prąd?');
    expect(await checksOf(ola.id)).toHaveLength(2);
  });

  it('records one report for two taps at the same moment: the other hears the link was used', async () => {
    const [, second] = await checksOf(ola.id);
    const token = LINK.exec((await inbox.waitFor('ola@prad.test', { already: 5 })).text)![2];
    expect(Number(LINK.exec((await inbox.waitFor('ola@prad.test', { already: 5 })).text)![1])).toBe(second.id);
    const before = (await flagged()).length;
    const answers = await Promise.all([answer(second.id, token), answer(second.id, token)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(await flagged()).toHaveLength(before + 1);
  });

  it('asks about one address at most once per outage, even when the outage ends again after a day', async () => {
    const [first] = await checksOf(pia.id);
    await askedAgo(pia.id, 48);
    // The integration API opens an ended outage again with a PUT, and ends it again.
    await outages.upsert('NEST-1', failure() as never);
    await outages.end('NEST-1');
    expect((await checksOf(pia.id)).filter((c) => c.outageId === first.outageId)).toHaveLength(1);
    // The rule itself, below the outbox's own once-per-key: the service opens nothing for that address and outage.
    // Nor does a failure that ended without the question (the daily limit held it back) ask it when it ends again:
    // its "power is back" is not sent twice, so a question would go nowhere and only spend the person's day.
    await askedAgo(ola.id, 48);
    await outages.upsert('NEST-2', failure(21.011) as never);
    await outages.end('NEST-2');
    expect((await checksOf(ola.id)).length + (await checksOf(pia.id)).length).toBe(3);
    const opened = await t.db.transaction((em) =>
      t.app.get(RestorationChecksService).ask(em, first.outageId, [{ userId: pia.id, watchedAddressId: pia.watchedAddressId }]),
    );
    expect(opened.size).toBe(0);
    await worker.drain();
  });
});
