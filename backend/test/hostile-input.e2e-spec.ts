/**
 * The rule "bad input anywhere gets a clear 4xx with a Polish message, never a 500, never a half-written
 * record", checked for EVERY operation of the OpenAPI document the app generates from its code: a new
 * route is swept without anyone listing it here.
 *
 * Who calls: an operation secured by `integration-api-key` gets the X-Api-Key header; one secured by
 * `bearer` gets a token of the first role its 403 description names ("Tylko role: …", written by
 * Auth()), or, when any signed-in user may call it, the demo PUBLIC user under /public and the demo
 * ADMIN elsewhere; the rest are called anonymously. A token revoked along the way (a request that
 * was legitimately accepted may end a session) is replaced by a fresh user of the same role.
 *
 * What is sent, each answer checked (4xx, never 5xx, the one error shape, Polish message and field errors):
 * - JSON bodies: not JSON, empty, an array, null, a 2 MB string, a string just under the 1 MB body limit, an unknown
 *   field, __proto__, constructor/prototype keys, a lone surrogate as a key, 10,000 levels of nested arrays and of
 *   nested objects, bytes that are not UTF-8 inside a string, a UTF-16 charset, text/plain; then every declared
 *   property (one level into nested objects and array items) in turn set to an object, array, number, long string,
 *   string with NUL, string with a lone surrogate (the JSON escape \ud800), -1, 1e20, 1.5, null and true, and
 *   arrays to 70,000 items; the rest of the body is a sample that satisfies the schema (a captcha field gets a
 *   real solution when the value may pass, so the request reaches the service behind it);
 * - POST/PUT/DELETE without a declared body: broken JSON;
 * - path parameters: abc, -1, 0, 99999999999999999999, 1.5, %00, 300 characters, malformed percent-encoding,
 *   bytes that are not UTF-8;
 * - query parameters: abc, a repeated parameter, 5,000 characters, -1, 2026-13-45, 99999999999999999999,
 *   malformed percent-encoding, bytes that are not UTF-8, a UTF-16 surrogate encoded as UTF-8, NUL; header parameters: 5,000 characters, odd characters;
 * - credentials: a garbage or unsigned (alg none) token, Basic auth, a 5,000-character API key;
 * - multipart uploads: an empty file, garbage, JSON of another shape, a .pdf, no file, another field name,
 *   a text field instead of the file, JSON or text instead of multipart, a broken multipart body;
 * - anonymous: an operation that needs a credential also gets every whole-body variant above without one;
 * - after the sweep the health check must still answer within 2 s (nothing stalled);
 * - a second test: a method no operation declares, on every path.
 * A value the declared schema allows (null where nullable, -1 where no minimum is declared) may
 * legitimately succeed: for those only "never a 5xx" and the error shape of a 4xx are required.
 * Path parameters of the body sweep point at real demo records (samplePathValue), so an accepted body reaches the database.
 * Every rejected write must leave the main tables byte for byte as they were.
 */
import type { Response } from 'supertest';
import { AreasService } from '../src/areas/areas.service';
import { seedDemoData } from '../src/database/seeds/seed-demo-data';
import { DEMO_PASSWORD } from '../src/database/seeds/demo-accounts';
import { createUser, TEST_PASSWORD } from './factories/user.factory';
import { solvedCaptcha } from './support/altcha-solver';
import {
  errorShapeProblem,
  BAD_TEXT_QUERY_VALUES,
  HOSTILE_BODY_VALUES,
  HOSTILE_HEADER_VALUES,
  HOSTILE_PATH_VALUES,
  HOSTILE_QUERY_VALUES,
  HostileValue,
  INVALID_UTF8_BYTES,
  jsonWithBytes,
  MALFORMED_QUERY_VALUE,
  nestedJson,
  OpenApiDocument,
  Operation,
  operationsOf,
  Parameter,
  propertyPaths,
  resolve,
  SAMPLE_EMAIL,
  sampleOf,
  Schema,
  withValue,
} from './support/hostile-input';
import { createTestApp, TestApp } from './support/test-app';

