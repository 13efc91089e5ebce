import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When each open-data feed's content last changed (docs/open-data.md "generatedAt"): the hash of what the feed is made
 * from and the time that content first appeared. A restart, or another instance, that builds the same content reads
 * the time back, so `generatedAt` and the ETag stay as they were and pollers are not sent the same data again.
 */
export class OpenDataFeedStamps1764940000000 implements MigrationInterface {
  name = 'OpenDataFeedStamps1764940000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "open_data_feed_stamp" (
        "feed" varchar(16) PRIMARY KEY,
        "content_hash" varchar(64) NOT NULL,
        "generated_at" timestamptz NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "open_data_feed_stamp"`);
  }
}
