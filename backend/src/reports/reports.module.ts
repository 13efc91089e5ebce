import { Module } from '@nestjs/common';
import { AreasModule } from '../areas/areas.module';
import { CaptchaModule } from '../captcha/captcha.module';
import { MapFeedModule } from '../map-feed/map-feed.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { SettingsModule } from '../settings/settings.module';
import { KnownOutageService } from './known-outage.service';
import { ReportFollowUpController } from './report-follow-up.controller';
import { ReportFollowUpService } from './report-follow-up.service';
import { ReportLocationService } from './report-location.service';
import { ReportRetentionService } from './report-retention.service';
import { ReportsGatheredController } from './reports-gathered.controller';
import { StaffReportsController } from './staff-reports.controller';
import { StillNoPowerController } from './still-no-power.controller';
import { StillNoPowerService } from './still-no-power.service';
import { UserReportsController } from './user-reports.controller';
import { UserReportsRepository } from './user-reports.repository';
import { UserReportsService } from './user-reports.service';

/**
 * User reports (public spec §3): the wizard and its location check, "we already know" with its follow-up, the
 * reports an outage gathered, and the retention of reporters' personal data.
 */
@Module({
  imports: [AreasModule, SettingsModule, CaptchaModule, NotificationsModule, MapFeedModule],
  controllers: [UserReportsController, ReportFollowUpController, ReportsGatheredController, StillNoPowerController, StaffReportsController],
  providers: [
    UserReportsService,
    UserReportsRepository,
    ReportLocationService,
    ReportRetentionService,
    KnownOutageService,
    ReportFollowUpService,
    StillNoPowerService,
  ],
})
export class ReportsModule {}
