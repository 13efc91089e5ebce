import { Module } from '@nestjs/common';
import { MapFeedModule } from '../map-feed/map-feed.module';
import { MapFeedSnapshot } from '../map-feed/map-feed.snapshot';
import { NotificationsModule } from '../notifications/notifications.module';
import { NotificationsService } from '../notifications/notifications.service';
import { OutageHistoryModule } from '../outage-history/outage-history.module';
import { OutageHistoryService } from '../outage-history/outage-history.service';
import { CallNetOutagesRepository } from './call-net-outages.repository';
import { CallNetOutagesService, FeedRefresher, OutageAlerts } from './call-net-outages.service';
import { IntegrationApiKeyGuard } from './integration/api-key.guard';
import { IntegrationReportsRepository } from './integration/integration-reports.repository';
import { IntegrationReportsService } from './integration/integration-reports.service';
import { IntegrationController } from './integration/integration.controller';

/**
 * Failures and extensive outages from the operator's outage-management system, and the integration API it writes
 * them through (public spec §3; docs/integration.md).
 */
@Module({
  imports: [MapFeedModule, NotificationsModule, OutageHistoryModule],
  controllers: [IntegrationController],
  providers: [
    CallNetOutagesRepository, CallNetOutagesService, { provide: FeedRefresher, useExisting: MapFeedSnapshot },
    // Alerts for watched addresses, then the outage history's limit check (docs/outage-history.md), in the same transaction.
    {
      provide: OutageAlerts,
      inject: [NotificationsService, OutageHistoryService],
      useFactory: (alerts: NotificationsService, history: OutageHistoryService): OutageAlerts => ({
        outageChanged: async (em, before, after) => (await alerts.outageChanged(em, before, after)) + (await history.outageChanged(em, before, after)),
      }),
    },
    IntegrationApiKeyGuard, IntegrationReportsRepository, IntegrationReportsService,
  ],
})
export class OutagesModule {}
