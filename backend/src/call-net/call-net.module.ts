import { Module } from '@nestjs/common';
import { OutageLocatorService } from './outages/outage-locator.service';
import { PlannedOutagesModule } from '../planned-outages/planned-outages.module';
import { CallNetOutagesRepository } from './outages/call-net-outages.repository';
import { CallNetOutagesService, FeedRefresher, OutageAlerts } from './outages/call-net-outages.service';
import { NotificationsModule } from '../notifications/notifications.module';
import { NotificationsService } from '../notifications/notifications.service';
import { OutageHistoryModule } from '../outage-history/outage-history.module';
import { OutageHistoryService } from '../outage-history/outage-history.service';
import { IntegrationApiKeyGuard } from './integration/api-key.guard';
import { IntegrationController } from './integration/integration.controller';
import { IntegrationReportsRepository } from './integration/integration-reports.repository';
import { IntegrationReportsService } from './integration/integration-reports.service';
import { MapFeedController } from './map-feed/map-feed.controller';
import { MapFeedRepository } from './map-feed/map-feed.repository';
import { MapFeedService } from './map-feed/map-feed.service';
import { MapFeedSnapshot } from './map-feed/map-feed.snapshot';
import { PlannedOutagesChangeSubscriber } from './map-feed/planned-outages-change.subscriber';
import { AreasModule } from '../areas/areas.module';
import { CaptchaModule } from '../captcha/captcha.module';
import { SettingsModule } from '../settings/settings.module';
import { ReportLocationService } from './reports/report-location.service';
import { ReportRetentionService } from './reports/report-retention.service';
import { UserReportsController } from './reports/user-reports.controller';
import { UserReportsRepository } from './reports/user-reports.repository';
import { UserReportsService } from './reports/user-reports.service';
import { KnownOutageService } from './reports/known-outage.service';
import { ReportFollowUpController } from './reports/report-follow-up.controller';
import { ReportFollowUpService } from './reports/report-follow-up.service';
import { ReportsGatheredController } from './reports/reports-gathered.controller';
import { MapFeedLane } from './map-feed/map-feed.lane';
import { AddressStatusController } from './address-status/address-status.controller';
import { AddressStatusLane } from './address-status/address-status.lane';
import { AddressStatusService } from './address-status/address-status.service';

/**
 * Call-net (public spec §3, §7): failures and extensive outages from the operator's outage-management system
 * (integration API), user reports, and the map feeds served from one in-memory snapshot.
 */
@Module({
  imports: [AreasModule, SettingsModule, CaptchaModule, PlannedOutagesModule, NotificationsModule, OutageHistoryModule],
  controllers: [UserReportsController, ReportFollowUpController, ReportsGatheredController, MapFeedController, AddressStatusController, IntegrationController],
  providers: [
    UserReportsService, UserReportsRepository, ReportLocationService, ReportRetentionService, KnownOutageService, ReportFollowUpService,
    OutageLocatorService, MapFeedSnapshot, MapFeedRepository, MapFeedService, MapFeedLane, PlannedOutagesChangeSubscriber,
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
    AddressStatusService, AddressStatusLane,
  ],
  // MapFeedSnapshot: read by open data (open-data module) through publicItems().
  exports: [OutageLocatorService, MapFeedSnapshot],
})
export class CallNetModule {}
