import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DomainEvents, type DomainEvent, type EventClass } from '../common/events/domain-events';
import { OUTAGE_EVENTS } from '../outages/events/outage.events';
import { PlannedOutageChanged, PlannedOutagePublished, PlannedOutageWithdrawn } from '../planned-outages/events/planned-outage.events';
import { ReportStored } from '../reports/events/report.events';
import { FeedChanges } from './feed-changes';
import { MapFeedSnapshot } from './map-feed.snapshot';

/**
 * The read model is fed by events: after a write in this instance has committed (a refresh inside the transaction
 * would read the old rows), the snapshot rebuilds, so this instance shows the change at once, and the other instances
 * are told through PostgreSQL's NOTIFY (feed-changes.ts); the 5 s signature check covers any write that raised
 * nothing. Writers import none of this module.
 */
@Injectable()
export class MapFeedListeners implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly snapshot: MapFeedSnapshot,
    private readonly changes: FeedChanges,
  ) {}

  onModuleInit(): void {
    const refresh = () => {
      this.changes.announce();
      return this.snapshot.refresh();
    };
    const feeding: Array<EventClass<DomainEvent>> = [...OUTAGE_EVENTS, PlannedOutageChanged, PlannedOutagePublished, PlannedOutageWithdrawn, ReportStored];
    for (const type of feeding) this.events.onCommitted(type, refresh);
  }
}
