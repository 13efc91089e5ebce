import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { CoalescingRunner } from '../common/coalescing-runner';
import { loadAwareSpacing, LoopLoad } from '../common/loop-load';
import { PlannedOutagesService } from '../planned-outages/planned-outages.service';
import type { LngLat } from '@portal/domain';
import type { CallNetOutageEntity } from '../outages/entities/call-net-outage.entity';
import { ActiveOutages } from './active-outages';
import { ActiveAtBodies } from './active-at-bodies';
import { buildListBody, type FeedBody, polishFeedBody } from '../common/prepared-body/feed-body';
import { foldReports, type LocatedItem, outageItem, plannedItem, round5, withCounts } from './feed-items';
import { MapFeedRepository, type MapReportRow } from './map-feed.repository';
import {
  CHECK_INTERVAL_MS,
  MAX_SYNC_SPACING_MS,
  MIN_SYNC_SPACING_MS,
  POLISH_AFTER_MS,
  POLISH_CPU_SHARE,
  type EndChange,
  type OutageItem,
  REPORT_WINDOW_HOURS,
  REPORTS_BODY_MAX_AGE_MS,
  type ReportPoint,
} from './map-feed.model';
import { shapeContains } from '../geo/outage-shape';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** What publicItems() gives: the public map's items, never personal data. */
export interface PublicItems {
  /** Changes whenever anything the map shows changes: every map body's key, so no kind of item can be left out. */
  key: string;
  builtAt: number;
  /**
   * When the database was last found to match this build (a sync's start, whether or not it rebuilt): a reader that
   * must know an outage is still gone at a later time than builtAt asks for a refresh and reads this.
   */
  checkedAt: number;
  extensive: readonly LocatedItem[];
  failures: readonly LocatedItem[];
  planned: readonly LocatedItem[];
}

/** One consistent picture: what every feed and the point lookup answer from until the next build. */
interface Built {
  /** Changes when the unfolded reports change: the reports bodies are keyed on it. */
  version: number;
  reportsKey: string;
  builtAt: number;
  extensive: LocatedItem[];
  failures: LocatedItem[];
  planned: LocatedItem[];
  /** Reports of the last 24 h not folded into an item, newest first. */
  unfolded: ReportPoint[];
  /** Every report of the last 24 h, folded or not, newest first (the address card counts those near a point). */
  reports: ReportPoint[];
  bodies: { extensive: FeedBody; hv: FeedBody; lv: FeedBody; planned: FeedBody };
  /** What each body was built from (items' generation and counts): an equal key reuses the body without serialising. */
  keys: Record<keyof Built['bodies'], string>;
  /** The map search's answers, built on first request per interval. */
  activeAt: ActiveAtBodies;
}

/** What other readers of the snapshot may see of one build (read-only by convention: it is what the feeds serve). */
export type SnapshotView = Readonly<Pick<Built, 'builtAt' | 'extensive' | 'failures' | 'planned' | 'reports'>>;

interface ReportsBody {
  version: number;
  builtAt: number;
  body: FeedBody;
  /** Items in the body: with the same version, the same count means the same list (a prefix of the same order). */
  count: number;
}

const EMPTY: Built = {
  version: 0,
  reportsKey: '',
  builtAt: 0,
  extensive: [],
  failures: [],
  planned: [],
  unfolded: [],
  reports: [],
  bodies: undefined as unknown as Built['bodies'],
  keys: { extensive: '', hv: '', lv: '', planned: '' },
  activeAt: new ActiveAtBodies([]),
};

/**
 * The map feeds' in-memory snapshot (docs/map-feeds.md). The storm's hot path never touches the database: the feeds
 * are built once per change, compressed once, and served from memory with ETags. Changes arrive three ways: a write in
 * this instance calls refresh() (map-feed.listeners.ts); another instance's NOTIFY does (feed-changes.ts); every 5 s
 * a one-row signature query notices whatever came neither way (plain SQL, a lost LISTEN). All run the same sync, one
 * at a time.
 */
