import { MigrationInterface, QueryRunner } from 'typeorm';

/** The notification outbox for alerts to watched addresses (docs/notifications.md). */
export class Notifications1764600000000 implements MigrationInterface {
  name = 'Notifications1764600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "notifications" (
        "id" SERIAL PRIMARY KEY,
        "user_id" integer NOT NULL,
        "watched_address_id" integer,
        "event" varchar(24) NOT NULL,
        "channel" varchar(5) NOT NULL,
        "key" varchar(200) NOT NULL,
        "recipient" varchar(254) NOT NULL,
        "subject" varchar(300),
        "body" text NOT NULL,
        "html" text,
        "status" varchar(10) NOT NULL DEFAULT 'PENDING',
        "attempts" integer NOT NULL DEFAULT 0,
        "next_attempt_at" timestamptz NOT NULL DEFAULT now(),
        "claimed_at" timestamptz,
        "claimed_by" varchar(64),
        "last_error" varchar(1000),
        "sent_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "notifications_user_fk" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE
      )`);
    await q.query(`CREATE UNIQUE INDEX "notifications_once" ON "notifications" ("user_id", "channel", "key")`);
    await q.query(`CREATE INDEX "notifications_due" ON "notifications" ("status", "next_attempt_at")`);
    await q.query(`CREATE INDEX "notifications_created" ON "notifications" ("created_at")`);
    // Watched addresses are found by normalised street and number (address lists) or by point (areas).
    await q.query(`ALTER TABLE "watched_addresses" ADD "match_key" varchar(140), ADD "match_key_base" varchar(140)`);
    await q.query(`CREATE INDEX "watched_addresses_match_key" ON "watched_addresses" ("match_key")`);
    await q.query(`CREATE INDEX "watched_addresses_match_key_base" ON "watched_addresses" ("match_key_base")`);
    await q.query(`CREATE INDEX "watched_addresses_point" ON "watched_addresses" ("lng", "lat")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "watched_addresses" DROP COLUMN "match_key", DROP COLUMN "match_key_base"`);
    await q.query(`DROP TABLE "notifications"`);
  }
}
