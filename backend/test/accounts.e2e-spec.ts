import { randomBytes } from 'node:crypto';
import { hashToken } from '../src/accounts/account-token-rules';
import { AccountTokenEntity } from '../src/accounts/entities/account-token.entity';
import { ConsentEventEntity } from '../src/accounts/entities/consent-event.entity';
import { WatchedAddressEntity } from '../src/accounts/entities/watched-address.entity';
import { AreasService } from '../src/areas/areas.service';
import { UserReportEntity } from '../src/reports/entities/user-report.entity';
import { DEMO_PASSWORD } from '../src/database/seeds/demo-accounts';
import { seedDemoAreas } from '../src/database/seeds/demo-areas.seed';
import { seedDemoPublicAccount } from '../src/database/seeds/demo-public-account.seed';
import { seedDemoUsers } from '../src/database/seeds/demo-users.seed';
import { MailOutboxEntity } from '../src/mail/entities/mail-outbox.entity';
import { UserEntity } from '../src/users/entities/user.entity';
import { createAddress } from './factories/address.factory';
import { createUser, tokenFor } from './factories/user.factory';
import { linksOf, SmtpInbox, tokenFrom } from './support/smtp-inbox';
import { eventually } from './support/eventually';
import { createTestApp, TestApp } from './support/test-app';

const PASSWORD = 'Konto#Haslo1';
const NEW_PASSWORD = 'Nowe#Haslo22';
const NOT_CONFIRMED = 'Adres e-mail nie został jeszcze potwierdzony. Kliknij link w wiadomości, którą wysłaliśmy.';
const BASE = 'http://portal.test';