@Injectable()
export class MapFeedSnapshot implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(MapFeedSnapshot.name);
  private located: LocatedItem[] = [];
  /** Per active outage: its row's version (ActiveOutages.activeVersions) and voltage class, as last loaded. */
  private outageVersions = new Map<number, string>();
  private voltage = new Map<number, CallNetOutageEntity['voltageClass']>();
  private plannedItems: LocatedItem[] = [];
  /** Grows whenever the planned outages are reloaded: their items are new objects from then on (outages keep theirs, keepUnchanged). */
  private generation = 0;
  private folding = { key: '', into: new Map<number, LocatedItem | null>() };
  private reports: ReportPoint[] = [];
  private signature = { outages: '', planned: '', reportMaxId: 0 };
  private built: Built = EMPTY;
  private checkedAt = 0;
  /** Seconds the last sync that rebuilt took, from its first query to the new snapshot being live (the metrics read it). */
  private lastRebuildSeconds: number | null = null;
  private readonly reportBodies = new Map<number, ReportsBody>();
  private readonly reportBuilds = new Map<number, { version: number; promise: Promise<FeedBody> }>();
  private timer: NodeJS.Timeout | null = null;
  private polishTimer: NodeJS.Timeout | null = null;
  private polishing = false;
  private polishRestUntil = 0;
  private stopped = false;
  private readonly syncs = new CoalescingRunner(() => this.sync(), loadAwareSpacing(new LoopLoad(), MIN_SYNC_SPACING_MS, MAX_SYNC_SPACING_MS));

  constructor(
    private readonly repository: MapFeedRepository,
    private readonly outagesRepository: ActiveOutages,
    private readonly plannedOutages: PlannedOutagesService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.refresh();
    this.timer = setInterval(() => void this.refresh().catch((e: unknown) => this.logger.warn(`map feed check failed: ${String(e)}`)), CHECK_INTERVAL_MS);
    this.timer.unref();
    this.polishTimer = setInterval(() => void this.polishOne(), 1000);
    this.polishTimer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    if (this.polishTimer) clearInterval(this.polishTimer);
    await this.syncs.settled();
  }

  /**
   * Brings the snapshot up to date with the database; resolves when the new snapshot is live. Calls during a sync
   * share one follow-up sync that starts after it and at least 250 ms after the last one began, so a storm of
   * report submissions costs at most four syncs a second, not one each; when requests keep the event loop busy, the
   * spacing grows to 1 s (loop-load.ts), so a storm of writes takes one sync a second from the readers.
   */
  refresh(): Promise<void> {
    return this.syncs.run();
  }

  feeds(): Built['bodies'] {
    return this.built.bodies;
  }

  /** Planned outages in progress at `at` (the map search), prepared like a feed; from the snapshot, so only those not ended now. */
  plannedActiveAt(at: Date): Promise<FeedBody> {
    return this.built.activeAt.bodyAt(at.getTime());
  }

  /**
   * The reports feed for 1–24 h: rebuilt when the data changed or the body is older than 10 s (relative time moves).
   * The current body is given as it is, not in a promise: the storm asks for it tens of thousands of times a second,
   * and the controller answers a plain body at once (a promise cost the 304 answers a fifth of their rate).
   */
  reportsFeed(hours: number): FeedBody | Promise<FeedBody> {
    const built = this.built;
    const cached = this.reportBodies.get(hours);
    const now = Date.now();
    if (cached && cached.version === built.version && now - cached.builtAt < REPORTS_BODY_MAX_AGE_MS) return cached.body;
    const building = this.reportBuilds.get(hours);
    // Only time has moved: the current body is a few seconds stale at most; serve it while the next one is built.
    if (cached && cached.version === built.version) {
      if (!building) void this.buildReports(hours, built, cached).catch(() => undefined);
      return cached.body;
    }
    // The data changed: wait for a body of this version (one build shared by every waiting request).
    return building?.version === built.version ? building.promise : this.buildReports(hours, built, cached);
  }

  /**
   * The items of the last build for open data (open-data module, docs/open-data.md), which prepares its own bodies from
   * them. `key` changes when the items or their report counts do; `builtAt` is when the database was last read for them,
   * `checkedAt` when it was last found unchanged since.
   */
  publicItems(): PublicItems | null {
    const b = this.built;
    if (!b.bodies) return null;
    return {
      key: Object.values(b.keys).join('|'),
      builtAt: b.builtAt,
      checkedAt: Math.max(this.checkedAt, b.builtAt),
      extensive: b.extensive,
      failures: b.failures,
      planned: b.planned,
    };
  }

  /**
   * The picture the address card reads (address-status/): the same objects the feeds were built from, replaced as a
   * whole at each build, so its identity names the version. Null before the first build.
   */
  /**
   * For the readiness check and the metrics: how long ago the database was last found to match the snapshot (null
   * before the first build), and how long the last rebuild took.
   */
  freshness(now = Date.now()): { ageSeconds: number | null; lastRebuildSeconds: number | null } {
    const b = this.built;
    return { ageSeconds: b.bodies ? (now - Math.max(this.checkedAt, b.builtAt)) / 1000 : null, lastRebuildSeconds: this.lastRebuildSeconds };
  }

  addressView(): SnapshotView | null {
    return this.built.bodies ? this.built : null;
  }

  /**
   * How many reports an outage gathered (the wizard's "we already know" and the staff previews): a planned
   * outage's or extensive area's `reportsCount`, as the map shows it; a failure folds none on the map (public spec §1),
   * so for it the reports of the last 24 h inside its shape. Null when the outage is not in the snapshot (ended).
   */
  reportsGathered(type: OutageItem['type'], id: number): number | null {
    const b = this.built;
    const found = (type === 'PLANNED' ? b.planned : type === 'EXTENSIVE' ? b.extensive : b.failures).find((x) => x.item.id === id);
    if (!found) return null;
    if (type !== 'FAILURE') return found.item.reportsCount;
    let count = 0;
    for (const r of b.reports) if (shapeContains(found.shape, r)) count++;
    return count;
  }

  locate(p: LngLat): { planned: OutageItem | null; extensive: OutageItem | null; failure: OutageItem | null } {
    const { planned, extensive, failures } = this.built;
    const find = (items: LocatedItem[]) => items.find((x) => shapeContains(x.shape, p))?.item ?? null;
    return { planned: find(planned), extensive: find(extensive), failure: find(failures) };
  }

  /**
   * Brotli at quality 10 is a fifth smaller than the quality 6 a body is first built with, but takes a third of a
   * second for the largest feed: bodies that have lived a few seconds are recompressed in the background, one at a
   * time, and swapped in under the same ETag (the JSON is the same). In a storm the reports bodies change every few
   * seconds, so recompression is held to a share of one core (POLISH_CPU_SHARE) instead of running back to back.
   */
  private async polishOne(): Promise<void> {
    if (this.polishing || this.stopped || !this.built.bodies) return;
    const now = Date.now();
    if (now < this.polishRestUntil) return;
    const live = [...Object.values(this.built.bodies), ...[...this.reportBodies.values()].map((x) => x.body), ...this.built.activeAt.built()];
    const next = live.find((b) => !b.polished && now - b.builtAt >= POLISH_AFTER_MS);
    if (!next) return;
    this.polishing = true;
    try {
      await polishFeedBody(next);
    } catch (e) {
      this.logger.warn(`map feed recompression failed: ${String(e)}`);
    } finally {
      this.polishing = false;
      const took = Date.now() - now;
      this.polishRestUntil = Date.now() + (took * (1 - POLISH_CPU_SHARE)) / POLISH_CPU_SHARE;
    }
  }

  private buildReports(hours: number, built: Built, previous?: ReportsBody): Promise<FeedBody> {
    const now = Date.now();
    const since = now - hours * HOUR_MS;
    const items = [];
    for (const r of built.unfolded) {
      if (r.time < since) break;
      items.push(r.item);
    }
    // Time moved but no report left the period: the same list, so no serialising and hashing of it again.
    const same = previous?.version === built.version && previous.count === items.length;
    const promise = (same ? Promise.resolve(previous.body) : buildListBody(items, previous?.body))
      .then((body) => {
        // A slower build of an older version never replaces a newer body.
        if ((this.reportBodies.get(hours)?.version ?? -1) <= built.version)
          this.reportBodies.set(hours, { version: built.version, builtAt: now, body, count: items.length });
        return body;
      })
      .finally(() => {
        if (this.reportBuilds.get(hours)?.promise === promise) this.reportBuilds.delete(hours);
      });
    this.reportBuilds.set(hours, { version: built.version, promise });
    return promise;
  }

  private async sync(): Promise<void> {
    if (this.stopped) return;
    const started = performance.now();
    const now = Date.now();
    const windowStart = new Date(now - REPORT_WINDOW_HOURS * HOUR_MS);
    // Moves once a day, so the signature does not change just because time passes.
    const plannedSince = new Date(Math.floor(now / DAY_MS) * DAY_MS - DAY_MS);
    const sig = await this.repository.signature(plannedSince, windowStart);
    let changed = false;
    if (sig.outages !== this.signature.outages) {
      await this.reloadOutages();
      this.signature.outages = sig.outages;
      changed = true;
    }
    if (sig.planned !== this.signature.planned) {
      const planned = await this.plannedOutages.findPublicActive(new Date(now));
      const updatedAt = await this.repository.plannedUpdatedAt(planned.map((p) => p.id));
      this.plannedItems = planned.map((p) => plannedItem(p, (updatedAt.get(p.id) ?? new Date(now)).toISOString()));
      this.generation += 1;
      this.signature.planned = sig.planned;
      changed = true;
    }
    changed = (await this.syncReports(sig.reportMaxId, sig.reportCount, windowStart)) || changed;
    if (changed || now - this.built.builtAt >= REPORTS_BODY_MAX_AGE_MS || !this.built.bodies) {
      await this.build(now);
      this.lastRebuildSeconds = (performance.now() - started) / 1000;
    }
    this.checkedAt = now;
  }

  /**
   * The active outages, loading as entities only those whose row changed since the last load: in a storm the
   * outage-management system updates a few of hundreds at a time, and loading all of them at every sync was a tenth
   * of the event loop while ten writers ran (docs/performance.md).
   */
  private async reloadOutages(): Promise<void> {
    const versions = await this.outagesRepository.activeVersions();
    const stale = new Set([...versions].filter(([id, version]) => this.outageVersions.get(id) !== version).map(([id]) => id));
    const fresh = stale.size ? await this.outagesRepository.findActiveByIds([...stale]) : [];
    // A change of the estimated end is written with the row's update, so the history is read with the changed rows.
    const endChanges = fresh.length ? await this.outagesRepository.endChangesOf(fresh.map((o) => o.id)) : new Map<number, EndChange[]>();
    const items = new Map(this.located.filter((x) => !stale.has(x.item.id)).map((x) => [x.item.id, x]));
    for (const x of keepUnchanged(
      this.located,
      fresh.map((o) => outageItem(o, endChanges.get(o.id))),
    ))
      items.set(x.item.id, x);
    const voltage = new Map(this.voltage);
    for (const o of fresh) voltage.set(o.id, o.voltageClass);
    this.located = [];
    this.outageVersions = new Map();
    this.voltage = new Map();
    // Id order, as a full load gave it. An outage that ended between the two queries was not loaded: it is left out.
    for (const [id, version] of versions) {
      const x = items.get(id);
      if (!x) continue;
      this.located.push(x);
      this.outageVersions.set(id, version);
      this.voltage.set(id, voltage.get(id) ?? null);
    }
  }

  /** Reports arrive in id order: fetch only the new ones; a count that disagrees (a late commit, a delete) reloads the window. */
  private async syncReports(maxId: number, count: number, windowStart: Date): Promise<boolean> {
    const start = windowStart.getTime();
    const before = this.reports.length;
    this.reports = this.reports.filter((r) => r.time >= start);
    let changed = this.reports.length !== before;
    if (maxId > this.signature.reportMaxId) {
      const rows = await this.repository.reportsSince(windowStart, this.signature.reportMaxId, maxId);
      this.reports.push(...rows.map(toReportPoint));
      this.signature.reportMaxId = maxId;
      changed = true;
    }
    if (this.reports.length !== count) {
      this.reports = (await this.repository.reportsSince(windowStart, 0, maxId)).map(toReportPoint);
      this.signature.reportMaxId = maxId;
      changed = true;
    }
    return changed;
  }

  /**
   * Runs on every change and at least every 10 s (relative time moves). The event loop serves the storm meanwhile, so
   * only what changed is redone: folding remembers each report's item, and a feed whose items and counts are as
   * before keeps its body without being serialised again.
   */
  private async build(now: number): Promise<void> {
    const since = now - REPORT_WINDOW_HOURS * HOUR_MS;
    const reports = this.reports.filter((r) => r.time >= since).sort((a, b) => b.time - a.time || b.item.id - a.item.id);
    // Planned outages only leave with time (their end passes) within one generation, so the count names the set.
    const plannedNow = this.plannedItems.filter((x) => Date.parse(x.item.end!) > now);
    const extensiveNow = this.located.filter((x) => x.item.type === 'EXTENSIVE');
    // Keys name what a result was made from. The outage-management system updates failures many times a second in a
    // storm: a failure's update must not redo the planned feed (its largest body) or the folding of every report.
    const foldKey = `${this.generation}:${plannedNow.length}:${itemsKey(extensiveNow)}`;
    const { counts, unfolded, into } = foldReports(reports, plannedNow, extensiveNow, this.folding.key === foldKey ? this.folding.into : undefined);
    this.folding = { key: foldKey, into };
    const extensive = withCounts(extensiveNow, counts);
    const planned = withCounts(plannedNow, counts);
    const failures = this.located.filter((x) => x.item.type === 'FAILURE');
    const voltage = this.voltage;
    const countsOf = (list: LocatedItem[]) => list.map((x) => x.item.reportsCount).join(',');
    const hvList = failures.filter((x) => voltage.get(x.item.id) === 'HV');
    const lvList = failures.filter((x) => voltage.get(x.item.id) === 'LV');
    const keys = {
      extensive: `${itemsKey(extensiveNow)}:${countsOf(extensive)}`,
      hv: itemsKey(hvList),
      lv: itemsKey(lvList),
      planned: `${foldKey}:${countsOf(planned)}`,
    };
    const previous = this.built;
    const body = (feed: keyof Built['bodies'], list: LocatedItem[]) =>
      previous.bodies && previous.keys[feed] === keys[feed]
        ? previous.bodies[feed]
        : buildListBody(
            list.map((x) => x.item),
            previous.bodies?.[feed],
          );
    const [extensiveBody, hv, lv, plannedBody] = await Promise.all([
      body('extensive', extensive),
      body('hv', hvList),
      body('lv', lvList),
      body('planned', planned),
    ]);
    // The reports bodies wait for a rebuild only when the unfolded reports changed; otherwise their 10 s age rule applies.
    const reportsKey = `${unfolded.length}:${unfolded.reduce((sum, r) => sum + r.item.id, 0)}:${unfolded[0]?.item.id}:${unfolded.at(-1)?.item.id}`;
    this.built = {
      version: reportsKey === previous.reportsKey ? previous.version : previous.version + 1,
      reportsKey,
      builtAt: now,
      extensive,
      failures,
      planned,
      unfolded,
      reports,
      bodies: { extensive: extensiveBody, hv, lv, planned: plannedBody },
      keys,
      activeAt: previous.keys.planned === keys.planned ? previous.activeAt : new ActiveAtBodies(planned),
    };
  }
}

