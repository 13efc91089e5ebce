import { Module } from '@nestjs/common';
import { OutageHistoryController, OutageHistoryReportController } from './outage-history.controller';
import { OutageHistoryListeners } from './outage-history.listeners';
import { OutageHistoryRepository } from './outage-history.repository';
import { OutageHistoryScheduler } from './outage-history.scheduler';
import { OutageHistoryService } from './outage-history.service';

/**
 * 'Historia wyłączeń' (docs/outage-history.md): each watched address's interruptions against the legal
 * limits, exports, the staff report, and the limit alert, checked on the outages' events (outage-history.listeners.ts) and told through LimitPassed, which the alerts hear.
 */
@Module({
  controllers: [OutageHistoryController, OutageHistoryReportController],
  providers: [OutageHistoryRepository, OutageHistoryService, OutageHistoryScheduler, OutageHistoryListeners],
  exports: [OutageHistoryService],
})
export class OutageHistoryModule {}
