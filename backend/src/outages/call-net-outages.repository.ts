import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { EntityManager } from 'typeorm';
import { CallNetOutageEntity } from './entities/call-net-outage.entity';

/** The outage's fields as the service writes them. */
export type CallNetOutageValues = Omit<CallNetOutageEntity, 'id' | 'externalId' | 'endedAt' | 'createdAt' | 'updatedAt'>;

/** What a write needs of the row before it: its shape for the alerts and whether it had ended. */
export type OutageBefore = Pick<
  CallNetOutageEntity,
  'id' | 'kind' | 'area' | 'position' | 'outageCircle' | 'outageStart' | 'outageEnd' | 'endedAt' | 'crewStatus'
>;

/**
 * Every column, named as the entity names them. The writes answer their row with RETURNING: one statement
 * and no hydration through TypeORM's metadata instead of reading the row again. pg gives the same values TypeORM does
 * (timestamptz as Date, jsonb parsed, double precision and integer as numbers); an e2e test compares the two.
 */
const ROW = `id, external_id AS "externalId", kind, voltage_class AS "voltageClass", area, position, outage_circle AS "outageCircle",
  addresses_count AS "addressesCount", address_list AS "addressList", outage_start AS "outageStart", outage_end AS "outageEnd",
  description, cause, crew_status AS "crewStatus", end_confidence AS "endConfidence", customers_affected AS "customersAffected",
  customers_restored AS "customersRestored", ended_at AS "endedAt", min_lng AS "minLng", min_lat AS "minLat", max_lng AS "maxLng", max_lat AS "maxLat",
  created_at AS "createdAt", updated_at AS "updatedAt"`;

/** The only place that queries call_net_outages. Built on an EntityManager so the demo seed can use it inside its transaction. */
@Injectable()
export class CallNetOutagesRepository {
  constructor(@InjectEntityManager() private readonly em: EntityManager) {}

  /** Runs `work` in one transaction (a savepoint when already inside one, as in the demo seed). */
  transaction<T>(work: (repository: CallNetOutagesRepository, em: EntityManager) => Promise<T>): Promise<T> {
    return this.em.transaction((em) => work(new CallNetOutagesRepository(em), em));
  }

  /**
   * The row as it is before a change, locked until the transaction ends (concurrent PUTs of one id apply in turn). Only
   * the columns the write's event needs: not the address list, which may be long.
   */
  async lockByExternalId(externalId: string): Promise<OutageBefore | null> {
    const rows: OutageBefore[] = await this.em.query(
      `SELECT id, kind, area, position, outage_circle AS "outageCircle", outage_start AS "outageStart", outage_end AS "outageEnd", ended_at AS "endedAt",
         crew_status AS "crewStatus"
       FROM call_net_outages WHERE external_id = $1 FOR UPDATE`,
      [externalId],
    );
    return rows[0] ?? null;
  }

  /**
   * Create or update by the system's id in one statement (two systems' retries cannot make two rows). A PUT on an ended
   * outage opens it again: the system describes what is going on now.
   */
  async upsert(externalId: string, v: CallNetOutageValues): Promise<{ outage: CallNetOutageEntity; created: boolean }> {
    const rows: Array<CallNetOutageEntity & { created: boolean }> = await this.em.query(
      `INSERT INTO call_net_outages (external_id, kind, voltage_class, area, position, outage_circle, addresses_count, address_list,
         outage_start, outage_end, description, cause, min_lng, min_lat, max_lng, max_lat, crew_status, end_confidence, customers_affected,
         customers_restored)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20)
       ON CONFLICT (external_id) DO UPDATE SET kind = EXCLUDED.kind, voltage_class = EXCLUDED.voltage_class, area = EXCLUDED.area,
         position = EXCLUDED.position, outage_circle = EXCLUDED.outage_circle, addresses_count = EXCLUDED.addresses_count,
         address_list = EXCLUDED.address_list, outage_start = EXCLUDED.outage_start, outage_end = EXCLUDED.outage_end,
         description = EXCLUDED.description, cause = EXCLUDED.cause, min_lng = EXCLUDED.min_lng, min_lat = EXCLUDED.min_lat,
         max_lng = EXCLUDED.max_lng, max_lat = EXCLUDED.max_lat, crew_status = EXCLUDED.crew_status,
         end_confidence = EXCLUDED.end_confidence, customers_affected = EXCLUDED.customers_affected,
         customers_restored = EXCLUDED.customers_restored, ended_at = NULL, updated_at = clock_timestamp()
       RETURNING ${ROW}, (xmax = 0) AS created`,
      [
        externalId,
        v.kind,
        v.voltageClass,
        v.area === null ? null : JSON.stringify(v.area),
        JSON.stringify(v.position),
        v.outageCircle,
        v.addressesCount,
        JSON.stringify(v.addressList),
        v.outageStart,
        v.outageEnd,
        v.description,
        v.cause,
        v.minLng,
        v.minLat,
        v.maxLng,
        v.maxLat,
        v.crewStatus,
        v.endConfidence,
        v.customersAffected,
        v.customersRestored,
      ],
    );
    const { created, ...outage } = rows[0];
    return { outage, created };
  }

  /** Ends an active outage; an outage already ended keeps its first end time. Answers the row, or null for an unknown id. */
  async end(externalId: string, endedAt: Date): Promise<CallNetOutageEntity | null> {
    const rows: CallNetOutageEntity[] = await this.em.query(
      // Wrapped in a SELECT: TypeORM answers a bare UPDATE … RETURNING as [rows, count].
      `WITH ended AS (
         UPDATE call_net_outages SET ended_at = COALESCE(ended_at, $2), updated_at = CASE WHEN ended_at IS NULL THEN clock_timestamp() ELSE updated_at END
         WHERE external_id = $1 RETURNING ${ROW})
       SELECT * FROM ended`,
      [externalId, endedAt],
    );
    return rows[0] ?? null;
  }

  /** Keeps one change of the estimated end (the address card's history of it), in the write's transaction. */
  async recordEndChange(outageId: number, previousEnd: Date | null, newEnd: Date | null): Promise<void> {
    await this.em.query(`INSERT INTO call_net_outage_end_changes (outage_id, previous_end, new_end) VALUES ($1, $2, $3)`, [outageId, previousEnd, newEnd]);
  }

  findByExternalId(externalId: string): Promise<CallNetOutageEntity | null> {
    return this.em.findOneBy(CallNetOutageEntity, { externalId });
  }
}
