import type { Actor } from '../../common/events/actor';

/**
 * What happens to a planned outage, raised by the planned-outages module inside its transaction (common/events).
 * Alerts listen in the transaction (their outbox); the map feed after the commit.
 */

/** A planned outage as listeners see it: its times and the address list its alerts are matched by. */
export interface PlannedOutageFacts {
  id: number;
  start: Date;
  end: Date;
  addresses: ReadonlyArray<{ street: string | null; streetNumber: string | null }>;
}

/** Created or edited by a dispatcher: it now waits for an accepter (and, if it was public, left the map). */
export class PlannedOutageChanged {
  constructor(readonly id: number) {}
}

/** Accepted: public from now on (staff spec §4.1). */
export class PlannedOutagePublished {
  constructor(readonly outage: PlannedOutageFacts) {}
}

/** A published outage was rejected or deleted: it will not happen as announced. */
export class PlannedOutageWithdrawn {
  constructor(readonly outage: PlannedOutageFacts) {}
}

/** An accepter accepted or rejected one outage; a bulk review raises one per outage it changed. */
export class PlannedOutageDecided {
  constructor(
    readonly actor: Actor,
    readonly id: number,
    readonly from: string,
    readonly to: string,
  ) {}
}

/** A dispatcher deleted an outage (soft delete); raised once per outage that was not deleted already. */
export class PlannedOutageDeleted {
  constructor(
    readonly actor: Actor,
    readonly id: number,
    readonly acceptStatus: string,
  ) {}
}