const API_KEY = 'hostile-input-integration-key-0123456789';
const DEMO_LOGINS: Record<string, string> = {
  ADMIN: 'admin@demo.local',
  DISPATCHER: 'dyspozytor@demo.local',
  ACCEPTER: 'akceptujacy@demo.local',
  CALLCENTER: 'callcenter@demo.local',
  PUBLIC: 'mieszkaniec@demo.local',
};
/** The tables a rejected write must not touch (logs, login failures, used captchas and outboxes may change legitimately). */
const GUARDED_TABLES = [
  'users',
  'planned_outages',
  'planned_outage_addresses',
  'user_reports',
  'call_net_outages',
  'watched_addresses',
  'areas',
  'settings',
  'poll_answers',
  'consent_events',
  'account_tokens',
];

type Body =
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; type: string; text: string | Buffer }
  | { kind: 'multipart'; build: (req: import('supertest').Test) => import('supertest').Test };

interface HostileRequest {
  label: string;
  pathValues?: Record<string, string>;
  query?: Record<string, string | string[]>;
  /** Appended to the query string as is (not encoded). */
  rawQuery?: string;
  headers?: Record<string, string>;
  body?: Body;
  /** The declared schema allows the value, so a 2xx is a legitimate answer. */
  mayPass?: boolean;
  /** Replaces the credential: a 401 is the point, not a sign of a revoked token. */
  badCredential?: boolean;
  /** Sent without the operation's credential. */
  anonymous?: boolean;
}

