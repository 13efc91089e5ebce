import { MigrationInterface, QueryRunner } from 'typeorm';

/** Survey answers (public spec §3 Poll) and the captcha solutions already used (replay protection, docs/captcha.md). */
export class PollAnswers1764000000000 implements MigrationInterface {
  name = 'PollAnswers1764000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "poll_answers" (
        "id" SERIAL PRIMARY KEY,
        "answered_at" timestamptz NOT NULL DEFAULT now(),
        "report_failure_target" boolean NOT NULL,
        "failure_check_target" boolean NOT NULL,
        "planned_check_target" boolean NOT NULL,
        "target_achieved" boolean NOT NULL,
        "additional_remarks" varchar(500)
      )`);
    await q.query(`
      CREATE TABLE "captcha_used_solutions" (
        "signature" varchar(128) PRIMARY KEY,
        "expires_at" timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX "captcha_used_solutions_expires_at" ON "captcha_used_solutions" ("expires_at")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "captcha_used_solutions"`);
    await q.query(`DROP TABLE "poll_answers"`);
  }
}
