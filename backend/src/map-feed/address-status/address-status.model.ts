/**
 * The address card's answer (docs/map.md "Address card"): what covers one point now, and the planned
 * outages coming to it. Built from the map feeds' snapshot, never from a query.
 */

/** What covers a point: a confirmed failure, an extensive area, a planned outage in progress, or reports near it. */
export const ADDRESS_STATUS_KINDS = ['FAILURE', 'EXTENSIVE', 'PLANNED', 'REPORTS'] as const;
export type AddressStatusKind = (typeof ADDRESS_STATUS_KINDS)[number];

/**
 * Why an entry concerns the point: ADDRESS — the address is on the planned outage's list (by the same normalised key
 * as watched addresses); AREA — the point lies in the item's area or circle; NEARBY — reports near the point.
 */
export const ADDRESS_STATUS_MATCHES = ['ADDRESS', 'AREA', 'NEARBY'] as const;
export type AddressStatusMatch = (typeof ADDRESS_STATUS_MATCHES)[number];

// The answer's shape is its response DTO (dto/address-status-response.dto.ts), declared once.

/** Reports within this distance of the point, of the last REPORTS_NEAR_HOURS, make a REPORTS entry. */
export const REPORTS_NEAR_M = 150;
export const REPORTS_NEAR_HOURS = 24;
/** Planned outages starting within this many days are listed as upcoming. */
export const UPCOMING_DAYS = 14;

/** Distinct points answered per snapshot version; least recently asked go first. About 1–3 kB each (three encodings). */
export const ADDRESS_STATUS_CACHE_SIZE = 5_000;
