/**
 * The call-net vocabulary (public spec §3): failures and extensive outages that the operator's outage-management
 * system reports through the integration API, and the reports people send from the wizard or the call centre.
 */

/** FAILURE: a confirmed failure being repaired; EXTENSIVE: an extensive-outage area (storm). */
export const OUTAGE_KINDS = ['FAILURE', 'EXTENSIVE'] as const;
export type OutageKind = (typeof OUTAGE_KINDS)[number];

/** Which feed a failure belongs to: `failures-hv` (high and medium voltage network) or `failures-lv`. */
export const VOLTAGE_CLASSES = ['HV', 'LV'] as const;
export type VoltageClass = (typeof VOLTAGE_CLASSES)[number];

// The point, the circle sizes and their names are the domain package's geometry (shared with the public map).
export { OUTAGE_CIRCLE_RADIUS_M, OUTAGE_CIRCLES, type LngLat, type OutageCircle } from '@portal/domain';

/** Report types (public spec §3): what the wizard chose, or what the location made it. */
export const REPORT_TYPES = ['LIMITED_VOLTAGE', 'NO_VOLTAGE', 'EXTENSIVE_FAILURE', 'WORKS', 'POWER_FAILURE'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

/** Where a report came from: the public wizard or the call centre (through the integration API). */
export const REPORT_SOURCES = ['WEB', 'CALL_CENTER'] as const;
export type ReportSource = (typeof REPORT_SOURCES)[number];

/** One address of an outage's address list (public spec §3). */
export interface OutageAddressItem {
  streetType: string | null;
  streetName: string;
  residenceNumber: string;
}

// Field limits of a report: the domain package's, the wizard checks the same numbers.
export { REPORT_LIMITS } from '@portal/domain';
