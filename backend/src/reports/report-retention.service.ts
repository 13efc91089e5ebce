import { Inject, Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { runWithAdvisoryLock } from '../common/scheduling/advisory-lock';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { DomainEvents } from '../common/events/domain-events';
import { ReportsAnonymised } from './events/report.events';
import { UserReportsRepository } from './user-reports.repository';

export const RETENTION_JOB = 'user-reports-personal-data-retention';

/**
 * Reporters' personal data is kept REPORT_PERSONAL_DATA_DAYS (default 90) days, then removed; the report stays for
 * statistics (privacy policy, docs/privacy-and-cookies.md). Hourly, so data leaves at most an hour after its time;
 * with several instances the advisory lock lets one of them do it.
 */
@Injectable()
export class ReportRetentionService {
  private readonly logger = new Logger(ReportRetentionService.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly reports: UserReportsRepository,
    private readonly events: DomainEvents,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Cron(CronExpression.EVERY_HOUR, { name: RETENTION_JOB })
  async scheduled(): Promise<void> {
    try {
      await this.removeExpiredPersonalData();
    } catch (error) {
      // The next hour tries again; a failed run must not take the scheduler down.
      this.logger.error(`Removing reporters' personal data failed: ${String(error)}`);
    }
  }

  /** Returns how many reports lost their personal data, or null when another instance holds the job. */
  async removeExpiredPersonalData(): Promise<number | null> {
    const run = await runWithAdvisoryLock(this.db, RETENTION_JOB, async (em) => {
      const removed = await this.reports.removePersonalData(em, this.config.reports.personalDataDays);
      // A follow-up ("Powiadom mnie, gdy prąd wróci") lives no longer than the contact it writes to: the alerts remove
      // theirs in this transaction.
      await this.events.raise(em, new ReportsAnonymised(removed));
      return removed;
    });
    if (!run.ran) return null;
    if (run.result > 0)
      this.logger.log(`Removed reporters' personal data from ${run.result} report(s) older than ${this.config.reports.personalDataDays} days`);
    return run.result;
  }
}
