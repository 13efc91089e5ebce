import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, SelectQueryBuilder } from 'typeorm';
import { DEFAULT_PAGE_SIZE } from '../common/dto/page.dto';
import { escapeLike } from '../users/users.repository';
import { PUBLIC_STATUS, type AcceptStatus } from '@portal/domain';
import type { PlannedOutageCriteria, PlannedOutageSortField } from './dto/search-planned-outages.dto';
import { PlannedOutageAddressEntity } from './entities/planned-outage-address.entity';
import { PlannedOutageEntity } from './entities/planned-outage.entity';
import { containsPattern } from './search-text';

/** The outage's own fields as the service writes them. */
export type PlannedOutageValues = Pick<
  PlannedOutageEntity,
  'outageStart' | 'outageEnd' | 'outageAnnouncement' | 'voltageLevel' | 'taskNumber' | 'recipient' | 'comment' | 'acceptStatus' | 'points'
>;

export type PlannedOutageAddressValues = Omit<PlannedOutageAddressEntity, 'outageId' | 'position' | 'outage'>;

const SORT_COLUMNS: Record<PlannedOutageSortField, string> = {
  id: 'o.id',
  outageStart: 'o.outageStart',
  outageEnd: 'o.outageEnd',
  voltageLevel: 'o.voltageLevel',
  taskNumber: 'o.taskNumber',
  acceptStatus: 'o.acceptStatus',
  createdBy: 'u.fullName',
  comment: 'o.comment',
};

