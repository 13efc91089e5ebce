import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The audit trail (docs/security.md "Audit trail"): append-only rows chained by hash. The trigger is what keeps them
 * unchanged — the embedded database runs the app as a superuser, for whom a REVOKE would not hold. Only the retention
 * function may delete, and only the oldest rows: it sets a transaction-local flag the trigger reads.
 */
export class AuditTrail1764950000000 implements MigrationInterface {
  name = 'AuditTrail1764950000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "audit_record" (
        "id" bigserial PRIMARY KEY,
        "at" timestamptz NOT NULL,
        "actor_id" integer,
        "actor_method" varchar(32),
        "address" varchar(64),
        "action" varchar(48) NOT NULL,
        "entity" varchar(48) NOT NULL,
        "entity_id" varchar(64),
        "before" jsonb,
        "after" jsonb,
        "prev_hash" char(64) NOT NULL,
        "hash" char(64) NOT NULL
      )`);
    await q.query(`CREATE INDEX "audit_record_at" ON "audit_record" ("at")`);
    await q.query(`CREATE INDEX "audit_record_actor" ON "audit_record" ("actor_id", "id")`);
    await q.query(`
      CREATE FUNCTION audit_record_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'DELETE' AND current_setting('audit.retention', true) = 'on' THEN
          RETURN OLD;
        END IF;
        RAISE EXCEPTION 'audit_record is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
      END $$`);
    await q.query(`
      CREATE TRIGGER audit_record_append_only BEFORE UPDATE OR DELETE ON "audit_record"
      FOR EACH ROW EXECUTE FUNCTION audit_record_refuse_change()`);
    await q.query(`
      CREATE TRIGGER audit_record_no_truncate BEFORE TRUNCATE ON "audit_record"
      FOR EACH STATEMENT EXECUTE FUNCTION audit_record_refuse_change()`);
    // The one way to delete: the rows older than the cut-off, returning the hash of the newest one deleted so the
    // retention record can carry it and the chain stays verifiable from there.
    await q.query(`
      CREATE FUNCTION audit_record_expire(cutoff timestamptz) RETURNS TABLE(deleted bigint, last_id bigint, last_hash char(64))
      LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
      BEGIN
        PERFORM set_config('audit.retention', 'on', true);
        RETURN QUERY WITH gone AS (
          DELETE FROM audit_record WHERE id <= (SELECT max(id) FROM audit_record WHERE at < cutoff) RETURNING id, hash
        )
        SELECT count(*)::bigint, max(g.id), (SELECT g2.hash FROM gone g2 ORDER BY g2.id DESC LIMIT 1) FROM gone g;
        PERFORM set_config('audit.retention', 'off', true);
      END $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION audit_record_expire(timestamptz)`);
    await q.query(`DROP TABLE "audit_record"`);
    await q.query(`DROP FUNCTION audit_record_refuse_change()`);
  }
}
