import { MigrationInterface, QueryRunner } from 'typeorm';

/** Failures and extensive outages from the outage-management system, and user reports (public spec §3; docs/integration.md). */
export class CallNet1764300000000 implements MigrationInterface {
  name = 'CallNet1764300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "call_net_outages" (
        "id" SERIAL PRIMARY KEY,
        "external_id" varchar(64) NOT NULL,
        "kind" varchar(10) NOT NULL,
        "voltage_class" varchar(2),
        "area" jsonb,
        "position" jsonb NOT NULL,
        "outage_circle" varchar(6),
        "addresses_count" integer NOT NULL DEFAULT 0,
        "address_list" jsonb NOT NULL,
        "outage_start" timestamptz NOT NULL,
        "outage_end" timestamptz,
        "description" varchar(1000),
        "cause" varchar(500),
        "ended_at" timestamptz,
        "min_lng" double precision NOT NULL,
        "min_lat" double precision NOT NULL,
        "max_lng" double precision NOT NULL,
        "max_lat" double precision NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX "call_net_outages_external_id_unique" ON "call_net_outages" ("external_id")`);
    await q.query(`CREATE INDEX "call_net_outages_active" ON "call_net_outages" ("ended_at", "kind")`);
    await q.query(`
      CREATE TABLE "user_reports" (
        "id" SERIAL PRIMARY KEY,
        "source" varchar(12) NOT NULL DEFAULT 'WEB',
        "report_type" varchar(20) NOT NULL,
        "city" varchar(30) NOT NULL,
        "district" varchar(100),
        "street_type" varchar(10),
        "street_name" varchar(70) NOT NULL,
        "residence_number" varchar(50) NOT NULL,
        "apartment_number" varchar(20),
        "postcode" varchar(6),
        "reporter" varchar(100),
        "phone_number" varchar(20),
        "email" varchar(50),
        "personal_data_removed_at" timestamptz,
        "description" varchar(2000) NOT NULL,
        "lng" double precision NOT NULL,
        "lat" double precision NOT NULL,
        "outage_start" timestamptz,
        "reported_at" timestamptz NOT NULL DEFAULT now(),
        "user_id" integer,
        "area_id" integer,
        "idempotency_key" varchar(64),
        "client_hash" varchar(64),
        CONSTRAINT "user_reports_user_fk" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE SET NULL
      )`);
    await q.query(`CREATE INDEX "user_reports_reported_at" ON "user_reports" ("reported_at")`);
    await q.query(`CREATE INDEX "user_reports_user" ON "user_reports" ("user_id", "reported_at")`);
    await q.query(`CREATE UNIQUE INDEX "user_reports_idempotency_key_unique" ON "user_reports" ("idempotency_key")`);
    await q.query(`CREATE INDEX "user_reports_address" ON "user_reports" ("street_name", "residence_number", "reported_at")`);
    await q.query(`CREATE INDEX "user_reports_client" ON "user_reports" ("client_hash", "reported_at")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "user_reports"`);
    await q.query(`DROP TABLE "call_net_outages"`);
  }
}
