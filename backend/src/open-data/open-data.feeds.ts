import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown, ServiceUnavailableException } from '@nestjs/common';
import { CoalescingRunner } from '../common/coalescing-runner';
import { type LocatedItem, MapFeedSnapshot, type PublicItems } from '../map-feed';
import { buildTextBody, type FeedBody } from '../common/prepared-body/feed-body';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { type AtomEntry, atomEntry, plannedAtom } from './atom/planned-atom';
import { alertsFeed } from './cap/alerts-feed';
import { featureParts, featureText, outagesGeoJsonText } from './geojson/outages-geojson';
import { nextMessages, type OpenMessage } from './log/open-message';
import { OpenMessageRepository } from './log/open-message.repository';
import { CANCEL_GRACE_MS, CANCELLED_VISIBLE_MS, LOG_RECHECK_MS, OPEN_DATA_VERSION, type OpenFeed, WATCH_INTERVAL_MS } from './open-data.model';
import { type OpenItem, openItem } from './open-item';
import { type Publisher, publisherOf } from './publisher';
import { FeedStamps } from './stamps/feed-stamps';
import { VersionCache } from './version-cache';

/** The check after a Cancel's grace starts this much later, so it is past the grace on any clock rounding. */
const GRACE_MARGIN_MS = 20;

type Bodies = Record<OpenFeed, FeedBody>;

/**
 * The open-data bodies (docs/open-data.md), prepared from the map feeds' snapshot whenever it has a new build — never
 * per request. The publication log (CAP Update/Cancel, the Atom feed's cancelled entries) is read and written only
 * then: one query per build when nothing was published.
 */
