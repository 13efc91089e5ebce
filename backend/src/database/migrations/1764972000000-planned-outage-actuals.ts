import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Plan against fact (docs/planned-outages.md "Plan against fact"): the actual start and end of a planned outage as the
 * outage-management system or a dispatcher reports them, and when it was cancelled. A cancelled outage stays listed as
 * "odwołane"; a deleted one is gone. The CHECKs hold the API's rules under it.
 */
export class PlannedOutageActuals1764972000000 implements MigrationInterface {
  name = 'PlannedOutageActuals1764972000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "planned_outages" ADD "actual_start" timestamptz`);
    await q.query(`ALTER TABLE "planned_outages" ADD "actual_end" timestamptz`);
    await q.query(`ALTER TABLE "planned_outages" ADD "cancelled_at" timestamptz`);
    await q.query(
      `ALTER TABLE "planned_outages" ADD CONSTRAINT "planned_outages_actual_times" CHECK ("actual_end" IS NULL OR ("actual_start" IS NOT NULL AND "actual_end" > "actual_start"))`,
    );
    await q.query(
      `ALTER TABLE "planned_outages" ADD CONSTRAINT "planned_outages_cancelled_not_held" CHECK ("cancelled_at" IS NULL OR ("actual_start" IS NULL AND "actual_end" IS NULL))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "planned_outages" DROP CONSTRAINT "planned_outages_cancelled_not_held"`);
    await q.query(`ALTER TABLE "planned_outages" DROP CONSTRAINT "planned_outages_actual_times"`);
    await q.query(`ALTER TABLE "planned_outages" DROP COLUMN "cancelled_at"`);
    await q.query(`ALTER TABLE "planned_outages" DROP COLUMN "actual_end"`);
    await q.query(`ALTER TABLE "planned_outages" DROP COLUMN "actual_start"`);
  }
}
