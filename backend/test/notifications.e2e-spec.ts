import { DataSource, type FindOptionsWhere } from 'typeorm';
import { CallNetOutagesService } from '../src/outages/call-net-outages.service';
import { GeocodingService } from '../src/geocoding/geocoding.service';
import type { GeocodedAddress } from '../src/geocoding/geocoded-address';
import { addressMatchKey } from '@portal/domain';
import { NotificationEntity } from '../src/notifications/entities/notification.entity';
import { CHANNEL_SENDERS, type ChannelSenders } from '../src/notifications/notification-senders';
import { NotificationWorkerService, WORKER_OPTIONS, type WorkerOptions } from '../src/notifications/notification-worker.service';
import { NotificationsRepository } from '../src/notifications/notifications.repository';
import { NotificationsScheduler } from '../src/notifications/notifications.scheduler';
import { SMS_MAX_LENGTH } from '../src/notifications/notification-texts';
import { warsawDateTime } from '@portal/domain';
import type { UserEntity } from '../src/users/entities/user.entity';
import { createUser, TEST_PASSWORD, tokenFor } from './factories/user.factory';
import { FakeHttpApi } from './support/fake-http-api';
import { smsApiRoute } from './support/sms-api-route';
import { middayIn, plannedOutageForm } from './factories/planned-outage-form';
import { SmtpInbox } from './support/smtp-inbox';
import { createTestApp, type TestApp } from './support/test-app';
import { MARSZALKOWSKA } from './factories/outage-addresses';

const SMSAPI_TOKEN = 'e2e-alerts-smsapi-token';
const smsRoute = smsApiRoute(SMSAPI_TOKEN);

const PULAWSKA = {
  ...MARSZALKOWSKA,
  nonFormattedAddress: 'Puławska 145',
  street: 'Puławska',
  streetNumber: '145',
  postcode: '02-715',
  district: 'Mokotów',
  coordinates: { lng: 21.0226, lat: 52.1893 },
};

/** The SMSAPI request is form-encoded or JSON: the message either way. */
const smsMessage = (body: string) => (body.trimStart().startsWith('{') ? String(JSON.parse(body).message) : (new URLSearchParams(body).get('message') ?? ''));

const geocoder = { geocode: async (): Promise<GeocodedAddress | null> => null };

interface Person {
  user: UserEntity;
  watchedAddressId: number;
}

