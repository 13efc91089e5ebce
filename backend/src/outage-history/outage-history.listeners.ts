import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DomainEvents } from '../common/events/domain-events';
import { OUTAGE_EVENTS } from '../outages/events/outage.events';
import { OutageHistoryService } from './outage-history.service';

/**
 * An outage that ended, or whose start moved, may have pushed the addresses it covered over a legal limit: checked in
 * the writing transaction, after the alerts' own listener (NotificationsModule initialises first: this module imports it).
 */
@Injectable()
export class OutageHistoryListeners implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly history: OutageHistoryService,
  ) {}

  onModuleInit(): void {
    for (const type of OUTAGE_EVENTS) this.events.inTransaction(type, (e, em) => this.history.outageChanged(em, e.before, e.after));
  }
}
