import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Open data's publication log (docs/open-data.md "CAP"): the latest published version of each planned outage and
 * extensive failure, so that CAP Update/Cancel messages can reference the earlier message after a restart and on
 * every instance alike, and the Atom feed can show a cancelled outage for a day. Rows that are no longer the latest of
 * their subject, and Cancels older than a day, are deleted by the open-data sync, so the table stays about as large as
 * the number of current outages.
 */
export class OpenDataMessages1764700000000 implements MigrationInterface {
  name = 'OpenDataMessages1764700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "open_data_message" (
        "id" bigserial PRIMARY KEY,
        "subject" varchar(40) NOT NULL,
        "version" timestamptz NOT NULL,
        "msg_type" varchar(8) NOT NULL CHECK ("msg_type" IN ('Alert', 'Update', 'Cancel')),
        "identifier" varchar(200) NOT NULL UNIQUE,
        "sent" timestamptz NOT NULL,
        "refs" varchar(400),
        "reason" varchar(10) CHECK ("reason" IN ('ENDED', 'CANCELLED')),
        "item" jsonb NOT NULL
      )`);
    await q.query(`CREATE INDEX "open_data_message_subject_id" ON "open_data_message" ("subject", "id" DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "open_data_message"`);
  }
}
