import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { NotificationEntity } from './entities/notification.entity';
import type { NotificationChannel, NotificationDraft, NotificationEvent, NotificationStatus, OutboxBacklog } from './notification.model';

export interface QueuedNotification extends NotificationDraft {
  nextAttemptAt: Date;
}

export interface NotificationCriteria {
  userId?: number;
  event?: NotificationEvent;
  status?: NotificationStatus;
  channel?: NotificationChannel;
  limit: number;
  offset: number;
}

/** Rows inserted per statement: well under PostgreSQL's 65,535 bind parameters (11 per row). */
const INSERT_CHUNK = 2000;

/** The only place that queries the notification outbox. */
@Injectable()
export class NotificationsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Queues messages inside the caller's transaction; a (user, channel, key) already queued is skipped, so producing
   * the same event twice — a retried request, two instances — sends it once. Answers how many were new.
   */
  async enqueue(rows: readonly QueuedNotification[], em: EntityManager = this.dataSource.manager): Promise<number> {
    let inserted = 0;
    for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
      const chunk = rows.slice(i, i + INSERT_CHUNK);
      const params: unknown[] = [];
      const values = chunk.map((r) => {
        const base = params.length;
        params.push(r.userId, r.watchedAddressId, r.event, r.channel, r.key, r.recipient, r.subject, r.body, r.html, r.nextAttemptAt);
        return `(${Array.from({ length: 10 }, (_, k) => `$${base + k + 1}`).join(', ')})`;
      });
      const result: Array<{ id: number }> = await em.query(
        `INSERT INTO "notifications" ("user_id", "watched_address_id", "event", "channel", "key", "recipient", "subject", "body", "html", "next_attempt_at")
         VALUES ${values.join(', ')}
         ON CONFLICT ("user_id", "channel", "key") DO NOTHING
         RETURNING "id"`,
        params,
      );
      inserted += result.length;
    }
    return inserted;
  }

  /**
   * A reporter's follow-ups: no account, so the row names its follow-up instead, and the partial unique
   * index on it makes each follow-up's message go once, however often its outage's end is seen. Answers how many were new.
   */
  async enqueueFollowups(
    rows: ReadonlyArray<Omit<QueuedNotification, 'userId' | 'watchedAddressId'> & { reportFollowupId: number }>,
    em: EntityManager,
  ): Promise<number> {
    let inserted = 0;
    for (const r of rows) {
      const result: unknown[] = await em.query(
        `INSERT INTO "notifications" ("report_followup_id", "event", "channel", "key", "recipient", "subject", "body", "html", "next_attempt_at")
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT DO NOTHING RETURNING "id"`,
        [r.reportFollowupId, r.event, r.channel, r.key, r.recipient, r.subject, r.body, r.html, r.nextAttemptAt],
      );
      inserted += result.length;
    }
    return inserted;
  }

  /**
   * One statement, one round trip: records as SENT the rows this worker just delivered (`delivered`), then takes the
   * next due message for it and marks it SENDING. SKIP LOCKED lets several instances claim side by side without
   * waiting for or taking each other's rows; claiming one at a time means a worker never holds a row it has not
   * started, and recording in the same statement means it holds no delivered row either.
   */
  async claimNext(workerId: string, now: Date, delivered: readonly number[] = []): Promise<NotificationEntity | null> {
    const rows: Array<Record<string, unknown>> = await this.dataSource.query(
      // Wrapped in a SELECT: TypeORM answers a bare UPDATE … RETURNING as [rows, count]. A data-modifying CTE runs
      // to completion whether or not the outer query reads it.
      `WITH sent AS (
         UPDATE "notifications" SET "status" = 'SENT', "sent_at" = now(), "last_error" = NULL
         WHERE "id" = ANY($3::int[]) AND "status" = 'SENDING' AND "claimed_by" = $2
         RETURNING "id"),
       claimed AS (
         UPDATE "notifications" SET "status" = 'SENDING', "claimed_at" = $1, "claimed_by" = $2, "attempts" = "attempts" + 1
         WHERE "id" IN (
           SELECT "id" FROM "notifications" WHERE "status" = 'PENDING' AND "next_attempt_at" <= $1
           ORDER BY "next_attempt_at", "id" LIMIT 1 FOR UPDATE SKIP LOCKED)
         RETURNING "id", "user_id", "event", "channel", "recipient", "subject", "body", "html", "attempts")
       SELECT * FROM claimed`,
      [now, workerId, delivered],
    );
    const [r] = rows;
    if (!r) return null;
    return Object.assign(new NotificationEntity(), {
      id: r.id as number,
      userId: r.user_id as number,
      event: r.event as NotificationEvent,
      channel: r.channel as NotificationChannel,
      recipient: r.recipient as string,
      subject: r.subject as string | null,
      body: r.body as string,
      html: r.html as string | null,
      attempts: r.attempts as number,
    });
  }

  /** Only rows this worker still holds: a row the sweeper already gave up on stays UNCERTAIN. */
  async markSent(ids: readonly number[], workerId: string): Promise<void> {
    if (!ids.length) return;
    await this.dataSource.query(
      `UPDATE "notifications" SET "status" = 'SENT', "sent_at" = now(), "last_error" = NULL WHERE "id" = ANY($1) AND "status" = 'SENDING' AND "claimed_by" = $2`,
      [ids, workerId],
    );
  }

  /**
   * A definite refusal before delivery: try again at `retryAt`, or give up (FAILED) when it is null. `recipient`
   * narrows who the retry goes to, when some of the message's recipients took it already (push to several browsers).
   */
  async markRefused(id: number, workerId: string, error: string, retryAt: Date | null, recipient: string | null = null): Promise<void> {
    await this.dataSource.query(
      `UPDATE "notifications" SET "status" = $3, "next_attempt_at" = COALESCE($4, "next_attempt_at"), "last_error" = $5, "recipient" = COALESCE($6, "recipient")
       WHERE "id" = $1 AND "status" = 'SENDING' AND "claimed_by" = $2`,
      [id, workerId, retryAt ? 'PENDING' : 'FAILED', retryAt, error.slice(0, 1000), recipient],
    );
  }

  /** The far side may have taken it: recorded, never retried. */
  async markUncertain(id: number, workerId: string, error: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE "notifications" SET "status" = 'UNCERTAIN', "last_error" = $3 WHERE "id" = $1 AND "status" = 'SENDING' AND "claimed_by" = $2`,
      [id, workerId, error.slice(0, 1000)],
    );
  }

  /** Back to the queue without counting an attempt (quiet hours began while it waited). */
  async postpone(id: number, workerId: string, until: Date): Promise<void> {
    await this.dataSource.query(
      `UPDATE "notifications" SET "status" = 'PENDING', "next_attempt_at" = $3, "attempts" = "attempts" - 1
       WHERE "id" = $1 AND "status" = 'SENDING' AND "claimed_by" = $2`,
      [id, workerId, until],
    );
  }

  /**
   * Rows a worker took and never finished (it crashed or lost the database mid-delivery) may or may not have gone
   * out. Sending them again could send twice, so they become UNCERTAIN for an administrator to see.
   */
  async giveUpStale(claimedBefore: Date): Promise<number> {
    const rows: unknown[] = await this.dataSource.query(
      `WITH stale AS (
         UPDATE "notifications" SET "status" = 'UNCERTAIN', "last_error" = 'Przerwane w trakcie wysyłki: nie wiadomo, czy dotarło (nie ponawiamy, by nie wysłać dwa razy)'
         WHERE "status" = 'SENDING' AND "claimed_at" < $1 RETURNING "id")
       SELECT "id" FROM stale`,
      [claimedBefore],
    );
    return rows.length;
  }

  search(c: NotificationCriteria): Promise<[NotificationEntity[], number]> {
    const qb = this.dataSource.getRepository(NotificationEntity).createQueryBuilder('n');
    if (c.userId !== undefined) qb.andWhere('n.userId = :userId', { userId: c.userId });
    if (c.event) qb.andWhere('n.event = :event', { event: c.event });
    if (c.status) qb.andWhere('n.status = :status', { status: c.status });
    if (c.channel) qb.andWhere('n.channel = :channel', { channel: c.channel });
    return qb.orderBy('n.createdAt', 'DESC').addOrderBy('n.id', 'DESC').take(c.limit).skip(c.offset).getManyAndCount();
  }

  /**
   * Per channel: alerts waiting to go out (PENDING or being sent) and how long the longest-waiting due one has waited
   * since it became due. A PENDING row whose next attempt is still ahead (a retry's back-off, quiet hours) is counted
   * but does not age: it is not late. One index scan of notifications_due.
   */
  outboxBacklog(): Promise<OutboxBacklog[]> {
    return this.dataSource.query(
      `SELECT "channel", count(*)::int AS "depth",
              COALESCE(EXTRACT(EPOCH FROM now() - min("next_attempt_at") FILTER (WHERE "next_attempt_at" <= now()))::float8, 0) AS "oldestDueSeconds"
       FROM "notifications" WHERE "status" IN ('PENDING', 'SENDING') GROUP BY "channel"`,
    );
  }

  countByStatus(): Promise<Array<{ status: NotificationStatus; count: number }>> {
    return this.dataSource.query(`SELECT "status", count(*)::int AS "count" FROM "notifications" GROUP BY "status"`);
  }
}