describe('hostile input on every OpenAPI operation', () => {
  let t: TestApp;
  let doc: OpenApiDocument;
  const tokens = new Map<string, string>();
  const samples: Record<string, string> = {};

  async function login(role: string, email: string, password: string): Promise<string> {
    const path = role === 'PUBLIC' ? '/public/api/login' : '/api/login';
    const res = await t.http().post(path).send({ login: email, password });
    if (res.status !== 200) throw new Error(`login ${role} ${email}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.token as string;
  }

  /** A new user of the role when the previous token was revoked by an accepted request. */
  async function renewToken(role: string): Promise<void> {
    const user = await createUser(t.db, { systemRole: role as never });
    tokens.set(role, await login(role, user.email, TEST_PASSWORD));
  }

  beforeAll(async () => {
    t = await createTestApp({
      INTEGRATION_API_KEYS: API_KEY,
      ACCOUNT_MAIL_RATE_LIMIT_PER_HOUR: '100000',
      // Cheap captchas: a request with an allowed value gets a real solution, so it reaches the service behind the captcha.
      CAPTCHA_COST: '20',
      REPORT_RATE_LIMIT: '100000',
    });
    await seedDemoData(t.db);
    await t.app.get(AreasService).reload();
    for (const [role, email] of Object.entries(DEMO_LOGINS)) tokens.set(role, await login(role, email, DEMO_PASSWORD));
    doc = (await t.http().get('/api/docs-json').expect(200)).body as OpenApiDocument;

    // Real records for the path parameters of the body sweep, so a body that slips through validation reaches the database.
    const victim = await createUser(t.db, { systemRole: 'DISPATCHER' });
    const one = async (sql: string) => String((await t.db.query(sql))[0]?.v ?? '1');
    samples.user = String(victim.id);
    samples.plannedOutage = await one('SELECT min(id) AS v FROM planned_outages');
    samples.area = await one('SELECT min(id) AS v FROM areas');
    samples.watchedAddress = await one(
      `SELECT min(w.id) AS v FROM watched_addresses w JOIN users u ON u.id = w.user_id WHERE u.email = 'mieszkaniec@demo.local'`,
    );
    samples.externalId = await one('SELECT min(external_id) AS v FROM call_net_outages');
    samples.settingKey = await one('SELECT min(key) AS v FROM settings');
  }, 120_000);
  afterAll(() => t.close());

  function samplePathValue(op: Operation, param: Parameter): string {
    if (param.name === 'externalId') return samples.externalId;
    if (param.name === 'key') return samples.settingKey;
    if (param.name !== 'id') return 'przykladowa-wartosc';
    if (op.path.includes('/planned-outage/')) return samples.plannedOutage;
    if (op.path.includes('/area/')) return samples.area;
    if (op.path.includes('/user/address/')) return samples.watchedAddress;
    if (op.path.includes('/user/')) return samples.user;
    return '1';
  }

  function credentialOf(op: Operation): string | undefined {
    if (op.security.includes('integration-api-key')) return 'API_KEY';
    if (op.security.includes('bearer')) return op.roles[0] ?? (op.path.startsWith('/public/') ? 'PUBLIC' : 'ADMIN');
    return undefined;
  }

  /** Every hostile request for one operation. */
  function hostileRequests(op: Operation): HostileRequest[] {
    const list: HostileRequest[] = [];
    const pathParams = op.parameters.filter((p) => p.in === 'path');
    const queryParams = op.parameters.filter((p) => p.in === 'query');
    const headerParams = op.parameters.filter((p) => p.in === 'header');
    const baseBody = op.jsonBody ? sampleOf(doc, op.jsonBody) : undefined;
    const bodyOf = (): Body | undefined => (op.jsonBody ? { kind: 'json', value: baseBody } : undefined);

    if (op.jsonBody) {
      const raw = (text: string): Body => ({ kind: 'raw', type: 'application/json', text });
      const firstString = propertyPaths(doc, op.jsonBody).find((p) => p.schema.type === 'string' && p.path.length === 1)?.path[0] ?? 'pole';
      const firstStringSchema = propertyPaths(doc, op.jsonBody).find((p) => p.path[0] === firstString)?.schema ?? {};
      const withFirst = (value: unknown) => JSON.stringify({ ...(baseBody as object), [firstString]: value });
      const limit = t.config.bodyLimitBytes;
      list.push({ label: 'body: not JSON', body: raw('{"a":') });
      list.push({ label: 'body: empty', body: raw(''), mayPass: (resolve(doc, op.jsonBody).required ?? []).length === 0 });
      list.push({ label: 'body: array', body: raw(JSON.stringify([baseBody])) });
      list.push({ label: 'body: null', body: raw('null') });
      list.push({ label: 'body: 2 MB string', body: raw(JSON.stringify({ ...(baseBody as object), [firstString]: 'x'.repeat(2 * 1024 * 1024) })) });
      list.push({
        label: 'body: string just under the body limit',
        body: raw(withFirst('x'.repeat(limit - withFirst('').length - 16))),
        mayPass: firstStringSchema.type === 'string' && !firstStringSchema.maxLength && !firstStringSchema.enum && !firstStringSchema.format,
      });
      list.push({ label: 'body: unknown field', body: { kind: 'json', value: { ...(baseBody as object), nieznanePole: 1 } } });
      const polluted = JSON.stringify(baseBody).replace(/^(\[?)\{/, '$1{"__proto__":{"isAdmin":true},');
      if (polluted !== JSON.stringify(baseBody)) list.push({ label: 'body: __proto__', body: raw(polluted) });
      list.push({ label: 'body: constructor and prototype keys', body: raw(withFirst('@').replace(/^\{/, '{"constructor":{"prototype":{"isAdmin":true}},')) });
      list.push({ label: 'body: prototype key', body: raw(withFirst('@').replace(/^\{/, '{"prototype":{"isAdmin":true},')) });
      list.push({ label: 'body: lone surrogate as a key', body: raw(withFirst('@').replace(/^\{/, '{"\\udc00":1,')) });
      for (const kind of ['array', 'object'] as const)
        list.push({ label: `body: ${kind}s nested 10,000 deep`, body: raw(withFirst('@').replace('"@"', nestedJson(10_000, kind))) });
      for (const [name, bytes] of INVALID_UTF8_BYTES)
        list.push({ label: `body: not UTF-8 (${name})`, body: { kind: 'raw', type: 'application/json', text: jsonWithBytes(withFirst('@'), '@', bytes) } });
      list.push({ label: 'body: charset utf-16', body: { kind: 'raw', type: 'application/json; charset=utf-16', text: JSON.stringify(baseBody) } });
      const required = resolve(doc, op.jsonBody).required ?? [];
      list.push({ label: 'body: text/plain', body: { kind: 'raw', type: 'text/plain', text: JSON.stringify(baseBody) }, mayPass: required.length === 0 });
      // The captcha field's description names its form ("akcja POLL"); solved only where validation may let the request through.
      const captcha = propertyPaths(doc, op.jsonBody).find((p) => p.path.length === 1 && /captcha.*akcja (\w+)/i.test(p.schema.description ?? ''));
      const captchaAction = captcha && /akcja (\w+)/i.exec(captcha.schema.description!)![1];
      for (const { path, schema } of propertyPaths(doc, op.jsonBody)) {
        for (const hostile of [...HOSTILE_BODY_VALUES, ...(schema.type === 'array' ? [hugeArray(schema)] : [])]) {
          const mayPass = hostile.allowedBy(schema);
          let value = withValue(baseBody, path, hostile.value);
          if (mayPass && captcha && captcha.path[0] !== path[0]) value = { ...(value as object), [captcha.path[0]]: { captchaAction } };
          list.push({ label: `body.${path.join('.')}: ${hostile.name}`, body: { kind: 'json', value }, mayPass });
        }
      }
    }
    if (!op.jsonBody && !op.multipartBody && op.method !== 'get') {
      // Parsed before any guard: refused even where the operation takes no body (so it cannot end a session).
      list.push({ label: 'undeclared body: not JSON', body: { kind: 'raw', type: 'application/json', text: '{"a":' } });
    }
    for (const param of pathParams) {
      for (const value of HOSTILE_PATH_VALUES)
        list.push({ label: `path ${param.name}: ${value.slice(0, 24)}`, pathValues: { [param.name]: value }, body: bodyOf() });
    }
    for (const param of queryParams) {
      const schema = resolve(doc, param.schema);
      for (const hostile of HOSTILE_QUERY_VALUES) {
        list.push({
          label: `query ${param.name}: ${hostile.name}`,
          query: { [param.name]: hostile.value as string | string[] },
          body: bodyOf(),
          mayPass: hostile.allowedBy(schema),
        });
      }
      list.push({ label: `query ${param.name}: malformed encoding`, rawQuery: `${param.name}=${MALFORMED_QUERY_VALUE}`, body: bodyOf(), mayPass: true });
      for (const [name, value] of BAD_TEXT_QUERY_VALUES)
        list.push({ label: `query ${param.name}: ${name}`, rawQuery: `${param.name}=${value}`, body: bodyOf() });
    }
    for (const param of headerParams) {
      const schema = resolve(doc, param.schema);
      for (const hostile of HOSTILE_HEADER_VALUES) {
        list.push({
          label: `header ${param.name}: ${hostile.name}`,
          headers: { [param.name]: hostile.value as string },
          body: bodyOf(),
          mayPass: hostile.allowedBy(schema),
        });
      }
    }
    if (!op.parameters.some((p) => p.in === 'query')) {
      // A query string the operation does not declare is still parsed (and must still be text).
      for (const [name, value] of BAD_TEXT_QUERY_VALUES) list.push({ label: `undeclared query: ${name}`, rawQuery: `x=${value}`, body: bodyOf() });
    }
    if (op.security.length) {
      // Whoever has no credential gets the variants refused before any guard (the body parsers, the query check) and
      // one a guard must stop before the pipe sees it: a 400 or a 401, never worse. Bounded: the guard is one per route.
      const beforeGuards =
        /^(body: (not UTF-8|objects nested|string just under|lone surrogate as a key|not JSON)|undeclared|query \w+: (NUL|invalid UTF-8))|: lone surrogate$/;
      for (const req of list.filter((r) => beforeGuards.test(r.label)).slice(0, 12))
        list.push({ ...req, label: `anonymous ${req.label}`, anonymous: true, mayPass: false });
    }
    if (op.security.includes('bearer')) {
      const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
      const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: 1, role: 'ADMIN', exp: 4102444800 })}.`;
      for (const [name, value] of [
        ['garbage', `Bearer ${'x'.repeat(3000)}`],
        ['unsigned JWT', `Bearer ${unsigned}`],
        ['Basic', 'Basic YWRtaW46YWRtaW4='],
      ]) {
        list.push({ label: `auth: ${name}`, headers: { Authorization: value }, body: bodyOf(), badCredential: true });
      }
    }
    if (op.security.includes('integration-api-key'))
      list.push({ label: 'auth: long API key', headers: { 'X-Api-Key': 'k'.repeat(5000) }, body: bodyOf(), badCredential: true });
    if (op.multipartBody) {
      const [field, fileSchema] = Object.entries(resolve(doc, op.multipartBody).properties ?? {}).find(([, s]) => s.format === 'binary') ?? ['file', {}];
      // The file field's description names the accepted extension (".geojson, up to 5 MB"): hostile files wear it.
      const ext = /\.(\w+)/.exec(fileSchema.description ?? '')?.[1] ?? 'xlsx';
      const multipart = (build: (req: import('supertest').Test) => import('supertest').Test): Body => ({ kind: 'multipart', build });
      list.push({ label: 'upload: empty file', body: multipart((r) => r.attach(field, Buffer.alloc(0), `pusty.${ext}`)) });
      list.push({ label: 'upload: garbage file', body: multipart((r) => r.attach(field, Buffer.from('to nie jest plik \u0000\u0001'), `smieci.${ext}`)) });
      list.push({
        label: 'upload: JSON of another shape',
        body: multipart((r) => r.attach(field, Buffer.from('{"type":"Point","coordinates":[1e400,"a"]}'), `ksztalt.${ext}`)),
      });
      list.push({ label: 'upload: wrong file type', body: multipart((r) => r.attach(field, Buffer.from('%PDF-1.4 nie ten plik'), 'dokument.pdf')) });
      list.push({ label: 'upload: no file', body: multipart((r) => r.field('inne', 'abc')) });
      list.push({ label: 'upload: another field name', body: multipart((r) => r.attach('inny', Buffer.from('{}'), 'a.geojson')) });
      list.push({ label: 'upload: text field named like the file', body: multipart((r) => r.field(field, 'abc')) });
      list.push({ label: 'upload: JSON instead of multipart', body: { kind: 'raw', type: 'application/json', text: JSON.stringify({ [field]: 'abc' }) } });
      list.push({ label: 'upload: text instead of multipart', body: { kind: 'raw', type: 'text/plain', text: 'abc' } });
      list.push({
        label: 'upload: broken multipart',
        body: {
          kind: 'raw',
          type: 'multipart/form-data; boundary=xyz',
          text: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.xlsx"\r\n\r\nabc',
        },
      });
    }
    return list;
  }

  /** 70,000 items (more than PostgreSQL's 65,535 bind parameters) of a small sample item, under the 1 MB body limit. */
  function hugeArray(schema: Schema): HostileValue {
    const item = sampleOf(doc, schema.items);
    const n = Math.min(70_000, Math.floor(900_000 / (JSON.stringify(item).length + 1)));
    return { name: `${n} items`, value: Array.from({ length: n }, () => item), allowedBy: (s) => s.maxItems === undefined || s.maxItems >= n };
  }

  function urlOf(op: Operation, req: HostileRequest): string {
    let path = op.path;
    for (const param of op.parameters.filter((p) => p.in === 'path')) {
      const value = req.pathValues?.[param.name] ?? encodeURIComponent(samplePathValue(op, param));
      path = path.replace(`{${param.name}}`, value);
    }
    const query: Array<[string, string]> = [];
    for (const param of op.parameters.filter((p) => p.in === 'query')) {
      const value = req.query?.[param.name] ?? (param.required ? String(sampleOf(doc, param.schema)) : undefined);
      for (const v of value === undefined ? [] : Array.isArray(value) ? value : [value]) query.push([param.name, v]);
    }
    const parts = query.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).concat(req.rawQuery ? [req.rawQuery] : []);
    return parts.length ? `${path}?${parts.join('&')}` : path;
  }

  let emailCounter = 0;
  /** The unique e-mail the last request sent, for an operation that stores its account after answering. */
  let lastEmail: string | null = null;

  /**
   * Registration answers alike, and as fast, whether or not the address has an account, so it stores a new one after
   * its answer: the sweep waits for that row, or a later, refused request would be blamed for it.
   */
  async function accountStored(email: string): Promise<void> {
    for (let i = 0; i < 200; i += 1) {
      if ((await t.db.query('SELECT 1 FROM users WHERE email = $1', [email])).length) return;
      await new Promise((r) => setTimeout(r, 25));
    }
  }
  /**
   * Just before sending: `{ captchaAction }` placeholders become fresh solutions (each is accepted once), and the
   * sample e-mail a unique one, so a request with an allowed value is not stopped by "e-mail already used".
   */
  async function withCaptchas(raw: unknown): Promise<unknown> {
    const text = JSON.stringify(raw);
    if (text.includes(SAMPLE_EMAIL)) lastEmail = `hostile.${++emailCounter}@example.pl`;
    const value = JSON.parse(text.replaceAll(SAMPLE_EMAIL, lastEmail ?? SAMPLE_EMAIL)) as unknown;
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
    const entries = await Promise.all(
      Object.entries(value).map(
        async ([k, v]) => [k, v && typeof v === 'object' && 'captchaAction' in v ? await solvedCaptcha(t, String(v.captchaAction)) : v] as const,
      ),
    );
    return Object.fromEntries(entries);
  }

  async function send(op: Operation, req: HostileRequest, credential: string | undefined): Promise<Response> {
    let test = (t.http() as unknown as Record<string, (url: string) => import('supertest').Test>)[op.method](urlOf(op, req));
    if (credential === 'API_KEY') test = test.set('X-Api-Key', API_KEY);
    else if (credential) test = test.set('Authorization', `Bearer ${tokens.get(credential)}`);
    for (const [name, value] of Object.entries(req.headers ?? {})) test = test.set(name, value);
    const body = req.body;
    if (body?.kind === 'json') test = test.send((await withCaptchas(body.value)) as object);
    // Bytes go as they are: superagent would serialise a Buffer sent as JSON into `{"type":"Buffer",…}`.
    else if (body?.kind === 'raw')
      test = test
        .set('Content-Type', body.type)
        .serialize((b: unknown) => b as string)
        .send(body.text);
    else if (body?.kind === 'multipart') test = body.build(test);
    return test;
  }

  async function fingerprint(): Promise<Record<string, string>> {
    const sql = GUARDED_TABLES.map((table) => `SELECT '${table}' AS t, md5(coalesce(string_agg(x::text, ',' ORDER BY x::text), '')) AS h FROM ${table} x`).join(
      ' UNION ALL ',
    );
    const rows: Array<{ t: string; h: string }> = await t.db.query(sql);
    return Object.fromEntries(rows.map((r) => [r.t, r.h]));
  }

  async function settledFingerprint(): Promise<Record<string, string>> {
    let last = await fingerprint();
    for (let i = 0; i < 40; i += 1) {
      await new Promise((r) => setTimeout(r, 25));
      const next = await fingerprint();
      if (GUARDED_TABLES.every((table) => next[table] === last[table])) return next;
      last = next;
    }
    return last;
  }

  it('answers every hostile request with a Polish 4xx in the error shape, never a 5xx, and writes nothing when it refuses', async () => {
    const started = Date.now();
    const operations = operationsOf(doc);
    const failures: string[] = [];
    let requests = 0;
    const nothingToSend: string[] = [];
    const statuses = new Map<number, number>();
    // The "wrote nothing" check means something only when the demo data fills the main tables.
    const empty: string[] = [];
    for (const table of ['users', 'planned_outages', 'user_reports', 'call_net_outages', 'watched_addresses', 'areas']) {
      if (Number((await t.db.query(`SELECT count(*) AS n FROM ${table}`))[0].n) === 0) empty.push(table);
    }
    expect(empty).toEqual([]);
    let before = await fingerprint();

    for (const op of operations) {
      const credential = credentialOf(op);
      let pastAuth = 0;
      const list = hostileRequests(op);
      if (!list.some((r) => !r.badCredential)) nothingToSend.push(`${op.method.toUpperCase()} ${op.path}`);
      for (const req of list) {
        requests += 1;
        let res = await send(op, req, req.anonymous ? undefined : credential);
        if (res.status === 401 && credential && credential !== 'API_KEY' && !req.badCredential && !req.anonymous) {
          // An earlier accepted request may have ended this user's sessions: a fresh user of the role, once.
          const valid = await t
            .http()
            .post('/api/is-token-valid')
            .set('Authorization', `Bearer ${tokens.get(credential)}`);
          if (valid.status === 401) {
            await renewToken(credential);
            before = await fingerprint();
            res = await send(op, req, credential);
          }
        }
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        const where = `${op.method.toUpperCase()} ${op.path} [${req.label}] → ${res.status}`;
        if (res.status !== 401 && res.status !== 403 && !req.badCredential && !req.anonymous) pastAuth += 1;
        // HOSTILE_DEBUG=1 lists the answers to allowed values (to review how far they got), HOSTILE_DEBUG=all every answer.
        if (process.env.HOSTILE_DEBUG && (res.status < 400 || req.mayPass || process.env.HOSTILE_DEBUG === 'all'))
          process.stdout.write(`DEBUG ${where} ${JSON.stringify(res.body).slice(0, 100)}\n`);
        if (res.status >= 500) failures.push(`${where}: server error ${JSON.stringify(res.body).slice(0, 160)}`);
        else if (res.status >= 400) {
          const problem = errorShapeProblem(res.status, res.body);
          if (problem) failures.push(`${where}: ${problem}`);
        } else if (!req.mayPass) failures.push(`${where}: accepted a value its schema forbids`);

        if (op.method !== 'get') {
          const refused = res.status >= 400 && res.status < 500;
          // An accepted request may go on writing after its answer (a password reminder mails in the background):
          // wait until the tables stand still, so that work is not blamed on the next, refused request.
          if (!refused && op.method === 'post' && op.path === '/public/api/register' && lastEmail) await accountStored(lastEmail);
          const after = refused ? await fingerprint() : await settledFingerprint();
          if (refused) {
            const changed = GUARDED_TABLES.filter((table) => before[table] !== after[table]);
            if (changed.length) failures.push(`${where}: refused but changed ${changed.join(', ')}`);
          }
          before = after;
        }
      }
      if (list.some((r) => !r.badCredential && !r.anonymous) && !pastAuth)
        failures.push(`${op.method.toUpperCase()} ${op.path}: every request stopped at 401/403 (credential ${credential ?? 'none'})`);
    }

    process.stdout.write(
      `hostile input: ${operations.length} operations, ${requests} requests, ${((Date.now() - started) / 1000).toFixed(1)} s, answers ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}\n`,
    );
    process.stdout.write(`no parameters and no body (only credential probes, if secured): ${nothingToSend.join(', ')}\n`);
    // Nothing of the sweep may be left holding the server: the health check answers at once.
    const asked = Date.now();
    const health = await t.http().get('/api/health').timeout(5_000);
    const healthMs = Date.now() - asked;
    if (health.status !== 200 || healthMs > 2_000) failures.push(`after the sweep GET /api/health → ${health.status} in ${healthMs} ms`);
    expect(failures).toEqual([]);
    // About 55 s of this process's CPU; other engineers' runs on the same 2 cores stretch it to 4 minutes at a load of 20.
  }, 600_000);

  it('answers a method no operation declares with a Polish 404/405 for every path', async () => {
    const failures: string[] = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      const method = ['patch', 'put', 'delete', 'post'].find((m) => !(m in item))!;
      const url = path.replace(/\{[^}]+\}/g, '1');
      const res = await (t.http() as unknown as Record<string, (u: string) => import('supertest').Test>)
        [method](url)
        .set('Authorization', `Bearer ${tokens.get('ADMIN')}`);
      const problem = res.status === 404 || res.status === 405 ? errorShapeProblem(res.status, res.body) : `status ${res.status}`;
      if (problem) failures.push(`${method.toUpperCase()} ${url}: ${problem}`);
    }
    expect(failures).toEqual([]);
  });
});
