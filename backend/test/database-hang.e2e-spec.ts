import { Client } from 'pg';
import { OwnDatabase } from './support/own-database';
import { createTestApp, TestApp } from './support/test-app';
import { marszalkowskaFailure } from './factories/integration-failure';

const UNAVAILABLE = { statusCode: 503, message: 'Usługa chwilowo niedostępna. Spróbuj ponownie za chwilę.' };
const KEY = 'hang-test-integration-key-0123456789ab';
const STATEMENT_TIMEOUT_MS = 1000;
/** The client gives up 1 s after the statement timeout; the rest is slack for a shared 2-core machine. */
const ANSWER_WITHIN_MS = STATEMENT_TIMEOUT_MS + 1000 + 1500;
/** How long the test waits before it counts a request as never answered (before the fix: it waited for the thaw). */
const GIVE_UP_MS = 10_000;

const outage = marszalkowskaFailure();

/**
 * Issue #14, "hung database": a frozen server (SIGSTOP of the postmaster and every backend) or a held lock must fail
 * a request with 503 within the configured timeouts, and a write whose client was told it failed must never be
 * committed when the server wakes up.
 */
describe('a hung database', () => {
  let db: OwnDatabase;
  let t: TestApp;
  let watcher: Client;

  const put = (externalId: string) => t.http().put(`/api/integration/outages/${externalId}`).set('X-Api-Key', KEY).send(outage);
  /** Status, body, Retry-After and time taken; 'no answer' when nothing came within GIVE_UP_MS (the client gave up). */
  const timed = async (request: PromiseLike<{ status: number; body: unknown; headers: Record<string, string> }>) => {
    const started = Date.now();
    let timer: NodeJS.Timeout | undefined;
    const gaveUp = new Promise<'no answer'>((resolve) => (timer = setTimeout(resolve, GIVE_UP_MS, 'no answer')));
    const noAnswer = (e: unknown) => ({ status: -1, body: String(e), headers: {} as Record<string, string> });
    const res = await Promise.race([Promise.resolve(request).then((r) => r, noAnswer), gaveUp]);
    clearTimeout(timer);
    const ms = Date.now() - started;
    return res === 'no answer' ? { answer: res, ms } : { answer: { status: res.status, body: res.body, retryAfter: res.headers['retry-after'] }, ms };
  };
  const rowsOf = async (sql: string, params: unknown[]) => (await watcher.query(sql, params)).rowCount;

  beforeAll(async () => {
    db = await OwnDatabase.start();
    t = await createTestApp(
      {
        INTEGRATION_API_KEYS: KEY,
        DB_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS),
        DB_CONNECT_TIMEOUT_MS: '1000',
        DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: '2000',
      },
      { databaseUrl: db.url },
    );
    watcher = new Client({ connectionString: db.url });
    await watcher.connect();
  }, 60_000);

  afterAll(async () => {
    await watcher?.end().catch(() => undefined);
    await t?.close();
    await db?.end();
  });

  it('runs the server’s sessions with the configured statement and idle-in-transaction timeouts', async () => {
    const [row] = await t.db.query("SELECT current_setting('statement_timeout') AS statement, current_setting('idle_in_transaction_session_timeout') AS idle");
    expect(row).toEqual({ statement: '1s', idle: '2s' });
  });

  it('answers 503 when a lock holds a write past the statement timeout', async () => {
    await put('LOCKED-1').expect(200);
    await watcher.query('BEGIN');
    try {
      await watcher.query("SELECT id FROM call_net_outages WHERE external_id = 'LOCKED-1' FOR UPDATE");
      const { answer, ms } = await timed(put('LOCKED-1'));
      expect(answer).toEqual({ status: 503, body: UNAVAILABLE, retryAfter: '5' });
      expect(ms).toBeLessThan(ANSWER_WITHIN_MS);
    } finally {
      await watcher.query('ROLLBACK');
    }
  }, 30_000);

  it('answers 503 while the server is frozen, and what it refused is not committed when the server wakes up', async () => {
    await put('WARM-1').expect(200); // the pool holds open connections to the backends that are about to freeze
    const frozen = db.freeze();
    let write: Awaited<ReturnType<typeof timed>>;
    let lone: Awaited<ReturnType<typeof timed>>;
    try {
      // First, on a clean pooled connection: a lone statement outside a transaction, as repositories send them
      // (TypeORM's insert(), query()); sent as it is, the woken server would commit it by itself.
      lone = await timed(
        t.db
          .query("INSERT INTO settings (key, value) VALUES ('hang-test', 'committed after the client gave up')")
          .then(() => ({ status: 200, body: null, headers: {} })),
      );
      write = await timed(put('FROZEN-1'));
    } finally {
      db.thaw(frozen);
    }
    // Whatever the woken server still held in its sockets has now had time to run.
    await new Promise((resolve) => setTimeout(resolve, 2000));

    expect({
      write: write.answer,
      lone: lone.answer,
      committedAfterwards: {
        write: await rowsOf('SELECT 1 FROM call_net_outages WHERE external_id = $1', ['FROZEN-1']),
        lone: await rowsOf('SELECT 1 FROM settings WHERE key = $1', ['hang-test']),
      },
    }).toEqual({
      write: { status: 503, body: UNAVAILABLE, retryAfter: '5' },
      lone: expect.objectContaining({ status: -1 }),
      committedAfterwards: { write: 0, lone: 0 },
    });
    expect(write.ms).toBeLessThan(ANSWER_WITHIN_MS);
    expect(lone.ms).toBeLessThan(ANSWER_WITHIN_MS);
    // And the server serves again without a restart.
    await put('AFTER-1').expect(200);
  }, 60_000);
});
