import type { Response } from 'supertest';
import { AuditRecordEntity } from '../src/audit/entities/audit-record.entity';
import { SSO_REFUSALS } from '../src/auth/sso/sso-refusals';
import { UserEntity } from '../src/users/entities/user.entity';
import { createUser, TEST_PASSWORD } from './factories/user.factory';
import { CookieJar, type OidcTestProvider, signInAtProvider, startOidcProvider, type TestAccount } from './support/oidc-test-provider';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Staff single sign-on against a real OpenID provider (oidc-provider in a child process): the good sign-in of each
 * role, and the refusals — a wrong state, a replayed code, an expired ID token, another issuer, an unmapped group —
 * each a 4xx with a Polish message and nothing issued.
 */
const REDIRECT = 'http://portal.test/api/sso/callback';
const CLIENT = { client_id: 'portal-awarii', client_secret: 'portal-awarii-test-secret-0123456789', redirect_uris: [REDIRECT] };
const PASSWORD = 'Dostawca#2026';
const ACCOUNTS: Record<string, TestAccount> = {
  'anna.admin@operator.test': { password: PASSWORD, name: 'Anna Administratorka', groups: ['staff', 'portal-admins'] },
  'damian.dyspozytor@operator.test': { password: PASSWORD, name: 'Damian Dyspozytor', groups: ['portal-dispatch'] },
  'alicja.akceptant@operator.test': { password: PASSWORD, name: 'Alicja Akceptantka', groups: ['portal-accept'] },
  'cezary.callcenter@operator.test': { password: PASSWORD, name: 'Cezary Konsultant', groups: ['portal-callcenter'] },
  'olga.marketing@operator.test': { password: PASSWORD, name: 'Olga Marketing', groups: ['marketing'] },
  'bartek.awans@operator.test': { password: PASSWORD, name: 'Bartek Awansowany', groups: ['portal-admins'] },
  'niepotwierdzony@operator.test': { password: PASSWORD, name: 'Nie Potwierdzony', groups: ['portal-admins'], emailVerified: false },
  'usuniety.callcenter@operator.test': { password: PASSWORD, name: 'Usunięty Konsultant', groups: ['portal-callcenter'] },
  'mieszkaniec.sso@operator.test': { password: PASSWORD, name: 'Mieszkaniec', groups: ['portal-callcenter'] },
};
const ENV = (issuer: string): Record<string, string> => ({
  OIDC_ISSUER: issuer,
  OIDC_CLIENT_ID: CLIENT.client_id,
  OIDC_CLIENT_SECRET: CLIENT.client_secret,
  OIDC_REDIRECT_URL: REDIRECT,
  OIDC_SCOPES: 'openid email profile groups',
  OIDC_ROLE_MAP: 'portal-admins:ADMIN,portal-dispatch:DISPATCHER,portal-accept:ACCEPTER,portal-callcenter:CALLCENTER',
  OIDC_PROVIDER_NAME: 'Konto Operatora',
});