/** The only place that queries planned outages and their addresses. */
@Injectable()
export class PlannedOutagesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /** With creator and addresses, deleted or not. */
  async findById(id: number, em: EntityManager = this.dataSource.manager): Promise<PlannedOutageEntity | null> {
    const outage = await em.createQueryBuilder(PlannedOutageEntity, 'o').leftJoinAndSelect('o.createdBy', 'u').where('o.id = :id', { id }).getOne();
    if (!outage) return null;
    await this.attachAddresses([outage], em);
    return outage;
  }

  /** The rows, locked until the transaction ends, so concurrent decisions on one outage apply one after the other. */
  lockByIds(ids: number[], em: EntityManager): Promise<PlannedOutageEntity[]> {
    return em.createQueryBuilder(PlannedOutageEntity, 'o').where('o.id IN (:...ids)', { ids }).orderBy('o.id').setLock('pessimistic_write').getMany();
  }

  // `page: null` passes the DTO's @IsOptional(), so null means "no paging given" too.
  async search(criteria: PlannedOutageCriteria, page: { limit?: number; offset?: number } | null = {}): Promise<PlannedOutageEntity[]> {
    const sortField = criteria.sortField ?? 'id';
    const qb = this.filtered(criteria)
      .leftJoinAndSelect('o.createdBy', 'u')
      .orderBy(SORT_COLUMNS[sortField], criteria.sortOrder ?? 'ASC', 'NULLS LAST');
    // Ties in id order, so pages never overlap (TypeORM keys ORDER BY by column: never add o.id twice).
    if (sortField !== 'id') qb.addOrderBy('o.id', 'ASC');
    const outages = await qb
      // One row per outage (the creator is many-to-one), so plain LIMIT/OFFSET pages correctly.
      .limit(page?.limit ?? DEFAULT_PAGE_SIZE)
      .offset(page?.offset ?? 0)
      .getMany();
    return this.attachAddresses(outages);
  }

  count(criteria: PlannedOutageCriteria): Promise<number> {
    return this.filtered(criteria).getCount();
  }

  /**
   * ACCEPTED, not deleted, not cancelled and not ended at `now`: what the public map shows. A cancelled outage leaves
   * it as a deleted one does (open data then says it is cancelled); the public list keeps it as "odwołane".
   */
  async findPublicActive(now: Date): Promise<PlannedOutageEntity[]> {
    const outages = await this.dataSource
      .createQueryBuilder(PlannedOutageEntity, 'o')
      .leftJoinAndSelect('o.createdBy', 'u')
      .where('o.acceptStatus = :status', { status: PUBLIC_STATUS })
      .andWhere('o.deleted = false')
      .andWhere('o.cancelledAt IS NULL')
      .andWhere('o.outageEnd > :now', { now })
      .orderBy('o.outageStart', 'ASC')
      .addOrderBy('o.id', 'ASC')
      .getMany();
    return this.attachAddresses(outages);
  }

  /** Accepted, not deleted, starting strictly between `from` and `to`: the candidates for the alerts' reminders. */
  publishedStartingBetween(from: Date, to: Date): Promise<Array<Pick<PlannedOutageEntity, 'id' | 'outageStart' | 'outageEnd'>>> {
    return (
      this.dataSource
        .createQueryBuilder(PlannedOutageEntity, 'o')
        .select(['o.id', 'o.outageStart', 'o.outageEnd'])
        .where('o.acceptStatus = :status', { status: PUBLIC_STATUS })
        .andWhere('o.deleted = false')
        // A cancelled outage is reminded of by nobody.
        .andWhere('o.cancelledAt IS NULL')
        .andWhere('o.outageStart > :from AND o.outageStart < :to', { from, to })
        .getMany()
    );
  }

  async insert(values: PlannedOutageValues & { createdById: number }, addresses: PlannedOutageAddressValues[], em: EntityManager): Promise<number> {
    const { identifiers } = await em.insert(PlannedOutageEntity, values);
    const id = identifiers[0].id as number;
    await this.insertAddresses(id, addresses, em);
    return id;
  }

  /** The outage's fields and its whole address list, replaced together. */
  async update(id: number, values: PlannedOutageValues, addresses: PlannedOutageAddressValues[], em: EntityManager): Promise<void> {
    await em.update(PlannedOutageEntity, { id }, values);
    await em.delete(PlannedOutageAddressEntity, { outageId: id });
    await this.insertAddresses(id, addresses, em);
  }

  async setAcceptStatus(ids: number[], acceptStatus: AcceptStatus, byUserId: number, em: EntityManager): Promise<void> {
    if (!ids.length) return;
    await em.update(PlannedOutageEntity, { id: In(ids) }, { acceptStatus, acceptStatusChangedById: byUserId, acceptStatusChangedAt: new Date() });
  }

  /** Street and number of each address per outage (alerts match watched addresses against them). */
  async streetAddressesOf(ids: number[], em: EntityManager): Promise<Map<number, Array<{ street: string | null; streetNumber: string | null }>>> {
    const byOutage = new Map<number, Array<{ street: string | null; streetNumber: string | null }>>(ids.map((id) => [id, []]));
    if (!ids.length) return byOutage;
    const rows = await em.find(PlannedOutageAddressEntity, { select: { outageId: true, street: true, streetNumber: true }, where: { outageId: In(ids) } });
    for (const r of rows) byOutage.get(r.outageId)?.push({ street: r.street, streetNumber: r.streetNumber });
    return byOutage;
  }

  /** Soft delete; answers how many were not deleted before. */
  /** Plan against fact: the reported times and the cancellation, as one statement. */
  async setActual(id: number, values: Pick<PlannedOutageEntity, 'actualStart' | 'actualEnd' | 'cancelledAt'>, em: EntityManager): Promise<void> {
    await em.update(PlannedOutageEntity, { id }, values);
  }

  async markDeleted(ids: number[], em: EntityManager): Promise<number> {
    const result = await em.update(PlannedOutageEntity, { id: In(ids), deleted: false }, { deleted: true });
    return result.affected ?? 0;
  }

  private async insertAddresses(outageId: number, addresses: PlannedOutageAddressValues[], em: EntityManager): Promise<void> {
    const rows = addresses.map((a, position) => ({ ...a, outageId, position }));
    // Bounded statements: 2000 addresses × 11 columns stays far below PostgreSQL's 65535 parameters per statement.
    for (let i = 0; i < rows.length; i += 500) await em.insert(PlannedOutageAddressEntity, rows.slice(i, i + 500));
  }

  private async attachAddresses(outages: PlannedOutageEntity[], em: EntityManager = this.dataSource.manager): Promise<PlannedOutageEntity[]> {
    if (!outages.length) return outages;
    const addresses = await em.find(PlannedOutageAddressEntity, {
      where: { outageId: In(outages.map((o) => o.id)) },
      order: { outageId: 'ASC', position: 'ASC' },
    });
    const byOutage = new Map<number, PlannedOutageAddressEntity[]>();
    for (const a of addresses) byOutage.set(a.outageId, [...(byOutage.get(a.outageId) ?? []), a]);
    for (const o of outages) o.addresses = byOutage.get(o.id) ?? [];
    return outages;
  }

  private filtered(c: PlannedOutageCriteria): SelectQueryBuilder<PlannedOutageEntity> {
    const qb = this.dataSource.createQueryBuilder(PlannedOutageEntity, 'o');
    if (c.id !== undefined) qb.andWhere('o.id = :id', { id: c.id });
    if (c.address?.trim()) {
      qb.andWhere('EXISTS (SELECT 1 FROM planned_outage_addresses a WHERE a.outage_id = o.id AND a.search_text LIKE :address)', {
        address: containsPattern(c.address),
      });
    }
    if (c.comment?.trim()) qb.andWhere('o.comment ILIKE :comment', { comment: `%${escapeLike(c.comment.trim())}%` });
    // start/end: the outage overlaps [start, end] (either bound may be open).
    if (c.start) qb.andWhere('o.outageEnd >= :start', { start: new Date(c.start) });
    if (c.end) qb.andWhere('o.outageStart <= :end', { end: new Date(c.end) });
    if (c.publicWindow) {
      qb.andWhere(
        `(o.outageEnd >= :windowAt OR (o.outageEnd >= :outcomeSince AND (o.cancelledAt IS NOT NULL OR o.actualStart IS NOT NULL)) OR o.actualEnd >= :outcomeSince)`,
        { windowAt: c.publicWindow.at, outcomeSince: c.publicWindow.outcomeSince },
      );
    }
    if (c.outageStart) qb.andWhere('o.outageStart >= :outageStart', { outageStart: new Date(c.outageStart) });
    if (c.outageEnd) qb.andWhere('o.outageEnd <= :outageEnd', { outageEnd: new Date(c.outageEnd) });
    if (c.acceptStatus !== undefined) qb.andWhere('o.acceptStatus = :acceptStatus', { acceptStatus: c.acceptStatus });
    if (c.deleted !== undefined) qb.andWhere('o.deleted = :deleted', { deleted: c.deleted });
    if (c.createdBy !== undefined) qb.andWhere('o.createdById = :createdBy', { createdBy: c.createdBy });
    return qb;
  }
}
