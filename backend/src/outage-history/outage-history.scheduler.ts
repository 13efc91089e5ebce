import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { runWithAdvisoryLock } from '../common/scheduling/advisory-lock';
import { OutageHistoryService } from './outage-history.service';

/**
 * Running outages pass limits as the clock turns, with no write to hook: every 10 minutes one instance (advisory
 * lock) checks the addresses under running outages and under those changed in the last half hour.
 */
@Injectable()
export class OutageHistoryScheduler {
  private readonly logger = new Logger(OutageHistoryScheduler.name);

  constructor(
    private readonly history: OutageHistoryService,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  @Cron(CronExpression.EVERY_10_MINUTES, { name: 'outage-history-limits' })
  async limitsJob(): Promise<void> {
    await this.checkLimits().catch((error: unknown) => this.logger.error(`limit check failed: ${String(error)}`));
  }

  async checkLimits(now = new Date()): Promise<number> {
    const run = await runWithAdvisoryLock(this.db, 'outage-history-limits', (em) => this.history.checkRecent(em, now));
    return run.ran ? run.result : 0;
  }
}
