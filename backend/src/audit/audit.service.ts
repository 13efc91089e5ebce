import { BadRequestException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { warsawDay } from '@portal/domain';
import { Cron, CronExpression } from '@nestjs/schedule';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { Actor } from '../common/events/actor';
import { ChainCheck } from './audit-chain';
import { AuditRepository, type NewAuditRecord } from './audit.repository';
import { AuditRecordResponseDto } from './dto/audit-record-response.dto';
import type { SearchAuditDto } from './dto/search-audit.dto';
import type { ExportAuditDto } from './dto/export-audit.dto';
import { buildAuditCsv } from './audit-csv';

/** More rows than a reader opens in a spreadsheet; the cap keeps one request from building a huge file in memory. */
export const AUDIT_EXPORT_MAX_ROWS = 20_000;
export const AUDIT_MESSAGES = {
  notFound: 'Nie znaleziono wpisu dziennika zdarzeń',
  exportTooLarge: `Eksport może zawierać najwyżej ${AUDIT_EXPORT_MAX_ROWS.toLocaleString('pl-PL').replace(/\s/g, ' ')} wpisów: zawęź filtry`,
} as const;
export const AUDIT_RETENTION_JOB = 'audit-retention';
const DAY_MS = 24 * 60 * 60 * 1000;

export interface AuditEntry {
  actor: Actor;
  action: string;
  entity: string;
  entityId: string | number | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

export type VerifyResult = { ok: true; count: number } | { ok: false; count: number; brokenId: string };

/** The audit trail's rules: what a record holds, the chain's check, retention (docs/security.md "Audit trail"). */
@Injectable()
export class AuditService {
  private readonly logger = new Logger(AuditService.name);

  constructor(
    private readonly records: AuditRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Appends in the writer's transaction when given its manager (the change and its record commit together). */
  async record(entry: AuditEntry, em?: EntityManager): Promise<void> {
    await this.records.append(toRecord(entry), em);
  }

  async search(criteria: SearchAuditDto): Promise<{ items: AuditRecordResponseDto[]; total: number }> {
    const [rows, total] = await this.records.search(criteria);
    return { items: rows.map(AuditRecordResponseDto.from), total };
  }

  /**
   * The filtered list as CSV. An export of the trail is an export of personal data: its own record (who, from where,
   * the filters, how many rows) is appended in the transaction that reads the rows, so no file leaves unrecorded.
   */
  exportCsv(criteria: ExportAuditDto, actor: Actor): Promise<{ fileName: string; content: Buffer }> {
    return this.records.exportPage(criteria, AUDIT_EXPORT_MAX_ROWS, async (rows, total, em) => {
      if (total > AUDIT_EXPORT_MAX_ROWS) throw new BadRequestException(AUDIT_MESSAGES.exportTooLarge);
      const filters = Object.fromEntries(Object.entries(criteria).filter(([, v]) => v !== undefined));
      await this.record({ actor, action: 'audit.export', entity: 'audit', entityId: null, after: { filters, rows: rows.length } }, em);
      return { fileName: `dziennik-zdarzen-${warsawDay(new Date())}.csv`, content: buildAuditCsv(rows) };
    });
  }

  async get(id: string): Promise<AuditRecordResponseDto> {
    const row = /^\d{1,18}$/.test(id) ? await this.records.findById(id) : null;
    if (!row) throw new NotFoundException(AUDIT_MESSAGES.notFound);
    return AuditRecordResponseDto.from(row);
  }

  /** Walks the chain from its start (or from where retention left it) and names the first record that does not fit. */
  async verify(): Promise<VerifyResult> {
    const check = new ChainCheck(await this.records.retentionAnchors());
    let count = 0;
    for await (const row of this.records.walk()) {
      count += 1;
      if (!check.fits(row)) return { ok: false, count, brokenId: row.id };
    }
    return { ok: true, count };
  }

  @Cron(CronExpression.EVERY_DAY_AT_3AM, { name: AUDIT_RETENTION_JOB })
  async scheduledRetention(): Promise<void> {
    try {
      await this.expire();
    } catch (error) {
      // Tomorrow's run tries again; a failed run must not take the scheduler down.
      this.logger.error(`Audit retention failed: ${String(error)}`);
    }
  }

  /** Deletes records older than AUDIT_RETENTION_DAYS and records the deletion; returns how many went. */
  expire(now = new Date()): Promise<number> {
    const days = this.config.audit.retentionDays;
    const cutoff = new Date(now.getTime() - days * DAY_MS);
    return this.records.expire(cutoff, (gone) =>
      toRecord({
        actor: { userId: null, address: null, method: 'system' },
        action: 'audit.retention',
        entity: 'audit',
        entityId: null,
        after: { deleted: gone.deleted, deletedThroughId: gone.lastId, lastDeletedHash: gone.lastHash, cutoff: cutoff.toISOString(), retentionDays: days },
      }),
    );
  }
}

function toRecord(e: AuditEntry): NewAuditRecord {
  return {
    actorId: e.actor.userId,
    actorMethod: e.actor.method ?? null,
    address: e.actor.address,
    action: e.action,
    entity: e.entity,
    entityId: e.entityId === null ? null : String(e.entityId),
    before: e.before ?? null,
    after: e.after ?? null,
  };
}
