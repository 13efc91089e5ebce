import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';

/** One client's counter after a hit, in whole seconds as the throttler's headers want them. */
export interface CounterState {
  hits: number;
  /** Seconds until the counting window ends. */
  expiresIn: number;
  /** Seconds until the block ends; 0 when not blocked. */
  blockedFor: number;
}

/**
 * The only place that touches `throttler_hits`. Fixed windows: the first hit opens a window of `ttl`, hits in it are
 * counted, the hit that passes `limit` blocks the key for `block` (hits while blocked are not counted), and the first
 * hit after the window or the block opens a new window. Times are the database's (`now()`), so instances whose
 * clocks differ still agree.
 */
@Injectable()
export class ThrottlerHitsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Counts one hit and answers the new state in one statement (one round trip, atomic under concurrent hits from
   * any number of instances: the row lock of ON CONFLICT serialises them).
   */
  async hit(key: string, ttlMs: number, limit: number, blockMs: number): Promise<CounterState> {
    const rows: Array<{ hits: number; expires_in: number; blocked_for: number }> = await this.dataSource.query(
      `WITH counted AS (
         INSERT INTO "throttler_hits" AS t ("key", "hits", "window_ends_at", "blocked_until")
         VALUES ($1, 1, now() + $2::int * interval '1 millisecond', CASE WHEN 1 > $3::int THEN now() + $4::int * interval '1 millisecond' END)
         ON CONFLICT ("key") DO UPDATE SET
           "hits" = CASE WHEN t."blocked_until" > now() THEN t."hits"
                         WHEN t."blocked_until" IS NOT NULL OR t."window_ends_at" <= now() THEN 1
                         ELSE t."hits" + 1 END,
           "window_ends_at" = CASE WHEN t."blocked_until" > now() THEN t."window_ends_at"
                         WHEN t."blocked_until" IS NOT NULL OR t."window_ends_at" <= now() THEN now() + $2::int * interval '1 millisecond'
                         ELSE t."window_ends_at" END,
           "blocked_until" = CASE WHEN t."blocked_until" > now() THEN t."blocked_until"
                         WHEN (CASE WHEN t."blocked_until" IS NOT NULL OR t."window_ends_at" <= now() THEN 1 ELSE t."hits" + 1 END) > $3::int
                           THEN now() + $4::int * interval '1 millisecond' END
         RETURNING "hits", "window_ends_at", "blocked_until")
       SELECT "hits",
              GREATEST(0, ceil(extract(epoch FROM "window_ends_at" - now())))::int AS "expires_in",
              COALESCE(GREATEST(0, ceil(extract(epoch FROM "blocked_until" - now()))), 0)::int AS "blocked_for"
       FROM counted`,
      [key, ttlMs, limit, blockMs],
    );
    const [row] = rows;
    return { hits: row.hits, expiresIn: row.expires_in, blockedFor: row.blocked_for };
  }

  /** Counters whose window and block are both over say nothing any more. */
  async deleteExpired(em: EntityManager): Promise<number> {
    const rows: unknown[] = await em.query(
      `WITH gone AS (
         DELETE FROM "throttler_hits" WHERE "window_ends_at" < now() AND ("blocked_until" IS NULL OR "blocked_until" < now()) RETURNING 1)
       SELECT 1 FROM gone`,
    );
    return rows.length;
  }
}