/**
 * The outages' items after a reload, with each unchanged one kept as the same object: the folding memory and the
 * feeds' keys go by identity, so an update of one failure leaves every other item (and what was built from it) as is.
 */
export function keepUnchanged(previous: readonly LocatedItem[], reloaded: LocatedItem[]): LocatedItem[] {
  const before = new Map(previous.map((x) => [x.item.id, x]));
  return reloaded.map((x) => {
    const old = before.get(x.item.id);
    return old && JSON.stringify(old.item) === JSON.stringify(x.item) && JSON.stringify(old.endChanges) === JSON.stringify(x.endChanges) ? old : x;
  });
}

/** Names a list of items by identity: equal keys mean the very same item objects in the same order. */
const itemIds = new WeakMap<LocatedItem, number>();
let nextItemId = 0;
export function itemsKey(list: readonly LocatedItem[]): string {
  return list
    .map((x) => {
      let id = itemIds.get(x);
      if (id === undefined) itemIds.set(x, (id = ++nextItemId));
      return id;
    })
    .join(',');
}

function toReportPoint(r: MapReportRow): ReportPoint {
  const street = [r.streetType, r.streetName].filter(Boolean).join(' ');
  const time = new Date(r.reportedAt).getTime();
  return {
    lng: r.lng,
    lat: r.lat,
    time,
    item: {
      id: r.id,
      position: { lat: round5(r.lat), lng: round5(r.lng) },
      address: `${street} ${r.residenceNumber}, ${r.city}`,
      type: r.source,
      // Whole seconds: the map shows minutes, and shorter strings compress better.
      date: new Date(Math.floor(time / 1000) * 1000).toISOString().replace('.000Z', 'Z'),
    },
  };
}
