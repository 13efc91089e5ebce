import { AuditRecordEntity } from '../src/audit/entities/audit-record.entity';
import { PasskeyEntity } from '../src/auth/entities/passkey.entity';
import { WebAuthnChallengeEntity } from '../src/auth/entities/webauthn-challenge.entity';
import { SIGN_IN_FAILURES, SIGN_IN_LOCKOUTS } from '../src/common/metrics/process-metrics';
import { UserEntity } from '../src/users/entities/user.entity';
import { createUser, TEST_PASSWORD, tokenFor } from './factories/user.factory';
import { SoftwareAuthenticator } from './support/software-authenticator';
import { createTestApp, TestApp } from './support/test-app';

/** A parent domain as the RP ID: a passkey of awarie.example.pl works on every host under example.pl the operator names. */
const ORIGIN = 'https://awarie.example.pl';
const RP_ID = 'example.pl';
const M = {
  challengeUsed: 'Potwierdzenie kluczem dostępu wygasło albo zostało już użyte. Spróbuj ponownie.',
  failed: 'Nie udało się potwierdzić klucza dostępu',
  unknownCredential: 'Ten klucz dostępu nie jest zarejestrowany dla tego konta',
};

describe('staff passkeys (WebAuthn)', () => {
  let t: TestApp;
  let adminAuth: { Authorization: string };
  let admin: UserEntity;

  beforeAll(async () => {
    t = await createTestApp({ WEBAUTHN_ORIGIN: ORIGIN, WEBAUTHN_RP_ID: RP_ID, LOGIN_MAX_FAILURES: '5', LOGIN_WINDOW_MINUTES: '15', LOGIN_LOCK_MINUTES: '15' });
    admin = await createUser(t.db, { systemRole: 'ADMIN' });
    adminAuth = { Authorization: `Bearer ${await tokenFor(t.http, admin.email)}` };
  });
  afterAll(() => t.close());

  const password = (login: string) => t.http().post('/api/login').send({ login, password: TEST_PASSWORD });
  const newest = async (action: string) => (await t.db.getRepository(AuditRecordEntity).find({ where: { action }, order: { id: 'DESC' }, take: 1 }))[0];
  const staffCount = async (counter: typeof SIGN_IN_FAILURES) => (await counter.get()).values.find((v) => v.labels.site === 'staff')?.value ?? 0;

  /** A new ADMIN who enrols with a passkey at the first sign-in: the authenticator that holds it. */
  async function enrolledWithPasskey(role: UserEntity['systemRole'] = 'ADMIN') {
    const user = await createUser(t.db, { systemRole: role, secondFactorExempt: false });
    const first = await password(user.email).expect(200);
    expect(first.body).toEqual({ secondFactor: 'enrol', challengeToken: expect.any(String), expiresInSeconds: 300, methods: ['totp', 'passkey'] });
    const challengeToken = first.body.challengeToken as string;
    const options = await t.http().post('/api/login/second-factor/enrolment/passkey/options').send({ challengeToken }).expect(200);
    expect(options.headers['cache-control']).toBe('no-store');
    expect(options.body).toMatchObject({ rp: { id: RP_ID }, user: { name: user.email }, attestation: 'none', challenge: expect.any(String) });
    const key = new SoftwareAuthenticator(RP_ID, ORIGIN);
    const done = await t
      .http()
      .post('/api/login/second-factor/enrolment/passkey')
      .send({ challengeToken, name: 'Laptop służbowy', response: key.register(options.body) })
      .expect(200);
    expect(done.body).toMatchObject({ token: expect.any(String), userId: user.id, role });
    return { user, key };
  }

  async function verifyChallenge(email: string) {
    const res = await password(email).expect(200);
    expect(res.body).toMatchObject({ secondFactor: 'verify', methods: ['passkey'] });
    const challengeToken = res.body.challengeToken as string;
    const options = (await t.http().post('/api/login/second-factor/passkey/options').send({ challengeToken }).expect(200)).body as { challenge: string };
    return { challengeToken, options };
  }

  const assertion = (challengeToken: string, response: unknown) => t.http().post('/api/login/second-factor/passkey').send({ challengeToken, response });

  it('enrols a passkey at a required sign-in and signs in with password and passkey; the audit trail names the factor', async () => {
    const { user, key } = await enrolledWithPasskey();
    const stored = await t.db.getRepository(PasskeyEntity).findOneByOrFail({ userId: user.id });
    expect(stored).toMatchObject({ name: 'Laptop służbowy', credentialId: key.id });
    expect(await newest('auth.sign-in.success')).toMatchObject({ actorId: user.id, actorMethod: 'passkey' });

    const { challengeToken, options } = await verifyChallenge(user.email);
    expect(options).toMatchObject({ rpId: RP_ID, allowCredentials: [{ id: key.id, type: 'public-key' }] });
    const signedIn = await assertion(challengeToken, key.assert(options)).expect(200);
    expect(signedIn.headers['cache-control']).toBe('no-store');
    expect(signedIn.body).toMatchObject({ token: expect.any(String), userId: user.id, role: 'ADMIN' });
    await t
      .http()
      .post('/api/is-token-valid')
      .set({ Authorization: `Bearer ${signedIn.body.token}` })
      .expect(200);
    expect(await t.db.getRepository(PasskeyEntity).findOneByOrFail({ userId: user.id })).toMatchObject({
      counter: String(key.counter),
      lastUsedAt: expect.any(Date),
    });
    expect(await newest('auth.sign-in.success')).toMatchObject({ actorId: user.id, actorMethod: 'passkey' });
  });

  it('refuses a replayed assertion: its challenge was used up by the first answer', async () => {
    const { user, key } = await enrolledWithPasskey();
    const { challengeToken, options } = await verifyChallenge(user.email);
    const answer = key.assert(options);
    await assertion(challengeToken, answer).expect(200);
    const replay = await assertion(challengeToken, answer).expect(401);
    expect(replay.body).toEqual({ statusCode: 401, message: M.challengeUsed });
  });

  it('refuses an assertion of a challenge the server never gave, and one past its lifetime', async () => {
    const { user, key } = await enrolledWithPasskey();
    const { challengeToken, options } = await verifyChallenge(user.email);
    const forged = await assertion(challengeToken, key.assert(options, { challenge: Buffer.from('wybrane przez napastnika').toString('base64url') })).expect(
      401,
    );
    expect(forged.body).toEqual({ statusCode: 401, message: M.challengeUsed });
    // The live challenge, aged past its two minutes in the store.
    const fresh = await t.http().post('/api/login/second-factor/passkey/options').send({ challengeToken }).expect(200);
    await t.db.getRepository(WebAuthnChallengeEntity).update({ userId: user.id }, { expiresAt: new Date(Date.now() - 1000) });
    const late = await assertion(challengeToken, key.assert(fresh.body)).expect(401);
    expect(late.body.message).toBe(M.challengeUsed);
  });

  it('refuses an assertion made for another origin (a phishing page) and the wrong RP ID', async () => {
    const { user, key } = await enrolledWithPasskey();
    let { challengeToken, options } = await verifyChallenge(user.email);
    const phished = await assertion(challengeToken, key.assert(options, { origin: 'https://awarie-example.pl' })).expect(401);
    expect(phished.body).toEqual({ statusCode: 401, message: M.failed });
    ({ challengeToken, options } = await verifyChallenge(user.email));
    const otherRp = await assertion(challengeToken, key.assert(options, { rpId: 'awarie-example.pl' })).expect(401);
    expect(otherRp.body.message).toBe(M.failed);
  });

  it("refuses someone else's credential, even a valid assertion of it", async () => {
    const { user } = await enrolledWithPasskey();
    const other = await enrolledWithPasskey();
    const { challengeToken, options } = await verifyChallenge(user.email);
    const res = await assertion(challengeToken, other.key.assert(options)).expect(401);
    expect(res.body).toEqual({ statusCode: 401, message: M.unknownCredential });
  });

  it('refuses a signature counter that does not move forward (a cloned authenticator)', async () => {
    const { user, key } = await enrolledWithPasskey();
    let { challengeToken, options } = await verifyChallenge(user.email);
    await assertion(challengeToken, key.assert(options)).expect(200);
    ({ challengeToken, options } = await verifyChallenge(user.email));
    const res = await assertion(challengeToken, key.assert(options, { counter: key.counter })).expect(401);
    expect(res.body.message).toBe(M.failed);
  });

  it('counts failed assertions in the sign-in lockout, the metrics and the audit trail: the sixth try answers 503', async () => {
    const { user, key } = await enrolledWithPasskey();
    const failures = await staffCount(SIGN_IN_FAILURES);
    const lockouts = await staffCount(SIGN_IN_LOCKOUTS);
    // One sign-in's challenge token lasts five minutes; each try asks for new options under it.
    const { challengeToken } = await verifyChallenge(user.email);
    const options = async () =>
      (await t.http().post('/api/login/second-factor/passkey/options').send({ challengeToken }).expect(200)).body as { challenge: string };
    for (let i = 0; i < 5; i++) await assertion(challengeToken, key.assert(await options(), { origin: 'https://zly.example' })).expect(401);
    expect(await staffCount(SIGN_IN_FAILURES)).toBe(failures + 5);
    expect(await newest('auth.sign-in.failure')).toMatchObject({ actorId: user.id, actorMethod: 'passkey' });
    const locked = await assertion(challengeToken, key.assert(await options())).expect(503);
    expect(locked.body).toEqual({ statusCode: 503, message: 'Zbyt dużo prób logowania, konto zostało tymczasowo zablokowane.' });
    expect(await staffCount(SIGN_IN_LOCKOUTS)).toBe(lockouts + 1);
    expect(await newest('auth.sign-in.lockout')).toMatchObject({ actorId: user.id, actorMethod: 'passkey' });
    // One counter for the password and the second step.
    await password(user.email).expect(503);
  });

  it('answers 400 with field messages for a malformed assertion body, and 401 for an answer that is no WebAuthn answer', async () => {
    const bad = await t.http().post('/api/login/second-factor/passkey').send({ response: 'x' }).expect(400);
    expect(bad.body).toEqual({
      statusCode: 400,
      message: 'Niepoprawne dane',
      errors: { challengeToken: 'Pole obowiązkowe', response: 'Wartość musi być obiektem' },
    });
    const { user } = await enrolledWithPasskey();
    const { challengeToken } = await verifyChallenge(user.email);
    const junk = await assertion(challengeToken, { id: 'abc', response: { clientDataJSON: 'nie-json' } }).expect(401);
    expect(junk.body).toEqual({ statusCode: 401, message: M.failed });
  });

  it('refuses passkey enrolment with a verify challenge, and a second enrolment once a factor exists', async () => {
    const { user } = await enrolledWithPasskey();
    const { challengeToken } = await verifyChallenge(user.email);
    await t.http().post('/api/login/second-factor/enrolment/passkey/options').send({ challengeToken }).expect(401);
    // An enrol challenge from before the first passkey: no second factor may be added with it any more.
    const fresh = await createUser(t.db, { systemRole: 'ACCEPTER', secondFactorExempt: false });
    const enrol = (await password(fresh.email).expect(200)).body.challengeToken as string;
    const options = await t.http().post('/api/login/second-factor/enrolment/passkey/options').send({ challengeToken: enrol }).expect(200);
    const key = new SoftwareAuthenticator(RP_ID, ORIGIN);
    await t
      .http()
      .post('/api/login/second-factor/enrolment/passkey')
      .send({ challengeToken: enrol, name: 'Klucz', response: key.register(options.body) })
      .expect(200);
    const again = await t.http().post('/api/login/second-factor/enrolment/passkey/options').send({ challengeToken: enrol }).expect(409);
    expect(again.body).toEqual({ statusCode: 409, message: 'Weryfikacja dwuetapowa jest już włączona' });
  });

  it('lets a signed-in person add several named passkeys, list and remove them; the last required one stays', async () => {
    const { user, key } = await enrolledWithPasskey();
    const { challengeToken, options } = await verifyChallenge(user.email);
    const auth = { Authorization: `Bearer ${(await assertion(challengeToken, key.assert(options)).expect(200)).body.token}` };

    const addOptions = await t.http().post('/api/second-factor/passkeys/options').set(auth).expect(200);
    // The passkey already registered is excluded, so one authenticator is not registered twice.
    expect(addOptions.body.excludeCredentials).toEqual([expect.objectContaining({ id: key.id })]);
    const second = new SoftwareAuthenticator(RP_ID, ORIGIN);
    const wrongOrigin = await t
      .http()
      .post('/api/second-factor/passkeys')
      .set(auth)
      .send({ name: 'Telefon', response: second.register(addOptions.body, { origin: 'https://inny.example' }) })
      .expect(400);
    expect(wrongOrigin.body).toEqual({ statusCode: 400, message: M.failed, errors: { response: M.failed } });
    const retry = await t.http().post('/api/second-factor/passkeys/options').set(auth).expect(200);
    const added = await t
      .http()
      .post('/api/second-factor/passkeys')
      .set(auth)
      .send({ name: '  Telefon  ', response: second.register(retry.body) })
      .expect(201);
    expect(added.body).toEqual({ id: expect.any(Number), name: 'Telefon', createdAt: expect.any(String), lastUsedAt: null, backedUp: false });
    // The same authenticator again: refused by the stored credential id.
    const dupOptions = await t.http().post('/api/second-factor/passkeys/options').set(auth).expect(200);
    const dup = await t
      .http()
      .post('/api/second-factor/passkeys')
      .set(auth)
      .send({ name: 'Telefon 2', response: second.register(dupOptions.body) })
      .expect(400);
    expect(dup.body.message).toBe('Ten klucz dostępu jest już zarejestrowany');

    const list = await t.http().get('/api/second-factor/passkeys').set(auth).expect(200);
    expect(list.body.map((p: { name: string }) => p.name)).toEqual(['Laptop służbowy', 'Telefon']);
    await t.http().delete(`/api/second-factor/passkeys/${list.body[0].id}`).set(auth).expect(204);
    // Someone else's passkey, or one already gone: 404.
    await t.http().delete(`/api/second-factor/passkeys/${list.body[0].id}`).set(auth).expect(404);
    const last = await t.http().delete(`/api/second-factor/passkeys/${added.body.id}`).set(auth).expect(409);
    expect(last.body.message).toBe('Nie można usunąć ostatniego sposobu weryfikacji dwuetapowej, którego wymaga ta rola. Najpierw dodaj inny.');
    expect((await t.http().get('/api/second-factor/passkeys').set(auth).expect(200)).body).toHaveLength(1);
  });

  it('lets a DISPATCHER add a passkey by choice; from then on the sign-in asks for it', async () => {
    const user = await createUser(t.db, { systemRole: 'DISPATCHER', secondFactorExempt: false });
    const auth = { Authorization: `Bearer ${await tokenFor(t.http, user.email)}` };
    const options = await t.http().post('/api/second-factor/passkeys/options').set(auth).expect(200);
    const key = new SoftwareAuthenticator(RP_ID, ORIGIN);
    await t
      .http()
      .post('/api/second-factor/passkeys')
      .set(auth)
      .send({ name: 'YubiKey', response: key.register(options.body) })
      .expect(201);
    const { challengeToken, options: request } = await verifyChallenge(user.email);
    await assertion(challengeToken, key.assert(request)).expect(200);
    // Not required for the role: the only passkey may go, and the password alone signs in again.
    const list = (await t.http().get('/api/second-factor/passkeys').set(auth).expect(200)).body as Array<{ id: number }>;
    await t.http().delete(`/api/second-factor/passkeys/${list[0].id}`).set(auth).expect(204);
    expect((await password(user.email).expect(200)).body.token).toEqual(expect.any(String));
  });

  it("removes a person's passkeys with the administrator's reset, and the audit trail has it", async () => {
    const { user } = await enrolledWithPasskey('ACCEPTER');
    const status = await t.http().get(`/api/user/second-factor/${user.id}`).set(adminAuth).expect(200);
    expect(status.body).toEqual({ enrolled: true, enrolledAt: null, totp: false, passkeys: 1, required: true, exempt: false, recoveryCodesLeft: 0 });
    const reset = await t.http().post(`/api/user/second-factor/reset/${user.id}`).set(adminAuth).expect(200);
    expect(reset.body).toMatchObject({ enrolled: false, passkeys: 0 });
    expect(await t.db.getRepository(PasskeyEntity).countBy({ userId: user.id })).toBe(0);
    expect(await newest('auth.second-factor.reset')).toMatchObject({
      entityId: String(user.id),
      actorId: admin.id,
      before: { secondFactor: true, passkeys: 1 },
      after: { secondFactor: false, passkeys: 0 },
    });
    // The next sign-in asks for a new enrolment; the old key is no longer anyone's.
    const res = await password(user.email).expect(200);
    expect(res.body.secondFactor).toBe('enrol');
    await t.http().post('/api/login/second-factor/passkey/options').send({ challengeToken: res.body.challengeToken }).expect(401);
  });

  it('refuses the passkey routes to a portal account', async () => {
    const resident = await createUser(t.db, { systemRole: 'PUBLIC' });
    const token = (await t.http().post('/public/api/login').send({ login: resident.email, password: TEST_PASSWORD }).expect(200)).body.token as string;
    await t
      .http()
      .post('/api/second-factor/passkeys/options')
      .set({ Authorization: `Bearer ${token}` })
      .expect(403);
    await t
      .http()
      .get('/api/second-factor/passkeys')
      .set({ Authorization: `Bearer ${token}` })
      .expect(403);
  });
});
