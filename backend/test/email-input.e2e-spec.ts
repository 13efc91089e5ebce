import { EMAIL_HIDDEN_CHARACTERS_MESSAGE } from '../src/common/email-address';
import { UserEntity } from '../src/users/entities/user.entity';
import { createUser, tokenFor } from './factories/user.factory';
import { createTestApp, TestApp } from './support/test-app';

/**
 * Issue #14: an address with a zero-width or direction character looks exactly like an existing one. Every place an
 * e-mail enters refuses it with the Polish 400 of common/email-address.ts; a decomposed address is stored in NFC.
 */
const HOSTILE = [
  'mieszkaniec@demo.local\u200b',
  '\u202emieszkaniec@demo.local',
  'miesz\u200dkaniec@demo.local',
  'mieszkaniec@demo\u2066.local',
  'mieszkaniec\u00a0@demo.local',
];

describe('e-mail addresses with hidden or direction characters', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let resident: { user: UserEntity; auth: Record<string, string> };

  beforeAll(async () => {
    t = await createTestApp({ ACCOUNT_MAIL_RATE_LIMIT_PER_HOUR: '1000' });
    const a = await createUser(t.db, { systemRole: 'ADMIN' });
    admin = { Authorization: `Bearer ${await tokenFor(t.http, a.email)}` };
    const user = await createUser(t.db, { systemRole: 'PUBLIC' });
    resident = { user, auth: { Authorization: `Bearer ${await tokenFor(t.http, user.email)}` } };
  });
  afterAll(() => t.close());

  const refused = (res: { status: number; body: { message: string; errors?: Record<string, string> } }, field: string) => {
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Niepoprawne dane');
    expect(res.body.errors?.[field]).toBe(EMAIL_HIDDEN_CHARACTERS_MESSAGE);
  };

  const places: Array<[string, (email: string) => Promise<{ status: number; body: never }>, string]> = [
    ['registration', (email) => t.http().post('/public/api/register').send({ fullName: 'Ktoś', email, password: 'Konto#Haslo1' }) as never, 'email'],
    ['public sign-in', (email) => t.http().post('/public/api/login').send({ login: email, password: 'Konto#Haslo1' }) as never, 'login'],
    ['staff sign-in', (email) => t.http().post('/api/login').send({ login: email, password: 'Konto#Haslo1' }) as never, 'login'],
    ['public password reminder', (email) => t.http().post('/public/api/user/password/remind').send({ email }) as never, 'email'],
    ['staff password reminder', (email) => t.http().post('/api/user/password/remind').send({ email }) as never, 'email'],
    [
      'staff user create',
      (email) => t.http().post('/api/user/create').set(admin).send({ systemRole: 'DISPATCHER', fullName: 'Nowy', email }) as never,
      'email',
    ],
    ['staff user edit', (email) => t.http().put(`/api/user/edit/${resident.user.id}`).set(admin).send({ fullName: 'Nowy', email }) as never, 'email'],
    [
      'account settings',
      (email) =>
        t.http().post('/public/api/user/update').set(resident.auth).send({
          dataProcessingConsent: true,
          fullName: 'Jan',
          email,
          phone: null,
          emailNotificationAgreement: false,
          smsNotificationAgreement: false,
        }) as never,
      'email',
    ],
    ['report wizard contact', (email) => t.http().post('/public/api/call-net/report').send({ email }) as never, 'email'],
  ];

  describe.each(places)('%s', (_place, send, field) => {
    it.each(HOSTILE)('refuses %j with a Polish 400', async (email) => refused(await send(email), field));
  });

  it('stores nothing for a refused address', async () => {
    const users = await t.db.getRepository(UserEntity).find();
    expect(users.filter((u) => /[^\x20-\x7e]/.test(u.email))).toEqual([]);
  });

  it('stores an address in NFC, so the decomposed and the composed form are one account', async () => {
    const decomposed = 'ze\u0301ro@example.pl';
    const created = await t.http().post('/api/user/create').set(admin).send({ systemRole: 'DISPATCHER', fullName: 'Zero', email: decomposed }).expect(201);
    expect(created.body.email).toBe('z\u00e9ro@example.pl');
    const again = await t
      .http()
      .post('/api/user/create')
      .set(admin)
      .send({ systemRole: 'DISPATCHER', fullName: 'Zero', email: 'z\u00e9ro@example.pl' })
      .expect(400);
    expect(again.body.errors).toEqual({ email: 'Użytkownik o podanym adresie email już istnieje' });
  });
});
