import { MigrationInterface, QueryRunner } from 'typeorm';

/** Every text message sent (or only logged) by the portal, with its status and error (docs/sms.md). */
export class SmsOutbox1764500000000 implements MigrationInterface {
  name = 'SmsOutbox1764500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "sms_outbox" (
        "id" SERIAL PRIMARY KEY,
        "to" varchar(20) NOT NULL,
        "text" text NOT NULL,
        "status" varchar(10) NOT NULL,
        "provider" varchar(20) NOT NULL,
        "provider_message_id" varchar(100),
        "error" text,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "sent_at" timestamptz
      )`);
    await q.query(`CREATE INDEX "sms_outbox_created_at" ON "sms_outbox" ("created_at")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "sms_outbox"`);
  }
}
