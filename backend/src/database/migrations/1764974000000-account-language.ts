import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The account's language (docs/i18n.md): alerts are written in it. Existing accounts were created in Polish, the only
 * language the portal spoke, so they keep Polish.
 */
export class AccountLanguage1764974000000 implements MigrationInterface {
  name = 'AccountLanguage1764974000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "users" ADD "language" varchar(2) NOT NULL DEFAULT 'pl'`);
    await q.query(`ALTER TABLE "users" ADD CONSTRAINT "users_language" CHECK ("language" IN ('pl', 'uk', 'en'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "users" DROP CONSTRAINT "users_language"`);
    await q.query(`ALTER TABLE "users" DROP COLUMN "language"`);
  }
}
