import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Staff second factor (docs/security.md "Second factor"): `second_factors` holds each person's sealed TOTP secret,
 * the last step used and the hashes of the unused recovery codes; `users.second_factor_exempt` is set only by the
 * demo data, so its accounts keep signing in with the password alone.
 */
export class SecondFactors1764963000000 implements MigrationInterface {
  name = 'SecondFactors1764963000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "second_factors" (
      "user_id" integer PRIMARY KEY,
      "secret_sealed" text NOT NULL,
      "enrolled_at" timestamptz,
      "last_used_step" bigint,
      "recovery_code_hashes" text array NOT NULL DEFAULT '{}',
      "created_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "second_factors_user_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
    )`);
    await q.query(`ALTER TABLE "users" ADD "second_factor_exempt" boolean NOT NULL DEFAULT false`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "users" DROP COLUMN "second_factor_exempt"`);
    await q.query(`DROP TABLE "second_factors"`);
  }
}
