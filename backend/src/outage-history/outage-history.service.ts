import { CSV_TYPE } from '../common/csv';
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AuthUser } from '../auth/auth-user';
import { ERROR_MESSAGES } from '../common/api-error';
import { startOfWarsawDay } from '@portal/domain';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { addressMatchKey } from '@portal/domain';
import { DomainEvents } from '../common/events/domain-events';
import { LimitPassed } from './events/limit-passed.event';
import { covers, shapeBBox, type BBox, type OutageArea } from '../geo/outage-area';
import { addressYear, entriesFor, indexOutages, KIND_LABELS, unplannedCovers, unplannedShape, type AddressYear, type HistoryEntry } from './address-history';
import { AddressHistoryResponseDto, OutageHistoryResponseDto } from './dto/outage-history-response.dto';
import { buildHistoryCsv } from './history-csv';
import { exportFileName, type AddressYearExport } from './history-export.model';
import { buildHistoryPdf } from './history-pdf';
import { buildHistoryReport, type DistrictMonthRow, type DistrictYearRow } from './history-report.workbook';
import { HISTORY_NOTICE } from './history-texts';
import {
  HOUR_MS,
  hoursWithin,
  mergeIntervals,
  warsawMonthRange,
  warsawYear,
  warsawYearRange,
  type ClassYearFigures,
  type InterruptionClass,
} from './interruption-time';
import { limitKind } from './limit-kinds';
import { OutageHistoryRepository, type WatchedPoint } from './outage-history.repository';

export interface HistoryFile {
  fileName: string;
  contentType: string;
  content: Buffer;
}