@Injectable()
export class OpenDataFeeds implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(OpenDataFeeds.name);
  private readonly publisher: Publisher;
  private readonly capMinAddresses: number;
  private bodies: Bodies | null = null;
  private seen = { key: '', builtAt: 0, checkedAt: 0, atom: '', cap: '' };
  /** What every feed's content also depends on: who publishes it, in which version of the format. */
  private readonly edition: string;
  private graceTimer: NodeJS.Timeout | null = null;
  private stopped = false;
  private log: { versions: string; pending: boolean; readAt: number; latest: Map<string, OpenMessage> } | null = null;
  private readonly items = new VersionCache<OpenItem>();
  private readonly features = new VersionCache<[string, string]>();
  private readonly entries = new VersionCache<AtomEntry>();
  private readonly builds = new CoalescingRunner(() => this.build(), 0);
  private timer: NodeJS.Timeout | null = null;
  /** Seconds the last build that prepared new bodies took (the metrics read it through OpenDataService). */
  private lastBuild: number | null = null;

  constructor(
    private readonly snapshot: MapFeedSnapshot,
    private readonly messages: OpenMessageRepository,
    private readonly stamps: FeedStamps,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.publisher = publisherOf(config);
    this.capMinAddresses = config.openData.capMinAddresses;
    this.edition = `${OPEN_DATA_VERSION}|${this.publisher.name}|${this.publisher.baseUrl}`;
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.sync().catch((e: unknown) => this.logger.warn(`open data: first build failed: ${String(e)}`));
    this.timer = setInterval(() => void this.sync().catch((e: unknown) => this.logger.warn(`open data: build failed: ${String(e)}`)), WATCH_INTERVAL_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    if (this.graceTimer) clearTimeout(this.graceTimer);
    await this.builds.settled();
  }

  /** The prepared body, or null before the first build (the controller then waits for one: ready). */
  body(feed: OpenFeed): FeedBody | null {
    return this.bodies?.[feed] ?? null;
  }

  /** The controller's path: waits for the first build; 503 (the one error shape) while the snapshot has none. */
  async ready(feed: OpenFeed): Promise<FeedBody> {
    if (!this.bodies) await this.sync();
    if (!this.bodies) throw new ServiceUnavailableException('Dane nie są jeszcze gotowe — spróbuj za chwilę');
    return this.bodies[feed];
  }

  /**
   * Brings the bodies up to the snapshot's current build; one build at a time. A call during a build waits for it and
   * then builds again (the running one may have read the snapshot before the caller's change), sharing that follow-up.
   */
  sync(): Promise<void> {
    return this.builds.run();
  }

  private async build(): Promise<void> {
    const items = this.snapshot.publicItems();
    if (!items) return;
    const same = items.key === this.seen.key && items.builtAt === this.seen.builtAt && this.bodies;
    // A Cancel held back by its grace needs only a newer database check, not a new build of the snapshot.
    if (same && !(this.log?.pending && items.checkedAt !== this.seen.checkedAt)) return;
    const started = performance.now();
    const now = new Date();
    const keyChanged = items.key !== this.seen.key || !this.bodies;
    const open = { extensive: items.extensive.map(this.openOf), failures: items.failures.map(this.openOf), planned: items.planned.map(this.openOf) };
    const latest = await this.publish([...open.extensive, ...open.planned], items, now);
    const previous = this.bodies;
    const all = [...open.extensive, ...open.failures, ...open.planned];

    const current = new Set(open.planned.map((i) => i.id));
    const since = now.getTime() - CANCELLED_VISIBLE_MS;
    const cancelled = [...latest.values()].filter(
      (m) => m.msgType === 'Cancel' && m.reason === 'CANCELLED' && m.item.kind === 'planned-outage' && !current.has(m.subject) && Date.parse(m.sent) > since,
    );
    const alerts = [...latest.values()].filter((m) => this.capWorthy(m.item) && (m.msgType !== 'Cancel' || Date.parse(m.sent) > since));

    // What each body is rendered from: equal contents give equal bytes (the features and entries are made per version).
    const contents = new Map<OpenFeed, string>();
    if (keyChanged || !previous) contents.set('geojson', all.map((i) => `${i.id}:${i.lastChange}:${i.reportsCount}`).join(','));
    // The Atom feed shows no report counts: only the outages' versions and the cancellations change it.
    const atomKey = `${open.planned.map((i) => `${i.id}:${i.lastChange}`).join(',')}|${cancelled.map((m) => m.identifier).join(',')}`;
    if (atomKey !== this.seen.atom || !previous) contents.set('atom', atomKey);
    const capKey = alerts
      .map((m) => m.identifier)
      .sort()
      .join(',');
    if (capKey !== this.seen.cap || !previous) contents.set('cap', capKey);
    const generatedAt = await this.stamps.generatedAt(new Map([...contents].map(([feed, content]) => [feed, `${this.edition}|${feed}|${content}`])), now);

    const geojsonAt = generatedAt.get('geojson');
    const geojson =
      geojsonAt || !previous
        ? await buildTextBody(
            outagesGeoJsonText(
              all.map((i) =>
                featureText(
                  this.features.get(`${i.id}:${i.lastChange}`, () => featureParts(i)),
                  i.reportsCount,
                ),
              ),
              geojsonAt ?? now.toISOString(),
              this.publisher,
            ),
            previous?.geojson,
          )
        : previous.geojson;
    const atomAt = generatedAt.get('atom');
    const entries = () => [
      ...open.planned.map((i) => this.entries.get(`${i.id}:${i.lastChange}`, () => atomEntry(i, this.publisher))),
      ...cancelled.map((m) => atomEntry(m.item, this.publisher, m.sent)),
    ];
    const atom = atomAt || !previous ? await buildTextBody(plannedAtom(entries(), atomAt ?? now.toISOString(), this.publisher), previous?.atom) : previous.atom;
    const capAt = generatedAt.get('cap');
    const cap = capAt || !previous ? await buildTextBody(alertsFeed(alerts, capAt ?? now.toISOString(), this.publisher), previous?.cap) : previous.cap;

    // A cache is swept only by a build that used it (a body kept as it was used none of its entries).
    this.items.sweep();
    if (keyChanged) this.features.sweep();
    if (atomKey !== this.seen.atom) this.entries.sweep();
    this.bodies = { geojson, atom, cap };
    this.seen = { key: items.key, builtAt: items.builtAt, checkedAt: items.checkedAt, atom: atomKey, cap: capKey };
    this.awaitGrace(latest, new Set([...open.extensive, ...open.planned].map((i) => i.id)));
    this.lastBuild = (performance.now() - started) / 1000;
  }

  /** Seconds the last build took, null before the first (a build that found nothing new is not counted). */
  lastBuildSeconds(): number | null {
    return this.lastBuild;
  }

  /**
   * An outage gone within CANCEL_GRACE_MS of its last message is cancelled by a snapshot checked after the grace
   * (open-message.ts). Nothing else may rebuild the snapshot soon (it rebuilds on changes, and checks the database
   * every 5 s), so when the grace is over the snapshot is asked to check and the bodies follow at once.
   */
  private awaitGrace(latest: ReadonlyMap<string, OpenMessage>, present: ReadonlySet<string>): void {
    const due = [...latest.values()].filter((m) => m.msgType !== 'Cancel' && !present.has(m.subject)).map((m) => Date.parse(m.sent) + CANCEL_GRACE_MS);
    if (this.graceTimer) clearTimeout(this.graceTimer);
    this.graceTimer = null;
    if (!due.length || this.stopped) return;
    this.graceTimer = setTimeout(
      () => {
        this.graceTimer = null;
        void this.snapshot
          .refresh()
          .then(() => this.sync())
          .catch((e: unknown) => this.logger.warn(`open data: build after the Cancel grace failed: ${String(e)}`));
      },
      Math.max(0, Math.min(...due) - Date.now()) + GRACE_MARGIN_MS,
    );
    this.graceTimer.unref();
  }

  /** The item as open data, built once per version; only the report count is taken fresh. */
  private readonly openOf = (x: LocatedItem): OpenItem => {
    const built = this.items.get(`${x.item.type}:${x.item.id}:${x.item.updatedAt}`, () => openItem(x));
    return built.reportsCount === x.item.reportsCount ? built : { ...built, reportsCount: x.item.reportsCount };
  };

  /**
   * Writes the messages this build calls for and returns the latest message of each subject. The log is read only when
   * something can have changed: the outages' versions differ from the last look, an outage is missing but still within
   * the Cancel grace, or a minute has passed (day-old Cancels leave; another instance's writes are picked up).
   */
  private async publish(subjects: OpenItem[], items: PublicItems, now: Date): Promise<Map<string, OpenMessage>> {
    const versions = subjects.map((s) => `${s.id}:${s.lastChange}`).join(',');
    if (this.log && this.log.versions === versions && !this.log.pending && now.getTime() - this.log.readAt < LOG_RECHECK_MS) return this.log.latest;
    let latest = await this.messages.latest();
    const fresh = nextMessages(subjects, latest, items, now, this.publisher.authority);
    const stale = [...latest.values()].some((m) => m.msgType === 'Cancel' && Date.parse(m.sent) <= now.getTime() - CANCELLED_VISIBLE_MS);
    if (fresh.length || stale) {
      await this.messages.append(fresh);
      await this.messages.prune(now);
      // Read back: where another instance wrote the same message first, its row (its `sent`) is the one every feed shows.
      latest = await this.messages.latest();
    }
    const present = new Set(subjects.map((s) => s.id));
    const pending = [...latest.values()].some((m) => m.msgType !== 'Cancel' && !present.has(m.subject));
    this.log = { versions, pending, readAt: now.getTime(), latest };
    return latest;
  }

  /** CAP is for what a city's contact centre must know about: extensive failures and large planned outages. */
  private capWorthy(item: OpenItem): boolean {
    return item.kind === 'extensive-failure' || (item.kind === 'planned-outage' && item.addressesCount > this.capMinAddresses);
  }
}
