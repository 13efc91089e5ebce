import { PassThrough } from 'node:stream';
import { addressMatchKey } from '@portal/domain';
import { GeocodingService } from '../src/geocoding/geocoding.service';
import type { GeocodedAddress } from '../src/geocoding/geocoded-address';
import { NotificationEntity } from '../src/notifications/entities/notification.entity';
import { NotificationWorkerService } from '../src/notifications/notification-worker.service';
import { NotificationsScheduler } from '../src/notifications/notifications.scheduler';
import { PRIORITY_CONSENT_VERSION } from '../src/priority-customers/priority-consent';
import type { UserEntity } from '../src/users/entities/user.entity';
import { createUser, TEST_PASSWORD, tokenFor } from './factories/user.factory';
import { FakeHttpApi } from './support/fake-http-api';
import { smsApiRoute } from './support/sms-api-route';
import { middayIn, plannedOutageForm } from './factories/planned-outage-form';
import { SmtpInbox } from './support/smtp-inbox';
import { createTestApp, type TestApp } from './support/test-app';

const SMSAPI_TOKEN = 'e2e-priority-smsapi-token';
const API_KEY = 'e2e-priority-integration-key-0123456789';
const smsRoute = smsApiRoute(SMSAPI_TOKEN);
const geocoder = { geocode: async (): Promise<GeocodedAddress | null> => null };
const AT = { lng: 21.0186, lat: 52.2128 };
/** A note nobody else would write: it must never reach the logs. */
const NOTE = 'pompa insulinowa XZ-981';

interface Resident {
  user: UserEntity;
  auth: { Authorization: string };
  watchedAddressId: number;
}

