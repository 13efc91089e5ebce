import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

/** One event of an address's calendar, with what the .ics needs about the outage and the address. */
export interface CalendarEventRow {
  outageId: number;
  sequence: number;
  cancelled: boolean;
  start: Date;
  end: Date;
  changedAt: Date;
  comment: string | null;
}

export interface CalendarAddressRow {
  watchedAddressId: number;
  address: string;
  lng: number;
  lat: number;
  matchKey: string | null;
  matchKeyBase: string | null;
}

/** The only file that touches calendar_tokens and calendar_events (plain SQL: no relations to load). */
@Injectable()
export class CalendarRepository {
  constructor(private readonly db: DataSource) {}

  async tokenExists(watchedAddressId: number): Promise<boolean> {
    const rows: unknown[] = await this.db.query(`SELECT 1 FROM "calendar_tokens" WHERE "watched_address_id" = $1`, [watchedAddressId]);
    return rows.length > 0;
  }

  /** Replaces the address's token: the old URL stops answering at once. */
  async setToken(watchedAddressId: number, tokenHash: string): Promise<void> {
    await this.db.query(
      `INSERT INTO "calendar_tokens" ("watched_address_id", "token_hash") VALUES ($1, $2)
       ON CONFLICT ("watched_address_id") DO UPDATE SET "token_hash" = EXCLUDED."token_hash", "created_at" = now()`,
      [watchedAddressId, tokenHash],
    );
  }

  async deleteToken(watchedAddressId: number): Promise<void> {
    await this.db.query(`DELETE FROM "calendar_tokens" WHERE "watched_address_id" = $1`, [watchedAddressId]);
  }

  async addressByTokenHash(tokenHash: string): Promise<CalendarAddressRow | null> {
    const [row] = await this.db.query(
      `SELECT w."id" AS "watchedAddressId",
              concat_ws(', ', concat_ws(' ', w."street_type", w."street_name", w."house_number"), w."city") AS "address",
              w."lng" AS "lng", w."lat" AS "lat", w."match_key" AS "matchKey", w."match_key_base" AS "matchKeyBase"
       FROM "calendar_tokens" t JOIN "watched_addresses" w ON w."id" = t."watched_address_id"
       JOIN "users" u ON u."id" = w."user_id"
       WHERE t."token_hash" = $1 AND NOT u."deleted" AND u."anonymized_at" IS NULL`,
      [tokenHash],
    );
    return (row as CalendarAddressRow | undefined) ?? null;
  }

  /**
   * Events whose address keys include the address's (the alerts' rule: the key with the flat or without it) and that
   * end on or after `since`; a cancelled event only while it was cancelled on or after `since`.
   */
  eventsFor(keys: readonly string[], since: Date): Promise<CalendarEventRow[]> {
    if (!keys.length) return Promise.resolve([]);
    return this.db.query(
      `SELECT e."outage_id" AS "outageId", e."sequence", e."cancelled", e."outage_start" AS "start", e."outage_end" AS "end",
              e."changed_at" AS "changedAt", o."comment"
       FROM "calendar_events" e LEFT JOIN "planned_outages" o ON o."id" = e."outage_id"
       WHERE e."match_keys" && $1::varchar[] AND e."outage_end" >= $2 AND (NOT e."cancelled" OR e."changed_at" >= $2)
       ORDER BY e."outage_start", e."outage_id"`,
      [keys, since],
    );
  }

  /**
   * Records a published version: a new event at SEQUENCE 0; a known one gets SEQUENCE + 1 when its times or addresses
   * differ or it had been cancelled, and stays as it is otherwise.
   */
  async published(em: EntityManager, e: { outageId: number; start: Date; end: Date; keys: readonly string[] }): Promise<void> {
    await em.query(
      `INSERT INTO "calendar_events" ("outage_id", "outage_start", "outage_end", "match_keys") VALUES ($1, $2, $3, $4::varchar[])
       ON CONFLICT ("outage_id") DO UPDATE SET "sequence" = "calendar_events"."sequence" + 1, "cancelled" = false,
         "outage_start" = EXCLUDED."outage_start", "outage_end" = EXCLUDED."outage_end", "match_keys" = EXCLUDED."match_keys", "changed_at" = now()
       WHERE "calendar_events"."cancelled" OR "calendar_events"."outage_start" <> EXCLUDED."outage_start"
         OR "calendar_events"."outage_end" <> EXCLUDED."outage_end"
         OR NOT ("calendar_events"."match_keys" @> EXCLUDED."match_keys" AND EXCLUDED."match_keys" @> "calendar_events"."match_keys")`,
      [e.outageId, e.start, e.end, [...e.keys].sort()],
    );
  }

  async withdrawn(em: EntityManager, outageId: number): Promise<void> {
    await em.query(
      `UPDATE "calendar_events" SET "cancelled" = true, "sequence" = "sequence" + 1, "changed_at" = now() WHERE "outage_id" = $1 AND NOT "cancelled"`,
      [outageId],
    );
  }
}
