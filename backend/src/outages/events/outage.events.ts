import type { OutageArea } from '../../geo/outage-area';

/**
 * What happens to a failure or extensive outage, raised by the outages module inside the integration API's
 * transaction (common/events). Each carries the outage before and after the write, as geometry and times, so a
 * listener sees at once whether the area grew, the start moved or the estimated end changed.
 */

/** Created, or opened again after it had ended. `before` is the ended row of a reopened outage, else null. */
export class OutageStarted {
  constructor(
    readonly before: OutageArea | null,
    readonly after: OutageArea,
  ) {}
}

/** A running outage was updated: its area, its start or its estimated end (OUTAGE_END_CHANGED) may have moved. */
export class OutageChanged {
  constructor(
    readonly before: OutageArea,
    readonly after: OutageArea,
  ) {}
}

/** Power is back: the outage-management system ended it. */
export class OutageEnded {
  constructor(
    readonly before: OutageArea,
    readonly after: OutageArea,
  ) {}
}

/** The three, for listeners that treat every outage write alike. */
export const OUTAGE_EVENTS = [OutageStarted, OutageChanged, OutageEnded] as const;
