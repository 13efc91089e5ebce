import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DomainEvents } from '../common/events/domain-events';
import { OUTAGE_EVENTS } from '../outages/events/outage.events';
import { LimitPassed } from '../outage-history/events/limit-passed.event';
import { ReportsAnonymised } from '../reports/events/report.events';
import { ReportFollowupsService } from './report-followups/report-followups.service';
import { PlannedOutagePublished, PlannedOutageWithdrawn } from '../planned-outages/events/planned-outage.events';
import { NotificationsService } from './notifications.service';

/**
 * Alerts are produced by the writers' events, inside the writing transaction: the outbox rows are inserted with the
 * change or not at all, at most once by their unique key (docs/notifications.md "How it is sent"). Other listeners
 * that run in the transaction for the same reason: the outage history's limit check, the follow-ups' clean-up with the
 * reports' retention, the audit trail's records and the calendars' event versions; everything else listens after commit.
 */
@Injectable()
export class NotificationsListeners implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly alerts: NotificationsService,
    private readonly followups: ReportFollowupsService,
  ) {}

  onModuleInit(): void {
    this.events.inTransaction(PlannedOutagePublished, (e, em) => this.alerts.plannedPublished(em, e.outage));
    this.events.inTransaction(PlannedOutageWithdrawn, (e, em) => this.alerts.plannedWithdrawn(em, e.outage));
    for (const type of OUTAGE_EVENTS) this.events.inTransaction(type, (e, em) => this.alerts.outageChanged(em, e.before, e.after));
    // The outage history waits for the answer: nobody told (no channel) gives its claim back.
    this.events.inTransaction(LimitPassed, async (e, em) => {
      e.queued += await this.alerts.limitExceeded(em, e.watchedAddressId, e.limit);
    });
    // A follow-up lives no longer than the reporter's contact it writes to.
    this.events.inTransaction(ReportsAnonymised, (_e, em) => this.followups.removeForAnonymisedReports(em));
  }
}
