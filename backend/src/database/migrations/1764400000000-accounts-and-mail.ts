import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Public accounts and mail (docs/accounts.md, docs/mail.md): consent columns on users, the history of
 * consents, single-use e-mail tokens (stored hashed), watched addresses and the mail outbox.
 */
export class AccountsAndMail1764400000000 implements MigrationInterface {
  name = 'AccountsAndMail1764400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE "users"
        ADD "data_processing_consent_at" timestamptz,
        ADD "email_notification_at" timestamptz,
        ADD "sms_notification_at" timestamptz,
        ADD "email_consent_token" varchar(64),
        ADD "anonymized_at" timestamptz`);
    await q.query(`CREATE UNIQUE INDEX "users_email_consent_token_unique" ON "users" ("email_consent_token")`);
    await q.query(`
      CREATE TABLE "consent_events" (
        "id" SERIAL PRIMARY KEY,
        "user_id" integer NOT NULL,
        "kind" varchar(20) NOT NULL,
        "given" boolean NOT NULL,
        "source" varchar(20) NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "consent_events_user_fk" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX "consent_events_user" ON "consent_events" ("user_id", "created_at")`);
    await q.query(`
      CREATE TABLE "account_tokens" (
        "id" SERIAL PRIMARY KEY,
        "user_id" integer NOT NULL,
        "purpose" varchar(20) NOT NULL,
        "token_hash" varchar(64) NOT NULL,
        "email" varchar(254) NOT NULL,
        "expires_at" timestamptz NOT NULL,
        "used_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "account_tokens_user_fk" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE
      )`);
    await q.query(`CREATE UNIQUE INDEX "account_tokens_hash_unique" ON "account_tokens" ("token_hash")`);
    await q.query(`CREATE INDEX "account_tokens_user" ON "account_tokens" ("user_id", "purpose", "created_at")`);
    await q.query(`
      CREATE TABLE "watched_addresses" (
        "id" SERIAL PRIMARY KEY,
        "user_id" integer NOT NULL,
        "street_type" varchar(10),
        "street_name" varchar(70) NOT NULL,
        "house_number" varchar(50) NOT NULL,
        "city" varchar(30) NOT NULL,
        "district" varchar(100),
        "postcode" varchar(6),
        "lng" double precision NOT NULL,
        "lat" double precision NOT NULL,
        "active" boolean NOT NULL DEFAULT true,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "watched_addresses_user_fk" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX "watched_addresses_user" ON "watched_addresses" ("user_id")`);
    await q.query(`CREATE INDEX "watched_addresses_street" ON "watched_addresses" ("street_name", "house_number")`);
    await q.query(`
      CREATE TABLE "mail_outbox" (
        "id" SERIAL PRIMARY KEY,
        "kind" varchar(40) NOT NULL,
        "to_address" varchar(254) NOT NULL,
        "subject" varchar(300) NOT NULL,
        "text" text NOT NULL,
        "html" text,
        "status" varchar(10) NOT NULL,
        "error" varchar(1000),
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX "mail_outbox_created_at" ON "mail_outbox" ("created_at")`);
    await q.query(`CREATE INDEX "mail_outbox_to_address" ON "mail_outbox" ("to_address")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "mail_outbox"`);
    await q.query(`DROP TABLE "watched_addresses"`);
    await q.query(`DROP TABLE "account_tokens"`);
    await q.query(`DROP TABLE "consent_events"`);
    await q.query(`DROP INDEX "users_email_consent_token_unique"`);
    await q.query(`
      ALTER TABLE "users"
        DROP "data_processing_consent_at", DROP "email_notification_at", DROP "sms_notification_at",
        DROP "email_consent_token", DROP "anonymized_at"`);
  }
}
