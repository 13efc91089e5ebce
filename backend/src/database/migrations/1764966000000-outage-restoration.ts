import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A failure's restoration progress from the outage-management system — the crew's status, the estimate's confidence,
 * customers affected and restored — and the history of its estimated end (docs/integration.md "Restoration
 * progress"). Existing outages have none of them: null, and no history.
 */
export class OutageRestoration1764966000000 implements MigrationInterface {
  name = 'OutageRestoration1764966000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "call_net_outages" ADD "crew_status" varchar(10)`);
    await q.query(`ALTER TABLE "call_net_outages" ADD "end_confidence" varchar(4)`);
    await q.query(`ALTER TABLE "call_net_outages" ADD "customers_affected" integer`);
    await q.query(`ALTER TABLE "call_net_outages" ADD "customers_restored" integer`);
    await q.query(`ALTER TABLE "call_net_outages" ADD CONSTRAINT "call_net_outages_customers_restored" CHECK ("customers_restored" <= "customers_affected")`);
    await q.query(`
      CREATE TABLE "call_net_outage_end_changes" (
        "id" SERIAL PRIMARY KEY,
        "outage_id" integer NOT NULL,
        "previous_end" timestamptz,
        "new_end" timestamptz,
        "changed_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "call_net_outage_end_changes_outage_fk" FOREIGN KEY ("outage_id") REFERENCES "call_net_outages" ("id") ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX "call_net_outage_end_changes_outage" ON "call_net_outage_end_changes" ("outage_id", "id")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "call_net_outage_end_changes"`);
    await q.query(`ALTER TABLE "call_net_outages" DROP CONSTRAINT "call_net_outages_customers_restored"`);
    for (const column of ['customers_restored', 'customers_affected', 'end_confidence', 'crew_status']) {
      await q.query(`ALTER TABLE "call_net_outages" DROP COLUMN "${column}"`);
    }
  }
}
