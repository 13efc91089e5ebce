import { CallNetOutagesService } from '../src/outages/call-net-outages.service';
import { GeocodingService } from '../src/geocoding/geocoding.service';
import type { GeocodedAddress } from '../src/geocoding/geocoded-address';
import { addressMatchKey } from '@portal/domain';
import { NotificationEntity } from '../src/notifications/entities/notification.entity';
import { NotificationWorkerService, WORKER_OPTIONS, type WorkerOptions } from '../src/notifications/notification-worker.service';
import { NotificationsRepository } from '../src/notifications/notifications.repository';
import { CHANNEL_SENDERS, type ChannelSenders } from '../src/notifications/notification-senders';
import { createUser, TEST_PASSWORD, tokenFor } from './factories/user.factory';
import { middayIn, plannedOutageForm } from './factories/planned-outage-form';
import { LocalPushService, type LocalSubscription } from './support/local-push-service.mjs';
import { PushRepository } from '../src/push/push.repository';
import { VapidKeysService } from '../src/push/vapid-keys.service';
import { createTestApp, type TestApp } from './support/test-app';

const geocoder = { geocode: async (): Promise<GeocodedAddress | null> => null };
const AT = { lng: 21.0186, lat: 52.2128 };
const CARD = 'https://awarie.example.pl/public/21.018600/52.212800?adres=ul.+Marsza%C5%82kowska+10%2C+Warszawa';

