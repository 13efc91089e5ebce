import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { EntityManager, IsNull } from 'typeorm';
import { CallNetOutageEntity } from '../outages/entities/call-net-outage.entity';

/**
 * The snapshot's read of the outages table. The outages module writes it; the read model reads it with a query of its
 * own instead of reaching into that module's repository (module boundaries: docs/architecture.md).
 */
export abstract class ActiveOutages {
  /** Not ended: what the map feeds show. */
  abstract findActive(): Promise<CallNetOutageEntity[]>;
}

@Injectable()
export class ActiveOutagesQuery implements ActiveOutages {
  constructor(@InjectEntityManager() private readonly em: EntityManager) {}

  findActive(): Promise<CallNetOutageEntity[]> {
    return this.em.find(CallNetOutageEntity, { where: { endedAt: IsNull() }, order: { id: 'ASC' } });
  }
}
