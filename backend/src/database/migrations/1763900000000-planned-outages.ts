import { MigrationInterface, QueryRunner } from 'typeorm';

/** Planned outages and their addresses (docs/planned-outages.md). */
export class PlannedOutages1763900000000 implements MigrationInterface {
  name = 'PlannedOutages1763900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "planned_outages" (
        "id" SERIAL PRIMARY KEY,
        "outage_start" timestamptz NOT NULL,
        "outage_end" timestamptz NOT NULL,
        "outage_announcement" date NOT NULL,
        "voltage_level" varchar(2) NOT NULL,
        "task_number" varchar(50),
        "recipient" varchar(10),
        "accept_status" varchar(20) NOT NULL DEFAULT 'TO_ACCEPT',
        "created_by_id" integer NOT NULL,
        "comment" varchar(1000),
        "deleted" boolean NOT NULL DEFAULT false,
        "points" jsonb NOT NULL,
        "accept_status_changed_by_id" integer,
        "accept_status_changed_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "planned_outages_created_by_fk" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE NO ACTION,
        CONSTRAINT "planned_outages_accept_status_changed_by_fk" FOREIGN KEY ("accept_status_changed_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION
      )`);
    await q.query(`CREATE INDEX "planned_outages_public" ON "planned_outages" ("accept_status", "deleted", "outage_end")`);
    await q.query(`CREATE INDEX "planned_outages_created_by" ON "planned_outages" ("created_by_id")`);
    await q.query(`CREATE INDEX "planned_outages_start" ON "planned_outages" ("outage_start")`);
    await q.query(`
      CREATE TABLE "planned_outage_addresses" (
        "outage_id" integer NOT NULL,
        "position" integer NOT NULL,
        "non_formatted_address" varchar(200) NOT NULL,
        "street" varchar(200),
        "street_number" varchar(20),
        "postcode" varchar(10),
        "city" varchar(100),
        "district" varchar(100),
        "wesola_district" boolean NOT NULL DEFAULT false,
        "lng" double precision,
        "lat" double precision,
        "search_text" text NOT NULL,
        PRIMARY KEY ("outage_id", "position"),
        CONSTRAINT "planned_outage_addresses_outage_fk" FOREIGN KEY ("outage_id") REFERENCES "planned_outages"("id") ON DELETE CASCADE ON UPDATE NO ACTION
      )`);
    // The address filter is a '%text%' match on search_text (search-text.ts): a trigram index serves it.
    // pg_trgm is created by the address-register migration before this one; IF NOT EXISTS keeps this one self-contained.
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(`CREATE INDEX "planned_outage_addresses_search_trgm" ON "planned_outage_addresses" USING gin ("search_text" gin_trgm_ops)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "planned_outage_addresses"`);
    await q.query(`DROP TABLE "planned_outages"`);
  }
}
