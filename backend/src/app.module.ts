import { DynamicModule, Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from './auth/auth.module';
import { BodyParsersModule } from './common/body-parsers';
import { createLoggerModule } from './common/logging/logger.module';
import { EventsModule } from './common/events/events.module';
import { sharedThrottlerModule } from './common/throttling/shared-throttling.module';
import type { AppConfig } from './config/app-config';
import { AppConfigModule } from './config/app-config.module';
import { dataSourceOptions } from './database/data-source-options';
import { HealthModule } from './health/health.module';
import { MetricsModule } from './metrics/metrics.module';
import { UsersModule } from './users/users.module';
import { GeocodingModule } from './geocoding/geocoding.module';
import { PlannedOutagesModule } from './planned-outages/planned-outages.module';
import { CaptchaModule } from './captcha/captcha.module';
import { PollModule } from './poll/poll.module';
import { AreasModule } from './areas/areas.module';
import { SettingsModule } from './settings/settings.module';
import { MailModule } from './mail/mail.module';
import { AccountsModule } from './accounts/accounts.module';
import { MapFeedModule } from './map-feed/map-feed.module';
import { OutagesModule } from './outages/outages.module';
import { ReportsModule } from './reports/reports.module';
import { OpenDataModule } from './open-data/open-data.module';
import { CalendarModule } from './calendar/calendar.module';
import { MapConfigModule } from './map-config/map-config.module';
import { SmsModule } from './sms/sms.module';
import { OutageHistoryModule } from './outage-history/outage-history.module';
import { StatisticsModule } from './statistics/statistics.module';
import { PriorityCustomersModule } from './priority-customers/priority-customers.module';
import { AuditModule } from './audit/audit.module';

@Module({})
export class AppModule {
  /** The configuration and the database URL are resolved before Nest starts (the embedded database may need starting first). */
  static forRoot(config: AppConfig, databaseUrl: string, options: { logDestination?: NodeJS.WritableStream } = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [
        AppConfigModule.forRoot(config),
        createLoggerModule(config.logLevel, options.logDestination),
        // After the logger: a request the parsers refuse is logged like any other.
        BodyParsersModule,
        EventsModule,
        TypeOrmModule.forRoot(dataSourceOptions(databaseUrl, config.database.timeouts)),
        // Counters in PostgreSQL, shared by every instance; applied per route, never to the public feeds.
        sharedThrottlerModule(config.auth.loginRatePerMinute),
        ScheduleModule.forRoot(),
        // First, as its controller was: the OpenAPI document lists /api/health before the features.
        HealthModule,
        // Then the storm's reads: Express tries every route in the order it was declared until one matches, so the
        // routes a storm asks for most come before the rest (about 15 % more of them a second than from the 100th place).
        MapConfigModule,
        MapFeedModule,
        ReportsModule,
        OpenDataModule,
        AreasModule,
        UsersModule,
        AuthModule,
        GeocodingModule,
        PlannedOutagesModule,
        CaptchaModule,
        PollModule,
        SettingsModule,
        MailModule,
        AccountsModule,
        OutagesModule,
        CalendarModule,
        SmsModule,
        OutageHistoryModule,
        StatisticsModule,
        PriorityCustomersModule,
        AuditModule,
        MetricsModule,
      ],
    };
  }
}
