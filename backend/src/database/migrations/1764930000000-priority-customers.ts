import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Priority customers, "Odbiorcy wymagający szczególnej troski" (docs/priority-customers.md): health data
 * under its own consent (GDPR art. 9(2)(a)).
 *
 * - `priority_declarations`: one per watched address; it goes with the address (ON DELETE CASCADE), so deleting the
 *   address or the account ('Usuń konto' deletes the watched addresses) deletes it.
 * - `priority_consent_events`: the consent's history, given or withdrawn, with the version of the text agreed to.
 *   A trigger writes the withdrawal of every declaration deleted, whatever deleted it (withdrawal, the address
 *   removed, the account deleted): no path can remove the data without the history saying so. The source comes from
 *   the transaction's `portal.priority_source` setting, `ADDRESS_REMOVED` when none was set.
 * - `priority_list_accesses`: who opened a planned outage's list of priority customers, and when (for ADMIN).
 */
export class PriorityCustomers1764930000000 implements MigrationInterface {
  name = 'PriorityCustomers1764930000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "priority_declarations" (
        "id" SERIAL PRIMARY KEY,
        "user_id" integer NOT NULL,
        "watched_address_id" integer NOT NULL,
        "equipment" varchar(20) NOT NULL CHECK ("equipment" IN ('OXYGEN', 'DIALYSIS', 'VENTILATION', 'OTHER')),
        "equipment_note" varchar(100),
        "consent_version" varchar(20) NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "priority_declarations_user_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE,
        CONSTRAINT "priority_declarations_address_fk" FOREIGN KEY ("watched_address_id") REFERENCES "watched_addresses"("id") ON DELETE CASCADE
      )`);
    await q.query(`CREATE UNIQUE INDEX "priority_declarations_address" ON "priority_declarations" ("watched_address_id")`);
    await q.query(`CREATE INDEX "priority_declarations_user" ON "priority_declarations" ("user_id")`);
    await q.query(`
      CREATE TABLE "priority_consent_events" (
        "id" SERIAL PRIMARY KEY,
        "user_id" integer NOT NULL,
        "watched_address_id" integer,
        "given" boolean NOT NULL,
        "source" varchar(20) NOT NULL,
        "consent_version" varchar(20),
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "priority_consent_events_user_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX "priority_consent_events_user" ON "priority_consent_events" ("user_id", "created_at")`);
    await q.query(`
      CREATE FUNCTION "priority_declaration_withdrawn"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO "priority_consent_events" ("user_id", "watched_address_id", "given", "source", "consent_version")
        SELECT OLD."user_id", OLD."watched_address_id", false,
               coalesce(nullif(current_setting('portal.priority_source', true), ''), 'ADDRESS_REMOVED'), OLD."consent_version"
        WHERE EXISTS (SELECT 1 FROM "users" WHERE "id" = OLD."user_id");
        RETURN OLD;
      END $$`);
    await q.query(`
      CREATE TRIGGER "priority_declarations_withdrawn" AFTER DELETE ON "priority_declarations"
      FOR EACH ROW EXECUTE FUNCTION "priority_declaration_withdrawn"()`);
    await q.query(`
      CREATE TABLE "priority_list_accesses" (
        "id" SERIAL PRIMARY KEY,
        "staff_user_id" integer NOT NULL,
        "planned_outage_id" integer NOT NULL,
        "customers" integer NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "priority_list_accesses_user_fk" FOREIGN KEY ("staff_user_id") REFERENCES "users"("id") ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX "priority_list_accesses_created" ON "priority_list_accesses" ("created_at" DESC, "id" DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "priority_list_accesses"`);
    await q.query(`DROP TRIGGER "priority_declarations_withdrawn" ON "priority_declarations"`);
    await q.query(`DROP FUNCTION "priority_declaration_withdrawn"()`);
    await q.query(`DROP TABLE "priority_consent_events"`);
    await q.query(`DROP TABLE "priority_declarations"`);
  }
}