describe('alerts for watched addresses', () => {
  let t: TestApp;
  let inbox: SmtpInbox;
  let sms: FakeHttpApi;
  let worker: NotificationWorkerService;
  let dispatcher: { Authorization: string };
  let accepter: { Authorization: string };
  let ola: Person; // consent, e-mail and SMS, watches Marszałkowska 10
  let ewa: Person; // consent, e-mail only, watches Puławska 145
  let noConsent: Person; // channels ticked, consent withdrawn, watches Marszałkowska 10
  let inactive: Person; // consent, the address switched off, Marszałkowska 10
  let unconfirmed: Person; // consent and e-mail, address not confirmed yet, Marszałkowska 10
  let elsewhere: Person; // consent, watches an address in no outage

  const rows = (where: FindOptionsWhere<NotificationEntity> = {}) => t.db.getRepository(NotificationEntity).find({ where, order: { id: 'ASC' } });
  const recipientsOf = async (where: FindOptionsWhere<NotificationEntity>) => (await rows(where)).map((n) => `${n.channel}:${n.recipient}`).sort();

  async function person(
    name: string,
    options: {
      consent?: boolean;
      email?: boolean;
      sms?: boolean;
      confirmed?: boolean;
      active?: boolean;
      street: string;
      number: string;
      lng: number;
      lat: number;
    },
  ): Promise<Person> {
    const user = await createUser(t.db, {
      systemRole: 'PUBLIC',
      fullName: name,
      email: `${name.toLowerCase()}@alerty.test`,
      phone: options.sms ? '600 100 2' + String(Math.floor(Math.random() * 90) + 10) : null,
      emailConfirmedAt: options.confirmed === false ? null : new Date(),
    });
    const now = new Date();
    await t.db.query(`UPDATE "users" SET "data_processing_consent_at" = $2, "email_notification_at" = $3, "sms_notification_at" = $4 WHERE "id" = $1`, [
      user.id,
      options.consent === false ? null : now,
      options.email === false ? null : now,
      options.sms ? now : null,
    ]);
    const [row] = await t.db.query(
      `INSERT INTO "watched_addresses" ("user_id", "street_type", "street_name", "house_number", "city", "district", "lng", "lat", "active", "match_key", "match_key_base")
       VALUES ($1, 'ul.', $2, $3, 'Warszawa', 'Śródmieście', $4, $5, $6, $7, $7) RETURNING "id"`,
      [user.id, options.street, options.number, options.lng, options.lat, options.active !== false, addressMatchKey(options.street, options.number)],
    );
    return { user: (await t.db.getRepository('UserEntity').findOneByOrFail({ id: user.id })) as UserEntity, watchedAddressId: row.id };
  }

  const add = async (over: Record<string, unknown> = {}) =>
    (
      await t
        .http()
        .post('/api/planned-outage/add')
        .set(dispatcher)
        .send(plannedOutageForm({ addresses: [MARSZALKOWSKA, PULAWSKA], ...over }))
        .expect(201)
    ).body.id as number;
  const decide = (id: number, acceptStatus: string) =>
    t.http().post('/api/planned-outage/change-accept-status').set(accepter).send({ id, acceptStatus }).expect(200);

  beforeAll(async () => {
    inbox = await SmtpInbox.start();
    sms = await FakeHttpApi.start([smsRoute]);
    t = await createTestApp(
      { ...inbox.env(), SMSAPI_TOKEN, SMSAPI_URL: sms.url, SMS_SENDER: 'Portal', NOTIFICATIONS_WORKER: 'false', PUBLIC_URL: 'https://awarie.example.pl' },
      { overrideProviders: [{ provide: GeocodingService, useValue: geocoder }] },
    );
    worker = t.app.get(NotificationWorkerService);
    const d = await createUser(t.db, { systemRole: 'DISPATCHER' });
    const a = await createUser(t.db, { systemRole: 'ACCEPTER' });
    dispatcher = { Authorization: `Bearer ${await tokenFor(t.http, d.email)}` };
    accepter = { Authorization: `Bearer ${await tokenFor(t.http, a.email)}` };
    const at = { lng: 21.0186, lat: 52.2128 };
    ola = await person('Ola', { sms: true, street: 'Marszałkowska', number: '10', ...at });
    ewa = await person('Ewa', { street: 'Puławska', number: '145', lng: 21.0226, lat: 52.1893 });
    noConsent = await person('Bez', { consent: false, sms: true, street: 'Marszałkowska', number: '10', ...at });
    inactive = await person('Wyl', { active: false, street: 'Marszałkowska', number: '10', ...at });
    unconfirmed = await person('Nowy', { confirmed: false, street: 'Marszałkowska', number: '10', ...at });
    elsewhere = await person('Daleko', { sms: true, street: 'Okuniewska', number: '3', lng: 21.2245, lat: 52.2491 });
  });
  afterEach(() => expect(sms.refused).toEqual([]));
  afterAll(async () => {
    await t.close();
    await inbox.close();
    await sms.close();
  });

  describe('planned outages', () => {
    let outageId: number;

    it('queues nothing until the outage is accepted', async () => {
      outageId = await add();
      expect(await rows()).toEqual([]);
    });

    it('announces an accepted outage to the affected, consenting addresses only, on their channels', async () => {
      await decide(outageId, 'ACCEPTED');
      expect(await recipientsOf({ event: 'PLANNED_ANNOUNCED' })).toEqual([`EMAIL:ewa@alerty.test`, `EMAIL:ola@alerty.test`, `SMS:${ola.user.phone}`].sort());
      const nobody = [noConsent, inactive, unconfirmed, elsewhere].map((p) => p.user.id);
      expect((await rows()).filter((n) => nobody.includes(n.userId ?? -1))).toEqual([]);
    });

    it('delivers them: the e-mails through the SMTP server, with the address, Warsaw times and the switch-off link; the SMS through the gateway', async () => {
      const before = inbox.messages.length;
      const result = await worker.drain(() => middayIn(1));
      expect(result).toMatchObject({ claimed: 3, sent: 3, failed: 0 });
      const mail = await inbox.waitFor('ola@alerty.test', { already: 0 });
      expect(inbox.messages.length - before).toBe(2);
      expect(mail.subject).toBe('Planowane wyłączenie prądu: ul. Marszałkowska 10, Warszawa');
      const [outage] = await t.db.query(`SELECT "outage_start" AS "start", "outage_end" AS "end" FROM "planned_outages" WHERE "id" = $1`, [outageId]);
      expect(mail.text).toContain(`od ${warsawDateTime(outage.start)} do ${warsawDateTime(outage.end)}`);
      const token = (await t.db.query(`SELECT "email_consent_token" AS "token" FROM "users" WHERE "id" = $1`, [ola.user.id]))[0].token;
      expect(token).toEqual(expect.any(String));
      expect(mail.text).toContain(`https://awarie.example.pl/public/stop-send-email?emailConsentToken=${token}`);
      expect(sms.received).toHaveLength(1);
      const text = smsMessage(sms.received[0].body);
      expect(text.length).toBeLessThanOrEqual(SMS_MAX_LENGTH);
      expect(text).toMatch(/^Planowane wylaczenie pradu: ul\. Marszalkowska 10, Warszawa, /);
      expect(await recipientsOf({ status: 'SENT' })).toHaveLength(3);
      // The link works: e-mail notifications off for Ola.
      await t.http().get(`/public/api/unsubscribe/${token}`).expect(200);
      await t.db.query(`UPDATE "users" SET "email_notification_at" = now() WHERE "id" = $1`, [ola.user.id]);
    });

    it('tells of a rejection, announces again after it, and never twice for the same times', async () => {
      await decide(outageId, 'REJECTED');
      const cancelled = await recipientsOf({ event: 'PLANNED_CANCELLED' });
      expect(cancelled).toEqual([`EMAIL:ewa@alerty.test`, `EMAIL:ola@alerty.test`, `SMS:${ola.user.phone}`].sort());
      // Published again after the cancellation: announced again (a new message, not a duplicate of the first)…
      await decide(outageId, 'ACCEPTED');
      expect(await rows({ event: 'PLANNED_ANNOUNCED' })).toHaveLength(6);
      expect(await rows({ event: 'PLANNED_CHANGED' })).toHaveLength(0);
      // …and a plain retry of the acceptance adds nothing:
      await t
        .http()
        .post('/api/planned-outage/change-accept-status/many')
        .set(accepter)
        .send({ ids: [outageId], acceptStatus: 'ACCEPTED' })
        .expect(200);
      expect(await rows()).toHaveLength(9);
      await worker.drain(() => middayIn(1));
    });

    it('tells of new times when an edited outage is published again', async () => {
      const start = new Date(middayIn(6).getTime() + 2 * 3_600_000);
      await add({ id: outageId, outageStart: start.toISOString(), outageEnd: new Date(start.getTime() + 3_600_000).toISOString() });
      expect(await rows({ event: 'PLANNED_CHANGED' })).toHaveLength(0); // not public until accepted again
      await decide(outageId, 'ACCEPTED');
      expect(await recipientsOf({ event: 'PLANNED_CHANGED' })).toEqual([`EMAIL:ewa@alerty.test`, `EMAIL:ola@alerty.test`, `SMS:${ola.user.phone}`].sort());
      const [changed] = await rows({ event: 'PLANNED_CHANGED', channel: 'SMS' });
      const short = (d: Date) => `${warsawDateTime(d).slice(0, 5)} ${warsawDateTime(d).slice(11)}`; // 'dd.MM HH:mm'
      expect(changed.body).toContain(
        `Zmiana terminu wylaczenia pradu ul. Marszalkowska 10, Warszawa: ${short(start)}-${short(new Date(start.getTime() + 3_600_000))}.`,
      );
      await worker.drain(() => middayIn(1));
    });

    it('tells of a deleted published outage those who were told of it', async () => {
      const id = await add({ addresses: [PULAWSKA] });
      await decide(id, 'ACCEPTED');
      await t
        .http()
        .post('/api/planned-outage/delete/many')
        .set(dispatcher)
        .send({ ids: [id] })
        .expect(200);
      const about = (await rows()).filter((n) => n.key.includes(`planned:${id}:`));
      expect(about.map((n) => `${n.event}:${n.recipient}`).sort()).toEqual(['PLANNED_ANNOUNCED:ewa@alerty.test', 'PLANNED_CANCELLED:ewa@alerty.test']);
      await worker.drain(() => middayIn(1));
    });

    it('reminds the day before those told at least 12 hours earlier, once', async () => {
      const start = middayIn(1);
      const id = await add({ addresses: [MARSZALKOWSKA], outageStart: start.toISOString(), outageEnd: new Date(start.getTime() + 3_600_000).toISOString() });
      await decide(id, 'ACCEPTED');
      const scheduler = t.app.get(NotificationsScheduler);
      // The job runs on the Warsaw day before the start; when the announcement went out is set explicitly, so the
      // test does not depend on the hour it runs at.
      const dayBefore = new Date(start.getTime() - 20 * 3_600_000);
      const toldAt = (at: Date) => t.db.query(`UPDATE "notifications" SET "created_at" = $2 WHERE "key" LIKE $1`, [`%planned:${id}:%`, at]);
      await toldAt(new Date(dayBefore.getTime() - 3_600_000));
      expect(await scheduler.sendReminders(dayBefore)).toBe(0); // told an hour ago
      await toldAt(new Date(dayBefore.getTime() - 2 * 86_400_000));
      expect(await scheduler.sendReminders(dayBefore)).toBe(2);
      expect(await scheduler.sendReminders(dayBefore)).toBe(0);
      expect(await recipientsOf({ event: 'PLANNED_REMINDER' })).toEqual([`EMAIL:ola@alerty.test`, `SMS:${ola.user.phone}`].sort());
      await worker.drain(() => middayIn(1));
    });

    it('keeps planned-work SMS for the morning in the quiet hours, but not the e-mails', async () => {
      const id = await add({ addresses: [MARSZALKOWSKA] });
      await decide(id, 'ACCEPTED');
      const night = new Date(middayIn(1).getTime() + 11 * 3_600_000); // 23:00 or 00:00 in Warsaw
      const result = await worker.drain(() => night);
      expect(result).toMatchObject({ sent: 1, postponed: 1 });
      const [waiting] = (await rows({ event: 'PLANNED_ANNOUNCED', channel: 'SMS' })).filter((n) => n.key.includes(`planned:${id}:`));
      expect(waiting).toMatchObject({ status: 'PENDING', attempts: 0 });
      expect(waiting.nextAttemptAt.getTime()).toBeGreaterThan(night.getTime());
      await worker.drain(() => new Date(waiting.nextAttemptAt.getTime() + 1000));
      expect((await t.db.getRepository(NotificationEntity).findOneByOrFail({ id: waiting.id })).status).toBe('SENT');
    });
  });

  describe('failures and extensive outages', () => {
    const area = [
      { lng: 21.01, lat: 52.205 },
      { lng: 21.03, lat: 52.205 },
      { lng: 21.03, lat: 52.22 },
      { lng: 21.01, lat: 52.22 },
    ];
    const firstEnd = new Date(Math.ceil((Date.now() + 5 * 3_600_000) / 3_600_000) * 3_600_000).toISOString();
    const failure = (end: string | null) => ({
      type: 'FAILURE',
      voltageClass: 'LV',
      area,
      start: new Date(Date.now() - 3_600_000).toISOString(),
      end,
      cause: 'Uszkodzenie kabla',
    });

    it('tells the addresses inside a new failure, with the estimated end; nobody outside', async () => {
      const outages = t.app.get(CallNetOutagesService);
      await outages.upsert('ALERT-1', failure(firstEnd) as never);
      expect(await recipientsOf({ event: 'OUTAGE_STARTED' })).toEqual([`EMAIL:ola@alerty.test`, `SMS:${ola.user.phone}`].sort());
      const [mail] = await rows({ event: 'OUTAGE_STARTED', channel: 'EMAIL' });
      expect(mail.body).toContain('Szacowany czas usunięcia');
    });

    it('is sent at night too: unplanned outages have no quiet hours', async () => {
      const night = new Date(middayIn(1).getTime() + 11 * 3_600_000);
      expect(await worker.drain(() => night)).toMatchObject({ sent: 2, postponed: 0 });
    });

    it('adds nothing when the system sends the same outage again, and tells of a new estimated end', async () => {
      const outages = t.app.get(CallNetOutagesService);
      await outages.upsert('ALERT-1', failure(firstEnd) as never);
      await outages.upsert('ALERT-1', failure(firstEnd) as never);
      expect(await rows({ event: 'OUTAGE_END_CHANGED' })).toHaveLength(0);
      const later = new Date(new Date(firstEnd).getTime() + 2 * 3_600_000).toISOString();
      await outages.upsert('ALERT-1', failure(later) as never);
      await outages.upsert('ALERT-1', failure(later) as never);
      expect(await rows({ event: 'OUTAGE_STARTED' })).toHaveLength(2);
      expect(await recipientsOf({ event: 'OUTAGE_END_CHANGED' })).toEqual([`EMAIL:ola@alerty.test`, `SMS:${ola.user.phone}`].sort());
    });

    it('tells when power is back, and a withdrawn consent gets nothing more', async () => {
      const outages = t.app.get(CallNetOutagesService);
      await t.db.query(`UPDATE "users" SET "sms_notification_at" = NULL WHERE "id" = $1`, [ola.user.id]);
      await outages.end('ALERT-1');
      await outages.end('ALERT-1');
      expect(await recipientsOf({ event: 'OUTAGE_ENDED' })).toEqual([`EMAIL:ola@alerty.test`]);
      await t.db.query(`UPDATE "users" SET "data_processing_consent_at" = NULL WHERE "id" = $1`, [ola.user.id]);
      await outages.upsert('ALERT-2', failure(null) as never);
      expect(await rows({ event: 'OUTAGE_STARTED' })).toHaveLength(2);
      await t.db.query(`UPDATE "users" SET "data_processing_consent_at" = now(), "sms_notification_at" = now() WHERE "id" = $1`, [ola.user.id]);
      await worker.drain(() => middayIn(1));
    });
  });

  describe('delivery guarantees', () => {
    const options = (): WorkerOptions => t.app.get(WORKER_OPTIONS);

    /** Queues one e-mail per person for `count` people watching a street of their own, all at once. */
    async function crowd(count: number, label: string): Promise<number> {
      const street = `${label}owa`;
      for (let i = 0; i < count; i++) await person(`${label}${i}`, { street, number: '1', lng: 21.0186, lat: 52.2128 });
      const id = await add({ addresses: [{ ...MARSZALKOWSKA, nonFormattedAddress: `${street} 1`, street, streetNumber: '1' }] });
      await decide(id, 'ACCEPTED');
      return id;
    }
    const mailsTo = (prefix: string) => inbox.messages.filter((m) => m.to.some((a) => a.startsWith(prefix.toLowerCase())));

    it('a worker killed mid-batch and restarted sends nothing twice, and what it had not started goes out', async () => {
      await crowd(6, 'Kill');
      const senders = t.app.get<ChannelSenders>(CHANNEL_SENDERS);
      let calls = 0;
      const dying: ChannelSenders = {
        EMAIL: { send: (m) => (++calls <= 3 ? senders.EMAIL.send(m) : new Promise<void>(() => undefined)) }, // the process dies on the 4th
        SMS: senders.SMS,
        PUSH: senders.PUSH,
      };
      const killed = new NotificationWorkerService(t.app.get(NotificationsRepository), dying, { ...options(), concurrency: 1 });
      void killed.runOnce(() => middayIn(1));
      await new Promise((r) => setTimeout(r, 1500));
      expect(mailsTo('kill')).toHaveLength(3);

      const restarted = new NotificationWorkerService(t.app.get(NotificationsRepository), senders, options());
      await restarted.drain(() => middayIn(1));
      // The killed worker had recorded the 3 it sent (each with its next claim) and held only the 4th, in flight: that
      // one is not taken again; the two it never reached are sent by the other.
      expect(mailsTo('kill')).toHaveLength(5);
      expect(await restarted.giveUpStale(new Date(middayIn(1).getTime() + 11 * 60_000))).toBe(1);
      await restarted.drain(() => middayIn(1));
      expect(mailsTo('kill')).toHaveLength(5);
      const states = (await rows()).filter((n) => n.recipient.startsWith('kill')).map((n) => n.status);
      expect(states.sort()).toEqual(['SENT', 'SENT', 'SENT', 'SENT', 'SENT', 'UNCERTAIN']);
      expect(new Set(mailsTo('kill').map((m) => m.to[0])).size).toBe(5);
    });

    it('two worker instances on one database send nothing twice', async () => {
      await crowd(30, 'Para');
      const second = new DataSource({ ...(t.db.options as object), name: 'second-instance' } as never);
      await second.initialize();
      try {
        const a = new NotificationWorkerService(new NotificationsRepository(t.db), t.app.get(CHANNEL_SENDERS), { ...options(), batchSize: 4 });
        const b = new NotificationWorkerService(new NotificationsRepository(second), t.app.get(CHANNEL_SENDERS), { ...options(), batchSize: 4 });
        const [ra, rb] = await Promise.all([a.drain(() => middayIn(1)), b.drain(() => middayIn(1))]);
        expect(ra.sent + rb.sent).toBe(30);
        expect(ra.sent).toBeGreaterThan(0);
        expect(rb.sent).toBeGreaterThan(0);
      } finally {
        await second.destroy();
      }
      const received = mailsTo('para').map((m) => m.to[0]);
      expect(received).toHaveLength(30);
      expect(new Set(received).size).toBe(30);
    });

    it('retries a refused e-mail with backoff and records the error, then gives up', async () => {
      await crowd(1, 'Odmowa');
      inbox.refuseWith = 'Mailbox unavailable';
      try {
        let now = middayIn(1);
        const first = await worker.drain(() => now);
        expect(first).toMatchObject({ retried: 1 });
        const [row] = (await rows()).filter((n) => n.recipient.startsWith('odmowa'));
        expect(row).toMatchObject({ status: 'PENDING', attempts: 1, lastError: expect.stringContaining('Mailbox unavailable') });
        expect(row.nextAttemptAt.getTime()).toBeGreaterThan(now.getTime());
        for (let i = 0; i < 10; i++) {
          now = new Date(now.getTime() + 2 * 3_600_000);
          await worker.drain(() => now);
        }
        const [after] = (await rows()).filter((n) => n.recipient.startsWith('odmowa'));
        expect(after).toMatchObject({ status: 'FAILED', attempts: options().maxAttempts });
      } finally {
        inbox.refuseWith = null;
      }
    });
  });

  describe("the administrators' list", () => {
    it('shows alerts with their state, filtered by user and event, to administrators only', async () => {
      const admin = await createUser(t.db, { systemRole: 'ADMIN' });
      const auth = { Authorization: `Bearer ${await tokenFor(t.http, admin.email)}` };
      const res = await t.http().get(`/api/notifications?userId=${ola.user.id}&event=OUTAGE_ENDED`).set(auth).expect(200);
      expect(res.body.total).toBe(1);
      expect(res.body.items[0]).toMatchObject({ userId: ola.user.id, event: 'OUTAGE_ENDED', channel: 'EMAIL', status: 'SENT', recipient: 'ola@alerty.test' });
      await t.http().get('/api/notifications?event=NOPE').set(auth).expect(400);
      await t.http().get('/api/notifications').set(dispatcher).expect(403);
      await t.http().get('/api/notifications').expect(401);
    });

    it('deleting the account takes its alerts with it, sent or not', async () => {
      expect((await rows()).filter((n) => n.userId === ewa.user.id).length).toBeGreaterThan(0);
      const login = await t.http().post('/public/api/login').send({ login: ewa.user.email, password: TEST_PASSWORD }).expect(200);
      await t
        .http()
        .post('/public/api/user/anonymize')
        .set({ Authorization: `Bearer ${login.body.token}` })
        .expect(204);
      expect((await rows()).filter((n) => n.userId === ewa.user.id)).toEqual([]);
    });
  });
});
