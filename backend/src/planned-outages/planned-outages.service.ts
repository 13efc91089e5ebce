import { BadRequestException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import type { Actor } from '../common/events/actor';
import type { EntityManager } from 'typeorm';
import type { AuthUser } from '../auth/auth-user';
import { DomainEvents } from '../common/events/domain-events';
import type { PlannedOutageEntity } from './entities/planned-outage.entity';
import { ACCEPT_STATUSES, ACCEPT_STATUS_LABELS, ACCEPT_STATUS_MESSAGES, type AccepterDecision, canChangeAcceptStatus, STATUS_AFTER_SAVE } from '@portal/domain';
import { announcementFileName, buildAnnouncement } from './documents/announcement.builder';
import { buildPlannedOutagesReport } from './documents/planned-outages-report.builder';
import type { ChangeAcceptStatusDto, ChangeAcceptStatusManyDto } from './dto/accept-status-change.dto';
import type { OutageAddressInputDto } from './dto/outage-address.dto';
import type { PlannedOutageInputDto } from './dto/planned-outage-input.dto';
import type { PlannedOutageActualDto } from './dto/planned-outage-actual.dto';
import { AcceptStatusResponseDto, PlannedOutageResponseDto } from './dto/planned-outage-response.dto';
import type { ResolvedAddressResponseDto } from './dto/resolve-addresses.dto';
import type { PlannedOutageCriteria, SearchPlannedOutagesDto } from './dto/search-planned-outages.dto';
import { runInWorker, type WorkerBudget } from '../common/worker/run-in-worker';
import { ADDRESS_LIST_MESSAGES, AddressListError, spreadsheetKind, type UploadedSpreadsheet } from './excel/address-list.reader';
import type { AddressListRead } from './excel/address-list.task';
import {
  PlannedOutageActualReported,
  type PlannedOutageActualFields,
  PlannedOutageChanged,
  PlannedOutageDecided,
  PlannedOutageSaved,
  type PlannedOutageAuditFields,
  PlannedOutageDeleted,
  PlannedOutagePublished,
  PlannedOutageWithdrawn,
  type PlannedOutageFacts,
} from './events/planned-outage.events';
import { outageHull } from '../geo/hull';
import { OutageAddressResolver } from './outage-address.resolver';
import { ACTUAL_CLOCK_SKEW_MS, PLANNED_OUTAGE_LIMITS, PLANNED_OUTAGE_MESSAGES as MSG } from './planned-outage.model';
import { ERROR_MESSAGES } from '../common/api-error';
import { PlannedOutageAddressValues, PlannedOutagesRepository, PlannedOutageValues } from './planned-outages.repository';
import { toSearchText } from './search-text';

export interface GeneratedFile {
  fileName: string;
  contentType: string;
  content: Buffer;
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** A legal list (10,000 rows) reads in well under a second and 30 MB; more is refused, the server is not held up. */
export const ADDRESS_LIST_WORKER: WorkerBudget = { timeoutMs: 10_000, maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 4 };

/**
 * The planned-outage rules (staff spec §2.9–2.12, §4.1–4.3, §5, §6): who may change what, the
 * acceptance transitions, visibility, the import and the documents. docs/planned-outages.md explains them.
 */
@Injectable()
export class PlannedOutagesService {
  constructor(
    private readonly outages: PlannedOutagesRepository,
    private readonly resolver: OutageAddressResolver,
    private readonly events: DomainEvents,
  ) {}

  acceptStatuses(): AcceptStatusResponseDto[] {
    return ACCEPT_STATUSES.map((id) => ({ id, name: ACCEPT_STATUS_LABELS[id] }));
  }

  /**
   * Creates an outage, or with `id` updates it in place (its creator only). Either way it goes to
   * TO_ACCEPT: an edited outage is not public again until an accepter accepts the new version.
   */
  async save(dto: PlannedOutageInputDto, user: AuthUser, address: string | null = null): Promise<PlannedOutageResponseDto> {
    const values: PlannedOutageValues = {
      outageStart: new Date(dto.outageStart),
      outageEnd: new Date(dto.outageEnd),
      outageAnnouncement: dto.outageAnnouncement,
      voltageLevel: dto.voltageLevel,
      taskNumber: dto.taskNumber ?? null,
      recipient: dto.recipient ?? null,
      comment: dto.comment ?? null,
      acceptStatus: STATUS_AFTER_SAVE,
      points: outageHull(dto.addresses.map((a) => a.coordinates)),
    };
    const addresses = dto.addresses.map(addressValues);
    const actor: Actor = { userId: user.id, address, method: 'password' };
    if (dto.id === undefined) {
      const created = await this.outages.transaction(async (em) => {
        const newId = await this.outages.insert({ ...values, createdById: user.id }, addresses, em);
        // The record commits with the outage; the map's refresh follows the commit without holding up the answer.
        await this.events.raise(em, new PlannedOutageSaved(actor, newId, 'create', null, auditFields(values)));
        await this.events.raise(em, new PlannedOutageChanged(newId));
        return newId;
      });
      return this.get(created);
    }
    const id = dto.id;
    await this.outages.transaction(async (em) => {
      const [existing] = await this.outages.lockByIds([id], em);
      if (!existing || existing.deleted) throw new NotFoundException(MSG.notFound);
      if (existing.createdById !== user.id) throw new ForbiddenException(MSG.forbidden);
      refuseCancelled(existing);
      if (!canChangeAcceptStatus(existing.acceptStatus, STATUS_AFTER_SAVE, 'DISPATCHER_SAVE')) {
        throw new BadRequestException(ACCEPT_STATUS_MESSAGES.refused(existing.acceptStatus, STATUS_AFTER_SAVE));
      }
      await this.outages.update(id, values, addresses, em);
      await this.events.raise(em, new PlannedOutageSaved(actor, id, 'edit', auditFields(existing), auditFields(values)));
      await this.events.raise(em, new PlannedOutageChanged(id));
    });
    return this.get(id);
  }

  async get(id: number): Promise<PlannedOutageResponseDto> {
    const outage = await this.outages.findById(id);
    if (!outage) throw new NotFoundException(MSG.notFound);
    return PlannedOutageResponseDto.from(outage);
  }

  async search(criteria: SearchPlannedOutagesDto, createdBy?: number): Promise<PlannedOutageResponseDto[]> {
    const found = await this.outages.search(toCriteria(criteria, createdBy), criteria.page);
    return found.map(PlannedOutageResponseDto.from);
  }

  count(criteria: SearchPlannedOutagesDto, createdBy?: number): Promise<number> {
    return this.outages.count(toCriteria(criteria, createdBy));
  }

  /** Accepted, not deleted, not ended: what the public map and list show (later issues). */
  async findPublicActive(now: Date = new Date()): Promise<PlannedOutageResponseDto[]> {
    return (await this.outages.findPublicActive(now)).map(PlannedOutageResponseDto.from);
  }

  /** Published outages starting strictly between `from` and `to` (the alerts' reminder job); no address list. */
  async publishedStartingBetween(from: Date, to: Date): Promise<PlannedOutageFacts[]> {
    return (await this.outages.publishedStartingBetween(from, to)).map((o) => ({ id: o.id, start: o.outageStart, end: o.outageEnd, addresses: [] }));
  }

  async changeAcceptStatus(dto: ChangeAcceptStatusDto, user: AuthUser, address: string | null = null): Promise<PlannedOutageResponseDto> {
    await this.decide([dto.id], dto.acceptStatus, user, { sameIsRefused: true, address });
    return this.get(dto.id);
  }

  /** Bulk review in one transaction: all or nothing. Outages already in the chosen status are left as they are and not counted. */
  async changeAcceptStatusMany(dto: ChangeAcceptStatusManyDto, user: AuthUser, address: string | null = null): Promise<number> {
    return this.decide(dto.ids, dto.acceptStatus, user, { sameIsRefused: false, address });
  }

  /** Soft delete by any dispatcher (the 'all' list is the team's); answers how many were deleted now. */
  async deleteMany(ids: number[], actor: Actor = { userId: null, address: null }): Promise<number> {
    const unique = [...new Set(ids)];
    return this.outages.transaction(async (em) => {
      const found = await this.outages.lockByIds(unique, em);
      assertAllFound(
        unique,
        found.map((o) => o.id),
      );
      const published = found.filter((o) => !o.deleted && o.acceptStatus === 'ACCEPTED');
      const deleted = await this.outages.markDeleted(unique, em);
      for (const o of found.filter((f) => !f.deleted)) await this.events.raise(em, new PlannedOutageDeleted(actor, o.id, o.acceptStatus));
      await this.tellWithdrawn(published, em);
      return deleted;
    });
  }

  /**
   * Plan against fact (docs/planned-outages.md "Plan against fact"): the actual start and end, or a cancellation, as
   * the outage-management system (`from: 'integration'`) or a dispatcher reports them; the body is the whole fact as
   * now known. Only accepted outages have a fact; the integration sees nothing else (404), a dispatcher is told why (400).
   * A cancellation alerts those told of the outage (PlannedOutageWithdrawn, the alerts' outbox) in this transaction;
   * a report that changes nothing raises nothing, so a repeated PUT alerts nobody twice.
   */
  async reportActual(
    id: number,
    dto: PlannedOutageActualDto,
    actor: Actor,
    from: 'integration' | 'dispatcher',
    now = new Date(),
  ): Promise<PlannedOutageResponseDto> {
    const after: PlannedOutageActualFields = { actualStart: instant(dto.actualStart), actualEnd: instant(dto.actualEnd), cancelled: dto.cancelled === true };
    const errors = actualErrors(after, now);
    if (Object.keys(errors).length) throw new BadRequestException({ message: ERROR_MESSAGES.validation, errors });
    await this.outages.transaction(async (em) => {
      const [existing] = await this.outages.lockByIds([id], em);
      if (!existing || existing.deleted || (from === 'integration' && existing.acceptStatus !== 'ACCEPTED')) throw new NotFoundException(MSG.notFound);
      if (existing.acceptStatus !== 'ACCEPTED')
        throw new BadRequestException({ message: MSG.actualNotPublished, errors: { acceptStatus: MSG.actualNotPublished } });
      const before: PlannedOutageActualFields = {
        actualStart: existing.actualStart?.toISOString() ?? null,
        actualEnd: existing.actualEnd?.toISOString() ?? null,
        cancelled: existing.cancelledAt !== null,
      };
      if (before.cancelled && !after.cancelled) throw new BadRequestException({ message: MSG.cancelledIsFinal, errors: { cancelled: MSG.cancelledIsFinal } });
      if (JSON.stringify(before) === JSON.stringify(after)) return;
      await this.outages.setActual(
        id,
        {
          actualStart: after.actualStart === null ? null : new Date(after.actualStart),
          actualEnd: after.actualEnd === null ? null : new Date(after.actualEnd),
          cancelledAt: after.cancelled ? (existing.cancelledAt ?? now) : null,
        },
        em,
      );
      await this.events.raise(em, new PlannedOutageActualReported(actor, id, before, after));
      // The map, the list and open data show the outcome; a first cancellation is also told to those who were told of it.
      if (after.cancelled && !before.cancelled) await this.tellWithdrawn([existing], em);
      else await this.events.raise(em, new PlannedOutageChanged(id));
    });
    return this.get(id);
  }

  async resolveAddresses(addresses: string[]): Promise<ResolvedAddressResponseDto[]> {
    return this.resolver.resolve(addresses);
  }

  /** Type and size checked here; the file is read in a worker with a time and heap budget (docs/planned-outages.md). */
  async importAddressList(file: UploadedSpreadsheet | undefined): Promise<string[]> {
    const refuse = (message: string) => new BadRequestException({ message, errors: { file: message } });
    try {
      spreadsheetKind(file);
    } catch (error) {
      if (error instanceof AddressListError) throw refuse(error.message);
      throw error;
    }
    const { originalname, mimetype, buffer } = file!;
    const outcome = await runInWorker<AddressListRead>(
      require.resolve('./excel/address-list.task'),
      'readAddressListTask',
      { originalname, mimetype, buffer },
      ADDRESS_LIST_WORKER,
    );
    if (outcome.kind !== 'done') throw refuse(ADDRESS_LIST_MESSAGES.tooComplex);
    if (!outcome.value.ok) throw refuse(outcome.value.message);
    return outcome.value.addresses;
  }

  async report(criteria: PlannedOutageCriteria): Promise<GeneratedFile> {
    const total = await this.outages.count(criteria);
    if (total > PLANNED_OUTAGE_LIMITS.reportRows) throw new BadRequestException(MSG.reportTooLarge);
    const outages = (await this.outages.search(criteria, { limit: PLANNED_OUTAGE_LIMITS.reportRows, offset: 0 })).map(PlannedOutageResponseDto.from);
    const day = new Date().toISOString().slice(0, 10);
    return { fileName: `planowane-wylaczenia-${day}.xlsx`, contentType: XLSX_TYPE, content: await buildPlannedOutagesReport(outages) };
  }

  async announcement(id: number): Promise<GeneratedFile> {
    const outage = await this.get(id);
    if (outage.deleted) throw new BadRequestException(MSG.deletedNoAnnouncement);
    return { fileName: announcementFileName(id), contentType: DOCX_TYPE, content: await buildAnnouncement(outage) };
  }

  private async tellPublished(outages: PlannedOutageEntity[], em: EntityManager): Promise<void> {
    const addresses = await this.outages.streetAddressesOf(
      outages.map((o) => o.id),
      em,
    );
    for (const o of outages)
      await this.events.raise(em, new PlannedOutagePublished({ id: o.id, start: o.outageStart, end: o.outageEnd, addresses: addresses.get(o.id) ?? [] }));
  }

  private async tellWithdrawn(outages: PlannedOutageEntity[], em: EntityManager): Promise<void> {
    for (const o of outages) await this.events.raise(em, new PlannedOutageWithdrawn({ id: o.id, start: o.outageStart, end: o.outageEnd, addresses: [] }));
  }

  private async decide(ids: number[], to: AccepterDecision, user: AuthUser, options: { sameIsRefused: boolean; address: string | null }): Promise<number> {
    const unique = [...new Set(ids)];
    return this.outages.transaction(async (em) => {
      const found = (await this.outages.lockByIds(unique, em)).filter((o) => !o.deleted);
      assertAllFound(
        unique,
        found.map((o) => o.id),
      );
      const changing = found.filter((o) => options.sameIsRefused || o.acceptStatus !== to);
      for (const o of changing) {
        refuseCancelled(o);
        if (!canChangeAcceptStatus(o.acceptStatus, to, 'ACCEPTER')) {
          throw new BadRequestException({
            message: ACCEPT_STATUS_MESSAGES.refused(o.acceptStatus, to),
            errors: { acceptStatus: ACCEPT_STATUS_MESSAGES.refused(o.acceptStatus, to) },
          });
        }
      }
      const wasPublished = new Set(changing.filter((o) => o.acceptStatus === 'ACCEPTED').map((o) => o.id));
      await this.outages.setAcceptStatus(
        changing.map((o) => o.id),
        to,
        user.id,
        em,
      );
      // One audit record per outage, also in a bulk review (docs/security.md "Audit trail").
      const actor = { userId: user.id, address: options.address, method: 'password' };
      for (const o of changing) await this.events.raise(em, new PlannedOutageDecided(actor, o.id, o.acceptStatus, to));
      // Raised in the transaction: the alerts go with the decision or not at all (docs/notifications.md).
      if (to === 'ACCEPTED')
        await this.tellPublished(
          changing.filter((o) => !wasPublished.has(o.id)),
          em,
        );
      else
        await this.tellWithdrawn(
          changing.filter((o) => wasPublished.has(o.id)),
          em,
        );
      return changing.length;
    });
  }
}

/** `createdBy` given: the signed-in user of a 'mine' list, which wins over the body's. */
function toCriteria(dto: SearchPlannedOutagesDto, createdBy?: number): PlannedOutageCriteria {
  const { id, address, comment, start, end, outageStart, outageEnd, acceptStatus, deleted, page } = dto;
  return {
    id,
    address,
    comment,
    start,
    end,
    outageStart,
    outageEnd,
    acceptStatus,
    deleted,
    createdBy: createdBy ?? dto.createdBy,
    sortField: page?.sortField,
    sortOrder: page?.sortOrder,
  };
}

const instant = (value: string | null | undefined): string | null => (value == null ? null : new Date(value).toISOString());

/**
 * A cancelled outage is closed (docs/planned-outages.md "Plan against fact"): its people were told it is off, so an
 * edit or a decision that would send it back for acceptance or publish it again is refused; what is still to happen is
 * planned anew. Every path that could change its content or status passes here.
 */
function refuseCancelled(outage: Pick<PlannedOutageEntity, 'cancelledAt'>): void {
  if (outage.cancelledAt !== null) throw new BadRequestException({ message: MSG.cancelledIsClosed, errors: { cancelled: MSG.cancelledIsClosed } });
}

/** The cross-field rules of a reported fact (each field's own form is checked by the DTO). */
function actualErrors(f: PlannedOutageActualFields, now: Date): Record<string, string> {
  const errors: Record<string, string> = {};
  const latest = now.getTime() + ACTUAL_CLOCK_SKEW_MS;
  if (f.actualStart !== null && Date.parse(f.actualStart) > latest) errors.actualStart = MSG.actualInFuture;
  if (f.actualEnd !== null && f.actualStart === null) errors.actualStart = MSG.actualEndWithoutStart;
  else if (f.actualEnd !== null && Date.parse(f.actualEnd) > latest) errors.actualEnd = MSG.actualInFuture;
  if (f.cancelled && (f.actualStart !== null || f.actualEnd !== null)) errors.cancelled = MSG.cancelledWithActual;
  return errors;
}

function assertAllFound(wanted: number[], found: number[]): void {
  const missing = wanted.filter((id) => !found.includes(id));
  if (missing.length) throw new NotFoundException(wanted.length === 1 ? MSG.notFound : `${MSG.notFound}: ${missing.join(', ')}`);
}

function addressValues(a: OutageAddressInputDto): PlannedOutageAddressValues {
  const values = {
    nonFormattedAddress: a.nonFormattedAddress,
    street: a.street ?? null,
    streetNumber: a.streetNumber ?? null,
    postcode: a.postcode ?? null,
    city: a.city ?? null,
    district: a.district ?? null,
    wesolaDistrict: a.wesolaDistrict ?? false,
    lng: a.coordinates?.lng ?? null,
    lat: a.coordinates?.lat ?? null,
  };
  return { ...values, searchText: toSearchText(values.nonFormattedAddress, values.street, values.streetNumber, values.postcode, values.city, values.district) };
}

/** What the audit trail shows of an outage before/after a save (docs/security.md "Audit trail"). */
function auditFields(
  o: Pick<PlannedOutageValues, 'outageStart' | 'outageEnd' | 'outageAnnouncement' | 'voltageLevel' | 'taskNumber' | 'recipient' | 'acceptStatus'>,
): PlannedOutageAuditFields {
  return {
    outageStart: new Date(o.outageStart).toISOString(),
    outageEnd: new Date(o.outageEnd).toISOString(),
    outageAnnouncement: String(o.outageAnnouncement),
    voltageLevel: o.voltageLevel,
    taskNumber: o.taskNumber,
    recipient: o.recipient,
    acceptStatus: o.acceptStatus,
  };
}
