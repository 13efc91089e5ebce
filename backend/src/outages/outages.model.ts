/**
 * The outages' vocabulary (public spec §3): failures and extensive outages that the operator's outage-management
 * system reports through the integration API.
 */
import type { OutageAddressItemDto } from './dto/outage-address-item-response.dto';

/** FAILURE: a confirmed failure being repaired; EXTENSIVE: an extensive-outage area (storm). */
export const OUTAGE_KINDS = ['FAILURE', 'EXTENSIVE'] as const;
export type OutageKind = (typeof OUTAGE_KINDS)[number];

/** Which feed a failure belongs to: `failures-hv` (high and medium voltage network) or `failures-lv`. */
export const VOLTAGE_CLASSES = ['HV', 'LV'] as const;
export type VoltageClass = (typeof VOLTAGE_CLASSES)[number];

/** One address of an outage's address list (public spec §3), declared once as its response DTO. */
export type OutageAddressItem = OutageAddressItemDto;
