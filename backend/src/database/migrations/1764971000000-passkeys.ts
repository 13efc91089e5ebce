import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Staff passkeys (docs/security.md "Passkeys"): `passkeys` holds each registered WebAuthn credential (several per
 * person, each named), `webauthn_challenges` the challenge of a ceremony under way — server-side, short-lived and
 * deleted by the answer that uses it.
 */
export class Passkeys1764971000000 implements MigrationInterface {
  name = 'Passkeys1764971000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "passkeys" (
      "id" SERIAL PRIMARY KEY,
      "user_id" integer NOT NULL,
      "credential_id" text NOT NULL,
      "public_key" bytea NOT NULL,
      "counter" bigint NOT NULL DEFAULT 0,
      "transports" text array NOT NULL DEFAULT '{}',
      "name" character varying(60) NOT NULL,
      "backed_up" boolean NOT NULL DEFAULT false,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "last_used_at" timestamptz,
      CONSTRAINT "passkeys_credential_id_key" UNIQUE ("credential_id"),
      CONSTRAINT "passkeys_user_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
    )`);
    await q.query(`CREATE INDEX "passkeys_user_idx" ON "passkeys" ("user_id")`);
    await q.query(`CREATE TABLE "webauthn_challenges" (
      "id" SERIAL PRIMARY KEY,
      "user_id" integer NOT NULL,
      "purpose" character varying(16) NOT NULL,
      "challenge" text NOT NULL,
      "expires_at" timestamptz NOT NULL,
      CONSTRAINT "webauthn_challenges_user_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
    )`);
    await q.query(`CREATE INDEX "webauthn_challenges_user_purpose_idx" ON "webauthn_challenges" ("user_id", "purpose")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "webauthn_challenges"`);
    await q.query(`DROP TABLE "passkeys"`);
  }
}
