import { Inject, Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { runWithAdvisoryLock } from '../../common/scheduling/advisory-lock';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import type { NotificationChannel, OutageFacts } from '../notification.model';
import { mailText, smsText, type TextContext } from '../notification-texts';
import { NotificationsRepository } from '../notifications.repository';
import { cardUrl, publicBaseUrl } from '../alert-links';
import { followUpToken } from './followup-tokens';
import type { FollowupOutageKind } from './report-followup.entity';
import { ReportFollowupsRepository, type DueFollowup } from './report-followups.repository';

export const PLANNED_FOLLOWUPS_JOB = 'report-followups-planned-ended';

/** The outage a follow-up waits for, as the report's answer named it. */
export interface FollowedOutage {
  kind: FollowupOutageKind;
  id: number;
}

/**
 * "Powiadom mnie, gdy prąd wróci" (issue 18; docs/notifications.md "Reporters' follow-ups"): one message per follow-up
 * when its outage ends, through the alerts outbox (the same worker, retries and at-most-once delivery as watched
 * addresses). Failures and extensive outages end through the integration API, inside whose transaction the messages
 * are queued; planned outages end by their time, which a job notices.
 */
@Injectable()
export class ReportFollowupsService {
  private readonly logger = new Logger(ReportFollowupsService.name);

  constructor(
    private readonly followups: ReportFollowupsRepository,
    private readonly outbox: NotificationsRepository,
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Records the reporter's request with the time of their consent; a repeated request adds nothing. */
  async subscribe(reportId: number, channels: readonly NotificationChannel[], outage: FollowedOutage, consentAt = new Date()): Promise<NotificationChannel[]> {
    await this.followups.insert(reportId, channels, outage, consentAt);
    return this.followups.channelsOf(reportId);
  }

  /** The stop link in the message: the report's follow-ups and their unsent messages are removed. */
  stop(reportId: number): Promise<number> {
    return this.followups.removeForReport(reportId);
  }

  /** Retention (REPORT_PERSONAL_DATA_DAYS): a report without its contact keeps no follow-up either. */
  removeForAnonymisedReports(em: EntityManager): Promise<number> {
    return this.followups.removeForAnonymisedReports(em);
  }

  /** A failure or extensive outage ended (called in the integration API's transaction): queue its follow-ups. */
  async outageEnded(em: EntityManager, outage: { kind: FollowupOutageKind; id: number; start: Date | null; end: Date | null }): Promise<number> {
    const ref = outage.kind === 'PLANNED' ? `planned:${outage.id}` : `outage:${outage.id}`;
    const facts: OutageFacts = { ref, kind: outage.kind, start: outage.start, end: outage.end };
    const due = await this.followups.due(em, outage.kind, outage.id);
    const now = new Date();
    const rows = due.flatMap((f) => this.message(f, facts, now));
    const queued = await this.outbox.enqueueFollowups(rows, em);
    await this.followups.markQueued(
      em,
      due.map((f) => f.id),
      now,
    );
    return queued;
  }

  @Cron(CronExpression.EVERY_5_MINUTES, { name: PLANNED_FOLLOWUPS_JOB })
  async plannedJob(): Promise<void> {
    await this.queueEndedPlanned().catch((error: unknown) => this.logger.error(`planned follow-ups failed: ${String(error)}`));
  }

  /** Planned outages whose time is over (or that were withdrawn): their follow-ups are queued, one instance at a time. */
  async queueEndedPlanned(now = new Date()): Promise<number> {
    const run = await runWithAdvisoryLock(this.db, PLANNED_FOLLOWUPS_JOB, async (em) => {
      let queued = 0;
      for (const p of await this.followups.endedPlanned(em, now))
        queued += await this.outageEnded(em, { kind: 'PLANNED', id: p.id, start: p.start, end: p.end });
      return queued;
    });
    return run.ran ? run.result : 0;
  }

  /** The report's contact on the follow-up's channel, in the words of the watched addresses' OUTAGE_ENDED. */
  private message(f: DueFollowup, facts: OutageFacts, now: Date) {
    const recipient = f.channel === 'EMAIL' ? f.email : f.channel === 'SMS' ? f.phone : null;
    if (!recipient) return [];
    const base = publicBaseUrl(this.config);
    const context: TextContext = {
      address: f.address,
      facts,
      operatorName: this.config.mail?.operatorName ?? 'Operator Systemu Dystrybucyjnego',
      unsubscribeUrl: `${base}/public/report-followup/stop?${new URLSearchParams({ report: String(f.reportId), token: followUpToken(f.reportId, this.config.auth.jwtSecret, 'stop') })}`,
      mapUrl: `${base}/public/${f.lng}/${f.lat}`,
      cardUrl: cardUrl(base, f),
    };
    const mail = f.channel === 'EMAIL' ? mailText('OUTAGE_ENDED', context) : null;
    return [
      {
        reportFollowupId: f.id,
        event: 'OUTAGE_ENDED' as const,
        channel: f.channel,
        key: `REPORT_FOLLOWUP:${facts.ref}`,
        recipient,
        subject: mail?.subject ?? null,
        body: mail ? mail.text : smsText('OUTAGE_ENDED', context),
        html: mail?.html ?? null,
        nextAttemptAt: now,
      },
    ];
  }
}
