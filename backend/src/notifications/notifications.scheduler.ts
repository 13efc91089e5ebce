import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { Cron, CronExpression, SchedulerRegistry } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { runWithAdvisoryLock } from '../common/scheduling/advisory-lock';
import { warsawDay } from '@portal/domain';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { NotificationWorkerService } from './notification-worker.service';
import { PlannedOutagesService } from '../planned-outages/planned-outages.service';
import { NotificationsService } from './notifications.service';

/** A worker that took a row and has not finished it in this long is taken to have died with it. */
export const STALE_CLAIM_MS = 10 * 60_000;
/** Told less than this long ago: the reminder would only repeat the announcement. */
const REMINDER_MIN_AGE_MS = 12 * 3_600_000;

/**
 * The background work of the alerts: delivering (every instance with NOTIFICATIONS_WORKER; claims never overlap),
 * and — one instance at a time, under a database lock — day-before reminders and giving up on abandoned claims.
 */
@Injectable()
export class NotificationsScheduler implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(NotificationsScheduler.name);
  private static readonly DELIVERY = 'notifications-delivery';

  constructor(
    private readonly worker: NotificationWorkerService,
    private readonly notifications: NotificationsService,
    private readonly planned: PlannedOutagesService,
    private readonly registry: SchedulerRegistry,
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.notifications.worker) return;
    const timer = setInterval(() => {
      this.worker.runOnce().catch((error: unknown) => this.logger.error(`delivery round failed: ${String(error)}`));
    }, this.config.notifications.intervalMs);
    timer.unref();
    this.registry.addInterval(NotificationsScheduler.DELIVERY, timer);
  }

  onModuleDestroy(): void {
    if (this.registry.doesExist('interval', NotificationsScheduler.DELIVERY)) this.registry.deleteInterval(NotificationsScheduler.DELIVERY);
  }

  @Cron(CronExpression.EVERY_10_MINUTES, { name: 'notifications-reminders' })
  async remindersJob(): Promise<void> {
    await this.sendReminders().catch((error: unknown) => this.logger.error(`reminders failed: ${String(error)}`));
  }

  @Cron(CronExpression.EVERY_MINUTE, { name: 'notifications-stale-claims' })
  async staleClaimsJob(): Promise<void> {
    await runWithAdvisoryLock(this.db, 'notifications-stale-claims', () => this.worker.giveUpStale(new Date(Date.now() - STALE_CLAIM_MS))).catch(
      (error: unknown) => this.logger.error(`stale claims failed: ${String(error)}`),
    );
  }

  /**
   * Planned outages published and starting tomorrow (Warsaw calendar): remind those told about them. The keys make
   * every later round a no-op for the same outage and times, so the job can run as often as it likes.
   */
  async sendReminders(now = new Date()): Promise<number> {
    const run = await runWithAdvisoryLock(this.db, 'notifications-reminders', async (em) => {
      let queued = 0;
      // The day before for everyone told; a week before for priority customers (docs/priority-customers.md).
      for (const [days, event] of [
        [1, 'PLANNED_REMINDER'],
        [7, 'PLANNED_WEEK_AHEAD'],
      ] as const) {
        const day = warsawDay(new Date(now.getTime() + days * 24 * 3_600_000));
        const around = await this.planned.publishedStartingBetween(
          new Date(now.getTime() + (days - 1) * 24 * 3_600_000),
          new Date(now.getTime() + (days + 1) * 24 * 3_600_000),
        );
        for (const outage of around.filter((o) => warsawDay(o.start) === day)) {
          queued += await this.notifications.remindPlanned(em, outage, new Date(now.getTime() - REMINDER_MIN_AGE_MS), event);
        }
      }
      return queued;
    });
    return run.ran ? run.result : 0;
  }
}
