/**
 * The address card's answer (docs/map.md "Address card"): what covers one point now, and the planned
 * outages coming to it. Built from the map feeds' snapshot, never from a query.
 */
import type { CrewStatus, EndConfidence, PlannedOutcome } from '@portal/domain';
import type { EndChange } from '../map-feed.model';

/** What covers a point: a confirmed failure, an extensive area, a planned outage in progress, or reports near it. */
export const ADDRESS_STATUS_KINDS = ['FAILURE', 'EXTENSIVE', 'PLANNED', 'REPORTS'] as const;
export type AddressStatusKind = (typeof ADDRESS_STATUS_KINDS)[number];

/**
 * Why an entry concerns the point: ADDRESS — the address is on the planned outage's list (by the same normalised key
 * as watched addresses); AREA — the point lies in the item's area or circle; NEARBY — reports near the point.
 */
export const ADDRESS_STATUS_MATCHES = ['ADDRESS', 'AREA', 'NEARBY'] as const;
export type AddressStatusMatch = (typeof ADDRESS_STATUS_MATCHES)[number];

export interface AddressStatusEntry {
  kind: AddressStatusKind;
  /** The item's id in its feed; null for reports near the point. */
  id: number | null;
  matchedBy: AddressStatusMatch;
  /** UTC; for reports, the oldest report's time. */
  start: string;
  /** Estimated (failures) or planned end, UTC; null when unknown. */
  end: string | null;
  /** The cause (failure), the description (extensive area) or the works' description (planned outage's comment). */
  description: string | null;
  /** People who reported it in the last 24 h. */
  reportsCount: number;
  /** When the information last changed, UTC (reports: the newest report). */
  updatedAt: string;
  /** Restoration progress of a failure or extensive area (null otherwise or when the system has not said). */
  crewStatus: CrewStatus | null;
  endConfidence: EndConfidence | null;
  customersAffected: number | null;
  customersRestored: number | null;
  /** A planned outage's plan against fact (null otherwise or while it has not ended). */
  outcome: PlannedOutcome | null;
  /** Every change of the estimated end, oldest first ([] for planned outages and reports). */
  endChanges: EndChange[];
}

export interface AddressStatus {
  /** The point answered, rounded to five decimals (about a metre): every request within it gets the same body. */
  point: { lat: number; lng: number };
  /** What covers the point now; [] — "Brak znanych awarii pod tym adresem". */
  now: AddressStatusEntry[];
  /** Planned outages at the point starting within the next UPCOMING_DAYS days, soonest first. */
  upcoming: AddressStatusEntry[];
}

/** Reports within this distance of the point, of the last REPORTS_NEAR_HOURS, make a REPORTS entry. */
export const REPORTS_NEAR_M = 150;
export const REPORTS_NEAR_HOURS = 24;
/** Planned outages starting within this many days are listed as upcoming. */
export const UPCOMING_DAYS = 14;

/** Distinct points answered per snapshot version; least recently asked go first. About 1–3 kB each (three encodings). */
export const ADDRESS_STATUS_CACHE_SIZE = 5_000;