let counter = 0;
const uniqueEmail = (name = 'osoba') => `${name}${++counter}.${Date.now()}@example.pl`;
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('public accounts and mail (real SMTP server)', () => {
  let inbox: SmtpInbox;
  let t: TestApp;
  let admin: { auth: Record<string, string> };

  /** Registers through the API, confirms from the received mail and signs in at the public login. */
  async function signUp(email = uniqueEmail(), fullName = 'Jan Kowalski') {
    const before = inbox.to(email).length;
    await t.http().post('/public/api/register').send({ fullName, email, password: PASSWORD }).expect(201);
    const mail = await inbox.waitFor(email, { already: before });
    await t
      .http()
      .post(`/public/api/email/confirm/${tokenFrom(mail, 'confirmEmailToken')}`)
      .expect(200);
    const login = await t.http().post('/public/api/login').send({ login: email, password: PASSWORD }).expect(200);
    return { email, id: login.body.userId as number, token: login.body.token as string, auth: bearer(login.body.token) };
  }

  const settings = (overrides: Record<string, unknown> = {}) => ({
    dataProcessingConsent: true,
    fullName: 'Jan Kowalski',
    email: 'x@example.pl',
    phone: null,
    emailNotificationAgreement: false,
    smsNotificationAgreement: false,
    ...overrides,
  });

  beforeAll(async () => {
    inbox = await SmtpInbox.start();
    t = await createTestApp({ ...inbox.env(), PUBLIC_URL: `${BASE}/`, OPERATOR_NAME: 'Testowy Operator Sieci', ACCOUNT_MAIL_RATE_LIMIT_PER_HOUR: '1000' });
    await t.db.transaction((em) => seedDemoAreas(em));
    await t.app.get(AreasService).reload();
    await createAddress(t.db, {
      streetType: 'ul.',
      street: 'Marszałkowska',
      houseNumber: '10',
      postcode: '00-590',
      district: 'Śródmieście',
      lat: 52.2297,
      lng: 21.0118,
    });
    await createAddress(t.db, { streetType: 'ul.', street: 'Puławska', houseNumber: '145', district: 'Mokotów', lat: 52.1935, lng: 21.0235 });
    await createAddress(t.db, { streetType: 'ul.', street: 'Marcina Kasprzaka', houseNumber: '29', district: 'Wola', lat: 52.2285, lng: 20.975 });
    // Inside the capital's box, outside the demo service area.
    await createAddress(t.db, { streetType: 'ul.', street: 'Daleka', houseNumber: '1', district: 'Poza', lat: 52.375, lng: 20.87 });
    const adminUser = await createUser(t.db, { systemRole: 'ADMIN' });
    admin = { auth: bearer(await tokenFor(t.http, adminUser.email)) };
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });

  describe('registration and confirmation', () => {
    it('registers, mails a confirmation link, refuses sign-in until confirmed, then signs in', async () => {
      const email = uniqueEmail('nowy');
      await t.http().post('/public/api/register').send({ fullName: 'Nowa Osoba', email, password: PASSWORD }).expect(201);
      const mail = await inbox.waitFor(email);
      expect(mail.subject).toBe('Potwierdź adres e-mail – Portal awarii i wyłączeń');
      expect(mail.text).toContain('Dzień dobry, Nowa Osoba!');
      expect(mail.text).toContain('Testowy Operator Sieci');
      expect(mail.html).toContain('<a href="http://portal.test/public/confirm-email?confirmEmailToken=');
      const [link] = linksOf(mail);
      expect(link).toMatch(/^http:\/\/portal\.test\/public\/confirm-email\?confirmEmailToken=[A-Za-z0-9_-]{43}$/);

      const refused = await t.http().post('/public/api/login').send({ login: email, password: PASSWORD }).expect(403);
      expect(refused.body).toEqual({ statusCode: 403, message: NOT_CONFIRMED });

      const token = tokenFrom(mail, 'confirmEmailToken');
      const stored = await t.db.getRepository(AccountTokenEntity).findOneByOrFail({ purpose: 'CONFIRM_EMAIL', email });
      expect(stored.tokenHash).toBe(hashToken(token));
      expect(stored.tokenHash).not.toContain(token);
      expect(stored.expiresAt.getTime() - Date.now()).toBeGreaterThan(47.9 * 3_600_000);

      expect((await t.http().post(`/public/api/email/confirm/${token}`).expect(200)).body).toEqual({ confirmed: true });
      expect((await t.http().post(`/public/api/email/confirm/${token}`).expect(400)).body.message).toBe('Ten link został już użyty.');
      const login = await t.http().post('/public/api/login').send({ login: email, password: PASSWORD }).expect(200);
      expect(login.body).toMatchObject({ role: 'PUBLIC', fullName: 'Nowa Osoba', email });
    });

    it('answers a taken address (any letter case, staff too) exactly as a new one, and mails its owner instead', async () => {
      const { email } = await signUp(uniqueEmail('zajety'), 'Jan Właściciel');
      const staff = await createUser(t.db, { systemRole: 'CALLCENTER' });
      const fresh = uniqueEmail('wolny');
      const register = (address: string) => t.http().post('/public/api/register').send({ fullName: 'Ktoś Obcy', email: address, password: PASSWORD });
      const answers = [await register(fresh), await register(email.toUpperCase()), await register(staff.email)];
      // Everything but what differs per request anyway (the time, the request id, the per-client counter).
      const perRequest = /^(date|x-request-id|x-ratelimit-.*|ratelimit.*)$/;
      const seen = (r: (typeof answers)[number]) => ({
        status: r.status,
        body: r.text,
        headers: Object.fromEntries(Object.entries(r.headers).filter(([name]) => !perRequest.test(name))),
      });
      expect(seen(answers[0])).toMatchObject({ status: 201, body: '', headers: { 'content-length': '0' } });
      expect(seen(answers[1])).toEqual(seen(answers[0]));
      expect(seen(answers[2])).toEqual(seen(answers[0]));
      // No second account: the owner keeps theirs, password unchanged.
      expect(await t.db.getRepository(UserEntity).createQueryBuilder('u').where('lower(u.email) = lower(:email)', { email }).getCount()).toBe(1);
      await t.http().post('/public/api/login').send({ login: email, password: PASSWORD }).expect(200);

      const notice = await inbox.waitFor(email, { already: 1 });
      expect(notice.subject).toBe('Próba założenia konta na Twój adres – Portal awarii i wyłączeń');
      expect(notice.text).toContain('Dzień dobry, Jan Właściciel!');
      expect(linksOf(notice)).toEqual([`${BASE}/public/login`, `${BASE}/public/remind`]);
      const staffNotice = await inbox.waitFor(staff.email);
      // Staff sign in and ask for a new password on the same page.
      expect(linksOf(staffNotice)).toEqual([`${BASE}/login`]);
      expect((await inbox.waitFor(fresh)).subject).toBe('Potwierdź adres e-mail – Portal awarii i wyłączeń');

      // Repeated attempts within the hour tell the owner once.
      await register(email).expect(201);
      await sleep(300);
      expect(inbox.to(email).filter((m) => m.subject === notice.subject)).toHaveLength(1);
    });

    it('refuses a weak password with field errors', async () => {
      const weak = await t.http().post('/public/api/register').send({ fullName: 'Ktoś', email: uniqueEmail(), password: 'słabe' }).expect(400);
      expect(weak.body.errors.password).toBe('Hasło musi mieć długość co najmniej 8 znaków, zawierać małą i dużą literę, cyfrę, oraz znak specjalny');
    });

    it('refuses a forged or malformed confirmation token', async () => {
      expect(
        (
          await t
            .http()
            .post(`/public/api/email/confirm/${randomBytes(32).toString('base64url')}`)
            .expect(400)
        ).body.message,
      ).toBe('Link jest nieprawidłowy.');
      await t.http().post('/public/api/email/confirm/abc').expect(400);
    });
  });

  describe('password reminder and reset', () => {
    it('answers the reminder the same for known and unknown addresses and mails only the known one', async () => {
      const { email } = await signUp();
      const unknown = uniqueEmail('nieznany');
      const a = await t.http().post('/public/api/user/password/remind').send({ email: unknown }).expect(204);
      const b = await t.http().post('/public/api/user/password/remind').send({ email }).expect(204);
      expect(a.text).toBe('');
      expect(b.text).toBe(a.text);
      const mail = await inbox.waitFor(email, { already: 1 });
      expect(mail.subject).toBe('Zmiana hasła – Portal awarii i wyłączeń');
      expect(linksOf(mail)[0]).toMatch(/^http:\/\/portal\.test\/public\/change-password\?resetPasswordToken=[A-Za-z0-9_-]{43}$/);
      await sleep(300);
      expect(inbox.to(unknown)).toEqual([]);
      await t.http().post('/public/api/user/password/remind').send({ email: 'to nie e-mail' }).expect(400);
    });

    it('resets the password once from the mailed link, revoking old sessions; refuses used, expired and forged tokens', async () => {
      const user = await signUp();
      await t.http().post('/public/api/user/password/remind').send({ email: user.email }).expect(204);
      const token = tokenFrom(await inbox.waitFor(user.email, { already: 1 }), 'resetPasswordToken');

      expect((await t.http().post('/public/api/user/password/reset').send({ resetPasswordToken: token, newPassword: NEW_PASSWORD }).expect(200)).text).toBe(
        'true',
      );
      await t.http().post('/api/is-token-valid').set(user.auth).expect(401);
      await t.http().post('/public/api/login').send({ login: user.email, password: PASSWORD }).expect(401);
      await t.http().post('/public/api/login').send({ login: user.email, password: NEW_PASSWORD }).expect(200);

      const used = await t.http().post('/public/api/user/password/reset').send({ resetPasswordToken: token, newPassword: 'Inne#Haslo333' }).expect(400);
      expect(used.body.message).toBe('Ten link został już użyty.');

      await t.http().post('/public/api/user/password/remind').send({ email: user.email }).expect(204);
      const second = tokenFrom(await inbox.waitFor(user.email, { already: 2 }), 'resetPasswordToken');
      await t.db.getRepository(AccountTokenEntity).update({ tokenHash: hashToken(second) }, { expiresAt: new Date(Date.now() - 1000) });
      const expired = await t.http().post('/public/api/user/password/reset').send({ resetPasswordToken: second, newPassword: 'Inne#Haslo333' }).expect(400);
      expect(expired.body.message).toBe('Link wygasł. Poproś o nowy.');

      const forged = await t
        .http()
        .post('/public/api/user/password/reset')
        .send({ resetPasswordToken: randomBytes(32).toString('base64url'), newPassword: 'Inne#Haslo333' })
        .expect(400);
      expect(forged.body.message).toBe('Link jest nieprawidłowy.');
      await t.http().post('/public/api/login').send({ login: user.email, password: NEW_PASSWORD }).expect(200);
    });

    it('refuses a weak new password without using the token', async () => {
      const user = await signUp();
      await t.http().post('/public/api/user/password/remind').send({ email: user.email }).expect(204);
      const token = tokenFrom(await inbox.waitFor(user.email, { already: 1 }), 'resetPasswordToken');
      const weak = await t.http().post('/public/api/user/password/reset').send({ resetPasswordToken: token, newPassword: 'krotkie' }).expect(400);
      expect(weak.body.errors.newPassword).toBeDefined();
      await t.http().post('/public/api/user/password/reset').send({ resetPasswordToken: token, newPassword: NEW_PASSWORD }).expect(200);
    });

    it('lets a staff member reset the password from the staff link (remind and change of the staff spec)', async () => {
      const dispatcher = await createUser(t.db, { systemRole: 'DISPATCHER' });
      await t.http().post('/api/user/password/remind').send({ email: dispatcher.email }).expect(204);
      const mail = await inbox.waitFor(dispatcher.email);
      expect(linksOf(mail)[0]).toMatch(/^http:\/\/portal\.test\/change-password\?resetPasswordToken=/);
      const token = tokenFrom(mail, 'resetPasswordToken');
      await t.http().post('/api/user/password/change').send({ resetPasswordToken: 'zły', newPassword: NEW_PASSWORD }).expect(400);
      expect((await t.http().post('/api/user/password/change').send({ resetPasswordToken: token, newPassword: NEW_PASSWORD }).expect(200)).text).toBe('true');
      await t.http().post('/api/login').send({ login: dispatcher.email, password: NEW_PASSWORD }).expect(200);
    });
  });

  describe('settings', () => {
    it('reads the settings and enforces the rules: channels only with consent, a 9-digit phone required for SMS', async () => {
      const user = await signUp(uniqueEmail(), 'Anna Nowak');
      expect((await t.http().get('/public/api/user/get').set(user.auth).expect(200)).body).toEqual({
        dataProcessingConsent: false,
        fullName: 'Anna Nowak',
        email: user.email,
        phone: null,
        emailNotificationAgreement: false,
        smsNotificationAgreement: false,
        language: 'pl',
      });
      const update = (body: object) => t.http().post('/public/api/user/update').set(user.auth).send(body);
      const noConsent = await update(settings({ email: user.email, dataProcessingConsent: false, emailNotificationAgreement: true })).expect(400);
      expect(noConsent.body.errors).toEqual({ emailNotificationAgreement: 'Powiadomienia wymagają zgody na przetwarzanie danych osobowych' });
      expect((await update(settings({ email: user.email, smsNotificationAgreement: true, phone: '12345' })).expect(400)).body.errors).toEqual({
        phone: 'Niepoprawny numeru telefonu',
      });
      expect((await update(settings({ email: user.email, smsNotificationAgreement: true, phone: '' })).expect(400)).body.errors).toEqual({
        phone: 'Pole obowiązkowe',
      });
      expect((await update(settings({ email: user.email, phone: '1234567890' })).expect(400)).body.errors).toEqual({ phone: 'Niepoprawny numeru telefonu' });
      await update({ ...settings({ email: user.email }), smsNotificationAgreement: 'tak' }).expect(400);

      const saved = await update(
        settings({
          email: user.email,
          fullName: 'Anna Nowak-Kowalska',
          phone: '+48 600 100 200',
          emailNotificationAgreement: true,
          smsNotificationAgreement: true,
        }),
      ).expect(200);
      expect(saved.text).toBe('false');
      expect((await t.http().get('/public/api/user/get').set(user.auth).expect(200)).body).toEqual({
        dataProcessingConsent: true,
        fullName: 'Anna Nowak-Kowalska',
        email: user.email,
        phone: '600100200',
        emailNotificationAgreement: true,
        smsNotificationAgreement: true,
        language: 'pl',
      });
      expect((await t.http().get('/public/api/user/notification').set(user.auth).expect(200)).body).toEqual({ notificationType: 'EMAIL_AND_SMS' });
      // Saving the same again records no new consent.
      await update(
        settings({ email: user.email, fullName: 'Anna Nowak-Kowalska', phone: '600100200', emailNotificationAgreement: true, smsNotificationAgreement: true }),
      ).expect(200);

      await t.http().post('/public/api/user/notification').set(user.auth).expect(204);
      expect((await t.http().get('/public/api/user/notification').set(user.auth).expect(200)).body).toEqual({ notificationType: 'NONE' });
      expect((await t.http().get('/public/api/user/get').set(user.auth).expect(200)).body).toMatchObject({
        dataProcessingConsent: true,
        emailNotificationAgreement: false,
        smsNotificationAgreement: false,
      });

      const events = await t.db.getRepository(ConsentEventEntity).find({ where: { userId: user.id }, order: { id: 'ASC' } });
      expect(events.map((e) => [e.kind, e.given, e.source])).toEqual([
        ['DATA_PROCESSING', true, 'SETTINGS'],
        ['EMAIL_NOTIFICATION', true, 'SETTINGS'],
        ['SMS_NOTIFICATION', true, 'SETTINGS'],
        ['EMAIL_NOTIFICATION', false, 'WITHDRAW'],
        ['SMS_NOTIFICATION', false, 'WITHDRAW'],
      ]);
      const row = await t.db.getRepository(UserEntity).findOneByOrFail({ id: user.id });
      expect(row.dataProcessingConsentAt).toBeInstanceOf(Date);
      expect(row.emailNotificationAt).toBeNull();
    });

    it('keeps account pages to portal accounts: 401 without a token, 403 for staff', async () => {
      await t.http().get('/public/api/user/get').expect(401);
      await t.http().get('/public/api/user/get').set(admin.auth).expect(403);
    });

    it('changes the e-mail: 409 for a taken one; otherwise signs out everywhere and asks to confirm the new address', async () => {
      const other = await signUp();
      const user = await signUp();
      const update = (email: string) => t.http().post('/public/api/user/update').set(user.auth).send(settings({ email }));
      const taken = await update(other.email.toUpperCase()).expect(409);
      expect(taken.body).toEqual({ statusCode: 409, message: 'Podany e-mail jest używany', errors: { email: 'Podany e-mail jest używany' } });

      const newEmail = uniqueEmail('zmieniony');
      expect((await update(newEmail).expect(200)).text).toBe('true');
      await t.http().get('/public/api/user/get').set(user.auth).expect(401);
      expect((await t.http().post('/public/api/login').send({ login: newEmail, password: PASSWORD }).expect(403)).body.message).toBe(NOT_CONFIRMED);
      await t.http().post('/public/api/login').send({ login: user.email, password: PASSWORD }).expect(401);

      const mail = await inbox.waitFor(newEmail);
      expect(mail.subject).toBe('Potwierdź nowy adres e-mail – Portal awarii i wyłączeń');
      const notice = await inbox.waitFor(user.email, { already: 1 });
      expect(notice.subject).toBe('Zmieniono adres e-mail konta – Portal awarii i wyłączeń');
      expect(notice.text).toContain(newEmail);
      await t
        .http()
        .post(`/public/api/email/confirm/${tokenFrom(mail, 'confirmEmailToken')}`)
        .expect(200);
      await t.http().post('/public/api/login').send({ login: newEmail, password: PASSWORD }).expect(200);
    });
  });

  describe('stop e-mail notifications', () => {
    it('mails the stop link on the envelope (200), switches e-mails off by the link, then answers 204', async () => {
      const user = await signUp();
      await t
        .http()
        .post('/public/api/user/update')
        .set(user.auth)
        .send(settings({ email: user.email, emailNotificationAgreement: true }))
        .expect(200);
      const citizen = await signUp();
      await t.http().post(`/api/user/email/unsubscribe/${user.id}`).set(citizen.auth).expect(403);
      await t.http().post(`/api/user/email/unsubscribe/${user.id}`).expect(401);

      await t.http().post(`/api/user/email/unsubscribe/${user.id}`).set(admin.auth).expect(200);
      const mail = await inbox.waitFor(user.email, { already: 1 });
      expect(mail.subject).toBe('Wyłączenie powiadomień e-mail – Portal awarii i wyłączeń');
      const hash = tokenFrom(mail, 'emailConsentToken');
      expect(linksOf(mail)[0]).toBe(`${BASE}/public/stop-send-email?emailConsentToken=${hash}`);

      await t.http().get(`/public/api/unsubscribe/${hash}`).expect(200);
      expect((await t.http().get('/public/api/user/notification').set(user.auth).expect(200)).body).toEqual({ notificationType: 'NONE' });
      await t.http().get(`/public/api/unsubscribe/${hash}`).expect(200);
      await t.http().post(`/api/user/email/unsubscribe/${user.id}`).set(admin.auth).expect(204);
      expect(inbox.to(user.email)).toHaveLength(2);

      const events = await t.db.getRepository(ConsentEventEntity).findBy({ userId: user.id, kind: 'EMAIL_NOTIFICATION', given: false });
      expect(events.map((e) => e.source)).toEqual(['UNSUBSCRIBE_LINK']);
    });

    it('answers 404 for an unknown stop link and an unknown user', async () => {
      expect(
        (
          await t
            .http()
            .get(`/public/api/unsubscribe/${randomBytes(32).toString('base64url')}`)
            .expect(404)
        ).body.message,
      ).toBe('Link do wyłączenia powiadomień jest nieprawidłowy lub nieaktualny.');
      await t.http().post('/api/user/email/unsubscribe/999999').set(admin.auth).expect(404);
    });
  });

  describe('watched addresses', () => {
    const body = (overrides: object = {}) => ({
      confirmed: true,
      streetName: 'Marszałkowska',
      houseNumber: '10/5',
      city: 'Warszawa',
      district: 'Śródmieście',
      ...overrides,
    });

    it('adds a geocoded address inside the service area, toggles it, refuses duplicates and deletes it', async () => {
      const user = await signUp();
      const added = await t.http().post('/public/api/user/address').set(user.auth).send(body()).expect(201);
      expect(added.body).toEqual({
        id: expect.any(Number),
        confirmed: true,
        details: 'ul. Marszałkowska 10/5, 00-590 Warszawa (Śródmieście)',
        streetName: 'Marszałkowska',
        houseNumber: '10/5',
        city: 'Warszawa',
        district: 'Śródmieście',
      });
      const row = await t.db.getRepository(WatchedAddressEntity).findOneByOrFail({ id: added.body.id });
      expect(row).toMatchObject({ userId: user.id, lat: 52.2297, lng: 21.0118, active: true });

      expect((await t.http().post('/public/api/user/address').set(user.auth).send(body()).expect(409)).body.message).toBe(
        'Ten adres jest już na liście Twoich adresów',
      );
      await t
        .http()
        .post('/public/api/user/address')
        .set(user.auth)
        .send(body({ streetName: 'ul. Puławska', houseNumber: '145', district: null }))
        .expect(201);

      const off = await t.http().post(`/public/api/user/address/status/${added.body.id}?enabled=false`).set(user.auth).expect(200);
      expect(off.body).toMatchObject({ id: added.body.id, confirmed: false });
      const list = await t.http().get('/public/api/user/address').set(user.auth).expect(200);
      expect(list.body.map((a: { streetName: string; confirmed: boolean }) => [a.streetName, a.confirmed])).toEqual([
        ['Marszałkowska', false],
        ['Puławska', true],
      ]);
      await t.http().post(`/public/api/user/address/status/${added.body.id}?enabled=tak`).set(user.auth).expect(400);
      await t.http().post(`/public/api/user/address/status/${added.body.id}?enabled=true`).set(user.auth).expect(200);

      await t.http().delete(`/public/api/user/address?id=${added.body.id}`).set(user.auth).expect(204);
      expect((await t.http().get('/public/api/user/address').set(user.auth).expect(200)).body).toHaveLength(1);
      await t.http().delete(`/public/api/user/address?id=${added.body.id}`).set(user.auth).expect(404);
    });

    it("answers 404 for another user's address, changing nothing", async () => {
      const owner = await signUp();
      const stranger = await signUp();
      const added = await t.http().post('/public/api/user/address').set(owner.auth).send(body()).expect(201);
      expect((await t.http().delete(`/public/api/user/address?id=${added.body.id}`).set(stranger.auth).expect(404)).body.message).toBe('Nie znaleziono adresu');
      await t.http().post(`/public/api/user/address/status/${added.body.id}?enabled=false`).set(stranger.auth).expect(404);
      expect(await t.db.getRepository(WatchedAddressEntity).findOneByOrFail({ id: added.body.id })).toMatchObject({ active: true });
    });

    it.each([
      ['on the excepted list', { streetName: 'Kasprzaka', houseNumber: '29' }],
      ['outside the service area', { streetName: 'Daleka', houseNumber: '1' }],
    ])("refuses an address %s with 'Adres nieobsługiwany'", async (_label, fields) => {
      const user = await signUp();
      const res = await t.http().post('/public/api/user/address').set(user.auth).send(body(fields)).expect(400);
      expect(res.body.message).toBe('Adres nieobsługiwany');
      expect(await t.db.getRepository(WatchedAddressEntity).countBy({ userId: user.id })).toBe(0);
    });

    it('refuses an unknown address, a missing declaration and unknown fields', async () => {
      const user = await signUp();
      const post = (b: object) => t.http().post('/public/api/user/address').set(user.auth).send(b);
      expect((await post(body({ houseNumber: '999' })).expect(400)).body.errors).toEqual({
        houseNumber: 'Nie znaleziono takiego adresu. Wybierz adres z listy podpowiedzi.',
      });
      expect((await post(body({ confirmed: false })).expect(400)).body.errors).toEqual({
        confirmed: 'Potwierdź, że jesteś odbiorcą energii elektrycznej pod wskazanym adresem',
      });
      await post({ ...body(), lat: 1 }).expect(400);
    });
  });

  describe('my reports', () => {
    it('lists the reports sent from the account (never one sent without signing in, whatever its e-mail), filtered by the Warsaw day, sorted and paged', async () => {
      const user = await signUp();
      const other = await signUp();
      const repo = t.db.getRepository(UserReportEntity);
      const report = (fields: Partial<UserReportEntity>) =>
        repo.save(
          repo.create({
            reportType: 'NO_VOLTAGE',
            city: 'Warszawa',
            streetType: 'ul.',
            streetName: 'Marszałkowska',
            residenceNumber: '10',
            description: 'Brak prądu',
            lng: 21.01,
            lat: 52.23,
            ...fields,
          }),
        );
      // 23:30 UTC on the 20th is 00:30 on the 21st in Warsaw.
      await report({ userId: user.id, reportedAt: new Date('2026-11-20T23:30:00Z'), description: 'Pierwsze', apartmentNumber: '5' });
      await report({ userId: user.id, reportedAt: new Date('2026-11-19T10:00:00Z'), description: 'Starsze' });
      await report({ userId: null, email: user.email.toUpperCase(), reportedAt: new Date('2026-11-21T12:00:00Z'), description: 'Bez logowania' });
      await report({ userId: other.id, reportedAt: new Date('2026-11-21T12:00:00Z'), description: 'Cudze' });
      const search = (b: object) => t.http().post('/public/api/user/reports').set(user.auth).send(b).expect(200);

      const all = await search({ page: { limit: 10, offset: 0 } });
      expect(all.body.total).toBe(2);
      expect(all.body.items.map((i: { comment: string }) => i.comment)).toEqual(['Pierwsze', 'Starsze']);
      expect(all.body.items[0]).toEqual({
        reportDate: '2026-11-20T23:30:00.000Z',
        comment: 'Pierwsze',
        streetType: 'ul.',
        streetName: 'Marszałkowska',
        houseNumber: '10/5',
        city: 'Warszawa',
      });

      const day = await search({ reportDate: '2026-11-21', sortField: 'reportDate', sortOrder: 'ASC', page: { limit: 10, offset: 0 } });
      expect(day.body.items.map((i: { comment: string }) => i.comment)).toEqual(['Pierwsze']);
      const paged = await search({ sortField: 'reportDate', sortOrder: 'ASC', page: { limit: 1, offset: 1 } });
      expect(paged.body).toMatchObject({ total: 2, items: [{ comment: 'Pierwsze' }] });

      await t.http().post('/public/api/user/reports').set(user.auth).send({ reportDate: '21.11.2026' }).expect(400);
      await t.http().post('/public/api/user/reports').set(user.auth).send({ sortField: 'comment' }).expect(400);
    });
  });

  describe('account deletion', () => {
    it('mails first, removes personal data and addresses, keeps reports without it, revokes tokens and frees the e-mail', async () => {
      const user = await signUp(uniqueEmail('usuwany'), 'Ewa Usuwana');
      await t
        .http()
        .post('/public/api/user/update')
        .set(user.auth)
        .send(settings({ email: user.email, fullName: 'Ewa Usuwana', phone: '600100200', smsNotificationAgreement: true, emailNotificationAgreement: true }))
        .expect(200);
      await t
        .http()
        .post('/public/api/user/address')
        .set(user.auth)
        .send({ confirmed: true, streetName: 'Marszałkowska', houseNumber: '10', city: 'Warszawa' })
        .expect(201);
      const repo = t.db.getRepository(UserReportEntity);
      const report = await repo.save(
        repo.create({
          reportType: 'NO_VOLTAGE',
          city: 'Warszawa',
          streetName: 'Marszałkowska',
          residenceNumber: '10',
          description: 'Brak prądu',
          lng: 21.01,
          lat: 52.23,
          userId: user.id,
          reporter: 'Ewa Usuwana',
          phoneNumber: '+48600100200',
          email: user.email,
        }),
      );
      const early = await repo.save(
        repo.create({
          reportType: 'NO_VOLTAGE',
          city: 'Warszawa',
          streetName: 'Marszałkowska',
          residenceNumber: '10',
          description: 'Wcześniej',
          lng: 21.01,
          lat: 52.23,
          reporter: 'Ewa',
          email: user.email,
        }),
      );

      await t.http().post('/public/api/user/anonymize').set(user.auth).expect(204);
      const mail = await inbox.waitFor(user.email, { already: 1 });
      expect(mail.subject).toBe('Konto zostało usunięte – Portal awarii i wyłączeń');
      expect(mail.text).toContain('Dzień dobry, Ewa Usuwana!');

      await t.http().get('/public/api/user/get').set(user.auth).expect(401);
      await t.http().post('/public/api/login').send({ login: user.email, password: PASSWORD }).expect(401);
      const row = await t.db.getRepository(UserEntity).findOneByOrFail({ id: user.id });
      expect(row).toMatchObject({
        fullName: 'Konto usunięte',
        email: `usuniete-konto-${user.id}@anonim.invalid`,
        phone: null,
        deleted: true,
        emailConsentToken: null,
        smsNotificationAt: null,
      });
      expect(row.anonymizedAt).toBeInstanceOf(Date);
      expect(await t.db.getRepository(WatchedAddressEntity).countBy({ userId: user.id })).toBe(0);
      for (const kept of [report, early]) {
        expect(await repo.findOneByOrFail({ id: kept.id })).toMatchObject({
          reporter: null,
          phoneNumber: null,
          email: null,
          userId: null,
          personalDataRemovedAt: expect.any(Date),
        });
      }
      expect(await t.db.getRepository(MailOutboxEntity).countBy({ toAddress: user.email })).toBe(0);

      await t.http().post('/public/api/register').send({ fullName: 'Ewa Ponownie', email: user.email, password: PASSWORD }).expect(201);
    });
  });

  describe('outbox with SMTP configured', () => {
    it('records sent mails with masked link secrets, newest first, for administrators only', async () => {
      const email = uniqueEmail('skrzynka');
      await t.http().post('/public/api/register').send({ fullName: 'Ola', email, password: PASSWORD }).expect(201);
      await inbox.waitFor(email);
      // The outbox row is written once the SMTP server has answered, a moment after the mail arrived.
      const res = await eventually(async () => {
        const latest = await t.http().get('/api/mail/outbox?limit=1').set(admin.auth).expect(200);
        expect(latest.body[0]?.to).toBe(email);
        return latest;
      });
      expect(res.body).toEqual([
        expect.objectContaining({ kind: 'CONFIRM_EMAIL', to: email, status: 'SENT', error: null, links: [`${BASE}/public/confirm-email?confirmEmailToken=…`] }),
      ]);
      const citizen = await signUp();
      await t.http().get('/api/mail/outbox').set(citizen.auth).expect(403);
      await t.http().get('/api/mail/outbox?limit=0').set(admin.auth).expect(400);
    });

    it('records a mail the SMTP server refuses as FAILED, and registration still succeeds', async () => {
      inbox.refuseWith = 'Skrzynka pełna';
      try {
        const email = uniqueEmail('odrzucony');
        await t.http().post('/public/api/register').send({ fullName: 'Ola', email, password: PASSWORD }).expect(201);
        // The mail follows the answer.
        const row = await eventually(() => t.db.getRepository(MailOutboxEntity).findOneByOrFail({ toAddress: email }));
        expect(row.status).toBe('FAILED');
        expect(row.error).toContain('Skrzynka pełna');
      } finally {
        inbox.refuseWith = null;
      }
    });
  });
});

