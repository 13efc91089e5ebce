import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DomainEvents } from '../common/events/domain-events';
import { PlannedOutagePublished, PlannedOutageWithdrawn } from '../planned-outages/events/planned-outage.events';
import { CalendarService } from './calendar.service';

/**
 * The calendar's record of events is written in the accepting transaction, as the alerts' outbox is: a SEQUENCE is
 * raised once per decision, never for a rolled-back one.
 */
@Injectable()
export class CalendarListeners implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly calendar: CalendarService,
  ) {}

  onModuleInit(): void {
    this.events.inTransaction(PlannedOutagePublished, (e, em) => this.calendar.published(em, e.outage));
    this.events.inTransaction(PlannedOutageWithdrawn, (e, em) => this.calendar.withdrawn(em, e.outage));
  }
}
