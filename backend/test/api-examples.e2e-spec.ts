/**
 * The examples of backend/openapi.json are real calls: this test makes one successful call of EVERY operation of the
 * document against the real app on the demo data, the way an integrator would (logins, records created on the way).
 *
 * - `CAPTURE_API_EXAMPLES=1 npm run test:e2e -w backend -- test/api-examples.e2e-spec.ts` writes what was sent and
 *   answered to test/fixtures/api-examples.json (arrays cut to their first two items); `npm run gen:api` then puts
 *   them into the document (the generator is the only reader of that file), and Spectral checks each against its schema.
 * - Without it, the test fails when an operation has no call here, when a call no longer succeeds, or when a recorded
 *   example no longer has the shape of the live answer (another field, a field gone, another type): recapture then.
 * - Then each operation is called again the ordinary wrong ways its document says it answers: without credentials,
 *   with a body of another type, an unknown field, no required query parameter, an unknown id, a current ETag. Every
 *   answer of this file, the examples' included, must be documented for its operation with its status and media
 *   type (support/api-conformance.ts); the test lists each one that is not.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Test } from 'supertest';
import { AreasService } from '../src/areas/areas.service';
import { DEMO_PASSWORD } from '../src/database/seeds/demo-accounts';
import { seedDemoData } from '../src/database/seeds/seed-demo-data';
import type { CapturedExample } from '../src/openapi/captured-example';
import { followUpToken } from '../src/notifications/report-followups/followup-tokens';
import { solvedCaptcha } from './support/altcha-solver';
import { AnswerLog, documentedOperations, type DocumentedOperation, type ObservedAnswer, type OpenApiDocument } from './support/api-conformance';
import { SmtpInbox, tokenFrom } from './support/smtp-inbox';
import { createTestApp, TestApp } from './support/test-app';
import { MARSZALKOWSKA } from './factories/outage-addresses';
import { marszalkowskaFailure } from './factories/integration-failure';
import { binary } from './support/body-parsers';
import { codeAt } from '../src/auth/totp';
import { SoftwareAuthenticator } from './support/software-authenticator';
import { CookieJar, type OidcTestProvider, signInAtProvider, startOidcProvider } from './support/oidc-test-provider';

const CAPTURE = process.env.CAPTURE_API_EXAMPLES === '1';
/** The recorded calls: a fixture that only the document's generator reads (src/openapi/generate-openapi.cli.ts). */
const EXAMPLES_FILE = join(__dirname, 'fixtures', 'api-examples.json');
const API_KEY = 'example-integration-key-0123456789abcdef';
const FIXTURES = join(__dirname, 'fixtures');
const ARRAY_ITEMS = 2;
const SSO_PASSWORD = 'Dostawca#2026';
const SSO_SECRET = 'example-oidc-client-secret-0123456789';

/** supertest buffers a binary body only when asked. */
// `any`: superagent's response type does not declare the stream events it has.
/** An example stays readable: arrays keep their first items (the shape is the same). */
function trimmed(value: unknown): unknown {
  if (Array.isArray(value)) return value.slice(0, ARRAY_ITEMS).map(trimmed);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, trimmed(v)]));
  return value;
}

/** Where a recorded example and a live answer differ in shape: keys, types, item shape (null matches anything). */
function shapeProblems(example: unknown, live: unknown, at = '$'): string[] {
  if (example === undefined || live === undefined) return example === live ? [] : [`${at}: ${example === undefined ? 'not recorded' : 'not answered'}`];
  if (example === null || live === null) return [];
  if (Array.isArray(example) !== Array.isArray(live) || typeof example !== typeof live)
    return [`${at}: recorded ${JSON.stringify(example)?.slice(0, 60)}, answered ${JSON.stringify(live)?.slice(0, 60)}`];
  if (Array.isArray(example)) return example.length && (live as unknown[]).length ? shapeProblems(example[0], (live as unknown[])[0], `${at}[0]`) : [];
  if (typeof example !== 'object') return [];
  const a = example as Record<string, unknown>;
  const b = live as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return keys.flatMap((k) =>
    k in a && k in b ? shapeProblems(a[k], b[k], `${at}.${k}`) : [`${at}.${k}: ${k in a ? 'no longer answered' : 'not in the example'}`],
  );
}

/** The JSON answered: also a bare `true` that Nest sends as text; undefined for an empty answer. */
function bodyOf(res: { text?: string; body: unknown; headers: Record<string, string> }): unknown {
  if (/json/.test(res.headers['content-type'] ?? '')) return res.body;
  if (!res.text) return undefined;
  try {
    return JSON.parse(res.text);
  } catch {
    return undefined;
  }
}

interface Call {
  method: 'get' | 'post' | 'put' | 'delete' | 'options';
  /** With `{name}` placeholders filled from `path`. */
  url: string;
  path?: Record<string, string | number>;
  query?: Record<string, string | number | boolean>;
  body?: unknown;
  auth?: string;
  apiKey?: boolean;
  status: number;
  /** A file or an empty answer: only the status is recorded. */
  noBody?: boolean;
  prepare?: (req: Test) => Test;
}

/** What the conformance check needs of a supertest answer. */
function observed(res: { status: number; headers: Record<string, string>; text?: string; body: unknown }): ObservedAnswer {
  const declared = res.headers['content-length'];
  const length = declared !== undefined ? Number(declared) : Buffer.isBuffer(res.body) ? res.body.length : res.text?.length;
  return { status: res.status, headers: res.headers, length };
}

