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
import { followupRecipient, withinCaps, type FollowupContact } from './followup-recipients';
import { followUpToken } from './followup-tokens';
import type { FollowupOutageKind } from './report-followup.entity';
import { ReportFollowupsRepository, type DueFollowup } from './report-followups.repository';

export const PLANNED_FOLLOWUPS_JOB = 'report-followups-planned-ended';

const DAY_MS = 86_400_000;

/** The outage a follow-up waits for, as the report's answer named it. */
export interface FollowedOutage {
  kind: FollowupOutageKind;
  id: number;
}

/**
 * "Powiadom mnie, gdy prąd wróci" (docs/notifications.md "Reporters' follow-ups"): one message per follow-up
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
    const key = `REPORT_FOLLOWUP:${ref}`;
    // Anyone can type a stranger's contact into many reports: each recipient is told once per outage and at most
    // FOLLOWUPS_PER_RECIPIENT_PER_DAY times a day (docs/notifications.md "Reporters' follow-ups").
    const wanted = due.flatMap((f) => {
      const recipient = followupRecipient(f.channel, f);
      return recipient ? [{ followup: f, recipient, channel: f.channel }] : [];
    });
    const recipients = wanted.map((w) => w.recipient);
    await this.followups.lockRecipients(em, recipients);
    const history = await this.followups.history(em, recipients, new Date(now.getTime() - DAY_MS));
    const rows = withinCaps(wanted, key, history).map((i) => this.message(wanted[i].followup, wanted[i].recipient, key, facts, now));
    const queued = await this.outbox.enqueueFollowups(rows, em);
    // Every due follow-up is done now, the ones the caps held back too: they are not looked at again.
    await this.followups.markQueued(
      em,
      due.map((f) => f.id),
      now,
    );
    return queued;
  }

  /** The channels a report's follow-up may use of those asked for: SMS only to the own number of the account it came from. */
  allowedChannels(asked: readonly NotificationChannel[], contact: FollowupContact): NotificationChannel[] {
    return asked.filter((channel) => followupRecipient(channel, contact) !== null);
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

  /** A message to the follow-up's recipient, in the words of the watched addresses' OUTAGE_ENDED. */
  private message(f: DueFollowup, recipient: string, key: string, facts: OutageFacts, now: Date) {
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
    return {
      reportFollowupId: f.id,
      event: 'OUTAGE_ENDED' as const,
      channel: f.channel,
      key,
      recipient,
      subject: mail?.subject ?? null,
      body: mail ? mail.text : smsText('OUTAGE_ENDED', context),
      html: mail?.html ?? null,
      nextAttemptAt: now,
    };
  }
}
