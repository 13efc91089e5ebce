import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `user_reports.idempotency_digest`: a keyed digest of the request stored under an Idempotency-Key, so a retry under
 * that key is answered only when it is the same request from the same client (docs/reports.md "Idempotency"). Rows
 * stored before have none and are not replayed.
 */
export class ReportRequestDigest1764951000000 implements MigrationInterface {
  name = 'ReportRequestDigest1764951000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "user_reports" ADD "idempotency_digest" varchar(64)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "user_reports" DROP COLUMN "idempotency_digest"`);
  }
}