describe('priority customers ("Odbiorcy wymagający szczególnej troski")', () => {
  let t: TestApp;
  let inbox: SmtpInbox;
  let sms: FakeHttpApi;
  const logs: string[] = [];
  type Role = 'ADMIN' | 'DISPATCHER' | 'ACCEPTER' | 'CALLCENTER';
  const staff = {} as Record<Role, { Authorization: string }>;
  const staffIds = {} as Record<Role, number>;
  let anna: Resident; // e-mail chosen only, has a phone: declares
  let basia: Resident; // e-mail chosen only, has a phone: declares nothing
  let outageId: number;
  const outageStart = middayIn(7);

  async function resident(name: string): Promise<Resident> {
    const user = await createUser(t.db, {
      systemRole: 'PUBLIC',
      fullName: `${name} Kowalska`,
      email: `${name.toLowerCase()}@troska.test`,
      phone: `6001002${String(10 + name.length)}`,
    });
    const now = new Date();
    await t.db.query(`UPDATE "users" SET "data_processing_consent_at" = $2, "email_notification_at" = $2 WHERE "id" = $1`, [user.id, now]);
    const [row] = await t.db.query(
      `INSERT INTO "watched_addresses" ("user_id", "street_type", "street_name", "house_number", "city", "district", "lng", "lat", "active", "match_key", "match_key_base")
       VALUES ($1, 'ul.', 'Marszałkowska', '10', 'Warszawa', 'Śródmieście', $2, $3, true, $4, $4) RETURNING "id"`,
      [user.id, AT.lng, AT.lat, addressMatchKey('Marszałkowska', '10')],
    );
    const login = await t.http().post('/public/api/login').send({ login: user.email, password: TEST_PASSWORD }).expect(200);
    return { user, auth: { Authorization: `Bearer ${login.body.token}` }, watchedAddressId: row.id };
  }

  const declaration = (r: Resident, over: Record<string, unknown> = {}) => ({
    watchedAddressId: r.watchedAddressId,
    equipment: 'OXYGEN',
    healthDataConsent: true,
    consentVersion: PRIORITY_CONSENT_VERSION,
    ...over,
  });
  const mine = async (r: Resident) => (await t.http().get('/public/api/user/priority').set(r.auth).expect(200)).body;
  const rows = async (event: string) =>
    (await t.db.getRepository(NotificationEntity).find({ where: { event: event as never }, order: { id: 'ASC' } })).filter(
      (n) => n.key.includes(`planned:${outageId}:`) || n.key.startsWith('OUTAGE_'),
    );
  const recipientsOf = async (event: string) => (await rows(event)).map((n) => `${n.channel}:${n.recipient}`).sort();

  beforeAll(async () => {
    inbox = await SmtpInbox.start();
    sms = await FakeHttpApi.start([smsRoute]);
    const destination = new PassThrough();
    destination.on('data', (chunk: Buffer) => logs.push(chunk.toString('utf8')));
    t = await createTestApp(
      {
        ...inbox.env(),
        LOG_LEVEL: 'info',
        SMSAPI_TOKEN,
        SMSAPI_URL: sms.url,
        SMS_SENDER: 'Portal',
        NOTIFICATIONS_WORKER: 'false',
        INTEGRATION_API_KEYS: API_KEY,
        PUBLIC_URL: 'https://awarie.example.pl',
      },
      { overrideProviders: [{ provide: GeocodingService, useValue: geocoder }], logDestination: destination },
    );
    for (const role of ['ADMIN', 'DISPATCHER', 'ACCEPTER', 'CALLCENTER'] as const) {
      const u = await createUser(t.db, { systemRole: role, fullName: `Pracownik ${role}` });
      staff[role] = { Authorization: `Bearer ${await tokenFor(t.http, u.email)}` };
      staffIds[role] = u.id;
    }
    anna = await resident('Anna');
    basia = await resident('Basia');
    const added = await t
      .http()
      .post('/api/planned-outage/add')
      .set(staff.DISPATCHER)
      .send(plannedOutageForm({ outageStart: outageStart.toISOString(), outageEnd: new Date(outageStart.getTime() + 4 * 3_600_000).toISOString() }))
      .expect(201);
    outageId = added.body.id;
  }, 120_000);
  afterEach(() => expect(sms.refused).toEqual([]));
  afterAll(async () => {
    await t?.close();
    await inbox?.close();
    await sms?.close();
  });

  describe('the declaration and its consent', () => {
    it('offers the consent text and its version, with no-store', async () => {
      const res = await t.http().get('/public/api/user/priority').set(anna.auth).expect(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toEqual({
        consent: { version: PRIORITY_CONSENT_VERSION, text: expect.stringContaining('art. 9 ust. 2 lit. a RODO') },
        declarations: [],
        history: [],
      });
    });

    it('refuses a declaration without the explicit consent, and stores nothing', async () => {
      const res = await t
        .http()
        .post('/public/api/user/priority')
        .set(anna.auth)
        .send(declaration(anna, { healthDataConsent: false }))
        .expect(400);
      expect(res.body).toEqual({
        statusCode: 400,
        message: 'Deklaracja wymaga wyraźnej zgody na przetwarzanie danych o stanie zdrowia',
        errors: { healthDataConsent: 'Deklaracja wymaga wyraźnej zgody na przetwarzanie danych o stanie zdrowia' },
      });
      const missing = await t
        .http()
        .post('/public/api/user/priority')
        .set(anna.auth)
        .send(declaration(anna, { healthDataConsent: undefined }))
        .expect(400);
      expect(missing.body.errors).toHaveProperty('healthDataConsent');
      expect((await mine(anna)).declarations).toEqual([]);
      expect((await mine(anna)).history).toEqual([]);
    });

    it("refuses an older consent text, OTHER without a note, an unknown equipment and another person's address", async () => {
      expect(
        (
          await t
            .http()
            .post('/public/api/user/priority')
            .set(anna.auth)
            .send(declaration(anna, { consentVersion: '2020-01-01' }))
            .expect(400)
        ).body.errors,
      ).toHaveProperty('consentVersion');
      expect(
        (
          await t
            .http()
            .post('/public/api/user/priority')
            .set(anna.auth)
            .send(declaration(anna, { equipment: 'OTHER', equipmentNote: '  ' }))
            .expect(400)
        ).body.errors,
      ).toEqual({ equipmentNote: 'Opisz krótko urządzenie' });
      expect(
        (
          await t
            .http()
            .post('/public/api/user/priority')
            .set(anna.auth)
            .send(declaration(anna, { equipment: 'TOASTER' }))
            .expect(400)
        ).body.errors,
      ).toHaveProperty('equipment');
      await t.http().post('/public/api/user/priority').set(anna.auth).send(declaration(basia)).expect(404);
      expect(await t.db.query(`SELECT * FROM "priority_declarations"`)).toEqual([]);
    });

    it('stores a declaration with the consent, and records the consent given with its version', async () => {
      const res = await t
        .http()
        .post('/public/api/user/priority')
        .set(anna.auth)
        .send(declaration(anna, { equipment: 'OTHER', equipmentNote: NOTE }))
        .expect(201);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toMatchObject({
        watchedAddressId: anna.watchedAddressId,
        address: 'ul. Marszałkowska 10, Warszawa',
        equipment: 'OTHER',
        equipmentNote: NOTE,
        consentVersion: PRIORITY_CONSENT_VERSION,
      });
      const now = await mine(anna);
      expect(now.declarations).toHaveLength(1);
      expect(now.history).toEqual([
        { watchedAddressId: anna.watchedAddressId, given: true, source: 'SETTINGS', consentVersion: PRIORITY_CONSENT_VERSION, createdAt: expect.any(String) },
      ]);
      // Another resident sees nothing of it.
      expect(await mine(basia)).toMatchObject({ declarations: [], history: [] });
      await t.http().delete(`/public/api/user/priority/${anna.watchedAddressId}`).set(basia.auth).expect(404);
      // Changing the equipment is no new consent.
      await t
        .http()
        .post('/public/api/user/priority')
        .set(anna.auth)
        .send(declaration(anna, { equipment: 'OXYGEN', equipmentNote: 'ignored' }))
        .expect(201);
      expect((await mine(anna)).declarations).toMatchObject([{ equipment: 'OXYGEN', equipmentNote: null }]);
      expect((await mine(anna)).history).toHaveLength(1);
    });

    it('is for residents only: staff get 403, nobody signed in 401', async () => {
      for (const role of ['ADMIN', 'DISPATCHER', 'ACCEPTER', 'CALLCENTER'] as const)
        await t.http().get('/public/api/user/priority').set(staff[role]).expect(403);
      await t.http().get('/public/api/user/priority').expect(401);
    });
  });

  describe('what staff see', () => {
    const count = (who: { Authorization: string }) => t.http().get(`/api/priority-customers/planned-outage/${outageId}/count`).set(who);
    const list = (who: { Authorization: string }) => t.http().get(`/api/priority-customers/planned-outage/${outageId}`).set(who);
    const accessRows = async () => (await t.db.query(`SELECT count(*)::int AS n FROM "priority_list_accesses"`))[0].n as number;

    it('shows the accepter and the call centre how many priority customers the outage affects', async () => {
      expect((await count(staff.ACCEPTER).expect(200)).body).toEqual({ count: 1 });
      expect((await count(staff.CALLCENTER).expect(200)).body).toEqual({ count: 1 });
      await t.http().get('/api/priority-customers/planned-outage/999999/count').set(staff.ACCEPTER).expect(404);
    });

    it('refuses the count to every other role', async () => {
      for (const who of [staff.ADMIN, staff.DISPATCHER, anna.auth]) await count(who).expect(403);
      await t.http().get(`/api/priority-customers/planned-outage/${outageId}/count`).expect(401);
    });

    it('opens the list for the call centre only, recording each opening', async () => {
      for (const who of [staff.ADMIN, staff.DISPATCHER, staff.ACCEPTER, anna.auth, basia.auth]) await list(who).expect(403);
      await t.http().get(`/api/priority-customers/planned-outage/${outageId}`).expect(401);
      expect(await accessRows()).toBe(0);
      const res = await list(staff.CALLCENTER).expect(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toEqual([
        { fullName: 'Anna Kowalska', phone: anna.user.phone, address: 'ul. Marszałkowska 10, Warszawa', equipment: 'OXYGEN', equipmentNote: null },
      ]);
      expect(await accessRows()).toBe(1);
    });

    it('shows the record of openings to ADMIN only', async () => {
      const res = await t.http().get('/api/priority-customers/access-log').set(staff.ADMIN).expect(200);
      expect(res.body).toEqual({
        total: 1,
        items: [
          {
            id: expect.any(Number),
            openedAt: expect.any(String),
            staffUserId: staffIds.CALLCENTER,
            staffName: 'Pracownik CALLCENTER',
            plannedOutageId: outageId,
            customers: 1,
          },
        ],
      });
      for (const who of [staff.CALLCENTER, staff.ACCEPTER, staff.DISPATCHER, anna.auth])
        await t.http().get('/api/priority-customers/access-log').set(who).expect(403);
      await t.http().get('/api/priority-customers/access-log').query({ limit: 0 }).set(staff.ADMIN).expect(400);
    });
  });

  describe('alerts', () => {
    it('announces an accepted planned outage to a priority address by e-mail and SMS though only e-mail is chosen', async () => {
      await t.http().post('/api/planned-outage/change-accept-status').set(staff.ACCEPTER).send({ id: outageId, acceptStatus: 'ACCEPTED' }).expect(200);
      expect(await recipientsOf('PLANNED_ANNOUNCED')).toEqual([`EMAIL:anna@troska.test`, `EMAIL:basia@troska.test`, `SMS:${anna.user.phone}`].sort());
    });

    it('alerts the priority address 7 days ahead, once, and nobody else', async () => {
      const scheduler = t.app.get(NotificationsScheduler);
      await t.db.query(`UPDATE "notifications" SET "created_at" = now() - interval '2 days' WHERE "key" LIKE $1`, [`%planned:${outageId}:%`]);
      const weekBefore = new Date(outageStart.getTime() - 7 * 86_400_000 - 3_600_000);
      expect(await scheduler.sendReminders(weekBefore)).toBe(2);
      expect(await scheduler.sendReminders(weekBefore)).toBe(0);
      expect(await recipientsOf('PLANNED_WEEK_AHEAD')).toEqual([`EMAIL:anna@troska.test`, `SMS:${anna.user.phone}`].sort());
      const [mail] = (await rows('PLANNED_WEEK_AHEAD')).filter((n) => n.channel === 'EMAIL');
      expect(mail.subject).toBe('Za tydzień wyłączenie prądu: ul. Marszałkowska 10, Warszawa');
    });

    it('reminds the day before by SMS too for the priority address, by e-mail only for the other', async () => {
      const scheduler = t.app.get(NotificationsScheduler);
      const dayBefore = new Date(outageStart.getTime() - 20 * 3_600_000);
      expect(await scheduler.sendReminders(dayBefore)).toBe(3);
      expect(await recipientsOf('PLANNED_REMINDER')).toEqual([`EMAIL:anna@troska.test`, `EMAIL:basia@troska.test`, `SMS:${anna.user.phone}`].sort());
    });

    it('alerts a failure at once on every channel, and its SMS is not held by the quiet hours', async () => {
      const area = [
        { lng: 21.01, lat: 52.205 },
        { lng: 21.03, lat: 52.205 },
        { lng: 21.03, lat: 52.22 },
        { lng: 21.01, lat: 52.22 },
      ];
      await t
        .http()
        .put('/api/integration/outages/TROSKA-1')
        .set('X-Api-Key', API_KEY)
        .send({ type: 'FAILURE', voltageClass: 'LV', area, start: new Date(Date.now() - 3_600_000).toISOString(), end: null, cause: 'Uszkodzenie kabla' })
        .expect((res) => expect(res.status).toBeLessThan(300));
      expect(await recipientsOf('OUTAGE_STARTED')).toEqual([`EMAIL:anna@troska.test`, `EMAIL:basia@troska.test`, `SMS:${anna.user.phone}`].sort());
      const night = new Date(middayIn(1).getTime() + 11 * 3_600_000); // 23:00 or 00:00 in Warsaw
      await t.app.get(NotificationWorkerService).drain(() => night);
      const [failureSms] = (await rows('OUTAGE_STARTED')).filter((n) => n.channel === 'SMS');
      expect(failureSms.status).toBe('SENT');
      // Planned-work SMS still wait for the morning.
      expect((await rows('PLANNED_WEEK_AHEAD')).find((n) => n.channel === 'SMS')?.status).toBe('PENDING');
    });
  });

  describe('ending the declaration', () => {
    it('deletes the declaration when the consent is withdrawn, and records the withdrawal', async () => {
      await t.http().delete(`/public/api/user/priority/${anna.watchedAddressId}`).set(anna.auth).expect(204);
      const now = await mine(anna);
      expect(now.declarations).toEqual([]);
      expect(now.history.map((h: { given: boolean; source: string }) => `${h.given}:${h.source}`)).toEqual(['true:SETTINGS', 'false:WITHDRAW']);
      await t.http().delete(`/public/api/user/priority/${anna.watchedAddressId}`).set(anna.auth).expect(404);
      expect((await t.http().get(`/api/priority-customers/planned-outage/${outageId}/count`).set(staff.CALLCENTER).expect(200)).body).toEqual({ count: 0 });
    });

    it('removes the declaration with the account', async () => {
      await t
        .http()
        .post('/public/api/user/priority')
        .set(anna.auth)
        .send(declaration(anna, { equipment: 'DIALYSIS' }))
        .expect(201);
      expect((await t.http().get(`/api/priority-customers/planned-outage/${outageId}/count`).set(staff.ACCEPTER).expect(200)).body).toEqual({ count: 1 });
      await t.http().post('/public/api/user/anonymize').set(anna.auth).expect(204);
      expect(await t.db.query(`SELECT * FROM "priority_declarations" WHERE "user_id" = $1`, [anna.user.id])).toEqual([]);
      const history = await t.db.query(`SELECT "given", "source" FROM "priority_consent_events" WHERE "user_id" = $1 ORDER BY "id"`, [anna.user.id]);
      expect(history.at(-1)).toEqual({ given: false, source: 'ADDRESS_REMOVED' });
      expect((await t.http().get(`/api/priority-customers/planned-outage/${outageId}`).set(staff.CALLCENTER).expect(200)).body).toEqual([]);
    });

    it('never wrote the health data into the logs', () => {
      const all = logs.join('');
      expect(all).toContain('/public/api/user/priority');
      expect(all).not.toContain(NOTE);
      expect(all).not.toContain('DIALYSIS');
    });
  });
});
