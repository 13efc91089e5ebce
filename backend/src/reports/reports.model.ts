/** The reports' vocabulary (public spec §3): what people send from the wizard or the call centre. */

/** Report types (public spec §3): what the wizard chose, or what the location made it. */
export const REPORT_TYPES = ['LIMITED_VOLTAGE', 'NO_VOLTAGE', 'EXTENSIVE_FAILURE', 'WORKS', 'POWER_FAILURE'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

/** Where a report came from: the public wizard or the call centre (through the integration API). */
export const REPORT_SOURCES = ['WEB', 'CALL_CENTER'] as const;
export type ReportSource = (typeof REPORT_SOURCES)[number];

// Field limits of a report: the domain package's, the wizard checks the same numbers.
export { REPORT_LIMITS } from '@portal/domain';