describe('API examples: one real call of every operation', () => {
  let t: TestApp;
  let inbox: SmtpInbox;
  let provider: OidcTestProvider;
  let operations: Map<string, DocumentedOperation>;
  let answers: AnswerLog;
  const captured: Record<string, CapturedExample> = {};
  const live: Record<string, unknown> = {};
  const tokens: Record<string, string> = {};
  /** The example call of each operation, as made: the probes change one thing of it. */
  const made: Record<string, Call> = {};
  const etags: Record<string, string | undefined> = {};

  function request(c: Call): { req: Test; url: string } {
    const url = c.url.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(c.path?.[name])));
    let req = t.http()[c.method](url);
    if (c.query) req = req.query(c.query);
    if (c.auth) req = req.set('Authorization', `Bearer ${c.auth}`);
    if (c.apiKey) req = req.set('X-Api-Key', API_KEY);
    if (c.prepare) req = c.prepare(req);
    if (c.body !== undefined) req = req.send(c.body as object);
    return { req, url };
  }

  /** Makes the call, expects success, records it under the operationId. */
  async function call(operationId: string, c: Call): Promise<any> {
    const { req, url } = request(c);
    const res = await req;
    answers.record(operationId, observed(res), 'the example call');
    made[operationId] = c;
    etags[operationId] = res.headers.etag;
    if (res.status !== c.status)
      throw new Error(`${operationId} ${c.method.toUpperCase()} ${url}: expected ${c.status}, got ${res.status} ${JSON.stringify(res.body)}`);
    const response = c.noBody || c.status === 204 ? undefined : bodyOf(res);
    captured[operationId] = {
      ...(c.body !== undefined ? { request: trimmed(c.body) } : {}),
      ...(c.path ? { path: c.path } : {}),
      ...(c.query ? { query: c.query } : {}),
      status: c.status,
      ...(response !== undefined ? { response: trimmed(response) } : {}),
    };
    live[operationId] = response;
    return response ?? res.body;
  }

  async function login(operationId: string, url: string, email: string, password = DEMO_PASSWORD): Promise<string> {
    const body = await call(operationId, { method: 'post', url, body: { login: email, password }, status: 200 });
    return body.token as string;
  }

  beforeAll(async () => {
    inbox = await SmtpInbox.start();
    // Staff single sign-on against a real OpenID provider (oidc-provider in a child process).
    provider = await startOidcProvider({
      accounts: { 'jan.sso@example.pl': { password: SSO_PASSWORD, name: 'Jan Kowalski', groups: ['portal-dispatch'] } },
      clients: [{ client_id: 'portal-awarii', client_secret: SSO_SECRET, redirect_uris: ['https://portal.example.pl/api/sso/callback'] }],
    });
    t = await createTestApp({
      ...inbox.env(),
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: 'portal-awarii',
      OIDC_CLIENT_SECRET: SSO_SECRET,
      OIDC_SCOPES: 'openid email profile groups',
      OIDC_ROLE_MAP: 'portal-admins:ADMIN,portal-dispatch:DISPATCHER',
      OIDC_PROVIDER_NAME: 'Konto Operatora',
      PUBLIC_URL: 'https://portal.example.pl/',
      INTEGRATION_API_KEYS: API_KEY,
      CAPTCHA_COST: '20',
      ACCOUNT_MAIL_RATE_LIMIT_PER_HOUR: '1000',
      TRUST_PROXY: 'true',
    });
    await seedDemoData(t.db);
    await t.app.get(AreasService).reload();
    operations = documentedOperations((await t.http().get('/api/docs-json').expect(200)).body as OpenApiDocument);
    answers = new AnswerLog(operations);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await inbox?.close();
    await provider?.stop();
  });

  it('calls every operation successfully', async () => {
    await call('Health_health', { method: 'get', url: '/api/health', status: 200 });

    // Signing in: staff and a portal user.
    tokens.ADMIN = await login('Auth_staffLogin', '/api/login', 'admin@demo.local');
    tokens.PUBLIC = await login('Auth_publicLogin', '/public/api/login', 'mieszkaniec@demo.local');
    for (const [role, email] of [
      ['DISPATCHER', 'dyspozytor@demo.local'],
      ['ACCEPTER', 'akceptujacy@demo.local'],
      ['CALLCENTER', 'callcenter@demo.local'],
    ]) {
      tokens[role] = (await t.http().post('/api/login').send({ login: email, password: DEMO_PASSWORD }).expect(200)).body.token;
    }
    await call('Auth_isTokenValid', { method: 'post', url: '/api/is-token-valid', auth: tokens.DISPATCHER, status: 200 });

    // Single sign-on: what the sign-in page offers, the redirect to the provider, its answer, the session collected.
    await call('Sso_options', { method: 'get', url: '/api/sso/options', status: 200 });
    await call('Sso_begin', { method: 'get', url: '/api/sso/login', status: 302, noBody: true });
    const signOn = async () => {
      const begun = await t.http().get('/api/sso/login').expect(302);
      const jar = new CookieJar();
      jar.take(begun.headers['set-cookie'] as unknown as string[]);
      const answer = await signInAtProvider(begun.headers.location, 'jan.sso@example.pl', SSO_PASSWORD);
      return { jar, query: Object.fromEntries(answer.searchParams) };
    };
    const viaProvider = await signOn();
    await call('Sso_callback', {
      method: 'get',
      url: '/api/sso/callback',
      // The provider's code, state and iss change every run: sent, not recorded as the example.
      prepare: (r) => r.query(viaProvider.query).set('Cookie', viaProvider.jar.header()),
      status: 303,
      noBody: true,
    });
    const handedOver = await signOn();
    const back = await t.http().get('/api/sso/callback').query(handedOver.query).set('Cookie', handedOver.jar.header()).expect(303);
    handedOver.jar.take(back.headers['set-cookie'] as unknown as string[]);
    await call('Sso_session', { method: 'post', url: '/api/sso/session', prepare: (r) => r.set('Cookie', handedOver.jar.header()), status: 200 });

    // Users (administrators).
    const admin = { auth: tokens.ADMIN };
    await call('Users_roles', { method: 'get', url: '/api/user/roles', ...admin, status: 200 });
    const criteria = { systemRole: 'DISPATCHER', deleted: false, page: { limit: 10, offset: 0, sortField: 'fullName', sortOrder: 'ASC' } };
    const dispatchers = await call('Users_search', { method: 'post', url: '/api/user/search', body: criteria, ...admin, status: 200 });
    await call('Users_count', { method: 'post', url: '/api/user/search/count', body: { systemRole: 'DISPATCHER', deleted: false }, ...admin, status: 200 });
    await call('Users_get', { method: 'get', url: '/api/user/get/{id}', path: { id: dispatchers[0].id }, ...admin, status: 200 });
    const created = await call('Users_create', {
      method: 'post',
      url: '/api/user/create',
      body: { systemRole: 'DISPATCHER', fullName: 'Tomasz Nowicki', email: 'tomasz.nowicki@example.pl', phone: '505111222' },
      ...admin,
      status: 201,
    });
    await call('Users_edit', {
      method: 'put',
      url: '/api/user/edit/{id}',
      path: { id: created.id },
      body: { systemRole: 'DISPATCHER', fullName: 'Tomasz Nowicki', email: 'tomasz.nowicki@example.pl', phone: '505111333' },
      ...admin,
      status: 200,
    });
    await call('Users_toggleDeleted', { method: 'post', url: '/api/user/delete/{id}', path: { id: created.id }, ...admin, status: 200 });

    // The second factor: an accepter added by the administrator enrols at the first sign-in, then signs in with a code.
    const enrolling = await t
      .http()
      .post('/api/user/create')
      .set('Authorization', `Bearer ${tokens.ADMIN}`)
      .send({ systemRole: 'ACCEPTER', fullName: 'Barbara Mazur', email: 'barbara.mazur@example.pl', password: 'Mocne#Haslo2026' })
      .expect(201);
    const enrolChallenge = (await t.http().post('/api/login').send({ login: 'barbara.mazur@example.pl', password: 'Mocne#Haslo2026' }).expect(200)).body;
    const enrolment = await call('Auth_beginEnrolment', {
      method: 'post',
      url: '/api/login/second-factor/enrolment',
      body: { challengeToken: enrolChallenge.challengeToken },
      status: 200,
    });
    await call('Auth_confirmEnrolment', {
      method: 'post',
      url: '/api/login/second-factor/enrolment/confirm',
      body: { challengeToken: enrolChallenge.challengeToken, code: codeAt(enrolment.secret, Date.now() - 30_000) },
      status: 200,
    });
    const verifyChallenge = (await t.http().post('/api/login').send({ login: 'barbara.mazur@example.pl', password: 'Mocne#Haslo2026' }).expect(200)).body;
    await call('Auth_secondFactor', {
      method: 'post',
      url: '/api/login/second-factor',
      body: { challengeToken: verifyChallenge.challengeToken, code: codeAt(enrolment.secret) },
      status: 200,
    });
    // A dispatcher turns a second factor on by choice.
    await t
      .http()
      .post('/api/user/create')
      .set('Authorization', `Bearer ${tokens.ADMIN}`)
      .send({ systemRole: 'DISPATCHER', fullName: 'Marek Sowa', email: 'marek.sowa@example.pl', password: 'Mocne#Haslo2026' })
      .expect(201);
    const marek = (await t.http().post('/api/login').send({ login: 'marek.sowa@example.pl', password: 'Mocne#Haslo2026' }).expect(200)).body.token as string;
    const own = await call('Auth_beginOwnEnrolment', { method: 'post', url: '/api/second-factor/enrolment', auth: marek, status: 200 });
    await call('Auth_confirmOwnEnrolment', {
      method: 'post',
      url: '/api/second-factor/enrolment/confirm',
      body: { code: codeAt(own.secret) },
      auth: marek,
      status: 204,
    });
    // Passkeys: an administrator added by another enrols a passkey at the first sign-in, signs in with it, adds a
    // second one on "Moje konto" and removes the first (a software authenticator answers as a browser would).
    await t
      .http()
      .post('/api/user/create')
      .set('Authorization', `Bearer ${tokens.ADMIN}`)
      .send({ systemRole: 'ADMIN', fullName: 'Ewa Kowalczyk', email: 'ewa.kowalczyk@example.pl', password: 'Mocne#Haslo2026' })
      .expect(201);
    const ewaPassword = () => t.http().post('/api/login').send({ login: 'ewa.kowalczyk@example.pl', password: 'Mocne#Haslo2026' }).expect(200);
    const { rpId, origin } = t.config.auth.webauthn;
    const laptop = new SoftwareAuthenticator(rpId, origin);
    const ewaEnrol = (await ewaPassword()).body.challengeToken as string;
    const creation = await call('Auth_beginPasskeyEnrolment', {
      method: 'post',
      url: '/api/login/second-factor/enrolment/passkey/options',
      body: { challengeToken: ewaEnrol },
      status: 200,
    });
    await call('Auth_completePasskeyEnrolment', {
      method: 'post',
      url: '/api/login/second-factor/enrolment/passkey',
      body: { challengeToken: ewaEnrol, name: 'Laptop służbowy', response: laptop.register(creation) },
      status: 200,
    });
    const ewaVerify = (await ewaPassword()).body.challengeToken as string;
    const request = await call('Auth_passkeyOptions', {
      method: 'post',
      url: '/api/login/second-factor/passkey/options',
      body: { challengeToken: ewaVerify },
      status: 200,
    });
    const ewaSession = (
      await call('Auth_passkey', {
        method: 'post',
        url: '/api/login/second-factor/passkey',
        body: { challengeToken: ewaVerify, response: laptop.assert(request) },
        status: 200,
      })
    ).token as string;
    const key = new SoftwareAuthenticator(rpId, origin);
    const addOptions = await call('Auth_beginOwnPasskey', { method: 'post', url: '/api/second-factor/passkeys/options', auth: ewaSession, status: 200 });
    await call('Auth_addOwnPasskey', {
      method: 'post',
      url: '/api/second-factor/passkeys',
      body: { name: 'YubiKey', response: key.register(addOptions) },
      auth: ewaSession,
      status: 201,
    });
    const ewaKeys = await call('Auth_ownPasskeys', { method: 'get', url: '/api/second-factor/passkeys', auth: ewaSession, status: 200 });
    await call('Auth_removeOwnPasskey', {
      method: 'delete',
      url: '/api/second-factor/passkeys/{id}',
      path: { id: ewaKeys[0].id },
      auth: ewaSession,
      status: 204,
    });
    await call('SecondFactorAdmin_status', { method: 'get', url: '/api/user/second-factor/{id}', path: { id: enrolling.body.id }, ...admin, status: 200 });
    await call('SecondFactorAdmin_reset', {
      method: 'post',
      url: '/api/user/second-factor/reset/{id}',
      path: { id: enrolling.body.id },
      ...admin,
      status: 200,
    });
    await call('UsersReport_report', {
      method: 'post',
      url: '/api/user/report',
      body: { systemRole: 'PUBLIC', deleted: false, page: { sortField: 'fullName', sortOrder: 'ASC' } },
      ...admin,
      status: 200,
      noBody: true,
      prepare: (r) => r.buffer(true).parse(binary),
    });

    // Addresses.
    await call('Geocoding_autocomplete', { method: 'get', url: '/public/api/geocode/autocomplete', query: { q: 'marszałkowska 1', limit: 5 }, status: 200 });
    await call('Geocoding_search', { method: 'get', url: '/public/api/geocode/search', query: { q: 'Marszałkowska 10, Warszawa' }, status: 200 });
    await call('Geocoding_reverse', { method: 'get', url: '/public/api/geocode/reverse', query: { lat: 52.2297, lng: 21.0118 }, status: 200 });

    // Planned outages: a dispatcher creates, an accepter accepts, the call centre reads.
    const dispatcher = { auth: tokens.DISPATCHER };
    const accepter = { auth: tokens.ACCEPTER };
    await call('PlannedOutages_acceptStatuses', { method: 'get', url: '/api/planned-outage/accept-statuses', auth: tokens.CALLCENTER, status: 200 });
    await call('PlannedOutages_addressList', {
      method: 'post',
      url: '/api/planned-outage/address-list',
      ...dispatcher,
      status: 200,
      prepare: (r) => r.attach('file', join(FIXTURES, 'spreadsheets', 'addresses.xlsx')),
    });
    await call('PlannedOutages_resolveAddresses', {
      method: 'post',
      url: '/api/planned-outage/resolve-addresses',
      body: { addresses: ['Marszałkowska 10', 'Puławska 145'] },
      ...dispatcher,
      status: 200,
    });
    const outage = {
      addresses: [MARSZALKOWSKA],
      outageStart: '2027-03-16T08:00:00+01:00',
      outageEnd: '2027-03-16T15:00:00+01:00',
      outageAnnouncement: '2027-03-09',
      voltageLevel: 'LV',
      taskNumber: 'SAP-2027-0316',
      recipient: 'SAP',
      comment: 'Wymiana złącza kablowego',
    };
    const added = await call('PlannedOutages_add', { method: 'post', url: '/api/planned-outage/add', body: outage, ...dispatcher, status: 201 });
    const second = (
      await t
        .http()
        .post('/api/planned-outage/add')
        .set('Authorization', `Bearer ${tokens.DISPATCHER}`)
        .send({ ...outage, taskNumber: 'SAP-2027-0317' })
        .expect(201)
    ).body;
    const third = (
      await t
        .http()
        .post('/api/planned-outage/add')
        .set('Authorization', `Bearer ${tokens.DISPATCHER}`)
        .send({ ...outage, taskNumber: 'SAP-2027-0318' })
        .expect(201)
    ).body;
    await call('PlannedOutages_get', { method: 'get', url: '/api/planned-outage/get/{id}', path: { id: added.id }, auth: tokens.CALLCENTER, status: 200 });
    await call('PlannedOutages_changeAcceptStatus', {
      method: 'post',
      url: '/api/planned-outage/change-accept-status',
      body: { id: added.id, acceptStatus: 'ACCEPTED' },
      ...accepter,
      status: 200,
    });
    await call('PlannedOutages_changeAcceptStatusMany', {
      method: 'post',
      url: '/api/planned-outage/change-accept-status/many',
      body: { ids: [second.id], acceptStatus: 'REJECTED' },
      ...accepter,
      status: 200,
    });
    // Plan against fact: the dispatcher cancels one accepted outage, the outage-management system reports another's hours.
    await t
      .http()
      .post('/api/planned-outage/change-accept-status')
      .set('Authorization', `Bearer ${tokens.ACCEPTER}`)
      .send({ id: third.id, acceptStatus: 'ACCEPTED' })
      .expect(200);
    await call('PlannedOutages_actual', {
      method: 'post',
      url: '/api/planned-outage/actual/{id}',
      path: { id: third.id },
      body: { cancelled: true },
      ...dispatcher,
      status: 200,
    });
    const past = (
      await t
        .http()
        .post('/api/planned-outage/add')
        .set('Authorization', `Bearer ${tokens.DISPATCHER}`)
        .send({
          ...outage,
          outageStart: '2026-11-20T08:00:00+01:00',
          outageEnd: '2026-11-20T14:00:00+01:00',
          outageAnnouncement: '2026-11-13',
          taskNumber: 'SAP-2026-1120',
        })
        .expect(201)
    ).body;
    await t
      .http()
      .post('/api/planned-outage/change-accept-status')
      .set('Authorization', `Bearer ${tokens.ACCEPTER}`)
      .send({ id: past.id, acceptStatus: 'ACCEPTED' })
      .expect(200);
    await call('PlannedOutagesIntegration_actual', {
      method: 'put',
      url: '/api/integration/planned-outages/{id}',
      path: { id: past.id },
      body: { actualStart: '2026-11-20T08:04:00+01:00', actualEnd: '2026-11-20T12:40:00+01:00' },
      apiKey: true,
      status: 200,
    });
    const page = { limit: 10, offset: 0, sortField: 'outageStart', sortOrder: 'DESC' };
    await call('PlannedOutages_dispatcherSearch', {
      method: 'post',
      url: '/api/planned-outage/dispatcher/search/report',
      body: { mine: true, deleted: false, page },
      ...dispatcher,
      status: 200,
    });
    await call('PlannedOutages_dispatcherCount', {
      method: 'post',
      url: '/api/planned-outage/dispatcher/search/report/count',
      body: { mine: true, deleted: false },
      ...dispatcher,
      status: 200,
    });
    await call('PlannedOutages_search', {
      method: 'post',
      url: '/api/planned-outage/search/report',
      body: { acceptStatus: 'TO_ACCEPT', page },
      ...accepter,
      status: 200,
    });
    await call('PlannedOutages_count', {
      method: 'post',
      url: '/api/planned-outage/search/report/count',
      body: { acceptStatus: 'TO_ACCEPT' },
      ...accepter,
      status: 200,
    });
    await call('PlannedOutages_report', {
      method: 'get',
      url: '/api/planned-outage/report',
      query: { deleted: 'false', sortField: 'outageStart', sortOrder: 'DESC' },
      ...accepter,
      status: 200,
      noBody: true,
      prepare: (r) => r.buffer(true).parse(binary),
    });
    await call('PlannedOutages_announcement', {
      method: 'get',
      url: '/api/planned-outage/announcement/{id}',
      path: { id: added.id },
      ...dispatcher,
      status: 200,
      noBody: true,
      prepare: (r) => r.buffer(true).parse(binary),
    });
    await call('PlannedOutages_deleteMany', { method: 'post', url: '/api/planned-outage/delete/many', body: { ids: [second.id] }, ...dispatcher, status: 200 });
    await call('PlannedOutages_deleteOne', { method: 'delete', url: '/api/planned-outage/delete/{id}', path: { id: third.id }, ...dispatcher, status: 204 });
    await call('PublicPlannedOutages_search', {
      method: 'post',
      url: '/public/api/planned-outage/search/compressed-report',
      body: { address: 'Marszałkowska', page: { limit: 10, offset: 0, sortField: 'outageStart', sortOrder: 'ASC' } },
      status: 200,
    });
    await call('PublicPlannedOutages_count', {
      method: 'post',
      url: '/public/api/planned-outage/search/compressed-report/count',
      body: { address: 'Marszałkowska' },
      status: 200,
    });

    // Captcha and the poll.
    await call('AltchaChallenge_challenge', { method: 'get', url: '/public/api/captcha/challenge', query: { action: 'POLL' }, status: 200 });
    await call('PublicPoll_add', {
      method: 'post',
      url: '/public/api/poll/add',
      body: {
        reportFailureTarget: false,
        failureCheckTarget: false,
        plannedCheckTarget: true,
        targetAchieved: true,
        targetNotAchieved: false,
        additionalRemarks: 'Szybko znalazłem termin wyłączenia.',
        recaptchaToken: await solvedCaptcha(t, 'POLL'),
      },
      status: 204,
    });
    await call('PollResults_results', {
      method: 'get',
      url: '/api/poll/results',
      ...admin,
      status: 200,
      noBody: true,
      prepare: (r) => r.buffer(true).parse(binary),
    });

    // Areas and settings.
    const areas = await call('Areas_findAll', { method: 'get', url: '/api/area/get/all', ...dispatcher, status: 200 });
    await call('Areas_get', { method: 'get', url: '/api/area/get/{id}', path: { id: areas[0].id }, ...dispatcher, status: 200 });
    await call('PublicAreas_findAll', { method: 'get', url: '/public/api/area/get/all', status: 200 });
    await call('PublicAreas_byCoordinates', { method: 'post', url: '/public/api/area/get/by-coordinates', body: { lat: 52.2297, lng: 21.0118 }, status: 200 });
    await call('PublicSettings_all', { method: 'get', url: '/public/api/config/get/all', status: 200 });
    await call('PublicSettings_get', { method: 'get', url: '/public/api/config/get/{key}', path: { key: 'showMaintenance' }, status: 200 });
    await call('Settings_editMany', {
      method: 'post',
      url: '/api/config/edit/many',
      body: [
        { key: 'maintenanceStart', value: '2027-01-10T22:00:00Z' },
        { key: 'maintenanceEnd', value: '2027-01-11T02:00:00Z' },
        { key: 'showMaintenance', value: 'true' },
      ],
      ...admin,
      status: 200,
    });
    await call('MapConfig_get', { method: 'get', url: '/public/api/map/config', status: 200 });

    // A new portal account: registration, confirmation, password reminder and reset.
    const email = 'ewa.malinowska@example.pl';
    await call('Registration_register', {
      method: 'post',
      url: '/public/api/register',
      body: { fullName: 'Ewa Malinowska', email, password: 'Moje#Haslo2026' },
      status: 201,
    });
    const confirmEmailToken = tokenFrom(await inbox.waitFor(email, { already: 0 }), 'confirmEmailToken');
    await call('Registration_confirm', { method: 'post', url: '/public/api/email/confirm/{confirmEmailToken}', path: { confirmEmailToken }, status: 200 });
    await call('Registration_publicRemind', { method: 'post', url: '/public/api/user/password/remind', body: { email }, status: 204 });
    const resetPasswordToken = tokenFrom(await inbox.waitFor(email, { already: 1 }), 'resetPasswordToken');
    await call('Registration_publicReset', {
      method: 'post',
      url: '/public/api/user/password/reset',
      body: { resetPasswordToken, newPassword: 'Nowe#Haslo2027' },
      status: 200,
    });
    await call('Registration_staffRemind', { method: 'post', url: '/api/user/password/remind', body: { email: 'callcenter@demo.local' }, status: 204 });
    const staffToken = tokenFrom(await inbox.waitFor('callcenter@demo.local', { already: 0 }), 'resetPasswordToken');
    await call('Registration_staffChange', {
      method: 'post',
      url: '/api/user/password/change',
      body: { resetPasswordToken: staffToken, newPassword: 'Nowe#Haslo2027' },
      status: 200,
    });
    await call('MailOutbox_latest', { method: 'get', url: '/api/mail/outbox', query: { limit: 5 }, ...admin, status: 200 });

    // The portal user's own account (the demo resident).
    const resident = { auth: tokens.PUBLIC };
    const settings = await call('AccountSettings_get', { method: 'get', url: '/public/api/user/get', ...resident, status: 200 });
    await call('AccountSettings_update', {
      method: 'post',
      url: '/public/api/user/update',
      body: { ...settings, phone: '504567891' },
      ...resident,
      status: 200,
    });
    await call('AccountSettings_notification', { method: 'get', url: '/public/api/user/notification', ...resident, status: 200 });
    const addresses = await call('WatchedAddresses_list', { method: 'get', url: '/public/api/user/address', ...resident, status: 200 });
    const watched = await call('WatchedAddresses_add', {
      method: 'post',
      url: '/public/api/user/address',
      body: { confirmed: true, streetName: 'Marszałkowska', houseNumber: '10/5', city: 'Warszawa', district: 'Śródmieście' },
      ...resident,
      status: 201,
    });
    await call('WatchedAddresses_setStatus', {
      method: 'post',
      url: '/public/api/user/address/status/{id}',
      path: { id: watched.id },
      query: { enabled: 'false' },
      ...resident,
      status: 200,
    });
    const link = await call('CalendarLink_create', {
      method: 'post',
      url: '/public/api/user/address/{id}/calendar',
      path: { id: watched.id },
      ...resident,
      status: 201,
    });
    await call('CalendarLink_get', { method: 'get', url: '/public/api/user/address/{id}/calendar', path: { id: watched.id }, ...resident, status: 200 });
    await call('CalendarFeed_feed', {
      method: 'get',
      url: '/public/api/calendar/{file}',
      path: { file: String(link.url).split('/').pop()! },
      status: 200,
      noBody: true,
    });
    await call('CalendarLink_revoke', { method: 'delete', url: '/public/api/user/address/{id}/calendar', path: { id: watched.id }, ...resident, status: 204 });
    await call('WatchedAddresses_remove', { method: 'delete', url: '/public/api/user/address', query: { id: watched.id }, ...resident, status: 204 });
    expect(addresses.length).toBeGreaterThan(0);
    await call('StopEmailLink_send', {
      method: 'post',
      url: '/api/user/email/unsubscribe/{id}',
      path: { id: settings.id ?? (await residentId()) },
      ...admin,
      status: 200,
    });
    const hash = tokenFrom(await inbox.waitFor('mieszkaniec@demo.local', { already: 0 }), 'emailConsentToken');
    await call('Unsubscribe_unsubscribe', {
      method: 'get',
      url: '/public/api/unsubscribe/{hash}',
      path: { hash },
      status: 200,
      noBody: true,
      prepare: (r) => r.buffer(true).parse(binary),
    });
    await call('AccountSettings_withdraw', { method: 'post', url: '/public/api/user/notification', ...resident, status: 204 });

    // Reporting a failure, and the checks behind the wizard.
    await call('UserReports_pointStatus', {
      method: 'post',
      url: '/public/api/call-net/point-electricity-area-status',
      body: { lat: 52.2297, lng: 21.0118 },
      status: 200,
    });
    await call('UserReports_addressAdmStatus', {
      method: 'post',
      url: '/public/api/call-net/address-adm-status',
      body: { city: 'Warszawa', district: 'Śródmieście', street: 'ul. Marszałkowska', residenceNumber: '10', apartmentNumber: '4' },
      status: 200,
    });
    await call('UserReports_report', {
      method: 'post',
      url: '/public/api/call-net/report',
      body: {
        city: 'Warszawa',
        district: 'Śródmieście',
        street: 'ul. Puławska',
        residenceNumber: '24',
        apartmentNumber: '4',
        postcode: '02-512',
        reporter: 'Jan Kowalski',
        phoneNumber: '+48600123456',
        email: 'jan.kowalski@example.pl',
        // Inside the demo storm: the answer also says what is known there (knownOutage) and carries the follow-up's key.
        coordinateX: 21.012,
        coordinateY: 52.195,
        outageStart: '2026-11-21T18:30:00Z',
        reportType: 'NO_VOLTAGE',
        checkAnswers: { building: 'FLAT', invoicesPaid: true, fusesChecked: true, meterChecked: true, neighboursHaveLight: false },
        dataProtectionConsent: true,
        recaptchaToken: await solvedCaptcha(t, 'REPORT'),
      },
      status: 201,
      // Signed in (optional): the report then shows among the resident's own reports.
      prepare: (r) => r.set('Idempotency-Key', '3f0c9b7e-1d2a-4c55-9a8e-6b1f2d3c4e5f').set('Authorization', `Bearer ${tokens.PUBLIC}`),
    });
    // "Powiadom mnie, gdy prąd wróci" for that report, then its stop link (the link's own token, as the mail carries it).
    const reported = live.UserReports_report as { id: number; followUpToken: string; knownOutage: { kind: string; id: number } };
    await call('ReportsGathered_count', {
      method: 'get',
      url: '/api/call-net/reports-gathered',
      query: { kind: reported.knownOutage.kind, id: reported.knownOutage.id },
      ...dispatcher,
      status: 200,
    });
    await call('ReportFollowUp_subscribe', {
      method: 'post',
      url: '/public/api/call-net/report/{id}/follow-up',
      path: { id: reported.id },
      body: { token: reported.followUpToken, email: true, sms: false, consent: true },
      status: 201,
    });
    await call('ReportFollowUp_stop', {
      method: 'post',
      url: '/public/api/call-net/report/{id}/follow-up/stop',
      path: { id: reported.id },
      body: { token: followUpToken(reported.id, t.config.auth.jwtSecret, 'stop') },
      status: 204,
    });
    // "Czy masz już prąd?" → "Nadal nie mam prądu": a question as a failure's end opens it (for the resident's first
    // watched address), answered through its signed link; then the staff's list of the flagged reports.
    const [question] = await t.db.query(
      `INSERT INTO "restoration_checks" ("user_id", "watched_address_id", "outage_id", "expires_at")
       SELECT w."user_id", w."id", (SELECT max("id") FROM "call_net_outages"), now() + interval '1 day' FROM "watched_addresses" w
       JOIN "users" u ON u."id" = w."user_id" WHERE u."email" = 'mieszkaniec@demo.local' ORDER BY w."id" LIMIT 1 RETURNING "id"`,
    );
    await call('StillNoPower_answer', {
      method: 'post',
      url: '/public/api/restoration-check/{id}/still-off',
      path: { id: question.id },
      body: { token: followUpToken(question.id, t.config.auth.jwtSecret, 'still-off') },
      status: 201,
    });
    await call('StaffReports_list', {
      method: 'get',
      url: '/api/call-net/user-reports',
      query: { afterRestoration: true, limit: 5 },
      ...dispatcher,
      status: 200,
    });
    // Push alerts: the key, then this browser on and off again (off at once: no alert of this run goes to a real push service).
    await call('VapidPublicKey_publicKey', { method: 'get', url: '/public/api/push/vapid-public-key', status: 200 });
    const browser = {
      endpoint: 'https://fcm.googleapis.com/fcm/send/dGVzdC1zdWJzY3JpcHRpb24',
      keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' },
    };
    await call('PushSubscriptions_subscribe', { method: 'post', url: '/public/api/user/push/subscribe', body: browser, ...resident, status: 204 });
    await call('PushSubscriptions_list', { method: 'get', url: '/public/api/user/push', ...resident, status: 200 });
    await call('PushSubscriptions_unsubscribe', {
      method: 'post',
      url: '/public/api/user/push/unsubscribe',
      body: { endpoint: browser.endpoint },
      ...resident,
      status: 204,
    });
    // Priority customers (docs/priority-customers.md): the resident declares for the watched address in the accepted
    // outage, the accepter counts, the call centre opens the list, the administrator reads the record, the consent is withdrawn.
    const consentVersion = (await t.http().get('/public/api/user/priority').set('Authorization', `Bearer ${tokens.PUBLIC}`).expect(200)).body.consent.version;
    const declaredAt = (addresses as Array<{ id: number; streetName: string }>).find((a) => a.streetName === 'Marszałkowska')!.id;
    await call('MyPriority_declare', {
      method: 'post',
      url: '/public/api/user/priority',
      body: { watchedAddressId: declaredAt, equipment: 'OXYGEN', equipmentNote: null, healthDataConsent: true, consentVersion },
      ...resident,
      status: 201,
    });
    await call('MyPriority_mine', { method: 'get', url: '/public/api/user/priority', ...resident, status: 200 });
    await call('StaffPriority_count', {
      method: 'get',
      url: '/api/priority-customers/planned-outage/{id}/count',
      path: { id: added.id },
      ...accepter,
      status: 200,
    });
    // The call centre's password was reset above (every token revoked): it signs in again.
    const callCenter = (await t.http().post('/api/login').send({ login: 'callcenter@demo.local', password: 'Nowe#Haslo2027' }).expect(200)).body
      .token as string;
    tokens.CALLCENTER = callCenter;
    await call('StaffPriority_list', {
      method: 'get',
      url: '/api/priority-customers/planned-outage/{id}',
      path: { id: added.id },
      auth: callCenter,
      status: 200,
    });
    await call('StaffPriority_accessLog', { method: 'get', url: '/api/priority-customers/access-log', query: { limit: 25, offset: 0 }, ...admin, status: 200 });
    await call('MyPriority_withdraw', {
      method: 'delete',
      url: '/public/api/user/priority/{watchedAddressId}',
      path: { watchedAddressId: declaredAt },
      ...resident,
      status: 204,
    });
    await call('AccountSettings_myReports', {
      method: 'post',
      url: '/public/api/user/reports',
      body: { sortField: 'reportDate', sortOrder: 'DESC', page: { limit: 10, offset: 0 } },
      ...resident,
      status: 200,
    });

    // The public map's feeds.
    await call('MapFeed_extensive', { method: 'get', url: '/public/api/call-net/failures-extensive', status: 200 });
    await call('MapFeed_failuresHv', { method: 'get', url: '/public/api/call-net/failures-hv', status: 200 });
    await call('MapFeed_failuresLv', { method: 'get', url: '/public/api/call-net/failures-lv', status: 200 });
    await call('MapFeed_reports', { method: 'get', url: '/public/api/call-net/reports', query: { timePeriod: 'PT24H' }, status: 200 });
    await call('MapFeed_plannedAll', { method: 'get', url: '/public/api/planned-outage/get/all', status: 200 });
    await call('MapFeed_plannedMapSearch', { method: 'post', url: '/public/api/planned-outage/search/map', body: { status: 'ACTIVE' }, status: 200 });
    // Open data: the examples in the document are made by the feeds' own builders (open-data.controller.ts), so only
    // that each call answers is recorded here.
    await call('OpenData_outages', { method: 'get', url: '/public/api/open/v1/outages.geojson', status: 200, noBody: true });
    await call('OpenData_planned', { method: 'get', url: '/public/api/open/v1/planned.atom', status: 200, noBody: true });
    await call('OpenData_alerts', { method: 'get', url: '/public/api/open/v1/alerts.cap', status: 200, noBody: true });
    await call('OpenData_preflight', {
      method: 'options',
      url: '/public/api/open/v1/{feed}',
      path: { feed: 'outages.geojson' },
      status: 204,
      prepare: (r) => r.set('Origin', 'https://dane.example.pl').set('Access-Control-Request-Method', 'GET'),
    });
    // The address card: a point in the demo storm's Mokotów area.
    await call('AddressStatus_status', {
      method: 'get',
      url: '/public/api/address-status',
      query: { lat: 52.195, lng: 21.012, street: 'ul. Puławska', houseNumber: '24' },
      status: 200,
    });

    // The outage-management system.
    const failure = marszalkowskaFailure({ start: '2026-11-24T06:40:00Z', end: '2026-11-24T11:00:00Z' });
    await call('Integration_upsert', {
      method: 'put',
      url: '/api/integration/outages/{externalId}',
      path: { externalId: 'AW-2026-000123' },
      body: failure,
      apiKey: true,
      status: 200,
    });
    await call('Integration_get', {
      method: 'get',
      url: '/api/integration/outages/{externalId}',
      path: { externalId: 'AW-2026-000123' },
      apiKey: true,
      status: 200,
    });
    await call('Integration_end', {
      method: 'post',
      url: '/api/integration/outages/{externalId}/end',
      path: { externalId: 'AW-2026-000123' },
      body: { endedAt: '2026-11-24T10:15:00Z' },
      apiKey: true,
      status: 200,
    });
    await call('Integration_userReports', {
      method: 'get',
      url: '/api/integration/user-reports',
      query: { since: '2026-11-01T00:00:00Z', limit: 2 },
      apiKey: true,
      status: 200,
    });

    // Outage history: the resident's year (the demo's watched addresses) and its exports; the administrators' report.
    const historyYear = Number(new Intl.DateTimeFormat('en', { timeZone: 'Europe/Warsaw', year: 'numeric' }).format(new Date()));
    const history = await call('OutageHistory_get', {
      method: 'get',
      url: '/public/api/user/outage-history',
      query: { year: historyYear },
      ...resident,
      status: 200,
    });
    const historyAddress = { id: history.addresses[0].id };
    await call('OutageHistory_csv', {
      method: 'get',
      url: '/public/api/user/outage-history/{id}/csv',
      path: historyAddress,
      query: { year: historyYear },
      ...resident,
      status: 200,
      noBody: true,
      prepare: (r) => r.buffer(true).parse(binary),
    });
    await call('OutageHistory_pdf', {
      method: 'get',
      url: '/public/api/user/outage-history/{id}/pdf',
      path: historyAddress,
      query: { year: historyYear },
      ...resident,
      status: 200,
      noBody: true,
      prepare: (r) => r.buffer(true).parse(binary),
    });
    await call('OutageHistoryReport_report', {
      method: 'get',
      url: '/api/outage-history/report',
      query: { year: historyYear },
      ...admin,
      status: 200,
      noBody: true,
      prepare: (r) => r.buffer(true).parse(binary),
    });

    // The public scoreboard of a past month, and its CSV.
    await call('Statistics_get', { method: 'get', url: '/public/api/statistics', query: { month: '2026-10' }, status: 200 });
    await call('Statistics_csv', {
      method: 'get',
      url: '/public/api/statistics/csv',
      query: { month: '2026-10' },
      status: 200,
      noBody: true,
      prepare: (r) => r.buffer(true).parse(binary),
    });

    // Administration: SMS, alerts, area upload.
    await call('TestSms_testSms', { method: 'post', url: '/test-sms', ...admin, status: 200 });
    await call('SmsOutbox_outbox', { method: 'get', url: '/api/sms/outbox', query: { limit: 5 }, ...admin, status: 200 });
    await call('Notifications_search', { method: 'get', url: '/api/notifications', query: { limit: 5 }, ...admin, status: 200 });
    const [signIn] = await call('Audit_search', {
      method: 'get',
      url: '/api/audit',
      query: { action: 'auth.sign-in.success', limit: 1 },
      ...admin,
      status: 200,
    });
    await call('Audit_get', { method: 'get', url: '/api/audit/{id}', path: { id: signIn.id }, ...admin, status: 200 });
    await call('Audit_export', {
      method: 'get',
      url: '/api/audit/export',
      query: { action: 'auth.sign-in.success' },
      ...admin,
      status: 200,
      noBody: true,
      prepare: (r) => r.buffer(true).parse(binary),
    });
    await call('Areas_upload', {
      method: 'post',
      url: '/api/area/upload',
      ...admin,
      status: 200,
      prepare: (r) => r.attach('file', join(FIXTURES, 'areas', 'areas.geojson')),
    });

    // Last: calls that end sessions.
    const ewa = (await t.http().post('/public/api/login').send({ login: email, password: 'Nowe#Haslo2027' }).expect(200)).body.token as string;
    await call('Auth_changePassword', {
      method: 'post',
      url: '/public/api/user/password/change',
      body: { currentPassword: 'Nowe#Haslo2027', newPassword: 'Inne#Haslo2028' },
      auth: ewa,
      status: 200,
    });
    const again = (await t.http().post('/public/api/login').send({ login: email, password: 'Inne#Haslo2028' }).expect(200)).body.token as string;
    await call('AccountSettings_anonymize', { method: 'post', url: '/public/api/user/anonymize', auth: again, status: 204 });
    await call('Auth_logout', { method: 'post', url: '/api/logout', ...dispatcher, status: 204 });

    async function residentId(): Promise<number> {
      return (await t.db.query(`SELECT id FROM users WHERE email = 'mieszkaniec@demo.local'`))[0].id as number;
    }
  }, 120_000);

  it('has a call for every operation of the document, and the recorded examples still have the live shape', async () => {
    const doc = (await t.http().get('/api/docs-json').expect(200)).body as { paths: Record<string, Record<string, { operationId: string }>> };
    const operations = Object.values(doc.paths).flatMap((item) => Object.values(item).map((op) => op.operationId));
    expect(operations.filter((id) => !captured[id])).toEqual([]);
    if (CAPTURE) {
      const sorted = Object.fromEntries(
        Object.keys(captured)
          .sort()
          .map((id) => [id, captured[id]]),
      );
      writeFileSync(EXAMPLES_FILE, JSON.stringify(sorted, null, 2) + '\n');
      return;
    }
    const recordedExamples = JSON.parse(readFileSync(EXAMPLES_FILE, 'utf8')) as Record<string, CapturedExample>;
    const problems = operations.flatMap((id) => {
      const recorded = recordedExamples[id];
      if (!recorded) return [`${id}: no recorded example (run with CAPTURE_API_EXAMPLES=1)`];
      const now = captured[id];
      return [
        ...(recorded.status !== now.status ? [`${id}: recorded status ${recorded.status}, answered ${now.status}`] : []),
        ...shapeProblems(recorded.response, live[id]).map((p) => `${id} response ${p}`),
        ...shapeProblems(recorded.request, now.request).map((p) => `${id} request ${p}`),
      ];
    });
    expect(problems).toEqual([]);
  });

  it('answers the ordinary wrong calls of every operation as documented, and documents every answer given', async () => {
    // Fresh sign-ins: the example calls ended some sessions (logout, a password reset).
    const signIns: Record<string, [string, string, string]> = {
      ADMIN: ['/api/login', 'admin@demo.local', DEMO_PASSWORD],
      DISPATCHER: ['/api/login', 'dyspozytor@demo.local', DEMO_PASSWORD],
      ACCEPTER: ['/api/login', 'akceptujacy@demo.local', DEMO_PASSWORD],
      CALLCENTER: ['/api/login', 'callcenter@demo.local', 'Nowe#Haslo2027'],
      PUBLIC: ['/public/api/login', 'mieszkaniec@demo.local', DEMO_PASSWORD],
    };
    const fresh: Record<string, string> = {};
    for (const [role, [url, login, password]] of Object.entries(signIns)) {
      fresh[role] = (await t.http().post(url).send({ login, password }).expect(200)).body.token;
    }
    /** The example's credentials, signed in again; null when the example used an account of its own (gone now). */
    const credentialsOf = (c: Call): string | undefined | null => {
      if (!c.auth) return undefined;
      const role = Object.entries(tokens).find(([, token]) => token === c.auth)?.[0];
      return role ? fresh[role] : null;
    };

    /** Probes whose status is the point: each must get it. */
    const missed: string[] = [];
    const probe = async (operationId: string, how: string, c: Call, expected?: number, change: (req: Test) => Test = (r) => r) => {
      const res = await change(request(c).req);
      answers.record(operationId, observed(res), how);
      if (expected !== undefined && res.status !== expected)
        missed.push(`${operationId} (${how}): expected ${expected}, answered ${res.status} ${JSON.stringify(res.body)?.slice(0, 120)}`);
      return res;
    };

    for (const op of operations.values()) {
      const example = made[op.operationId];
      if (!example) continue;
      const id = op.operationId;
      const auth = credentialsOf(example);
      // Without credentials: the document's 401.
      if (op.secured) await probe(id, 'no credentials', { ...example, auth: undefined, apiKey: false }, 401);
      if (auth === null) continue;
      const c: Call = { ...example, auth };
      const plain: Call = { ...c, body: undefined, prepare: undefined };
      if (op.consumes.length) {
        await probe(id, 'a text/plain body', plain, 415, (r) => r.set('Content-Type', 'text/plain').send('to nie jest JSON'));
      }
      if (op.consumes.includes('application/json')) {
        const unknownField = Array.isArray(example.body) ? [{ nieznanePole: 1 }] : { nieznanePole: 1 };
        await probe(id, 'an unknown field', { ...plain, body: unknownField }, op.responses.has(400) ? 400 : undefined);
      }
      if (op.requiredQuery.length) await probe(id, 'no required query parameter', { ...c, query: undefined }, 400);
      if (example.path) {
        const unknown = Object.fromEntries(Object.entries(example.path).map(([name, value]) => [name, typeof value === 'number' ? 999_999 : 'NIEMA-999']));
        await probe(id, 'an unknown id', { ...c, path: unknown, body: example.body });
      }
      if (op.method === 'get' && etags[id]) {
        // A body made afresh for each call (a captcha challenge, a dated summary) has a new ETag each time: 304 is
        // expected only where two calls in a row answer the same one.
        const first = await probe(id, 'a GET for the ETag', c);
        const second = await probe(id, 'a second GET', c);
        // A resource an earlier example removed answers 404 with an ETag too; 304 is for a representation that exists.
        const stable = first.status === 200 && first.headers.etag !== undefined && first.headers.etag === second.headers.etag;
        await probe(id, 'If-None-Match with the current ETag', c, stable ? 304 : undefined, (r) => r.set('If-None-Match', second.headers.etag ?? '"none"'));
      }
    }

    const unreached = [...operations.values()].flatMap((op) =>
      [...op.responses.keys()].filter((status) => !answers.reached(op.operationId).has(status)).map((status) => `${op.operationId} ${status}`),
    );
    process.stdout.write(`documented answers no call here reaches (they need a state this run does not make): ${unreached.join(', ')}\n`);
    expect(missed).toEqual([]);
    expect(answers.undocumented()).toEqual([]);
  }, 120_000);
});
