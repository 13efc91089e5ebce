import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Web Push alerts (docs/notifications.md "Push"): the server's VAPID key pair, one row, generated at the first start
 * and never replaced while present (every browser subscription is bound to its public key); and the browsers
 * subscribed per account, removed with the account.
 */
export class PushAlerts1764800000000 implements MigrationInterface {
  name = 'PushAlerts1764800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "push_vapid_keys" (
        "id" smallint PRIMARY KEY CHECK ("id" = 1),
        "public_key" varchar(100) NOT NULL,
        "private_key" varchar(100) NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE "push_subscriptions" (
        "id" SERIAL PRIMARY KEY,
        "user_id" integer NOT NULL,
        "endpoint" varchar(1000) NOT NULL,
        "p256dh" varchar(100) NOT NULL,
        "auth" varchar(50) NOT NULL,
        "user_agent_label" varchar(100),
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "push_subscriptions_user_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE
      )`);
    await q.query(`CREATE UNIQUE INDEX "push_subscriptions_endpoint" ON "push_subscriptions" ("endpoint")`);
    await q.query(`CREATE INDEX "push_subscriptions_user" ON "push_subscriptions" ("user_id")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "push_subscriptions"`);
    await q.query(`DROP TABLE "push_vapid_keys"`);
  }
}
