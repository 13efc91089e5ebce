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

/** The fields of an outage the audit trail shows before/after: not its address list, nor the free-text comment. */
export interface PlannedOutageAuditFields {
  outageStart: string;
  outageEnd: string;
  outageAnnouncement: string;
  voltageLevel: string;
  taskNumber: string | null;
  recipient: string | null;
  acceptStatus: string;
}

/**
 * A dispatcher created an outage (a copy is a creation from a filled-in form) or edited one; raised in the writing
 * transaction next to `PlannedOutageChanged`, which carries no actor because the map feed needs none.
 */
export class PlannedOutageSaved {
  constructor(
    readonly actor: Actor,
    readonly id: number,
    readonly kind: 'create' | 'edit',
    readonly before: PlannedOutageAuditFields | null,
    readonly after: PlannedOutageAuditFields,
  ) {}
}

/** Plan against fact as the audit trail shows it before/after (ISO instants, or null while not known). */
export interface PlannedOutageActualFields {
  actualStart: string | null;
  actualEnd: string | null;
  cancelled: boolean;
}

/**
 * The actual times or a cancellation were reported and changed something: by a dispatcher (actor with a user) or by the
 * outage-management system (actor without one, method 'api-key'). A repeated report that changes nothing raises nothing.
 */
export class PlannedOutageActualReported {
  constructor(
    readonly actor: Actor,
    readonly id: number,
    readonly before: PlannedOutageActualFields,
    readonly after: PlannedOutageActualFields,
  ) {}
}