describe('staff single sign-on (OpenID Connect)', () => {
  let provider: OidcTestProvider;
  let other: OidcTestProvider;
  let t: TestApp;

  beforeAll(async () => {
    [provider, other] = await Promise.all([
      startOidcProvider({ accounts: ACCOUNTS, clients: [CLIENT] }),
      startOidcProvider({ accounts: ACCOUNTS, clients: [CLIENT] }),
    ]);
    t = await createTestApp(ENV(provider.issuer));
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await Promise.all([provider?.stop(), other?.stop()]);
  });

  /** GET /api/sso/login as a browser: the provider's address and the browser's cookies for the portal. */
  async function begin(): Promise<{ location: string; jar: CookieJar }> {
    const res = await t.http().get('/api/sso/login').expect(302);
    const jar = new CookieJar();
    jar.take(res.headers['set-cookie'] as unknown as string[]);
    return { location: res.headers.location, jar };
  }

  async function callback(answer: URL, jar: CookieJar, accept = 'application/json'): Promise<Response> {
    const res = await t.http().get(`/api/sso/callback${answer.search}`).set('Cookie', jar.header()).set('Accept', accept);
    jar.take((res.headers['set-cookie'] as unknown as string[]) ?? []);
    return res;
  }

  async function signIn(email: string): Promise<Response> {
    const { location, jar } = await begin();
    const answer = await signInAtProvider(location, email, PASSWORD);
    const res = await callback(answer, jar);
    expect({ status: res.status, location: res.headers.location, body: res.body }).toEqual({ status: 303, location: '/login?sso=1', body: {} });
    return t.http().post('/api/sso/session').set('Cookie', jar.header()).expect(200);
  }

  async function expectRefused(res: Response, reason: keyof typeof SSO_REFUSALS, jar: CookieJar): Promise<void> {
    const [status, message] = SSO_REFUSALS[reason];
    expect({ status: res.status, body: res.body }).toEqual({ status, body: { statusCode: status, message } });
    // Nothing issued: no handoff cookie, so the back office has no session to collect.
    expect(jar.get('portal_sso_session')).toBeUndefined();
    await t.http().post('/api/sso/session').set('Cookie', jar.header()).expect(401);
  }

  const auditOf = (action: string) => t.db.getRepository(AuditRecordEntity).find({ where: { action }, order: { id: 'DESC' } });

  it('tells the sign-in page what it offers', async () => {
    const res = await t.http().get('/api/sso/options').expect(200);
    expect(res.body).toEqual({ enabled: true, providerName: 'Konto Operatora', passwordSignIn: true });
  });

  it.each([
    ['anna.admin@operator.test', 'ADMIN'],
    ['damian.dyspozytor@operator.test', 'DISPATCHER'],
    ['alicja.akceptant@operator.test', 'ACCEPTER'],
    ['cezary.callcenter@operator.test', 'CALLCENTER'],
  ])('signs %s in with the role %s of the mapped group, as a new staff user', async (email, role) => {
    const res = await signIn(email);
    expect(res.body).toMatchObject({ role, email, fullName: ACCOUNTS[email].name, area: null, phone: null });
    expect(res.headers['cache-control']).toBe('no-store');
    await t.http().post('/api/is-token-valid').set('Authorization', `Bearer ${res.body.token}`).expect(200);
    const user = await t.db.getRepository(UserEntity).findOneByOrFail({ email });
    expect({ role: user.systemRole, id: user.id }).toEqual({ role, id: res.body.userId });
    const [signedIn] = await auditOf('auth.sign-in.success');
    expect({ actorId: signedIn.actorId, method: signedIn.actorMethod }).toEqual({ actorId: user.id, method: 'oidc' });
    const created = (await auditOf('user.create')).find((r) => r.entityId === String(user.id));
    expect(created?.actorMethod).toBe('oidc');
  });

  it('gives an existing staff user the mapped role, revokes the old role’s sessions, and logs out as usual', async () => {
    const existing = await createUser(t.db, { email: 'bartek.awans@operator.test', systemRole: 'DISPATCHER' });
    const old = await t.http().post('/api/login').send({ login: existing.email, password: TEST_PASSWORD }).expect(200);
    const res = await signIn('bartek.awans@operator.test');
    expect({ userId: res.body.userId, role: res.body.role }).toEqual({ userId: existing.id, role: 'ADMIN' });
    await t.http().post('/api/is-token-valid').set('Authorization', `Bearer ${old.body.token}`).expect(401);
    const [roleChange] = await auditOf('user.role');
    expect({ entityId: roleChange.entityId, before: roleChange.before?.systemRole, after: roleChange.after?.systemRole }).toEqual({
      entityId: String(existing.id),
      before: 'DISPATCHER',
      after: 'ADMIN',
    });
    // Revocation works as for a password session.
    await t.http().post('/api/logout').set('Authorization', `Bearer ${res.body.token}`).expect(204);
    await t.http().post('/api/is-token-valid').set('Authorization', `Bearer ${res.body.token}`).expect(401);
  });

  it('refuses a person with no mapped group, creates no user and records the refusal', async () => {
    const { location, jar } = await begin();
    const res = await callback(await signInAtProvider(location, 'olga.marketing@operator.test', PASSWORD), jar);
    await expectRefused(res, 'no-role', jar);
    expect(await t.db.getRepository(UserEntity).countBy({ email: 'olga.marketing@operator.test' })).toBe(0);
    const [refused] = await auditOf('auth.sign-in.failure');
    expect({ method: refused.actorMethod, actorId: refused.actorId, reason: refused.after?.reason }).toEqual({
      method: 'oidc',
      actorId: null,
      reason: 'no-role',
    });
  });

  it('shows a browser the refusal as a Polish page with the status', async () => {
    const { location, jar } = await begin();
    const res = await callback(await signInAtProvider(location, 'olga.marketing@operator.test', PASSWORD), jar, 'text/html,application/xhtml+xml');
    expect(res.status).toBe(403);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toContain('nie należy do żadnej grupy z dostępem do panelu pracownika');
    expect(res.text).toContain('href="/login"');
  });

  it('refuses an e-mail the provider marks as unverified', async () => {
    const { location, jar } = await begin();
    const res = await callback(await signInAtProvider(location, 'niepotwierdzony@operator.test', PASSWORD), jar);
    await expectRefused(res, 'email-missing', jar);
    expect(await t.db.getRepository(UserEntity).countBy({ email: 'niepotwierdzony@operator.test' })).toBe(0);
  });

  it('refuses an answer whose state belongs to another sign-in', async () => {
    const first = await begin();
    const answer = await signInAtProvider(first.location, 'anna.admin@operator.test', PASSWORD);
    // The browser began a second sign-in since: its cookie holds the second state, the answer carries the first.
    const second = await begin();
    await expectRefused(await callback(answer, second.jar), 'state-mismatch', second.jar);
    const [refused] = await auditOf('auth.sign-in.failure');
    expect(refused.after?.reason).toBe('state-mismatch');
  });

  it('refuses an answer without the state cookie (begun in another browser)', async () => {
    const { location } = await begin();
    const answer = await signInAtProvider(location, 'anna.admin@operator.test', PASSWORD);
    const stranger = new CookieJar();
    await expectRefused(await callback(answer, stranger), 'state-missing', stranger);
  });

  it('refuses a replayed code', async () => {
    const { location, jar } = await begin();
    const answer = await signInAtProvider(location, 'damian.dyspozytor@operator.test', PASSWORD);
    const state = jar.get('portal_sso_state')!;
    expect((await callback(answer, jar)).status).toBe(303);
    // The same answer again, with the same state cookie (copied before the callback cleared it).
    const replay = new CookieJar();
    replay.take([`portal_sso_state=${state}`]);
    await expectRefused(await callback(answer, replay), 'code-rejected', replay);
  });

  it('refuses an expired ID token', async () => {
    const { location, jar } = await begin();
    const answer = await signInAtProvider(location, 'alicja.akceptant@operator.test', PASSWORD);
    // Signed two hours ago by the provider's clock: the default hour of validity ended an hour ago.
    await provider.setClock(-7200);
    try {
      await expectRefused(await callback(answer, jar), 'id-token-expired', jar);
    } finally {
      await provider.setClock(0);
    }
  });

  it('refuses an answer from a different issuer (a mix-up), before any code is redeemed', async () => {
    const { location, jar } = await begin();
    // The same request, answered by another provider that knows the same client: its code and its `iss`.
    const elsewhere = new URL(location);
    const answer = await signInAtProvider(`${other.issuer}${elsewhere.pathname}${elsewhere.search}`, 'anna.admin@operator.test', PASSWORD);
    expect(answer.searchParams.get('iss')).toBe(other.issuer);
    await expectRefused(await callback(answer, jar), 'issuer-mismatch', jar);
  });

  it('refuses an ID token issued to another issuer even when the answer claims ours', async () => {
    const { location, jar } = await begin();
    const elsewhere = new URL(location);
    const answer = await signInAtProvider(`${other.issuer}${elsewhere.pathname}${elsewhere.search}`, 'anna.admin@operator.test', PASSWORD);
    answer.searchParams.set('iss', provider.issuer);
    // Our provider does not know the other's code.
    await expectRefused(await callback(answer, jar), 'code-rejected', jar);
  });

  it.each([
    ['usuniety.callcenter@operator.test', { systemRole: 'CALLCENTER', deleted: true }, 'account-disabled'],
    ['mieszkaniec.sso@operator.test', { systemRole: 'PUBLIC' }, 'portal-account'],
  ] as const)('refuses %s (the portal’s own no stands) and changes nothing', async (email, fields, reason) => {
    const existing = await createUser(t.db, { email, ...fields });
    const { location, jar } = await begin();
    await expectRefused(await callback(await signInAtProvider(location, email, PASSWORD), jar), reason, jar);
    const after = await t.db.getRepository(UserEntity).findOneByOrFail({ id: existing.id });
    expect({ role: after.systemRole, deleted: after.deleted, ver: after.tokenVersion }).toEqual({
      role: existing.systemRole,
      deleted: existing.deleted,
      ver: existing.tokenVersion,
    });
  });

  it('answers 503 in Polish when the provider cannot be reached', async () => {
    const app = await createTestApp({ ...ENV('http://127.0.0.1:9'), OIDC_REDIRECT_URL: REDIRECT });
    try {
      const res = await app.http().get('/api/sso/login').set('Accept', 'application/json');
      expect({ status: res.status, body: res.body }).toEqual({ status: 503, body: { statusCode: 503, message: SSO_REFUSALS['provider-unreachable'][1] } });
    } finally {
      await app.close();
    }
  }, 60_000);
});

