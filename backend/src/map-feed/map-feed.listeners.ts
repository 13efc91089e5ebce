import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DomainEvents, type DomainEvent, type EventClass } from '../common/events/domain-events';
import { OUTAGE_EVENTS } from '../outages/events/outage.events';
import { PlannedOutageChanged, PlannedOutagePublished, PlannedOutageWithdrawn } from '../planned-outages/events/planned-outage.events';
import { ReportStored } from '../reports/events/report.events';
import { MapFeedSnapshot } from './map-feed.snapshot';

/**
 * The read model is fed by events: after a write in this instance has committed (a refresh inside the transaction
 * would read the old rows), the snapshot rebuilds, so this instance shows the change at once; the 5 s signature check
 * covers the other instances and any write that raised nothing. Writers import none of this module.
 */
@Injectable()
export class MapFeedListeners implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly snapshot: MapFeedSnapshot,
  ) {}

  onModuleInit(): void {
    const refresh = () => this.snapshot.refresh();
    const feeding: Array<EventClass<DomainEvent>> = [...OUTAGE_EVENTS, PlannedOutageChanged, PlannedOutagePublished, PlannedOutageWithdrawn, ReportStored];
    for (const type of feeding) this.events.onCommitted(type, refresh);
  }
}
