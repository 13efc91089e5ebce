import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Tells every instance at once that the map's data changed (docs/map-feeds.md "Several instances"; issue 19): a
 * statement-level trigger on the three tables the map feeds are built from sends `NOTIFY portal_feeds` with the
 * table's name. PostgreSQL delivers it at commit (never for a rolled-back write) and sends one per table and
 * transaction however many rows changed. Every instance LISTENs (map-feed/feed-change-listener.ts) and syncs its
 * snapshot, so a write through one instance is on the others' maps as fast as on its own, not after their 5 s check.
 * A trigger rather than a NOTIFY in the writers' code: every writer (integration API, back office, wizard, seed,
 * a migration, an operator's SQL) is covered, and the write pays no extra round trip.
 */
export class FeedChangeNotifications1764940000000 implements MigrationInterface {
  name = 'FeedChangeNotifications1764940000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION "portal_feeds_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('portal_feeds', TG_TABLE_NAME);
        RETURN NULL;
      END
      $$`);
    for (const table of TABLES)
      await q.query(
        `CREATE TRIGGER "${table}_feeds_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "${table}" FOR EACH STATEMENT EXECUTE FUNCTION "portal_feeds_changed"()`,
      );
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of TABLES) await q.query(`DROP TRIGGER IF EXISTS "${table}_feeds_changed" ON "${table}"`);
    await q.query(`DROP FUNCTION IF EXISTS "portal_feeds_changed"()`);
  }
}

/** What MapFeedRepository.signature reads: the map's failures and extensive areas, planned outages, reports. */
const TABLES = ['call_net_outages', 'planned_outages', 'user_reports'];