describe('accounts without SMTP (outbox and log) and the reminder rate limit', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: BASE, ACCOUNT_MAIL_RATE_LIMIT_PER_HOUR: '2' });
  });
  afterAll(() => t.close());

  it('puts the confirmation mail with its usable link in the outbox, and the link confirms the account', async () => {
    const email = uniqueEmail('bezsmtp');
    await t.http().post('/public/api/register').send({ fullName: 'Bez Poczty', email, password: PASSWORD }).expect(201);
    const adminUser = await createUser(t.db, { systemRole: 'ADMIN' });
    const auth = bearer(await tokenFor(t.http, adminUser.email));
    // The account and its mail follow the answer.
    const mine = await eventually(async () => {
      const outbox = await t.http().get('/api/mail/outbox').set(auth).expect(200);
      const found = outbox.body.find((m: { to: string }) => m.to === email);
      expect(found).toBeDefined();
      return found;
    });
    expect(mine).toMatchObject({ kind: 'CONFIRM_EMAIL', status: 'LOGGED', subject: 'Potwierdź adres e-mail – Portal awarii i wyłączeń' });
    const token = new URL(mine.links[0]).searchParams.get('confirmEmailToken');
    await t.http().post(`/public/api/email/confirm/${token}`).expect(200);
    await t.http().post('/public/api/login').send({ login: email, password: PASSWORD }).expect(200);
  });

  it('seeds the demo portal account with consents, both channels, a phone and two watched addresses', async () => {
    await t.db.transaction(async (em) => {
      await seedDemoUsers(em);
      await seedDemoPublicAccount(em);
    });
    const login = await t.http().post('/public/api/login').send({ login: 'mieszkaniec@demo.local', password: DEMO_PASSWORD }).expect(200);
    const auth = bearer(login.body.token);
    expect((await t.http().get('/public/api/user/get').set(auth).expect(200)).body).toMatchObject({
      dataProcessingConsent: true,
      phone: '504567890',
      emailNotificationAgreement: true,
      smsNotificationAgreement: true,
    });
    const addresses = await t.http().get('/public/api/user/address').set(auth).expect(200);
    expect(addresses.body.map((a: { details: string }) => a.details)).toEqual([
      'ul. Marszałkowska 10/4, 00-590 Warszawa (Śródmieście)',
      'ul. Puławska 145, 02-515 Warszawa (Mokotów)',
    ]);
  });

  it('limits reminders and registrations per client address and route with 429 and the Polish message', async () => {
    const send = () => t.http().post('/public/api/user/password/remind').send({ email: uniqueEmail() });
    await send().expect(204);
    await send().expect(204);
    const refused = await send().expect(429);
    expect(refused.body).toEqual({ statusCode: 429, message: 'Zbyt wiele żądań. Spróbuj ponownie za chwilę.' });
    // The staff reminder is counted on its own.
    await t.http().post('/api/user/password/remind').send({ email: uniqueEmail() }).expect(204);
    // Registration too (one was made in the outbox test above).
    await t.http().post('/public/api/register').send({ fullName: 'Ktoś', email: uniqueEmail(), password: PASSWORD }).expect(201);
    await t.http().post('/public/api/register').send({ fullName: 'Ktoś', email: uniqueEmail(), password: PASSWORD }).expect(429);
  });
});