describe('push alerts (Web Push against a local push service)', () => {
  let t: TestApp;
  let push: LocalPushService;
  let worker: NotificationWorkerService;
  let dispatcher: { Authorization: string };
  let accepter: { Authorization: string };
  let publicKey: string;

  const pushRows = () => t.db.getRepository(NotificationEntity).find({ where: { channel: 'PUSH' }, order: { id: 'ASC' } });
  const subscriptions = (userId: number): Promise<Array<{ id: number; endpoint: string; label: string | null }>> =>
    t.db.query(`SELECT "id", "endpoint", "user_agent_label" AS "label" FROM "push_subscriptions" WHERE "user_id" = $1 ORDER BY "id"`, [userId]);
  const payloads = (s: LocalSubscription) => push.messagesTo(s.id).map((m) => JSON.parse(m.payload!));

  /** A portal account watching Marszałkowska 10 with only the data-processing consent (no e-mail, no SMS). */
  async function resident(name: string, consent = true) {
    const user = await createUser(t.db, { systemRole: 'PUBLIC', fullName: name, email: `${name.toLowerCase()}@push.test`, emailConfirmedAt: new Date() });
    await t.db.query(`UPDATE "users" SET "data_processing_consent_at" = $2 WHERE "id" = $1`, [user.id, consent ? new Date() : null]);
    await t.db.query(
      `INSERT INTO "watched_addresses" ("user_id", "street_type", "street_name", "house_number", "city", "district", "lng", "lat", "active", "match_key", "match_key_base")
       VALUES ($1, 'ul.', 'Marszałkowska', '10', 'Warszawa', 'Śródmieście', $2, $3, true, $4, $4)`,
      [user.id, AT.lng, AT.lat, addressMatchKey('Marszałkowska', '10')],
    );
    const login = await t.http().post('/public/api/login').send({ login: user.email, password: TEST_PASSWORD }).expect(200);
    return { user, auth: { Authorization: `Bearer ${login.body.token}` } };
  }

  const subscribe = (auth: { Authorization: string }, s: Pick<LocalSubscription, 'endpoint' | 'keys'>) =>
    t
      .http()
      .post('/public/api/user/push/subscribe')
      .set(auth)
      .set('User-Agent', 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36')
      .send({ endpoint: s.endpoint, keys: s.keys });

  const plannedOutage = async () => {
    const id = (await t.http().post('/api/planned-outage/add').set(dispatcher).send(plannedOutageForm()).expect(201)).body.id as number;
    await t.http().post('/api/planned-outage/change-accept-status').set(accepter).send({ id, acceptStatus: 'ACCEPTED' }).expect(200);
    return id;
  };

  beforeAll(async () => {
    push = await LocalPushService.start();
    t = await createTestApp(
      {
        NOTIFICATIONS_WORKER: 'false',
        PUBLIC_URL: 'https://awarie.example.pl',
        PUSH_SERVICE_HOSTS: `${push.serviceHost},fcm.googleapis.com`,
        PUSH_CA_FILE: push.caFile,
        PUSH_VAPID_SUBJECT: 'mailto:powiadomienia@awarie.example.pl',
      },
      { overrideProviders: [{ provide: GeocodingService, useValue: geocoder }] },
    );
    worker = t.app.get(NotificationWorkerService);
    dispatcher = { Authorization: `Bearer ${await tokenFor(t.http, (await createUser(t.db, { systemRole: 'DISPATCHER' })).email)}` };
    accepter = { Authorization: `Bearer ${await tokenFor(t.http, (await createUser(t.db, { systemRole: 'ACCEPTER' })).email)}` };
  });
  afterEach(() => expect(push.refused).toEqual([]));
  afterAll(async () => {
    await t.close();
    await push.close();
  });

  it('serves the VAPID public key generated at the first start, and never replaces a stored one', async () => {
    publicKey = (await t.http().get('/public/api/push/vapid-public-key').expect(200)).body.publicKey;
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    // The local push service refuses (403) any other application server's key from now on.
    push.expectedKey = publicKey;
    // Another instance starting (or this one restarting) with keys of its own keeps the stored pair.
    const restarted = new VapidKeysService(t.app.get(PushRepository));
    await restarted.onModuleInit();
    expect((await restarted.get()).publicKey).toBe(publicKey);
    expect(await t.db.query(`SELECT count(*)::int AS "n" FROM "push_vapid_keys"`)).toEqual([{ n: 1 }]);
  });

  describe('subscribing', () => {
    it('refuses an endpoint outside the push services, bad keys, no consent and no sign-in, in Polish', async () => {
      const { auth } = await resident('Odmowa');
      const s = push.subscribe();
      const outside = await subscribe(auth, { ...s, endpoint: 'https://169.254.169.254/push/x' }).expect(400);
      expect(outside.body.errors).toEqual({ endpoint: 'Nieobsługiwana usługa powiadomień przeglądarki' });
      const plain = await subscribe(auth, { ...s, endpoint: s.endpoint.replace('https:', 'http:') }).expect(400);
      expect(plain.body.errors.endpoint).toBe('Nieobsługiwana usługa powiadomień przeglądarki');
      // A vendor's host answers push only on 443; the local service only on the port its entry names.
      for (const endpoint of ['https://fcm.googleapis.com:39499/x', `https://127.0.0.1:${Number(new URL(s.endpoint).port) + 1}/push/${s.id}`]) {
        const port = await subscribe(auth, { ...s, endpoint }).expect(400);
        expect(port.body.errors).toEqual({ endpoint: 'Nieobsługiwana usługa powiadomień przeglądarki' });
      }
      const keys = await subscribe(auth, { ...s, keys: { p256dh: 'AAAA', auth: s.keys.auth } }).expect(400);
      expect(keys.body.errors).toEqual({ keys: 'Niepoprawne klucze subskrypcji powiadomień' });
      const { auth: noConsent } = await resident('BezZgody', false);
      const refused = await subscribe(noConsent, s).expect(400);
      expect(refused.body.message).toBe('Powiadomienia wymagają zgody na przetwarzanie danych osobowych');
      await t.http().post('/public/api/user/push/subscribe').send({ endpoint: s.endpoint, keys: s.keys }).expect(401);
      await subscribe(dispatcher, s).expect(403);
    });

    it('stores the browser with a short label and records the consent once; the same browser again is one row', async () => {
      const { user, auth } = await resident('Etykieta');
      const s = push.subscribe();
      await subscribe(auth, s).expect(204);
      await subscribe(auth, s).expect(204);
      expect(await subscriptions(user.id)).toEqual([{ id: expect.any(Number), endpoint: s.endpoint, label: 'Chrome, Android' }]);
      expect((await t.http().get('/public/api/user/push').set(auth).expect(200)).body).toEqual([
        { endpoint: s.endpoint, userAgentLabel: 'Chrome, Android', createdAt: expect.any(String) },
      ]);
      await t.http().post('/public/api/user/push/unsubscribe').set(auth).send({ endpoint: s.endpoint }).expect(204);
      await t.http().post('/public/api/user/push/unsubscribe').set(auth).send({ endpoint: s.endpoint }).expect(204);
      expect(await subscriptions(user.id)).toEqual([]);
      expect((await t.http().get('/public/api/user/push').set(auth).expect(200)).body).toEqual([]);
      const consents = await t.db.query(`SELECT "kind", "given", "source" FROM "consent_events" WHERE "user_id" = $1 ORDER BY "id"`, [user.id]);
      expect(consents).toEqual([
        { kind: 'PUSH_NOTIFICATION', given: true, source: 'SETTINGS' },
        { kind: 'PUSH_NOTIFICATION', given: false, source: 'SETTINGS' },
      ]);
    });

    it('keeps the newest five browsers of an account', async () => {
      const { user, auth } = await resident('Piec');
      const made = Array.from({ length: 6 }, () => push.subscribe());
      for (const s of made) await subscribe(auth, s).expect(204);
      expect((await subscriptions(user.id)).map((s) => s.endpoint)).toEqual(made.slice(1).map((s) => s.endpoint));
    });
  });

  describe('delivery through the alerts outbox', () => {
    let ola: Awaited<ReturnType<typeof resident>>;
    let phone: LocalSubscription;
    let laptop: LocalSubscription;
    let outageId: number;

    beforeAll(async () => {
      await t.db.query(`DELETE FROM "push_subscriptions"`);
      ola = await resident('Ola');
      phone = push.subscribe();
      laptop = push.subscribe();
      await subscribe(ola.auth, phone).expect(204);
      await subscribe(ola.auth, laptop).expect(204);
    });

    it('an accepted planned outage reaches each subscribed browser once, signed and encrypted, in Polish, opening the address card', async () => {
      outageId = await plannedOutage();
      const rows = (await pushRows()).filter((r) => r.userId === ola.user.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ event: 'PLANNED_ANNOUNCED', status: 'PENDING' });
      expect(await worker.drain(() => middayIn(1))).toMatchObject({ failed: 0, uncertain: 0 });
      for (const browser of [phone, laptop]) {
        const [message] = push.messagesTo(browser.id);
        expect(message).toMatchObject({ urgency: 'normal', ttl: 86_400, topic: `planned-${outageId}` });
        const [payload] = payloads(browser);
        expect(payload.title).toBe('Planowane wyłączenie prądu: ul. Marszałkowska 10, Warszawa');
        expect(payload.body).toMatch(/^Pod adresem ul\. Marszałkowska 10, Warszawa planujemy wyłączenie zasilania od \d\d\.\d\d\.\d{4} \d\d:\d\d do /);
        expect(payload.url).toBe(CARD);
        expect(payload.actions).toEqual([{ action: 'call', title: 'Zadzwoń: 22 821 31 31', url: 'tel:+48228213131' }]);
      }
      expect((await pushRows()).find((r) => r.userId === ola.user.id)?.status).toBe('SENT');
    });

    it('sends nothing twice: the worker run again, a second worker, the outage accepted again', async () => {
      const before = push.received.length;
      await worker.drain(() => middayIn(1));
      const opts = t.app.get<WorkerOptions>(WORKER_OPTIONS);
      const second = new NotificationWorkerService(t.app.get(NotificationsRepository), t.app.get<ChannelSenders>(CHANNEL_SENDERS), opts);
      await second.drain(() => middayIn(1));
      await t.http().post('/api/planned-outage/change-accept-status').set(accepter).send({ id: outageId, acceptStatus: 'ACCEPTED' });
      await worker.drain(() => middayIn(1));
      expect(push.received.length).toBe(before);
    });

    it('is urgent for a failure at the address', async () => {
      const area = [
        { lng: 21.01, lat: 52.205 },
        { lng: 21.03, lat: 52.205 },
        { lng: 21.03, lat: 52.22 },
        { lng: 21.01, lat: 52.22 },
      ];
      await t.app.get(CallNetOutagesService).upsert('PUSH-1', {
        type: 'FAILURE',
        voltageClass: 'LV',
        area,
        start: new Date(Date.now() - 3_600_000).toISOString(),
        end: null,
        cause: 'Uszkodzenie kabla',
      } as never);
      await worker.drain();
      const last = push.messagesTo(phone.id).at(-1)!;
      expect(last).toMatchObject({ urgency: 'high', ttl: 6 * 3600 });
      expect(JSON.parse(last.payload!)).toMatchObject({ title: 'Awaria zasilania: ul. Marszałkowska 10, Warszawa', url: CARD });
    });

    it('retries only the browser whose push service refused: the one that took the alert never gets it twice', async () => {
      push.answer(laptop.id, 503);
      const sentToLaptop = push.messagesTo(laptop.id).length;
      await t.http().post('/api/planned-outage/change-accept-status').set(accepter).send({ id: outageId, acceptStatus: 'REJECTED' }).expect(200);
      const result = await worker.drain(() => middayIn(1));
      expect(result).toMatchObject({ retried: 1, sent: 0 });
      const cancelledOnPhone = () => payloads(phone).filter((p) => p.title === 'Odwołane wyłączenie prądu: ul. Marszałkowska 10, Warszawa');
      expect(cancelledOnPhone()).toHaveLength(1);
      const [cancelled] = (await pushRows()).filter((r) => r.event === 'PLANNED_CANCELLED');
      const laptopRow = (await subscriptions(ola.user.id)).find((s) => s.endpoint === laptop.endpoint)!;
      expect(cancelled).toMatchObject({ status: 'PENDING', attempts: 1, recipient: String(laptopRow.id) });
      expect(cancelled.lastError).toContain('503');
      push.answer(laptop.id, 201);
      await worker.drain(() => new Date(cancelled.nextAttemptAt.getTime() + 1000));
      expect(push.messagesTo(laptop.id).length).toBe(sentToLaptop + 1);
      expect(payloads(laptop).at(-1).title).toBe('Odwołane wyłączenie prądu: ul. Marszałkowska 10, Warszawa');
      expect(cancelledOnPhone()).toHaveLength(1);
      expect((await t.db.getRepository(NotificationEntity).findOneByOrFail({ id: cancelled.id })).status).toBe('SENT');
    });

    it('removes the browsers the push service calls gone (410, 404); when none is left the alert fails at once, without retries', async () => {
      push.answer(phone.id, 410);
      push.answer(laptop.id, 404);
      await t.app.get(CallNetOutagesService).end('PUSH-1');
      await worker.drain();
      const [ended] = (await pushRows()).filter((r) => r.event === 'OUTAGE_ENDED');
      expect(ended).toMatchObject({ status: 'FAILED', attempts: 1 });
      expect(ended.lastError).toMatch(/wygasły/);
      expect(await subscriptions(ola.user.id)).toEqual([]);
    });
  });

  it("'Zrezygnuj' and deleting the account remove the account's browsers", async () => {
    const a = await resident('Rezygnuje');
    await subscribe(a.auth, push.subscribe()).expect(204);
    await t.http().post('/public/api/user/notification').set(a.auth).expect(204);
    expect(await subscriptions(a.user.id)).toEqual([]);
    const b = await resident('Usuwa');
    await subscribe(b.auth, push.subscribe()).expect(204);
    await t.http().post('/public/api/user/anonymize').set(b.auth).expect(204);
    expect(await subscriptions(b.user.id)).toEqual([]);
    const consents = await t.db.query(
      `SELECT "source" FROM "consent_events" WHERE "user_id" = ANY($1) AND "kind" = 'PUSH_NOTIFICATION' AND NOT "given" ORDER BY "id"`,
      [[a.user.id, b.user.id]],
    );
    expect(consents).toEqual([{ source: 'WITHDRAW' }, { source: 'ANONYMIZE' }]);
  });
});
