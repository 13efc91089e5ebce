import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * "Powiadom mnie, gdy prąd wróci" (docs/reports.md "We already know"): a reporter without an account asks
 * to be told when the outage their report was folded into ends. One row per report and channel, removed with the
 * report's personal data; its message goes through the alerts outbox, whose rows then need no account but name the
 * follow-up instead (one message per follow-up, ever).
 */
export class ReportFollowups1764910000000 implements MigrationInterface {
  name = 'ReportFollowups1764910000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "report_followups" (
        "id" SERIAL PRIMARY KEY,
        "report_id" integer NOT NULL,
        "channel" varchar(5) NOT NULL,
        "outage_kind" varchar(10) NOT NULL,
        "outage_id" integer NOT NULL,
        "consent_at" timestamptz NOT NULL,
        "queued_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "report_followups_report_fk" FOREIGN KEY ("report_id") REFERENCES "user_reports" ("id") ON DELETE CASCADE
      )`);
    await q.query(`CREATE UNIQUE INDEX "report_followups_once" ON "report_followups" ("report_id", "channel")`);
    await q.query(`CREATE INDEX "report_followups_outage" ON "report_followups" ("outage_kind", "outage_id")`);
    await q.query(`ALTER TABLE "notifications" ALTER COLUMN "user_id" DROP NOT NULL`);
    await q.query(`ALTER TABLE "notifications" ADD "report_followup_id" integer`);
    await q.query(
      `ALTER TABLE "notifications" ADD CONSTRAINT "notifications_report_followup_fk" FOREIGN KEY ("report_followup_id") REFERENCES "report_followups" ("id") ON DELETE CASCADE`,
    );
    await q.query(`CREATE UNIQUE INDEX "notifications_followup_once" ON "notifications" ("report_followup_id") WHERE "report_followup_id" IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM "notifications" WHERE "user_id" IS NULL`);
    await q.query(`ALTER TABLE "notifications" DROP COLUMN "report_followup_id"`);
    await q.query(`ALTER TABLE "notifications" ALTER COLUMN "user_id" SET NOT NULL`);
    await q.query(`DROP TABLE "report_followups"`);
  }
}
