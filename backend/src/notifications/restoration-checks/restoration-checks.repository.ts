import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** A question just opened: whose, about which watched address. */
export interface OpenedCheck {
  id: number;
  userId: number;
  watchedAddressId: number;
}

/** A question being answered, with its watched address and its person as they are now (locked until the answer commits). */
export interface AnsweredCheck {
  id: number;
  expiresAt: Date;
  usedAt: Date | null;
  userId: number;
  /** null when the person's account is gone or anonymised: nothing is recorded for it any more. */
  fullName: string | null;
  email: string | null;
  phone: string | null;
  streetType: string | null;
  streetName: string;
  houseNumber: string;
  city: string;
  district: string | null;
  postcode: string | null;
  lng: number;
  lat: number;
}

/** The only place that queries restoration_checks. */
@Injectable()
export class RestorationChecksRepository {
  /**
   * Holds each person until the transaction ends, in one order (no deadlock): two outages ending at once cannot both
   * see a person without a question today and both ask them.
   */
  async lockPeople(em: EntityManager, userIds: readonly number[]): Promise<void> {
    if (!userIds.length) return;
    await em.query(
      `SELECT pg_advisory_xact_lock(hashtext('restoration-check:' || x)) FROM (SELECT DISTINCT x FROM unnest($1::int[]) AS x ORDER BY x) AS ordered`,
      [userIds],
    );
  }

  /**
   * Opens one question per (person, watched address) asked, for the outage — except for a person asked anything
   * since `dayAgo` and an address already asked about this outage (the unique index). Answers those opened.
   */
  open(
    em: EntityManager,
    wanted: ReadonlyArray<{ userId: number; watchedAddressId: number }>,
    outageId: number,
    at: { now: Date; dayAgo: Date; expiresAt: Date },
  ): Promise<OpenedCheck[]> {
    if (!wanted.length) return Promise.resolve([]);
    return em.query(
      `INSERT INTO "restoration_checks" ("user_id", "watched_address_id", "outage_id", "created_at", "expires_at")
       SELECT v."user_id", v."watched_address_id", $3, $4, $6 FROM unnest($1::int[], $2::int[]) AS v("user_id", "watched_address_id")
       WHERE NOT EXISTS (SELECT 1 FROM "restoration_checks" c WHERE c."user_id" = v."user_id" AND c."created_at" > $5)
       ON CONFLICT ("watched_address_id", "outage_id") DO NOTHING
       RETURNING "id", "user_id" AS "userId", "watched_address_id" AS "watchedAddressId"`,
      [wanted.map((w) => w.userId), wanted.map((w) => w.watchedAddressId), outageId, at.now, at.dayAgo, at.expiresAt],
    );
  }

  /** The question with its address and person, locked: a second answer at the same moment waits and then sees it used. */
  async forAnswer(em: EntityManager, id: number): Promise<AnsweredCheck | null> {
    const rows: AnsweredCheck[] = await em.query(
      `SELECT c."id", c."expires_at" AS "expiresAt", c."used_at" AS "usedAt", c."user_id" AS "userId",
              CASE WHEN NOT u."deleted" AND u."anonymized_at" IS NULL THEN u."full_name" END AS "fullName",
              CASE WHEN NOT u."deleted" AND u."anonymized_at" IS NULL THEN u."email" END AS "email",
              CASE WHEN NOT u."deleted" AND u."anonymized_at" IS NULL THEN nullif(u."phone", '') END AS "phone",
              w."street_type" AS "streetType", w."street_name" AS "streetName", w."house_number" AS "houseNumber", w."city", w."district",
              w."postcode", w."lng", w."lat"
       FROM "restoration_checks" c JOIN "watched_addresses" w ON w."id" = c."watched_address_id" JOIN "users" u ON u."id" = c."user_id"
       WHERE c."id" = $1 FOR UPDATE OF c`,
      [id],
    );
    return rows[0] ?? null;
  }

  async markAnswered(em: EntityManager, id: number, reportId: number, at: Date): Promise<void> {
    await em.query(`UPDATE "restoration_checks" SET "used_at" = $2, "report_id" = $3 WHERE "id" = $1`, [id, at, reportId]);
  }
}
