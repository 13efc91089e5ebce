import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { runWithAdvisoryLock } from '../scheduling/advisory-lock';
import { ThrottlerHitsRepository } from './throttler-hits.repository';

/** Deletes finished counters every 5 minutes; one instance at a time (advisory lock), the others skip the round. */
@Injectable()
export class ThrottlerHitsCleanup {
  private readonly logger = new Logger('Throttler');

  constructor(
    private readonly counters: ThrottlerHitsRepository,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  @Cron(CronExpression.EVERY_5_MINUTES, { name: 'throttler-hits-cleanup' })
  async cleanupJob(): Promise<void> {
    await this.run().catch((error: unknown) => this.logger.warn(`throttler cleanup failed: ${String(error)}`));
  }

  /** How many counters went; 0 also when another instance holds the lock. */
  async run(): Promise<number> {
    const run = await runWithAdvisoryLock(this.db, 'throttler-hits-cleanup', (em) => this.counters.deleteExpired(em));
    return run.ran ? run.result : 0;
  }
}
