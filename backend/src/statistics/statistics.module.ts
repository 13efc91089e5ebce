import { Module } from '@nestjs/common';
import { OutageHistoryModule } from '../outage-history/outage-history.module';
import { StatisticsController } from './statistics.controller';
import { StatisticsRepository } from './statistics.repository';
import { StatisticsService } from './statistics.service';

/**
 * The public scoreboard (docs/statistics.md): how the restoration estimates and the announced hours held, and how many
 * watched addresses passed the legal limits — the last counted by the outage history's own rules.
 */
@Module({
  imports: [OutageHistoryModule],
  controllers: [StatisticsController],
  providers: [StatisticsRepository, StatisticsService],
})
export class StatisticsModule {}
