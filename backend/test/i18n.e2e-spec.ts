import { addressMatchKey } from '@portal/domain';
import { NotificationWorkerService } from '../src/notifications/notification-worker.service';
import { smsSize } from '../src/notifications/sms-segments';
import { GeocodingService } from '../src/geocoding/geocoding.service';
import type { GeocodedAddress } from '../src/geocoding/geocoded-address';
import { createUser, TEST_PASSWORD, tokenFor } from './factories/user.factory';
import { MARSZALKOWSKA } from './factories/outage-addresses';
import { middayIn, plannedOutageForm } from './factories/planned-outage-form';
import { eventually } from './support/eventually';
import { FakeHttpApi } from './support/fake-http-api';
import { smsApiRoute } from './support/sms-api-route';
import { SmtpInbox } from './support/smtp-inbox';
import { createTestApp, type TestApp } from './support/test-app';

const SMSAPI_TOKEN = 'e2e-i18n-smsapi-token';
const smsMessage = (body: string) => (body.trimStart().startsWith('{') ? String(JSON.parse(body).message) : (new URLSearchParams(body).get('message') ?? ''));
const geocoder = { geocode: async (): Promise<GeocodedAddress | null> => null };
const PASSWORD = 'Konto#Haslo1';

describe("the server in the request's and the account's language", () => {
  let t: TestApp;
  let inbox: SmtpInbox;
  let sms: FakeHttpApi;

  beforeAll(async () => {
    inbox = await SmtpInbox.start();
    sms = await FakeHttpApi.start([smsApiRoute(SMSAPI_TOKEN)]);
    t = await createTestApp(
      {
        ...inbox.env(),
        SMSAPI_TOKEN,
        SMSAPI_URL: sms.url,
        SMS_SENDER: 'Portal',
        NOTIFICATIONS_WORKER: 'false',
        PUBLIC_URL: 'https://awarie.example.pl',
        ACCOUNT_MAIL_RATE_LIMIT_PER_HOUR: '1000',
      },
      { overrideProviders: [{ provide: GeocodingService, useValue: geocoder }] },
    );
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
    await sms.close();
  });

  describe("a public endpoint's refusal", () => {
    const tooShort = () => t.http().get('/public/api/geocode/search').query({ q: 'a' });

    it('is Polish by default', async () => {
      expect((await tooShort().expect(400)).body).toEqual({ statusCode: 400, message: 'Niepoprawne dane', errors: { q: 'Wymagana długość: 2' } });
    });

    it('is Ukrainian or English by Accept-Language', async () => {
      expect((await tooShort().set('Accept-Language', 'uk-UA,uk;q=0.9,en;q=0.5').expect(400)).body).toEqual({
        statusCode: 400,
        message: 'Дані введено неправильно',
        errors: { q: 'Мінімальна довжина: 2' },
      });
      expect((await tooShort().set('Accept-Language', 'en-GB').expect(400)).body.errors).toEqual({ q: 'Minimum length: 2' });
    });

    it('follows the lang cookie over Accept-Language, and the lang parameter over both', async () => {
      expect((await tooShort().set('Accept-Language', 'en').set('Cookie', 'other=1; lang=uk').expect(400)).body.errors).toEqual({ q: 'Мінімальна довжина: 2' });
      const byParameter = await t.http().get('/public/api/geocode/search').query({ q: 'a', lang: 'en' }).set('Cookie', 'lang=uk').expect(400);
      expect(byParameter.body).toEqual({ statusCode: 400, message: 'Some of the data is not valid', errors: { q: 'Minimum length: 2' } });
    });

    it("speaks the request's language for guards' refusals too: a missing sign-in", async () => {
      expect((await t.http().get('/public/api/user/get').set('Accept-Language', 'uk').expect(401)).body.message).toBe('Потрібно увійти');
    });

    it('stays Polish on the staff API whatever the browser asks', async () => {
      const staff = await t.http().post('/api/login').set('Accept-Language', 'uk').set('Cookie', 'lang=en').send({}).expect(400);
      expect(staff.body.message).toBe('Niepoprawne dane');
      expect(staff.body.errors.login).toBe('Pole obowiązkowe');
    });
  });

  describe("the account's language", () => {
    async function signUp(email: string, headers: Record<string, string>) {
      await t.http().post('/public/api/register').set(headers).send({ fullName: 'Оксана Коваль', email, password: PASSWORD }).expect(201);
      const user = await eventually(async () => {
        const [row] = await t.db.query(`SELECT "id", "language" FROM "users" WHERE "email" = $1`, [email]);
        if (!row) throw new Error('not yet');
        return row as { id: number; language: string };
      });
      await t.db.query(`UPDATE "users" SET "email_confirmed_at" = now() WHERE "id" = $1`, [user.id]);
      const login = await t.http().post('/public/api/login').send({ login: email, password: PASSWORD }).expect(200);
      return { ...user, auth: { Authorization: `Bearer ${login.body.token}` } };
    }
    const settings = (email: string, over: Record<string, unknown> = {}) => ({
      dataProcessingConsent: true,
      fullName: 'Оксана Коваль',
      email,
      phone: null,
      emailNotificationAgreement: false,
      smsNotificationAgreement: false,
      ...over,
    });

    it("is set at registration from the request's language, shown and changed in the settings, kept when not sent", async () => {
      const email = `oksana.${Date.now()}@example.pl`;
      const user = await signUp(email, { Cookie: 'lang=uk' });
      expect(user.language).toBe('uk');
      expect((await t.http().get('/public/api/user/get').set(user.auth).expect(200)).body.language).toBe('uk');
      await t
        .http()
        .post('/public/api/user/update')
        .set(user.auth)
        .send(settings(email, { language: 'en' }))
        .expect(200);
      expect((await t.http().get('/public/api/user/get').set(user.auth).expect(200)).body.language).toBe('en');
      await t.http().post('/public/api/user/update').set(user.auth).send(settings(email)).expect(200);
      expect((await t.http().get('/public/api/user/get').set(user.auth).expect(200)).body.language).toBe('en');
    });

    it('is Polish for a registration that names no language of ours', async () => {
      expect((await signUp(`jan.${Date.now()}@example.pl`, { 'Accept-Language': 'de-DE,fr;q=0.8' })).language).toBe('pl');
    });

    it('refuses a language the portal does not speak, or null, with a Polish 400 and changes nothing', async () => {
      const email = `refused.${Date.now()}@example.pl`;
      const user = await signUp(email, {});
      for (const language of ['de', null, 'UK', 5]) {
        const refused = await t.http().post('/public/api/user/update').set(user.auth).send(settings(email, { language })).expect(400);
        expect(refused.body).toEqual({ statusCode: 400, message: 'Niepoprawne dane', errors: { language: 'Dozwolone wartości: pl, uk, en' } });
      }
      const [row] = await t.db.query(`SELECT "language" FROM "users" WHERE "id" = $1`, [user.id]);
      expect(row.language).toBe('pl');
    });
  });

  describe('alerts', () => {
    it("delivers a planned outage's alert in Ukrainian through the SMTP server, with the plural of its hours, and a two-part Cyrillic SMS", async () => {
      const user = await createUser(t.db, { systemRole: 'PUBLIC', fullName: 'Олена', email: `olena.${Date.now()}@alerty.test`, phone: '600100299' });
      const now = new Date();
      await t.db.query(
        `UPDATE "users" SET "language" = 'uk', "data_processing_consent_at" = $2, "email_notification_at" = $2, "sms_notification_at" = $2, "email_confirmed_at" = $2 WHERE "id" = $1`,
        [user.id, now],
      );
      await t.db.query(
        `INSERT INTO "watched_addresses" ("user_id", "street_type", "street_name", "house_number", "city", "district", "lng", "lat", "active", "match_key", "match_key_base")
         VALUES ($1, 'ul.', 'Marszałkowska', '10', 'Warszawa', 'Śródmieście', 21.0186, 52.2128, true, $2, $2)`,
        [user.id, addressMatchKey('Marszałkowska', '10')],
      );
      const dispatcher = await createUser(t.db, { systemRole: 'DISPATCHER' });
      const accepter = await createUser(t.db, { systemRole: 'ACCEPTER' });
      const start = middayIn(5);
      const form = plannedOutageForm({
        addresses: [MARSZALKOWSKA],
        outageStart: start.toISOString(),
        outageEnd: new Date(start.getTime() + 5 * 3_600_000).toISOString(),
      });
      const { id } = (
        await t
          .http()
          .post('/api/planned-outage/add')
          .set({ Authorization: `Bearer ${await tokenFor(t.http, dispatcher.email, TEST_PASSWORD)}` })
          .send(form)
          .expect(201)
      ).body;
      await t
        .http()
        .post('/api/planned-outage/change-accept-status')
        .set({ Authorization: `Bearer ${await tokenFor(t.http, accepter.email, TEST_PASSWORD)}` })
        .send({ id, acceptStatus: 'ACCEPTED' })
        .expect(200);

      await t.app.get(NotificationWorkerService).drain(() => middayIn(1));
      const mail = await inbox.waitFor(user.email);
      expect(mail.subject).toBe('Планове відключення електроенергії: ul. Marszałkowska 10, Warszawa');
      expect(mail.text).toContain('За адресою ul. Marszałkowska 10, Warszawa ми плануємо відключення електропостачання з ');
      expect(mail.text).toContain('Відключення триватиме 5 годин.');
      expect(mail.text).toMatch(/https:\/\/awarie\.example\.pl\/public\/stop-send-email\?emailConsentToken=[\w-]+&lang=uk/);
      expect(mail.text).not.toMatch(/Dzień dobry|Pozdrawiamy|planujemy/);

      const text = smsMessage(sms.received.at(-1)!.body);
      expect(text).toMatch(/^Планове відключення: ul\. Marszałkowska 10, Warszawa, \d\d\.\d\d \d\d:\d\d-\d\d\.\d\d \d\d:\d\d\./);
      expect(smsSize(text)).toMatchObject({ encoding: 'UCS-2', segments: 2 });
    });
  });
});
