import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source-options';
import { addressMatchKey } from '@portal/domain';
import { NotificationsRepository } from '../src/notifications/notifications.repository';
import { MARSZALKOWSKA } from './factories/outage-addresses';
import { plannedOutageForm } from './factories/planned-outage-form';
import { createUser } from './factories/user.factory';
import { eventually, FEED_VISIBILITY_MS } from './support/eventually';
import { SmtpInbox } from './support/smtp-inbox';
import { createTestDatabase, freePort } from './support/test-database';

/**
 * Two real server processes (backend/dist/main.js, as an operator runs them behind a load balancer) on one database
 * (docs/operations.md "Several instances"). Child processes, so that one can be killed with SIGKILL mid-delivery.
 */

const ROOT = resolve(__dirname, '../..');
const MAIN = join(ROOT, 'backend/dist/main.js');
const LOGIN_LIMIT = 6;
const WORKER = { NOTIFICATIONS_INTERVAL_MS: '200', NOTIFICATIONS_BATCH: '200', NOTIFICATIONS_CONCURRENCY: '2' };
/** docs/map-feeds.md: other instances hear of the commit through NOTIFY and rebuild as for a local write. */
const OTHER_INSTANCE_VISIBILITY_MS = FEED_VISIBILITY_MS;

interface Instance {
  name: string;
  proc: ChildProcess;
  pid: number;
  http: () => ReturnType<typeof request>;
  output: string[];
}

