import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Per-client request counters shared by every instance (docs/operations.md "Several instances").
 * UNLOGGED: a counter is written on every throttled request, and losing the counters in a database crash only
 * forgets who was close to a limit for at most a window — not worth a WAL write per sign-in.
 */
export class ThrottlerHits1764610000000 implements MigrationInterface {
  name = 'ThrottlerHits1764610000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE UNLOGGED TABLE "throttler_hits" (
        "key" varchar(200) PRIMARY KEY,
        "hits" integer NOT NULL,
        "window_ends_at" timestamptz NOT NULL,
        "blocked_until" timestamptz
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "throttler_hits"`);
  }
}
