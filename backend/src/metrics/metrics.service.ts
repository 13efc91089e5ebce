import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown, type INestApplication } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Gauge, Registry } from 'prom-client';
import { DataSource } from 'typeorm';
import { collectProcessMetrics, PROCESS_METRICS } from '../common/metrics/process-metrics';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { MapFeedSnapshot } from '../map-feed';
import type { OutboxBacklog } from '../notifications/notification.model';
import { NotificationsService } from '../notifications/notifications.service';
import { OpenDataService } from '../open-data/open-data.service';
import { startMetricsPort } from './metrics-port';

/** What pg's Pool reports (TypeORM's PostgreSQL driver keeps it as `master`). */
interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
  options?: { max?: number };
}

/**
 * The metrics Prometheus scrapes (docs/operations.md "Metrics"). The counters live where their events happen
 * (common/metrics/process-metrics.ts); the gauges here are read from their owners when a scrape asks, so no module
 * keeps a figure up to date for them between scrapes. With METRICS_PORT they are served on that port alone.
 */
@Injectable()
export class MetricsService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(MetricsService.name);
  private readonly registry: Registry;
  /** The outbox as read for the scrape in progress: once per scrape, however many of its gauges ask. */
  private backlog: Promise<OutboxBacklog[] | null> = Promise.resolve(null);
  /** The pool as it was when the scrape began, before the scrape's own outbox query took or awaited a connection. */
  private poolAtScrape: PoolCounts | null = null;
  private portApp: INestApplication | null = null;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly snapshot: MapFeedSnapshot,
    private readonly openData: OpenDataService,
    private readonly notifications: NotificationsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    collectProcessMetrics();
    // One registry per application: two instances in one process (the e2e tests) each read their own state.
    const own = new Registry();
    const registers = [own];
    const orNaN = (v: number | null) => v ?? Number.NaN;
    const snapshotFreshness = () => this.snapshot.freshness();
    new Gauge({
      name: 'portal_map_snapshot_age_seconds',
      help: 'Sekundy od chwili, gdy migawka mapy ostatnio zgadzała się z bazą (+Inf przed pierwszą budową)',
      registers,
      collect() {
        this.set(snapshotFreshness().ageSeconds ?? Number.POSITIVE_INFINITY);
      },
    });
    new Gauge({
      name: 'portal_map_snapshot_rebuild_duration_seconds',
      help: 'Czas ostatniej przebudowy migawki mapy: od odczytu zmian z bazy do nowej migawki w użyciu',
      registers,
      collect() {
        this.set(orNaN(snapshotFreshness().lastRebuildSeconds));
      },
    });
    const openDataBuild = () => this.openData.lastBuildSeconds();
    new Gauge({
      name: 'portal_open_data_build_duration_seconds',
      help: 'Czas ostatniej budowy kanałów otwartych danych (GeoJSON, Atom, CAP)',
      registers,
      collect() {
        this.set(orNaN(openDataBuild()));
      },
    });
    const backlog = () => this.backlog;
    const perChannel = async (gauge: Gauge<'channel'>, value: (r: OutboxBacklog) => number) => {
      gauge.reset();
      for (const r of (await backlog()) ?? []) gauge.set({ channel: r.channel }, value(r));
    };
    new Gauge({
      name: 'portal_alert_outbox_depth',
      help: 'Alerty czekające na wysyłkę (PENDING lub w trakcie), wg kanału',
      labelNames: ['channel'] as const,
      registers,
      collect() {
        return perChannel(this, (r) => r.depth);
      },
    });
    new Gauge({
      name: 'portal_alert_outbox_oldest_age_seconds',
      help: 'Sekundy, od których czeka najdłużej czekający należny alert, wg kanału (0: żaden nie czeka)',
      labelNames: ['channel'] as const,
      registers,
      collect() {
        return perChannel(this, (r) => r.oldestDueSeconds);
      },
    });
    const pool = () => this.poolAtScrape;
    const poolGauge = (name: string, help: string, value: (p: PoolCounts) => number | undefined) =>
      new Gauge({
        name,
        help,
        registers,
        collect() {
          const p = pool();
          this.set(p ? (value(p) ?? Number.NaN) : Number.NaN);
        },
      });
    poolGauge('portal_db_pool_connections_in_use', 'Połączenia z bazą wypożyczone z puli', (p) => p.totalCount - p.idleCount);
    poolGauge('portal_db_pool_connections_idle', 'Otwarte, wolne połączenia z bazą w puli', (p) => p.idleCount);
    poolGauge('portal_db_pool_waiting_clients', 'Zapytania czekające na wolne połączenie z puli', (p) => p.waitingCount);
    poolGauge('portal_db_pool_max_connections', 'Największa liczba połączeń puli', (p) => p.options?.max);
    this.registry = Registry.merge([PROCESS_METRICS, own]);
  }

  /** Prometheus' text format of every metric, read now. */
  async scrape(): Promise<{ contentType: string; body: string }> {
    const pool = (this.dataSource.driver as unknown as { master?: PoolCounts }).master;
    this.poolAtScrape = pool ? { totalCount: pool.totalCount, idleCount: pool.idleCount, waitingCount: pool.waitingCount, options: pool.options } : null;
    this.backlog = this.readBacklog();
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }

  async onApplicationBootstrap(): Promise<void> {
    const port = this.config.metrics.port;
    if (port === undefined) return;
    this.portApp = await startMetricsPort(this, port, this.config.metrics.token);
    this.logger.log(`metrics on port ${port}`);
  }

  async onApplicationShutdown(): Promise<void> {
    const app = this.portApp;
    this.portApp = null;
    await app?.close();
  }

  /** Null when the database does not answer: the outbox gauges are then left out rather than shown stale. */
  private readBacklog(): Promise<OutboxBacklog[] | null> {
    return this.notifications.outboxBacklog().catch((error: unknown) => {
      this.logger.warn(`metrics: outbox not read: ${String(error)}`);
      return null;
    });
  }
}