describe('staff passwords switched off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ...ENV('http://127.0.0.1:9'), OIDC_STAFF_PASSWORDS: 'false' });
  }, 60_000);
  afterAll(() => t?.close());

  it('refuses the back office’s password sign-in with a Polish 403, and staff on the public sign-in too', async () => {
    const staff = await createUser(t.db, { systemRole: 'DISPATCHER' });
    const message = 'Pracownicy nie logują się hasłem. Użyj przycisku „Zaloguj przez Konto Operatora”.';
    const backOffice = await t.http().post('/api/login').send({ login: staff.email, password: TEST_PASSWORD });
    expect({ status: backOffice.status, body: backOffice.body }).toEqual({ status: 403, body: { statusCode: 403, message } });
    const publicSite = await t.http().post('/public/api/login').send({ login: staff.email, password: TEST_PASSWORD });
    expect({ status: publicSite.status, message: publicSite.body.message, token: publicSite.body.token }).toEqual({ status: 403, message, token: undefined });
    expect((await t.http().get('/api/sso/options').expect(200)).body).toEqual({ enabled: true, providerName: 'Konto Operatora', passwordSignIn: false });
  });

  it('still signs a portal account in with its password', async () => {
    const resident = await createUser(t.db, { systemRole: 'PUBLIC' });
    const res = await t.http().post('/public/api/login').send({ login: resident.email, password: TEST_PASSWORD }).expect(200);
    expect(res.body.role).toBe('PUBLIC');
  });
});

describe('single sign-on not configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(() => t?.close());

  it('offers only the password and answers the sign-on routes 404 in Polish', async () => {
    expect((await t.http().get('/api/sso/options').expect(200)).body).toEqual({ enabled: false, providerName: null, passwordSignIn: true });
    const res = await t.http().get('/api/sso/login').set('Accept', 'application/json').expect(404);
    expect(res.body).toEqual({ statusCode: 404, message: 'Logowanie przez dostawcę tożsamości nie jest skonfigurowane' });
  });
});