const MARSZALKOWSKA_12 = { ...MARSZALKOWSKA, nonFormattedAddress: 'ul. Marszałkowska 12, Warszawa', streetNumber: '12' };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('two instances on one database behave as one', () => {
  let url: string;
  let db: DataSource;
  let inbox: SmtpInbox;
  let a: Instance;
  let b: Instance;
  let dispatcher: { Authorization: string };
  let accepter: { Authorization: string };
  const instances: Instance[] = [];

  async function startInstance(name: string): Promise<Instance> {
    const port = await freePort();
    const output: string[] = [];
    const proc = spawn(process.execPath, [MAIN], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        PORT: String(port),
        DATABASE_URL: url,
        DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-two-')),
        PUBLIC_URL: 'https://awarie.example.pl',
        LOGIN_RATE_LIMIT_PER_MINUTE: String(LOGIN_LIMIT),
        ...inbox.env(),
        ...WORKER,
      },
    });
    proc.stdout.on('data', (c: Buffer) => output.push(c.toString()));
    proc.stderr.on('data', (c: Buffer) => output.push(c.toString()));
    const instance: Instance = { name, proc, pid: proc.pid!, http: () => request(`http://127.0.0.1:${port}`), output };
    instances.push(instance);
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (proc.exitCode !== null) throw new Error(`${name} exited with ${proc.exitCode}:\n${output.join('')}`);
      const ok = await instance
        .http()
        .get('/api/health')
        .then((r) => r.status === 200)
        .catch(() => false);
      if (ok) return instance;
      if (Date.now() > deadline) throw new Error(`${name} did not start within 60 s:\n${output.join('')}`);
      await sleep(200);
    }
  }

  /** A portal account with consent and a confirmed e-mail, watching one address. */
  async function watcher(email: string, number: string): Promise<number> {
    const user = await createUser(db, { systemRole: 'PUBLIC', email, emailConfirmedAt: new Date() });
    await db.query(`UPDATE "users" SET "data_processing_consent_at" = now(), "email_notification_at" = now() WHERE "id" = $1`, [user.id]);
    await db.query(
      `INSERT INTO "watched_addresses" ("user_id", "street_type", "street_name", "house_number", "city", "district", "lng", "lat", "active", "match_key", "match_key_base")
       VALUES ($1, 'ul.', 'Marszałkowska', $2, 'Warszawa', 'Śródmieście', 21.0186, 52.2128, true, $3, $3)`,
      [user.id, number, addressMatchKey('Marszałkowska', number)],
    );
    return user.id;
  }

  async function acceptedOutage(through: Instance, address: typeof MARSZALKOWSKA): Promise<number> {
    const { body } = await through
      .http()
      .post('/api/planned-outage/add')
      .set(dispatcher)
      .send(plannedOutageForm({ addresses: [address], comment: 'Dwie instancje' }))
      .expect(201);
    await through.http().post('/api/planned-outage/change-accept-status').set(accepter).send({ id: body.id, acceptStatus: 'ACCEPTED' }).expect(200);
    return body.id as number;
  }

  const signIn = async (through: Instance, email: string) => {
    const res = await through.http().post('/api/login').send({ login: email, password: 'Test#Haslo1' }).expect(200);
    return { Authorization: `Bearer ${res.body.token as string}` };
  };

  beforeAll(async () => {
    // The children run the build: make sure it is the current source (as `npm start` does).
    execFileSync(process.execPath, [join(ROOT, 'scripts/ensure-built.mjs'), 'backend'], { cwd: ROOT, stdio: 'inherit' });
    inbox = await SmtpInbox.start();
    url = await createTestDatabase();
    db = await new DataSource(dataSourceOptions(url)).initialize();
    const d = await createUser(db, { systemRole: 'DISPATCHER' });
    const acc = await createUser(db, { systemRole: 'ACCEPTER' });
    a = await startInstance('A');
    b = await startInstance('B');
    // A token from one instance is good at the other: nothing about a session lives in a process.
    dispatcher = await signIn(b, d.email);
    accepter = await signIn(a, acc.email);
  }, 300_000);

  afterAll(async () => {
    for (const i of instances) if (i.proc.exitCode === null && i.proc.signalCode === null) i.proc.kill('SIGINT');
    await Promise.all(
      instances.map((i) => (i.proc.exitCode === null && i.proc.signalCode === null ? new Promise((r) => i.proc.once('exit', r)) : Promise.resolve())),
    );
    await db?.destroy();
    await inbox?.close();
  }, 30_000);

  it('a sign-in limit holds across both: half of the limit at each, and the next try at either is 429', async () => {
    for (let i = 0; i < LOGIN_LIMIT; i++) {
      const res = await (i % 2 ? b : a)
        .http()
        .post('/public/api/login')
        .send({ login: `nikt${i}@dwie-instancje.test`, password: 'Zle#Haslo1' });
      expect(res.status).toBe(401);
    }
    const over = await a.http().post('/public/api/login').send({ login: 'nikt@dwie-instancje.test', password: 'Zle#Haslo1' });
    expect(over.status).toBe(429);
    expect(over.body).toEqual({ statusCode: 429, message: 'Zbyt wiele żądań. Spróbuj ponownie za chwilę.' });
    await b.http().post('/public/api/login').send({ login: 'nikt@dwie-instancje.test', password: 'Zle#Haslo1' }).expect(429);
    // The map feeds are never throttled, at either instance.
    for (let i = 0; i < LOGIN_LIMIT * 2; i++) await (i % 2 ? b : a).http().get('/public/api/planned-outage/get/all').expect(200);
  });

  let olaId: number;
  let firstOutage: number;

  it("a planned outage accepted through one instance is in the other's feed within the documented time", async () => {
    olaId = await watcher('ola@dwie-instancje.test', '10');
    const feedIds = async (i: Instance) =>
      ((await i.http().get('/public/api/planned-outage/get/all').expect(200)).body as Array<{ id: number }>).map((o) => o.id);
    firstOutage = await acceptedOutage(a, MARSZALKOWSKA);
    const accepted = Date.now();
    await eventually(async () => expect(await feedIds(b)).toContain(firstOutage), { timeoutMs: OTHER_INSTANCE_VISIBILITY_MS, everyMs: 100 });
    process.stdout.write(`two instances: accepted through A, in B's feed after ${Date.now() - accepted} ms (promised ${OTHER_INSTANCE_VISIBILITY_MS} ms)\n`);
    // The accepting instance rebuilds after the commit too, within the same time (its answer does not wait for it, and a
    // sync it began just before may hold it up to 250 ms longer than the other one's).
    await eventually(async () => expect(await feedIds(a)).toContain(firstOutage), { timeoutMs: FEED_VISIBILITY_MS, everyMs: 100 });
  });

  it('an alert is delivered once while both workers run', async () => {
    await inbox.waitFor('ola@dwie-instancje.test', { timeoutMs: 10_000 });
    await sleep(10 * Number(WORKER.NOTIFICATIONS_INTERVAL_MS)); // ten more rounds of each worker
    expect(inbox.to('ola@dwie-instancje.test')).toHaveLength(1);
    const rows = await db.query(`SELECT "status", "claimed_by" AS "by" FROM "notifications" WHERE "user_id" = $1`, [olaId]);
    expect(rows).toEqual([{ status: 'SENT', by: expect.stringMatching(new RegExp(`:(${a.pid}|${b.pid}):`)) }]);
  });

  it('killing one instance mid-delivery duplicates nothing, and the other delivers everything not in flight at the kill', async () => {
    const people = 60;
    const ids: number[] = [];
    for (let i = 0; i < people; i++) ids.push(await watcher(`osoba${i}@dwie-instancje.test`, '12'));
    const group = async () =>
      await db.query<Array<{ id: number; recipient: string; status: string; by: string | null }>>(
        `SELECT "id", "recipient", "status", "claimed_by" AS "by" FROM "notifications" WHERE "user_id" = ANY($1) ORDER BY "id"`,
        [ids],
      );
    const mine = (who: Instance) => (r: { by: string | null }) => !!r.by && r.by.includes(`:${who.pid}:`);
    const received = (address: string) => inbox.to(address).length;

    inbox.answerDelayMs = 100; // a slow SMTP server: the workers are still busy when A is killed
    await acceptedOutage(b, MARSZALKOWSKA_12);
    // Kill A while it holds rows and some of the group's mails have gone out.
    await eventually(
      async () => {
        const rows = await group();
        expect(rows.filter((r) => r.status === 'SENDING' && mine(a)(r)).length).toBeGreaterThan(0);
        expect(rows.filter((r) => received(r.recipient) > 0).length).toBeGreaterThanOrEqual(6);
      },
      { timeoutMs: 20_000, everyMs: 10 },
    );
    a.proc.kill('SIGKILL');
    await new Promise((r) => a.proc.once('exit', r));
    const atKill = await group();
    const inDoubt = atKill.filter((r) => r.status === 'SENDING' && mine(a)(r));
    // A dead worker holds only what it was handing over: at most its concurrency (docs/notifications.md).
    expect(inDoubt.length).toBeGreaterThan(0);
    expect(inDoubt.length).toBeLessThanOrEqual(Number(WORKER.NOTIFICATIONS_CONCURRENCY));

    // B finishes the rest.
    await eventually(
      async () => {
        const rows = await group();
        expect(rows.filter((r) => r.status === 'PENDING' || (r.status === 'SENDING' && !mine(a)(r)))).toEqual([]);
      },
      { timeoutMs: 30_000, everyMs: 100 },
    );
    await sleep(1_000); // let any late mail arrive
    const after = await group();
    // The rows A held when it died are exactly the ones still SENDING: nobody else took them.
    expect(after.filter((r) => r.status !== 'SENT').map((r) => r.id)).toEqual(inDoubt.map((r) => r.id));
    expect(after.filter(mine(b)).filter((r) => r.status === 'SENT').length).toBeGreaterThan(0);

    // Nothing twice: no address of the group received more than one mail.
    const twice = after.filter((r) => received(r.recipient) > 1).map((r) => r.recipient);
    expect(twice).toEqual([]);
    // Every row recorded as sent went out once.
    expect(after.filter((r) => r.status === 'SENT' && received(r.recipient) !== 1)).toEqual([]);
    // Lost: at most what A had in flight when it died; everything else is delivered (docs/notifications.md
    // "A crash mid-delivery").
    const lost = after.filter((r) => received(r.recipient) === 0);
    process.stdout.write(
      `two instances: A killed holding ${inDoubt.length} rows; ${inDoubt.filter((r) => received(r.recipient) === 1).length} of them had gone out; ${lost.length} never arrived\n`,
    );
    expect(lost.length).toBeLessThanOrEqual(Number(WORKER.NOTIFICATIONS_CONCURRENCY));
    expect(lost.every((r) => inDoubt.some((d) => d.id === r.id))).toBe(true);

    // The sweeper (after STALE_CLAIM_MS in production, called here at once) marks A's rows UNCERTAIN and B never
    // sends them again.
    const mailsBefore = inbox.messages.length;
    expect(await new NotificationsRepository(db).giveUpStale(new Date(Date.now() + 1_000))).toBe(inDoubt.length);
    await sleep(5 * Number(WORKER.NOTIFICATIONS_INTERVAL_MS));
    expect(inbox.messages.length).toBe(mailsBefore);
    expect((await group()).filter((r) => r.status === 'UNCERTAIN').map((r) => r.id)).toEqual(inDoubt.map((r) => r.id));
  });
});
