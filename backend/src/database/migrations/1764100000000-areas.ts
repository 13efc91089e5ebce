import { MigrationInterface, QueryRunner } from 'typeorm';

/** Service areas (public spec §3 Area, staff spec §2.7; docs/areas.md). */
export class Areas1764100000000 implements MigrationInterface {
  name = 'Areas1764100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "areas" (
        "id" SERIAL PRIMARY KEY,
        "name" varchar(100) NOT NULL,
        "description" varchar(500),
        "geometry" jsonb NOT NULL,
        "min_lng" double precision NOT NULL,
        "min_lat" double precision NOT NULL,
        "max_lng" double precision NOT NULL,
        "max_lat" double precision NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX "areas_name_unique" ON "areas" ("name")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "areas"`);
  }
}
