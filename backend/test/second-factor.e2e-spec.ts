import { AuditRecordEntity } from '../src/audit/entities/audit-record.entity';
import { SecondFactorEntity } from '../src/auth/entities/second-factor.entity';
import { codeAt } from '../src/auth/totp';
import { SIGN_IN_FAILURES, SIGN_IN_LOCKOUTS } from '../src/common/metrics/process-metrics';
import { seedDemoData } from '../src/database/seeds/seed-demo-data';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/database/seeds/demo-accounts';
import { UserEntity } from '../src/users/entities/user.entity';
import { createUser, TEST_PASSWORD, tokenFor } from './factories/user.factory';
import { operationsOf, type OpenApiDocument } from './support/hostile-input';
import { createTestApp, TestApp } from './support/test-app';

const STEP_MS = 30_000;

describe('staff second factor (TOTP)', () => {
  let t: TestApp;
  let adminAuth: { Authorization: string };
  let admin: UserEntity;

  beforeAll(async () => {
    t = await createTestApp({ LOGIN_MAX_FAILURES: '5', LOGIN_WINDOW_MINUTES: '15', LOGIN_LOCK_MINUTES: '15' });
    // The demo data, as a demo installation loads it; this database starts empty.
    expect(await seedDemoData(t.db)).toBe(true);
    admin = await createUser(t.db, { systemRole: 'ADMIN' });
    adminAuth = { Authorization: `Bearer ${await tokenFor(t.http, admin.email)}` };
  });
  afterAll(() => t.close());

  const password = (login: string, pass = TEST_PASSWORD, path = '/api/login') => t.http().post(path).send({ login, password: pass });
  const factorOf = (userId: number) => t.db.getRepository(SecondFactorEntity).findOneBy({ userId });
  const newest = async (action: string) => (await t.db.getRepository(AuditRecordEntity).find({ where: { action }, order: { id: 'DESC' }, take: 1 }))[0];

  /** A person who must enrol, walked through enrolment: the secret and recovery codes the app would keep. */
  async function enrolled(role: UserEntity['systemRole'] = 'ADMIN') {
    const user = await createUser(t.db, { systemRole: role, secondFactorExempt: false });
    const first = await password(user.email).expect(200);
    expect(first.body).toEqual({ secondFactor: 'enrol', challengeToken: expect.any(String), expiresInSeconds: 300, methods: ['totp', 'passkey'] });
    const enrolment = await t.http().post('/api/login/second-factor/enrolment').send({ challengeToken: first.body.challengeToken }).expect(200);
    const secret = enrolment.body.secret as string;
    const recoveryCodes = enrolment.body.recoveryCodes as string[];
    // Confirmed with the code of the step before: the next sign-in's code (this step) is then still unused.
    const confirm = await t
      .http()
      .post('/api/login/second-factor/enrolment/confirm')
      .send({ challengeToken: first.body.challengeToken, code: codeAt(secret, Date.now() - STEP_MS) })
      .expect(200);
    expect(confirm.body).toMatchObject({ token: expect.any(String), userId: user.id, role: role });
    return { user, secret, recoveryCodes };
  }

  async function challenge(email: string): Promise<string> {
    const res = await password(email).expect(200);
    expect(res.body.secondFactor).toBe('verify');
    return res.body.challengeToken as string;
  }

  const code = (challengeToken: string, value: string) => t.http().post('/api/login/second-factor').send({ challengeToken, code: value });

  it.each(['ADMIN', 'ACCEPTER'] as const)('asks a %s without a second factor to enrol, with a QR code, the secret and ten recovery codes', async (role) => {
    const user = await createUser(t.db, { systemRole: role, secondFactorExempt: false });
    const res = await password(user.email).expect(200);
    expect(res.body).toEqual({ secondFactor: 'enrol', challengeToken: expect.any(String), expiresInSeconds: 300, methods: ['totp', 'passkey'] });
    expect(res.body.token).toBeUndefined();
    const enrolment = await t.http().post('/api/login/second-factor/enrolment').send({ challengeToken: res.body.challengeToken }).expect(200);
    expect(enrolment.headers['cache-control']).toBe('no-store');
    expect(enrolment.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.body.otpauthUri).toContain(`secret=${enrolment.body.secret}`);
    expect(Buffer.from(enrolment.body.qrCode.replace('data:image/svg+xml;base64,', ''), 'base64').toString()).toContain('<svg');
    expect(enrolment.body.recoveryCodes).toHaveLength(10);
    // Stored sealed and hashed: neither the secret nor a recovery code is in the row.
    const row = await factorOf(user.id);
    expect(row!.enrolledAt).toBeNull();
    expect(row!.secretSealed).not.toContain(enrolment.body.secret);
    expect(row!.recoveryCodeHashes).toHaveLength(10);
    expect(row!.recoveryCodeHashes).not.toContain(enrolment.body.recoveryCodes[0]);
    // Until enrolment is confirmed the person still has no session.
    const wrong = await t
      .http()
      .post('/api/login/second-factor/enrolment/confirm')
      .send({ challengeToken: res.body.challengeToken, code: '000000' === codeAt(enrolment.body.secret) ? '111111' : '000000' })
      .expect(401);
    expect(wrong.body).toEqual({ statusCode: 401, message: 'Niepoprawny kod' });
  });

  it('lets a DISPATCHER and a CALLCENTER in with the password alone (optional for them)', async () => {
    for (const role of ['DISPATCHER', 'CALLCENTER'] as const) {
      const user = await createUser(t.db, { systemRole: role, secondFactorExempt: false });
      const res = await password(user.email).expect(200);
      expect(res.body.token).toEqual(expect.any(String));
    }
  });

  it('walks password → challenge → code → session; the session works and the code cannot be used again', async () => {
    const { user, secret } = await enrolled();
    const challengeToken = await challenge(user.email);
    const now = codeAt(secret);
    const signedIn = await code(challengeToken, now).expect(200);
    expect(signedIn.headers['cache-control']).toBe('no-store');
    expect(signedIn.body).toEqual({
      token: expect.any(String),
      userId: user.id,
      role: 'ADMIN',
      fullName: user.fullName,
      area: null,
      email: user.email,
      phone: null,
    });
    await t
      .http()
      .get('/api/user/roles')
      .set({ Authorization: `Bearer ${signedIn.body.token}` })
      .expect(200);
    // The same code again (a replay, or a second tab), even with a new challenge: refused.
    const replay = await code(await challenge(user.email), now).expect(401);
    expect(replay.body.message).toBe('Niepoprawny kod');
    // And a code of an earlier step than the one used.
    await code(await challenge(user.email), codeAt(secret, Date.now() - STEP_MS)).expect(401);
    expect(await newest('auth.sign-in.success')).toMatchObject({ actorId: user.id, actorMethod: 'totp' });
  });

  it('takes each recovery code once, in any case and spacing', async () => {
    const { user, recoveryCodes } = await enrolled('ACCEPTER');
    await code(await challenge(user.email), recoveryCodes[3].toLowerCase().replace(/-/g, ' ')).expect(200);
    await code(await challenge(user.email), recoveryCodes[3]).expect(401);
    await code(await challenge(user.email), recoveryCodes[4]).expect(200);
    expect((await factorOf(user.id))!.recoveryCodeHashes).toHaveLength(8);
    expect(await newest('auth.sign-in.success')).toMatchObject({ actorId: user.id, actorMethod: 'recovery-code' });
  });

  it('counts wrong codes in the sign-in lockout: the sixth try answers 503, even with the right code', async () => {
    const { user, secret } = await enrolled();
    const challengeToken = await challenge(user.email);
    const right = codeAt(secret);
    const wrongCode = ['123456', '654321', '111111', '222222', '333333'].filter((c) => c !== right && c !== codeAt(secret, Date.now() + STEP_MS));
    for (let i = 0; i < 5; i++) await code(challengeToken, wrongCode[i % wrongCode.length]).expect(401);
    const locked = await code(challengeToken, right).expect(503);
    expect(locked.body).toEqual({ statusCode: 503, message: 'Zbyt dużo prób logowania, konto zostało tymczasowo zablokowane.' });
    expect(await newest('auth.sign-in.lockout')).toMatchObject({ actorId: user.id, actorMethod: 'totp' });
    expect(await newest('auth.sign-in.failure')).toMatchObject({ actorId: user.id, actorMethod: 'totp' });
    // The password is locked too from this address: one counter for both.
    await password(user.email).expect(503);
  });

  it('counts wrong recovery codes in the lockout and the sign-in metrics, and names the factor in the audit trail', async () => {
    const { user, recoveryCodes } = await enrolled();
    const staff = async (counter: typeof SIGN_IN_FAILURES) => (await counter.get()).values.find((v) => v.labels.site === 'staff')?.value ?? 0;
    const failures = await staff(SIGN_IN_FAILURES);
    const lockouts = await staff(SIGN_IN_LOCKOUTS);
    const challengeToken = await challenge(user.email);
    // Well-formed codes that were never issued, and one that is no code at all.
    for (const wrong of ['AAAA-BBBB-CCCC-DDDD', 'EEEE-FFFF-GGGG-HHHH', 'JJJJ-KKKK-MMMM-NNNN', 'PPPP-QQQQ-RRRR-SSSS', 'to nie kod']) {
      const res = await code(challengeToken, wrong).expect(401);
      expect(res.body.message).toBe('Niepoprawny kod');
    }
    expect(await staff(SIGN_IN_FAILURES)).toBe(failures + 5);
    expect(await newest('auth.sign-in.failure')).toMatchObject({ actorId: user.id, actorMethod: 'recovery-code' });
    await code(challengeToken, recoveryCodes[0]).expect(503);
    expect(await staff(SIGN_IN_LOCKOUTS)).toBe(lockouts + 1);
    expect(await newest('auth.sign-in.lockout')).toMatchObject({ actorId: user.id, actorMethod: 'recovery-code' });
    // The refused right code was not used up: it still works once the lock is lifted.
    expect((await factorOf(user.id))!.recoveryCodeHashes).toHaveLength(10);
  });

  it('counts a wrong first code of an enrolment in the sign-in metrics', async () => {
    const user = await createUser(t.db, { systemRole: 'ADMIN', secondFactorExempt: false });
    const enrol = (await password(user.email).expect(200)).body.challengeToken as string;
    const { secret } = (await t.http().post('/api/login/second-factor/enrolment').send({ challengeToken: enrol }).expect(200)).body as { secret: string };
    const before = (await SIGN_IN_FAILURES.get()).values.find((v) => v.labels.site === 'staff')?.value ?? 0;
    const wrong = codeAt(secret) === '000000' ? '111111' : '000000';
    await t.http().post('/api/login/second-factor/enrolment/confirm').send({ challengeToken: enrol, code: wrong }).expect(401);
    expect((await SIGN_IN_FAILURES.get()).values.find((v) => v.labels.site === 'staff')?.value).toBe(before + 1);
    expect(await newest('auth.sign-in.failure')).toMatchObject({ actorId: user.id, actorMethod: 'totp' });
  });

  it('does not let a right password clear the failures of wrong codes', async () => {
    const { user, secret } = await enrolled();
    for (let round = 0; round < 2; round++) {
      const challengeToken = await challenge(user.email);
      await code(challengeToken, codeAt(secret) === '000000' ? '999999' : '000000').expect(401);
      await code(challengeToken, codeAt(secret) === '111111' ? '999998' : '111111').expect(401);
    }
    // Four wrong codes with a right password between them: the fifth wrong code is the last before the lock.
    const challengeToken = await challenge(user.email);
    await code(challengeToken, codeAt(secret) === '222222' ? '999997' : '222222').expect(401);
    await code(challengeToken, codeAt(secret)).expect(503);
  });

  it('refuses an expired-looking, tampered or wrong-stage challenge', async () => {
    const { user, secret } = await enrolled();
    const challengeToken = await challenge(user.email);
    const tampered = `${challengeToken.slice(0, -3)}${challengeToken.endsWith('abc') ? 'xyz' : 'abc'}`;
    const res = await code(tampered, codeAt(secret)).expect(401);
    expect(res.body.message).toBe('Logowanie wygasło. Zaloguj się ponownie hasłem.');
    // A 'verify' challenge cannot start a new enrolment over the existing factor.
    await t.http().post('/api/login/second-factor/enrolment').send({ challengeToken }).expect(401);
    // A session token is not a challenge either.
    await code(adminAuth.Authorization.slice(7), codeAt(secret)).expect(401);
  });

  it('answers 400 with field messages for a malformed code body', async () => {
    const res = await t.http().post('/api/login/second-factor').send({ code: 5 }).expect(400);
    expect(res.body).toEqual({
      statusCode: 400,
      message: 'Niepoprawne dane',
      errors: { challengeToken: 'Pole obowiązkowe', code: 'Wartość musi być tekstem' },
    });
  });

  it('refuses the challenge token on every staff route: it is never a session', async () => {
    const verify = await challenge((await enrolled()).user.email);
    const enrol = (await password((await createUser(t.db, { systemRole: 'ADMIN', secondFactorExempt: false })).email).expect(200)).body
      .challengeToken as string;
    const doc = (await t.http().get('/api/docs-json').expect(200)).body as OpenApiDocument;
    // Every signed-in route of the back office's API (the public site's optional sign-ins are not staff routes).
    const guarded = operationsOf(doc).filter((op) => op.security.includes('bearer') && op.path.startsWith('/api/'));
    expect(guarded.length).toBeGreaterThan(40);
    const accepted: string[] = [];
    for (const op of guarded) {
      const path = op.path.replace(/\{[^}]+\}/g, '1');
      for (const token of [verify, enrol]) {
        const req = t.http()[op.method as 'get'](path).set('Authorization', `Bearer ${token}`);
        // An upload route refuses another content type before any guard runs: send it a file, so the guard decides.
        const res = op.multipartBody ? await req.attach('file', Buffer.from('x'), 'x.bin') : await req.send(op.method === 'get' ? undefined : {});
        if (res.status !== 401) accepted.push(`${op.method.toUpperCase()} ${op.path}: ${res.status}`);
      }
    }
    expect(accepted).toEqual([]);
  });

  it('lets an administrator see and reset a second factor; the person enrols again and the audit trail has it', async () => {
    const { user, secret } = await enrolled('ACCEPTER');
    const status = await t.http().get(`/api/user/second-factor/${user.id}`).set(adminAuth).expect(200);
    expect(status.body).toEqual({
      enrolled: true,
      enrolledAt: expect.any(String),
      totp: true,
      passkeys: 0,
      required: true,
      exempt: false,
      recoveryCodesLeft: 10,
    });
    const session = (await code(await challenge(user.email), codeAt(secret)).expect(200)).body.token as string;

    const reset = await t.http().post(`/api/user/second-factor/reset/${user.id}`).set(adminAuth).expect(200);
    expect(reset.body).toEqual({ enrolled: false, enrolledAt: null, totp: false, passkeys: 0, required: true, exempt: false, recoveryCodesLeft: 0 });
    expect(await factorOf(user.id)).toBeNull();
    // The person's sessions end, and the next sign-in asks for a new enrolment.
    await t
      .http()
      .post('/api/is-token-valid')
      .set({ Authorization: `Bearer ${session}` })
      .expect(401);
    expect((await password(user.email).expect(200)).body.secondFactor).toBe('enrol');

    const record = await newest('auth.second-factor.reset');
    expect(record).toMatchObject({
      entity: 'user',
      entityId: String(user.id),
      actorId: admin.id,
      actorMethod: 'password',
      before: { secondFactor: true, passkeys: 0 },
      after: { secondFactor: false, passkeys: 0 },
    });
    const listed = await t.http().get('/api/audit').query({ action: 'auth.second-factor.reset' }).set(adminAuth).expect(200);
    expect(listed.body.map((r: AuditRecordEntity) => r.entityId)).toContain(String(user.id));
  });

  it('lets only an administrator reset, and answers 404 for an unknown person', async () => {
    const accepterToken = await tokenFor(t.http, (await createUser(t.db, { systemRole: 'ACCEPTER' })).email);
    await t
      .http()
      .post(`/api/user/second-factor/reset/${admin.id}`)
      .set({ Authorization: `Bearer ${accepterToken}` })
      .expect(403);
    const missing = await t.http().post('/api/user/second-factor/reset/999999').set(adminAuth).expect(404);
    expect(missing.body).toEqual({ statusCode: 404, message: 'Nie znaleziono użytkownika' });
  });

  it('lets every demo account in with Demo#2026 alone', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const path = account.role === 'PUBLIC' ? '/public/api/login' : '/api/login';
      const res = await password(account.email, DEMO_PASSWORD, path).expect(200);
      expect(res.body).toMatchObject({ token: expect.any(String), role: account.role });
    }
  });

  it('asks a new ADMIN created through the API on the demo installation to enrol', async () => {
    const demoAdmin = await tokenFor(t.http, 'admin@demo.local', DEMO_PASSWORD);
    const email = `nowy.admin.${Date.now()}@test.local`;
    await t
      .http()
      .post('/api/user/create')
      .set({ Authorization: `Bearer ${demoAdmin}` })
      .send({ fullName: 'Nowy Administrator', email, password: 'Nowe#Haslo12', systemRole: 'ADMIN' })
      .expect(201);
    const res = await password(email, 'Nowe#Haslo12').expect(200);
    expect(res.body).toEqual({ secondFactor: 'enrol', challengeToken: expect.any(String), expiresInSeconds: 300, methods: ['totp', 'passkey'] });
  });

  it('asks for the code at the public sign-in too, so it is no way around the second factor', async () => {
    const { user } = await enrolled();
    const res = await password(user.email, TEST_PASSWORD, '/public/api/login').expect(200);
    expect(res.body.secondFactor).toBe('verify');
    expect(res.body.token).toBeUndefined();
  });

  it('lets a DISPATCHER enrol by choice; from then on the sign-in asks for a code', async () => {
    const user = await createUser(t.db, { systemRole: 'DISPATCHER', secondFactorExempt: false });
    const auth = { Authorization: `Bearer ${await tokenFor(t.http, user.email)}` };
    const enrolment = await t.http().post('/api/second-factor/enrolment').set(auth).expect(200);
    expect(enrolment.body.recoveryCodes).toHaveLength(10);
    const wrongCode = codeAt(enrolment.body.secret) === '000000' ? '111111' : '000000';
    const wrong = await t.http().post('/api/second-factor/enrolment/confirm').set(auth).send({ code: wrongCode }).expect(400);
    expect(wrong.body).toEqual({ statusCode: 400, message: 'Niepoprawny kod', errors: { code: 'Niepoprawny kod' } });
    // Until confirmed, the password alone still signs in.
    expect((await password(user.email).expect(200)).body.token).toEqual(expect.any(String));
    await t
      .http()
      .post('/api/second-factor/enrolment/confirm')
      .set(auth)
      .send({ code: codeAt(enrolment.body.secret, Date.now() - STEP_MS) })
      .expect(204);
    await t.http().post('/api/second-factor/enrolment').set(auth).expect(409);
    const challengeToken = await challenge(user.email);
    await code(challengeToken, codeAt(enrolment.body.secret)).expect(200);
  });

  it('refuses an enrolment by choice to a portal account', async () => {
    const resident = await createUser(t.db, { systemRole: 'PUBLIC' });
    const res = await t.http().post('/public/api/login').send({ login: resident.email, password: TEST_PASSWORD }).expect(200);
    await t
      .http()
      .post('/api/second-factor/enrolment')
      .set({ Authorization: `Bearer ${res.body.token}` })
      .expect(403);
  });
});
