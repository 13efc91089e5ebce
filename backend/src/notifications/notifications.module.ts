import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { MailModule } from '../mail/mail.module';
import { PlannedOutagesModule } from '../planned-outages/planned-outages.module';
import { MailService } from '../mail/mail.service';
import { PushModule } from '../push/push.module';
import { PushSender } from '../push/push-sender';
import { SmsModule } from '../sms/sms.module';
import { SmsService } from '../sms/sms.service';
import { channelSenders } from './channel-senders';
import { CHANNEL_SENDERS } from './notification-senders';
import { NotificationWorkerService, WORKER_OPTIONS, type WorkerOptions } from './notification-worker.service';
import { NotificationsController } from './notifications.controller';
import { NotificationsListeners } from './notifications.listeners';
import { NotificationsRepository } from './notifications.repository';
import { NotificationsScheduler } from './notifications.scheduler';
import { NotificationsService } from './notifications.service';
import { parseQuietHours } from './quiet-hours';
import { RecipientsRepository } from './recipients.repository';
import { ReportFollowupsRepository } from './report-followups/report-followups.repository';
import { ReportFollowupsService } from './report-followups/report-followups.service';
import { RestorationChecksRepository } from './restoration-checks/restoration-checks.repository';
import { RestorationChecksService } from './restoration-checks/restoration-checks.service';

/**
 * Alerts for watched addresses (docs/notifications.md), produced from the planned outages' and outages'
 * events inside the writing transaction (notifications.listeners.ts).
 */
@Module({
  imports: [MailModule, SmsModule, PushModule, PlannedOutagesModule],
  controllers: [NotificationsController],
  providers: [
    NotificationsRepository,
    RecipientsRepository,
    NotificationsService,
    NotificationsListeners,
    NotificationWorkerService,
    NotificationsScheduler,
    ReportFollowupsRepository,
    ReportFollowupsService,
    RestorationChecksRepository,
    RestorationChecksService,
    { provide: CHANNEL_SENDERS, inject: [MailService, SmsService, PushSender], useFactory: channelSenders },
    {
      provide: WORKER_OPTIONS,
      inject: [APP_CONFIG],
      useFactory: ({ notifications: n }: AppConfig): WorkerOptions => ({
        batchSize: n.batchSize,
        concurrency: n.concurrency,
        maxAttempts: n.maxAttempts,
        retryBaseMs: n.retryBaseMs,
        smsQuietHours: parseQuietHours(n.smsQuietHours),
      }),
    },
  ],
  exports: [NotificationsService, NotificationWorkerService, ReportFollowupsService, RestorationChecksService],
})
export class NotificationsModule {}
