import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, SelectQueryBuilder } from 'typeorm';
import { GENESIS_HASH, recordHash, type ChainedFields } from './audit-chain';
import { AuditRecordEntity } from './entities/audit-record.entity';
import type { SearchAuditDto } from './dto/search-audit.dto';

/** One fixed advisory-lock key: every append of every instance takes it, so the chain stays one line. */
const AUDIT_CHAIN_LOCK = 727031;
/** Rows read at a time by the verifier, so a long trail is not held in memory at once. */
const VERIFY_BATCH = 1000;

export type NewAuditRecord = Omit<ChainedFields, 'prevHash' | 'at'>;

/** The only file that queries the audit trail. */
@Injectable()
export class AuditRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Appends a record after the newest one. The transaction-scoped lock is held until the writer's transaction ends,
   * so a second writer reads the newest hash only once the first has committed or rolled back.
   */
  async append(record: NewAuditRecord, em?: EntityManager, prevWhenEmpty = GENESIS_HASH): Promise<AuditRecordEntity> {
    const manager = em ?? this.dataSource.manager;
    if (!manager.queryRunner?.isTransactionActive) return manager.transaction((tx) => this.append(record, tx, prevWhenEmpty));
    await manager.query('SELECT pg_advisory_xact_lock($1)', [AUDIT_CHAIN_LOCK]);
    const last = await manager.getRepository(AuditRecordEntity).findOne({ where: {}, order: { id: 'DESC' }, select: { id: true, hash: true } });
    const fields: ChainedFields = { ...record, at: new Date(), prevHash: last?.hash ?? prevWhenEmpty };
    return manager.getRepository(AuditRecordEntity).save({ ...fields, hash: recordHash(fields) });
  }

  /**
   * Deletes the records older than `cutoff` through the one database function allowed to (the trigger refuses every
   * other delete) and appends, in the same transaction, a record carrying the hash of the newest deleted one.
   */
  expire(cutoff: Date, record: (gone: { deleted: number; lastId: string; lastHash: string }) => NewAuditRecord): Promise<number> {
    return this.dataSource.transaction(async (em) => {
      await em.query('SELECT pg_advisory_xact_lock($1)', [AUDIT_CHAIN_LOCK]);
      const [row] = await em.query<Array<{ deleted: string; last_id: string | null; last_hash: string | null }>>(
        'SELECT deleted, last_id, last_hash FROM audit_record_expire($1)',
        [cutoff],
      );
      const deleted = Number(row?.deleted ?? 0);
      if (!deleted) return 0;
      // With every row gone, the retention record itself continues from the newest deleted one.
      await this.append(record({ deleted, lastId: row.last_id!, lastHash: row.last_hash! }), em, row.last_hash!);
      return deleted;
    });
  }

  /** The hashes of deleted rows that retention records carry: where a shortened chain may begin. */
  async retentionAnchors(): Promise<Set<string>> {
    const rows = await this.dataSource.query<Array<{ hash: string | null }>>(
      `SELECT "after"->>'lastDeletedHash' AS hash FROM audit_record WHERE action = 'audit.retention'`,
    );
    return new Set(rows.flatMap((r) => (r.hash ? [r.hash] : [])));
  }

  /** Every record in id order, a batch at a time. */
  async *walk(): AsyncGenerator<AuditRecordEntity> {
    let after = '0';
    for (;;) {
      const batch = await this.dataSource
        .getRepository(AuditRecordEntity)
        .createQueryBuilder('a')
        .where('a.id > :after', { after })
        .orderBy('a.id', 'ASC')
        .take(VERIFY_BATCH)
        .getMany();
      yield* batch;
      if (batch.length < VERIFY_BATCH) return;
      after = batch[batch.length - 1].id;
    }
  }

  search(criteria: SearchAuditDto): Promise<[AuditRecordEntity[], number]> {
    return this.filtered(criteria)
      .orderBy('a.id', 'DESC')
      .take(criteria.limit ?? 25)
      .skip(criteria.offset ?? 0)
      .getManyAndCount();
  }

  /**
   * The records matching the filters, newest first, at most `max` of them, with how many match; read and recorded in
   * one transaction (`alongside`), so the export's own record commits with the read or not at all.
   */
  exportPage<T>(criteria: SearchAuditDto, max: number, alongside: (rows: AuditRecordEntity[], total: number, em: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(async (em) => {
      const [rows, total] = await this.filtered(criteria, em).orderBy('a.id', 'DESC').take(max).getManyAndCount();
      return alongside(rows, total, em);
    });
  }

  findById(id: string): Promise<AuditRecordEntity | null> {
    return this.dataSource.getRepository(AuditRecordEntity).findOneBy({ id });
  }

  private filtered(c: SearchAuditDto, em: EntityManager = this.dataSource.manager): SelectQueryBuilder<AuditRecordEntity> {
    const qb = em.getRepository(AuditRecordEntity).createQueryBuilder('a');
    if (c.actorId !== undefined) qb.andWhere('a.actorId = :actorId', { actorId: c.actorId });
    if (c.action) qb.andWhere('a.action = :action', { action: c.action });
    if (c.entity) qb.andWhere('a.entity = :entity', { entity: c.entity });
    if (c.from) qb.andWhere('a.at >= :from', { from: c.from });
    if (c.to) qb.andWhere('a.at < :to', { to: c.to });
    return qb;
  }
}
