import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The "already registered" rule looks for a person's recent reports by phone or e-mail (docs/reports.md); in a storm
 * the duplicate window holds tens of thousands of reports, so both lookups get an index (PostgreSQL ORs them).
 */
export class UserReportContactIndexes1764320000000 implements MigrationInterface {
  name = 'UserReportContactIndexes1764320000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX "user_reports_phone" ON "user_reports" ("phone_number", "reported_at")`);
    await q.query(`CREATE INDEX "user_reports_email" ON "user_reports" (lower("email"), "reported_at")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "user_reports_email"`);
    await q.query(`DROP INDEX "user_reports_phone"`);
  }
}
