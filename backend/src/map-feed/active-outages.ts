import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { EntityManager, In, IsNull } from 'typeorm';
import { CallNetOutageEntity } from '../outages/entities/call-net-outage.entity';

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
}
