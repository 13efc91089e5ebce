import { MigrationInterface, QueryRunner } from 'typeorm';

export class InitialUsersAndAuth1763700000000 implements MigrationInterface {
  name = 'InitialUsersAndAuth1763700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "users" (
        "id" SERIAL PRIMARY KEY,
        "system_role" varchar(20) NOT NULL,
        "area_id" integer,
        "full_name" varchar(100) NOT NULL,
        "email" varchar(254) NOT NULL,
        "phone" varchar(20),
        "password_hash" text,
        "deleted" boolean NOT NULL DEFAULT false,
        "token_version" integer NOT NULL DEFAULT 0,
        "email_confirmed_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX "users_email_lower_unique" ON "users" (lower("email"))`);
    await q.query(`CREATE INDEX "users_role" ON "users" ("system_role")`);
    await q.query(`
      CREATE TABLE "login_failures" (
        "id" BIGSERIAL PRIMARY KEY,
        "login" varchar(254) NOT NULL,
        "client_ip" varchar(64) NOT NULL,
        "failed_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX "login_failures_login_ip_time" ON "login_failures" ("login", "client_ip", "failed_at")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "login_failures"`);
    await q.query(`DROP TABLE "users"`);
  }
}