export { CSV_TYPE };
export const PDF_TYPE = 'application/pdf';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Blocks that began a little before the year still merge with what follows (a block's start decides its year). */
const LOOK_BEHIND_MS = 7 * 24 * HOUR_MS;
/** Above this many addresses the planned-outage query is not narrowed by street: one scan of the year is cheaper. */
const NARROW_MAX_ADDRESSES = 50;
/** The scheduled check looks at outages changed this recently (it runs every 10 minutes; the overlap is harmless). */
export const CHECK_LOOK_BACK_MS = 30 * 60_000;
const NO_DISTRICT = '(bez dzielnicy)';

/** Watched addresses, and how many of them passed each of the four limits (LIMIT_KINDS) in a year. */
export interface LimitCounts {
  addresses: number;
  plannedYear: number;
  unplannedYear: number;
  plannedSingle: number;
  unplannedSingle: number;
}

const noLimitCounts = (): LimitCounts => ({ addresses: 0, plannedYear: 0, unplannedYear: 0, plannedSingle: 0, unplannedSingle: 0 });

/** One address's year added to the counts: the staff report's districts and the public scoreboard count alike. */
function countLimits(counts: LimitCounts, figures: AddressYear): void {
  counts.addresses += 1;
  counts.plannedYear += figures.planned.exceeded ? 1 : 0;
  counts.unplannedYear += figures.unplanned.exceeded ? 1 : 0;
  counts.plannedSingle += figures.planned.longInterruptions.length ? 1 : 0;
  counts.unplannedSingle += figures.unplanned.longInterruptions.length ? 1 : 0;
}

/**
 * The rules of the outage history (docs/outage-history.md): which interruptions covered a watched address since it
 * was added, how a year's hours compare with the legal limits, the exports, the staff report, and the alert when an
 * address passes a limit.
 */
@Injectable()
export class OutageHistoryService {
  constructor(
    private readonly repo: OutageHistoryRepository,
    private readonly events: DomainEvents,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The history starts when the address was added, or at the operator's configured start when that is earlier. */
  private since(a: WatchedPoint): Date {
    const configured = this.config.outageHistory.since ? startOfWarsawDay(this.config.outageHistory.since) : null;
    return configured && configured < a.createdAt ? configured : a.createdAt;
  }

  /** Every address's interruptions overlapping [from, to), each from its own start of history. */
  private async entriesOf(addresses: readonly WatchedPoint[], from: Date, to: Date, now: Date, em?: EntityManager): Promise<Map<number, HistoryEntry[]>> {
    const result = new Map<number, HistoryEntry[]>();
    if (!addresses.length) return result;
    const box: BBox = {
      minLng: Math.min(...addresses.map((a) => a.lng)),
      minLat: Math.min(...addresses.map((a) => a.lat)),
      maxLng: Math.max(...addresses.map((a) => a.lng)),
      maxLat: Math.max(...addresses.map((a) => a.lat)),
    };
    const streets = addresses.length <= NARROW_MAX_ADDRESSES ? [...new Set(addresses.map((a) => a.streetName))] : null;
    const [unplanned, planned] = await Promise.all([this.repo.unplannedNear(box, from, to, em), this.repo.plannedAddresses(from, to, streets, em)]);
    const index = indexOutages(planned, unplanned);
    for (const a of addresses) result.set(a.id, entriesFor(a, index, this.since(a), now));
    return result;
  }

  private yearsOf(a: WatchedPoint, now: Date): number[] {
    const first = warsawYear(this.since(a));
    const last = warsawYear(now);
    return Array.from({ length: Math.max(0, last - first) + 1 }, (_, i) => last - i);
  }

  private window(year: number, now: Date): { from: Date; to: Date } {
    const { from, to } = warsawYearRange(year);
    return { from: new Date(from.getTime() - LOOK_BEHIND_MS), to: to < now ? to : now };
  }

  /** 'Historia wyłączeń': every watched address of the person, for one Warsaw year. */
  async history(user: AuthUser, year?: number, now = new Date()): Promise<OutageHistoryResponseDto> {
    const y = year ?? warsawYear(now);
    const addresses = await this.repo.addressesOf(user.id);
    const { from, to } = this.window(y, now);
    const entries = await this.entriesOf(addresses, from, to, now);
    return {
      year: y,
      computedAt: now.toISOString(),
      notice: HISTORY_NOTICE,
      addresses: addresses.map((a) =>
        AddressHistoryResponseDto.from(a, this.since(a), this.yearsOf(a, now), addressYear(entries.get(a.id) ?? [], y, now), KIND_LABELS),
      ),
    };
  }

  private async exportOf(user: AuthUser, addressId: number, year: number | undefined, now: Date): Promise<AddressYearExport & { id: number }> {
    const address = (await this.repo.addressesOf(user.id)).find((a) => a.id === addressId);
    // Another person's address answers as a missing one: the answer must not tell them apart.
    if (!address) throw new NotFoundException(ERROR_MESSAGES.notFound);
    const y = year ?? warsawYear(now);
    const { from, to } = this.window(y, now);
    const entries = (await this.entriesOf([address], from, to, now)).get(address.id) ?? [];
    return { id: address.id, address: address.label, since: this.since(address), year: y, computedAt: now, ...addressYear(entries, y, now) };
  }

  async csv(user: AuthUser, addressId: number, year?: number, now = new Date()): Promise<HistoryFile> {
    const x = await this.exportOf(user, addressId, year, now);
    return { fileName: exportFileName(x.year, x.id, 'csv'), contentType: CSV_TYPE, content: buildHistoryCsv(x) };
  }

  async pdf(user: AuthUser, addressId: number, year?: number, now = new Date()): Promise<HistoryFile> {
    const x = await this.exportOf(user, addressId, year, now);
    return { fileName: exportFileName(x.year, x.id, 'pdf'), contentType: PDF_TYPE, content: await buildHistoryPdf(x, this.config.mail.operatorName) };
  }

  /** Staff (ADMIN): hours per district and month over every watched address, and how many addresses passed each limit. */
  async report(year?: number, now = new Date()): Promise<HistoryFile> {
    const y = year ?? warsawYear(now);
    const addresses = await this.repo.allAddresses();
    const { from, to } = this.window(y, now);
    const entries = await this.entriesOf(addresses, from, to, now);
    const months = new Map<string, DistrictMonthRow>();
    const limits = new Map<string, DistrictYearRow>();
    const monthRanges = Array.from({ length: 12 }, (_, i) => warsawMonthRange(y, i + 1));
    for (const a of addresses) {
      const district = a.district?.trim() || NO_DISTRICT;
      const all = entries.get(a.id) ?? [];
      const blocks = (cls: InterruptionClass) =>
        mergeIntervals(
          all.filter((e) => (e.kind === 'PLANNED') === (cls === 'PLANNED')),
          now,
        );
      const planned = blocks('PLANNED');
      const unplanned = blocks('UNPLANNED');
      monthRanges.forEach((range, i) => {
        const key = `${district}\u0000${i + 1}`;
        const row = months.get(key) ?? {
          district,
          month: i + 1,
          addresses: 0,
          addressesWithInterruptions: 0,
          plannedHours: 0,
          unplannedHours: 0,
          maxPlannedHours: 0,
          maxUnplannedHours: 0,
        };
        const p = hoursWithin(planned, range.from, range.to);
        const u = hoursWithin(unplanned, range.from, range.to);
        row.addresses += 1;
        row.addressesWithInterruptions += p + u > 0 ? 1 : 0;
        row.plannedHours += p;
        row.unplannedHours += u;
        row.maxPlannedHours = Math.max(row.maxPlannedHours, p);
        row.maxUnplannedHours = Math.max(row.maxUnplannedHours, u);
        months.set(key, row);
      });
      const row = limits.get(district) ?? { district, ...noLimitCounts() };
      countLimits(row, addressYear(all, y, now));
      limits.set(district, row);
    }
    const byDistrict = (a: { district: string }, b: { district: string }) => a.district.localeCompare(b.district, 'pl');
    const monthRows = [...months.values()].sort((a, b) => byDistrict(a, b) || a.month - b.month);
    const content = await buildHistoryReport(y, now, monthRows, [...limits.values()].sort(byDistrict));
    return { fileName: `historia-wylaczen-raport-${y}.xlsx`, contentType: XLSX_TYPE, content };
  }

  /**
   * How many watched addresses passed each legal limit in a Warsaw year, counted as the staff report counts them, with
   * the year's history as recorded up to `asOf` (the public scoreboard; docs/statistics.md).
   */
  async limitCounts(year: number, asOf: Date): Promise<LimitCounts> {
    const addresses = await this.repo.allAddresses();
    const { from, to } = this.window(year, asOf);
    const entries = await this.entriesOf(addresses, from, to, asOf);
    const counts = noLimitCounts();
    for (const a of addresses) countLimits(counts, addressYear(entries.get(a.id) ?? [], year, asOf));
    return counts;
  }

  /**
   * Alerts for addresses that passed a limit this Warsaw year, at most once per address, year and limit (the
   * outage_limit_alerts unique key). An address with no channel to tell it on keeps its claim free for later.
   */
  async checkLimits(em: EntityManager, candidates: readonly WatchedPoint[], now = new Date()): Promise<number> {
    const unique = [...new Map(candidates.map((c) => [c.id, c])).values()];
    if (!unique.length) return 0;
    const year = warsawYear(now);
    const { from, to } = this.window(year, now);
    const entries = await this.entriesOf(unique, from, to, now, em);
    let queued = 0;
    for (const a of unique) {
      const y = addressYear(entries.get(a.id) ?? [], year, now);
      for (const [cls, f] of [
        ['PLANNED', y.planned],
        ['UNPLANNED', y.unplanned],
      ] as Array<[InterruptionClass, ClassYearFigures]>) {
        if (f.exceeded) queued += await this.tell(em, a, year, cls, 'YEAR', f.hours, f.limitHours);
        const longest = Math.max(0, ...f.longInterruptions.map((l) => l.hours));
        if (longest) queued += await this.tell(em, a, year, cls, 'SINGLE', longest, f.singleLimitHours);
      }
    }
    return queued;
  }

  private async tell(
    em: EntityManager,
    a: WatchedPoint,
    year: number,
    cls: InterruptionClass,
    scope: 'YEAR' | 'SINGLE',
    hours: number,
    limitHours: number,
  ): Promise<number> {
    const kind = limitKind(cls, scope);
    if (!(await this.repo.claimLimitAlert(em, a.id, year, kind, hours))) return 0;
    const passed = new LimitPassed(a.id, { year, cls, scope, hours, limitHours, historyUrl: `${this.publicBase()}/public/user/outage-history?rok=${year}` });
    await this.events.raise(em, passed);
    if (!passed.queued) await this.repo.releaseLimitAlert(em, a.id, year, kind);
    return passed.queued;
  }

  private publicBase(): string {
    return (this.config.publicUrl ?? `http://localhost:${this.config.port}`).replace(/\/$/, '');
  }

  /**
   * On an outage's event (inside the writing transaction): an outage that ended, or whose start moved, may have pushed
   * the addresses it covered over a limit. A running outage's hours grow with the clock: the scheduled check sees those.
   */
  async outageChanged(em: EntityManager, before: OutageArea | null, after: OutageArea): Promise<number> {
    const ended = after.ended && !before?.ended;
    const moved = !!before && before.start.getTime() !== after.start.getTime();
    if (!ended && !moved) return 0;
    const candidates = (await this.repo.addressesInBox(shapeBBox(after), em)).filter((a) => covers(after, { lng: a.lng, lat: a.lat }));
    return this.checkLimits(em, candidates);
  }

  /** The scheduled check: addresses under running outages, and under outages changed or ended in the last half hour. */
  async checkRecent(em: EntityManager, now = new Date()): Promise<number> {
    const since = new Date(now.getTime() - CHECK_LOOK_BACK_MS);
    const candidates: WatchedPoint[] = [];
    for (const o of await this.repo.unplannedToCheck(since, em)) {
      const inBox = await this.repo.addressesInBox(shapeBBox(unplannedShape(o)), em);
      candidates.push(...inBox.filter((a) => unplannedCovers(o, a)));
    }
    const keys = [
      ...new Set((await this.repo.plannedToCheck(since, now, em)).map((r) => addressMatchKey(r.street, r.streetNumber)).filter((k): k is string => !!k)),
    ];
    candidates.push(...(await this.repo.addressesByMatchKeys(keys, em)));
    return this.checkLimits(em, candidates, now);
  }
}
