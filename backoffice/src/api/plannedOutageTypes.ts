// The planned-outage API contract (staff spec §3, §7), taken from the types generated out of the
// backend's OpenAPI (schema.d.ts, `npm run gen:api`): a changed backend DTO fails to compile here.
// Until the backend's module was in the OpenAPI these were written by hand under the same names.
import { ACCEPT_STATUSES } from '@portal/domain';
import type { components } from '@portal/api-client';
import type { PageRequest } from './types';

type Schemas = components['schemas'];

export type Coordinates = Schemas['LngLatDto'];
export type OutageAddress = Schemas['OutageAddressResponseDto'];
export type PlannedOutageResponse = Schemas['PlannedOutageResponseDto'];
/** POST /api/planned-outage/add. With `id` the server updates that outage in place. */
export type SavePlannedOutageRequest = Schemas['PlannedOutageInputDto'];
export type AcceptStatusOption = Schemas['AcceptStatusResponseDto'];
export type ChangeAcceptStatusRequest = Schemas['ChangeAcceptStatusDto'];
export type ChangeAcceptStatusManyRequest = Schemas['ChangeAcceptStatusManyDto'];
export type ChangedCountResponse = Schemas['ChangedResponseDto'];
/** POST /api/planned-outage/actual/{id}: the actual times, or a cancellation (plan against fact). */
export type PlannedOutageActualRequest = Schemas['PlannedOutageActualDto'];
export type PlannedOutcome = NonNullable<PlannedOutageResponse['outcome']>;
export type DeletedCountResponse = Schemas['DeletedResponseDto'];
/** At most 200 lines per call. */
export type ResolveAddressesRequest = Schemas['ResolveAddressesDto'];
export type ResolvedAddress = Schemas['ResolvedAddressResponseDto'];
/** GET /public/api/geocode/autocomplete. */
export type GeocodeSuggestion = Schemas['GeocodedAddressResponseDto'];

export type VoltageLevel = PlannedOutageResponse['voltageLevel'];
export type Recipient = NonNullable<PlannedOutageResponse['recipient']>;
export type AcceptStatus = PlannedOutageResponse['acceptStatus'];
/** The two targets of a status change: TO_ACCEPT is only the starting state (spec §4.1). */
export type AcceptDecision = ChangeAcceptStatusRequest['acceptStatus'];

export const PLANNED_OUTAGE_SORT_FIELDS = [
  'id',
  'outageStart',
  'outageEnd',
  'voltageLevel',
  'taskNumber',
  'acceptStatus',
  'createdBy',
  'comment',
] as const satisfies readonly NonNullable<Schemas['PlannedOutagePageDto']['sortField']>[];
export type PlannedOutageSortField = (typeof PLANNED_OUTAGE_SORT_FIELDS)[number];

/**
 * The criteria the lists use (a subset of the server's: it also knows id, start/end windows and
 * createdBy). `mine` exists only on the dispatcher's search.
 */
export type PlannedOutageSearchCriteria = Pick<
  Schemas['DispatcherSearchPlannedOutagesDto'],
  'address' | 'comment' | 'outageStart' | 'acceptStatus' | 'deleted' | 'mine'
>;

export interface PlannedOutageSearchRequest extends PlannedOutageSearchCriteria {
  page: PageRequest<PlannedOutageSortField>;
}

export const VOLTAGE_LEVELS = ['LV', 'MV', 'HV'] as const satisfies readonly VoltageLevel[];
export const RECIPIENTS = ['SAP', 'CallNet'] as const satisfies readonly Recipient[];
// The acceptance statuses are the domain package's model (the server's own); the check below ties it to the API.
export { ACCEPT_STATUSES };

// Fail to compile when the backend adds a value these lists lack.
export const ALL_VOLTAGES_LISTED: Exclude<VoltageLevel, (typeof VOLTAGE_LEVELS)[number]> extends never ? true : never = true;
export const ALL_STATUSES_LISTED: Exclude<AcceptStatus, (typeof ACCEPT_STATUSES)[number]> extends never ? true : never = true;
export const ALL_SORT_FIELDS_LISTED: Exclude<NonNullable<Schemas['PlannedOutagePageDto']['sortField']>, PlannedOutageSortField> extends never ? true : never =
  true;
