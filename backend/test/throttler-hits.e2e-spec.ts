import { DataSource } from 'typeorm';
import { ThrottlerHitsRepository } from '../src/common/throttling/throttler-hits.repository';
import { ThrottlerHitsCleanup } from '../src/common/throttling/throttler-hits.cleanup';
import { dataSourceOptions } from '../src/database/data-source-options';
import { createTestDatabase } from './support/test-database';
import { createTestApp, type TestApp } from './support/test-app';

/** The shared counters' SQL on the real database (common/throttling; docs/operations.md "Several instances"). */
describe('shared throttler counters', () => {
  let db: DataSource;
  let counters: ThrottlerHitsRepository;

  beforeAll(async () => {
    db = await new DataSource(dataSourceOptions(await createTestDatabase())).initialize();
    counters = new ThrottlerHitsRepository(db);
  });
  afterAll(() => db.destroy());

  it('counts hits in a window, blocks the hit past the limit and stops counting while blocked', async () => {
    const states = [];
    for (let i = 0; i < 5; i++) states.push(await counters.hit('k:block', 60_000, 3, 120_000));
    expect(states.map((s) => [s.hits, s.blockedFor > 0])).toEqual([
      [1, false],
      [2, false],
      [3, false],
      [4, true],
      [4, true],
    ]);
    expect(states[0].expiresIn).toBe(60);
    expect(states[4].blockedFor).toBe(120);
  });

  it('opens a new window once the window is over, and counts afresh once a block is over', async () => {
    await counters.hit('k:window', 200, 5, 200);
    await counters.hit('k:window', 200, 5, 200);
    for (let i = 0; i < 3; i++) await counters.hit('k:blocked', 200, 1, 200);
    await new Promise((r) => setTimeout(r, 250));
    await expect(counters.hit('k:window', 200, 5, 200)).resolves.toEqual({ hits: 1, expiresIn: 1, blockedFor: 0 });
    await expect(counters.hit('k:blocked', 200, 1, 200)).resolves.toEqual({ hits: 1, expiresIn: 1, blockedFor: 0 });
  });

  it('counts every one of many concurrent hits exactly once (one atomic statement per hit)', async () => {
    const states = await Promise.all(Array.from({ length: 40 }, () => counters.hit('k:race', 60_000, 25, 60_000)));
    expect(states.map((s) => s.hits).sort((a, b) => a - b)).toEqual([...Array.from({ length: 26 }, (_, i) => i + 1), ...Array(14).fill(26)]);
    expect(states.filter((s) => s.blockedFor > 0)).toHaveLength(15);
  });

  it('the cleanup deletes finished counters only', async () => {
    await counters.hit('k:short', 50, 5, 50);
    await counters.hit('k:long', 60_000, 5, 60_000);
    await new Promise((r) => setTimeout(r, 100));
    const cleanup = new ThrottlerHitsCleanup(counters, db);
    expect(await cleanup.run()).toBeGreaterThanOrEqual(1);
    const keys = (await db.query(`SELECT "key" FROM "throttler_hits" ORDER BY "key"`)).map((r: { key: string }) => r.key);
    expect(keys).toContain('k:long');
    expect(keys).not.toContain('k:short');
  });
});

/** The route types' policies when the counters cannot be read (common/throttling/throttling-policy.ts). */
describe('throttled routes while the shared counters cannot be read', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: '3' });
    // The counters' table gone: every counter query fails, the rest of the database works.
    await t.db.query(`ALTER TABLE "throttler_hits" RENAME TO "throttler_hits_away"`);
  });
  afterAll(() => t.close());

  it('account mails answer 503 with Retry-After and the Polish message, never 500', async () => {
    const res = await t.http().post('/public/api/user/password/remind').send({ email: 'ktos@example.pl' }).expect(503);
    expect(res.body).toEqual({ statusCode: 503, message: 'Usługa chwilowo niedostępna. Spróbuj ponownie za chwilę.' });
    expect(res.headers['retry-after']).toBe('5');
  });

  it('sign-in keeps working and keeps its limit, counted in the instance', async () => {
    const tryOnce = () => t.http().post('/public/api/login').send({ login: 'nikt@example.pl', password: 'Zle#Haslo1' });
    for (let i = 0; i < 3; i++) expect((await tryOnce()).status).toBe(401);
    expect((await tryOnce()).status).toBe(429);
  });
});
