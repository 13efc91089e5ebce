import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Calendars of watched addresses (docs/calendar.md): the hash of each address's subscription token (the token itself is
 * only in the URL the owner copies), and the calendar's own record of every published planned outage — its times, the
 * address keys it was matched by, its SEQUENCE and whether it was withdrawn — kept so that a changed or cancelled event
 * keeps its UID with a higher SEQUENCE.
 */
export class AddressCalendars1764950000000 implements MigrationInterface {
  name = 'AddressCalendars1764950000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "calendar_tokens" (
        "watched_address_id" integer PRIMARY KEY REFERENCES "watched_addresses" ("id") ON DELETE CASCADE,
        "token_hash" varchar(64) NOT NULL UNIQUE,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE "calendar_events" (
        "outage_id" integer PRIMARY KEY,
        "sequence" integer NOT NULL DEFAULT 0,
        "cancelled" boolean NOT NULL DEFAULT false,
        "outage_start" timestamptz NOT NULL,
        "outage_end" timestamptz NOT NULL,
        "match_keys" varchar(140)[] NOT NULL,
        "changed_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX "calendar_events_match_keys" ON "calendar_events" USING gin ("match_keys")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "calendar_events"`);
    await q.query(`DROP TABLE "calendar_tokens"`);
  }
}
