/** Which legal limit of interruption time an address passed, in which Warsaw year, and by how many hours. */
export interface PassedLimit {
  year: number;
  /** PLANNED: planned outages; UNPLANNED: failures. */
  cls: 'PLANNED' | 'UNPLANNED';
  /** YEAR: the year's total; SINGLE: one interruption. */
  scope: 'YEAR' | 'SINGLE';
  hours: number;
  limitHours: number;
  /** The person's outage history page. */
  historyUrl: string;
}

/**
 * A watched address passed a limit, raised inside the transaction that claimed (address, year, limit) once in the
 * outage history's table. The alerts listen in that transaction and add what they queued to `queued`; when nobody
 * could be told (no channel), the outage history gives the claim back for a later check.
 */
export class LimitPassed {
  queued = 0;
  constructor(
    readonly watchedAddressId: number,
    readonly limit: PassedLimit,
  ) {}
}
