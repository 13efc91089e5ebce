import { MigrationInterface, QueryRunner } from 'typeorm';

/** Runtime settings (public spec §3 settings entries) with their defaults; the keys are listed in settings/settings-keys.ts. */
export class Settings1764200000000 implements MigrationInterface {
  name = 'Settings1764200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "settings" (
        "key" varchar(100) PRIMARY KEY,
        "value" text,
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        "updated_by" integer
      )`);
    await q.query(`
      INSERT INTO "settings" ("key", "value") VALUES
        ('maintenanceStart', NULL),
        ('maintenanceEnd', NULL),
        ('showMaintenance', 'false'),
        ('canAddReportOutsideArea', 'false')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "settings"`);
  }
}
