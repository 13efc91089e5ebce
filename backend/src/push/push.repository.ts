import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export interface PushSubscriptionRow {
  id: number;
  userId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** A few browsers per account: a new one past this replaces the oldest (browsers drop subscriptions without telling). */
export const MAX_SUBSCRIPTIONS_PER_ACCOUNT = 5;

/** The only place that reads or writes the push tables (migration 1764800000000-push-alerts). */
@Injectable()
export class PushRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /** Stores the pair unless one is there (several instances starting at once keep the first), then reads the stored one. */
  async keepVapidKeys(candidate: VapidKeys): Promise<VapidKeys> {
    await this.dataSource.query(`INSERT INTO "push_vapid_keys" ("id", "public_key", "private_key") VALUES (1, $1, $2) ON CONFLICT ("id") DO NOTHING`, [
      candidate.publicKey,
      candidate.privateKey,
    ]);
    const [row] = await this.dataSource.query(`SELECT "public_key" AS "publicKey", "private_key" AS "privateKey" FROM "push_vapid_keys" WHERE "id" = 1`);
    return row;
  }

  async hasVapidKeys(): Promise<boolean> {
    return (await this.dataSource.query(`SELECT 1 FROM "push_vapid_keys" WHERE "id" = 1`)).length > 0;
  }

  count(em: EntityManager, userId: number): Promise<number> {
    return em.query(`SELECT count(*)::int AS "n" FROM "push_subscriptions" WHERE "user_id" = $1`, [userId]).then((r: Array<{ n: number }>) => r[0].n);
  }

  /**
   * One browser, one row: the endpoint is unique, so a browser subscribed again (or by another account signed in on
   * it) moves to the account that subscribed last. Then the account keeps its newest MAX_SUBSCRIPTIONS_PER_ACCOUNT.
   */
  async upsert(em: EntityManager, userId: number, s: { endpoint: string; p256dh: string; auth: string; userAgentLabel: string | null }): Promise<void> {
    await em.query(
      `INSERT INTO "push_subscriptions" ("user_id", "endpoint", "p256dh", "auth", "user_agent_label") VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT ("endpoint") DO UPDATE SET "user_id" = EXCLUDED."user_id", "p256dh" = EXCLUDED."p256dh", "auth" = EXCLUDED."auth",
         "user_agent_label" = EXCLUDED."user_agent_label", "created_at" = now()`,
      [userId, s.endpoint, s.p256dh, s.auth, s.userAgentLabel],
    );
    await em.query(
      `DELETE FROM "push_subscriptions" WHERE "user_id" = $1 AND "id" NOT IN
         (SELECT "id" FROM "push_subscriptions" WHERE "user_id" = $1 ORDER BY "created_at" DESC, "id" DESC LIMIT $2)`,
      [userId, MAX_SUBSCRIPTIONS_PER_ACCOUNT],
    );
  }

  /** The account's subscription with this endpoint, or all of them when no endpoint is given; answers how many went. */
  async remove(em: EntityManager, userId: number, endpoint?: string): Promise<number> {
    // Wrapped in a SELECT: TypeORM answers a bare DELETE … RETURNING as [rows, count].
    const [{ n }]: Array<{ n: number }> = await em.query(
      `WITH gone AS (DELETE FROM "push_subscriptions" WHERE "user_id" = $1 AND ($2::varchar IS NULL OR "endpoint" = $2) RETURNING "id")
       SELECT count(*)::int AS "n" FROM gone`,
      [userId, endpoint ?? null],
    );
    return n;
  }

  list(userId: number): Promise<Array<{ endpoint: string; userAgentLabel: string | null; createdAt: Date }>> {
    return this.dataSource.query(
      `SELECT "endpoint", "user_agent_label" AS "userAgentLabel", "created_at" AS "createdAt" FROM "push_subscriptions" WHERE "user_id" = $1 ORDER BY "created_at" DESC, "id" DESC`,
      [userId],
    );
  }

  /** The push service said the subscription is gone (404/410). */
  async removeById(id: number): Promise<void> {
    await this.dataSource.query(`DELETE FROM "push_subscriptions" WHERE "id" = $1`, [id]);
  }

  byIds(ids: readonly number[]): Promise<PushSubscriptionRow[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.dataSource.query(
      `SELECT "id", "user_id" AS "userId", "endpoint", "p256dh", "auth" FROM "push_subscriptions" WHERE "id" = ANY($1) ORDER BY "id"`,
      [ids],
    );
  }

  /** The push channel's consent record: given with the first browser, withdrawn with the last (docs/accounts.md). */
  async recordConsent(em: EntityManager, userId: number, given: boolean, source: 'SETTINGS' | 'WITHDRAW'): Promise<void> {
    await em.query(`INSERT INTO "consent_events" ("user_id", "kind", "given", "source") VALUES ($1, 'PUSH_NOTIFICATION', $2, $3)`, [userId, given, source]);
  }

  /** Data-processing consent of a live account (push needs it like e-mail and SMS). */
  async mayBeNotified(userId: number): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM "users" WHERE "id" = $1 AND NOT "deleted" AND "anonymized_at" IS NULL AND "data_processing_consent_at" IS NOT NULL`,
      [userId],
    );
    return rows.length > 0;
  }
}
