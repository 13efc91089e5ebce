import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * "Czy masz już prąd?" (docs/notifications.md "Is your power back?"): `restoration_checks` holds each question sent
 * with a failure's "power is back" alert — one per watched address and outage, its 24-hour lifetime and its one use —
 * and `user_reports.after_restoration` marks the report a "Nadal nie mam prądu" answer records: to staff, a possible
 * nested outage.
 */
export class RestorationChecks1764967000000 implements MigrationInterface {
  name = 'RestorationChecks1764967000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "user_reports" ADD "after_restoration" boolean NOT NULL DEFAULT false`);
    await q.query(`CREATE INDEX "user_reports_after_restoration" ON "user_reports" ("reported_at") WHERE "after_restoration"`);
    await q.query(`
      CREATE TABLE "restoration_checks" (
        "id" SERIAL PRIMARY KEY,
        "user_id" integer NOT NULL,
        "watched_address_id" integer NOT NULL,
        "outage_id" integer NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "expires_at" timestamptz NOT NULL,
        "used_at" timestamptz,
        "report_id" integer,
        CONSTRAINT "restoration_checks_user_fk" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE,
        CONSTRAINT "restoration_checks_watched_address_fk" FOREIGN KEY ("watched_address_id") REFERENCES "watched_addresses" ("id") ON DELETE CASCADE,
        CONSTRAINT "restoration_checks_report_fk" FOREIGN KEY ("report_id") REFERENCES "user_reports" ("id") ON DELETE SET NULL
      )`);
    await q.query(`CREATE UNIQUE INDEX "restoration_checks_once" ON "restoration_checks" ("watched_address_id", "outage_id")`);
    await q.query(`CREATE INDEX "restoration_checks_user_day" ON "restoration_checks" ("user_id", "created_at")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "restoration_checks"`);
    await q.query(`DROP INDEX "user_reports_after_restoration"`);
    await q.query(`ALTER TABLE "user_reports" DROP COLUMN "after_restoration"`);
  }
}
