import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { EntityManager, In, IsNull } from 'typeorm';
import { CallNetOutageEntity } from '../outages/entities/call-net-outage.entity';
import type { EndChange } from './map-feed.model';

/**
 * The snapshot's read of the outages table. The outages module writes it; the read model reads it with a query of its
 * own instead of reaching into that module's repository (module boundaries: docs/architecture.md).
 */
export abstract class ActiveOutages {
  /**
   * Every outage not ended, by id, with a version that changes with each update of its row (its `updated_at` to the
   * microsecond): one light query, so a sync loads as entities only the outages that changed.
   */
  abstract activeVersions(): Promise<Map<number, string>>;
  /** Those of `ids` not ended, whole. */
  abstract findActiveByIds(ids: number[]): Promise<CallNetOutageEntity[]>;
  /** The changes of those outages' estimated ends, oldest first, by outage id (none: no entry). */
  abstract endChangesOf(ids: number[]): Promise<Map<number, EndChange[]>>;
}

@Injectable()
export class ActiveOutagesQuery implements ActiveOutages {
  constructor(@InjectEntityManager() private readonly em: EntityManager) {}

  async activeVersions(): Promise<Map<number, string>> {
    const rows: Array<{ id: number; version: string }> = await this.em.query(
      `SELECT id, (extract(epoch FROM updated_at) * 1000000)::bigint::text AS version FROM call_net_outages WHERE ended_at IS NULL ORDER BY id`,
    );
    return new Map(rows.map((r) => [Number(r.id), r.version]));
  }

  async findActiveByIds(ids: number[]): Promise<CallNetOutageEntity[]> {
    const found: CallNetOutageEntity[] = [];
    // In batches: a first load names every active outage, and a query takes at most 65,535 parameters.
    for (let i = 0; i < ids.length; i += 10_000) {
      found.push(...(await this.em.find(CallNetOutageEntity, { where: { id: In(ids.slice(i, i + 10_000)), endedAt: IsNull() } })));
    }
    return found;
  }

  async endChangesOf(ids: number[]): Promise<Map<number, EndChange[]>> {
    const rows: Array<{ outageId: number; previousEnd: Date | null; newEnd: Date | null; changedAt: Date }> = ids.length
      ? await this.em.query(
          `SELECT outage_id AS "outageId", previous_end AS "previousEnd", new_end AS "newEnd", changed_at AS "changedAt"
           FROM call_net_outage_end_changes WHERE outage_id = ANY($1::int[]) ORDER BY outage_id, id`,
          [ids],
        )
      : [];
    const byOutage = new Map<number, EndChange[]>();
    for (const r of rows) {
      const list = byOutage.get(r.outageId) ?? [];
      list.push({ previousEnd: r.previousEnd?.toISOString() ?? null, newEnd: r.newEnd?.toISOString() ?? null, changedAt: r.changedAt.toISOString() });
      byOutage.set(r.outageId, list);
    }
    return byOutage;
  }
}
