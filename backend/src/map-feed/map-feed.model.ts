import type { CrewStatus, EndConfidence, PlannedOutcome } from '@portal/domain';

/** One item of the map feeds (public spec §3 outage item), as CONTRACT-call-net defines OutageItem. */
export interface OutageItem {
  id: number;
  type: 'FAILURE' | 'EXTENSIVE' | 'PLANNED';
  /** Polygon ring (open); [] when only a point is known. */
  area: { lat: number; lng: number }[];
  position: { lat: number; lng: number };
  outageCircle: 'SMALL' | 'MEDIUM' | null;
  addressesCount: number;
  /** User reports of the last 24 h folded into this item. */
  reportsCount: number;
  description: string | null;
  comment: string | null;
  cause: string | null;
  start: string;
  end: string | null;
  addressList: { streetType: string | null; streetName: string; residenceNumber: string }[];
  updatedAt: string;
  /** Restoration progress from the outage-management system (failures and extensive areas; null otherwise or unknown). */
  crewStatus: CrewStatus | null;
  endConfidence: EndConfidence | null;
  customersAffected: number | null;
  customersRestored: number | null;
  /** A planned outage's plan against fact (plannedOutcome in @portal/domain); null otherwise or while it has not ended. */
  outcome: PlannedOutcome | null;
}

/** One change of an outage's estimated end (the address card's history; not on the feeds' wire). */
export interface EndChange {
  previousEnd: string | null;
  newEnd: string | null;
  changedAt: string;
}

/** One user report on the map (public spec §3 "User report on the map"; the contract's UserReportMapItem). */
export interface UserReportMapItem {
  id: number;
  position: { lat: number; lng: number };
  address: string;
  type: 'WEB' | 'CALL_CENTER';
  date: string;
}

/** A report as the snapshot keeps it: the map item plus its time as a number for the period filters. */
export interface ReportPoint {
  item: UserReportMapItem;
  lng: number;
  lat: number;
  time: number;
}

/** Reports of this many hours fold into items (their reportsCount) and are offered by the reports feed at most. */
export const REPORT_WINDOW_HOURS = 24;
/** Planned outages with only 1–2 places: a report within this distance of a place is "inside" (geometry in geo/). */
export { PLANNED_POINT_RADIUS_M } from '../geo/outage-shape';
/** Every feed's Cache-Control: short, so browsers and a CDN absorb a storm's peak without showing stale data for long. */
export const FEED_CACHE_CONTROL = 'public, max-age=15';
/** How often each instance compares the database's signature with its snapshot (multi-instance agreement). */
export const CHECK_INTERVAL_MS = 5_000;
/** Relative time moves: a reports-feed body older than this is rebuilt on the next request. */
export const REPORTS_BODY_MAX_AGE_MS = 10_000;
/** Writes in a burst share syncs: the next one starts at least this long after the previous one began. */
export const MIN_SYNC_SPACING_MS = 250;
/**
 * …and at most this long while the event loop is busy with requests (90 % or more of its time): each sync
 * reads the database and rebuilds what changed on the loop the readers need, and a change still shows within the
 * 2 s the map promises.
 */
export const MAX_SYNC_SPACING_MS = 1_000;
/** A body that has been served this long without being replaced is recompressed harder in the background. */
export const POLISH_AFTER_MS = 3_000;
/** Background recompression rests between bodies so that it takes at most this share of one core's time. */
export const POLISH_CPU_SHARE = 0.2;
