import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Outage history (docs/outage-history.md): which watched address has been told it passed which legal limit in which
 * Warsaw year. The unique key is the "at most once per address, year and limit" rule; the alert itself goes through
 * the notifications outbox. Removed with the address (and so with the account).
 */
export class OutageLimitAlerts1764900000000 implements MigrationInterface {
  name = 'OutageLimitAlerts1764900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "outage_limit_alerts" (
        "id" SERIAL PRIMARY KEY,
        "watched_address_id" integer NOT NULL,
        "year" smallint NOT NULL,
        "limit_kind" varchar(16) NOT NULL CHECK ("limit_kind" IN ('PLANNED_YEAR', 'PLANNED_SINGLE', 'UNPLANNED_YEAR', 'UNPLANNED_SINGLE')),
        "hours" numeric(8, 2) NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "outage_limit_alerts_address_fk" FOREIGN KEY ("watched_address_id") REFERENCES "watched_addresses"("id") ON DELETE CASCADE
      )`);
    await q.query(`CREATE UNIQUE INDEX "outage_limit_alerts_once" ON "outage_limit_alerts" ("watched_address_id", "year", "limit_kind")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "outage_limit_alerts"`);
  }
}
