import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export interface FeedStamp {
  feed: string;
  hash: string;
}

/** The only file that touches open_data_feed_stamp (plain SQL: three rows, no relations). */
@Injectable()
export class FeedStampRepository {
  constructor(private readonly db: DataSource) {}

  /**
   * Records `at` for each feed whose stored hash differs (or that has none) and answers every given feed's stored time.
   * A feed whose content is as stored keeps its time: the row another instance or an earlier run wrote wins.
   */
  async stamp(stamps: readonly FeedStamp[], at: Date): Promise<Map<string, Date>> {
    if (!stamps.length) return new Map();
    const feeds = stamps.map((s) => s.feed);
    await this.db.query(
      `INSERT INTO "open_data_feed_stamp" ("feed", "content_hash", "generated_at")
       SELECT f, h, $3::timestamptz FROM unnest($1::varchar[], $2::varchar[]) AS x(f, h)
       ON CONFLICT ("feed") DO UPDATE SET "content_hash" = EXCLUDED."content_hash", "generated_at" = EXCLUDED."generated_at"
       WHERE "open_data_feed_stamp"."content_hash" <> EXCLUDED."content_hash"`,
      [feeds, stamps.map((s) => s.hash), at],
    );
    const rows: Array<{ feed: string; generatedAt: Date }> = await this.db.query(
      `SELECT "feed", "generated_at" AS "generatedAt" FROM "open_data_feed_stamp" WHERE "feed" = ANY($1)`,
      [feeds],
    );
    return new Map(rows.map((r) => [r.feed, r.generatedAt]));
  }
}
