import type { CreateParams, DeleteManyParams, DeleteParams, GetListParams, Identifier, UpdateParams } from 'react-admin';
import { fetchFile, type DownloadedFile } from '../api/download';
import { answer, api, apiPath, apiUrl, httpClient, requireParameter } from '../api/http';
import {
  ACCEPT_STATUSES,
  PLANNED_OUTAGE_SORT_FIELDS,
  RECIPIENTS,
  type AcceptDecision,
  type AcceptStatus,
  type AcceptStatusOption,
  type ChangeAcceptStatusManyRequest,
  type ChangeAcceptStatusRequest,
  type ChangedCountResponse,
  type GeocodeSuggestion,
  type OutageAddress,
  type PlannedOutageActualRequest,
  type PlannedOutageResponse,
  type PlannedOutageSearchCriteria,
  type PlannedOutageSearchRequest,
  type PlannedOutageSortField,
  type Recipient,
  type ResolvedAddress,
  type SavePlannedOutageRequest,
  type VoltageLevel,
} from '../api/plannedOutageTypes';
import { unsupported } from './unsupported';

// The planned outages resource speaks the spec's calls (§7), not simple REST. Bodies carry only the
// fields of the contract: react-admin's records and our form carry extras (createdBy, points, the
// list of unresolved address lines ...), and the server rejects unknown fields.

const PLANNED_OUTAGES = 'plannedOutages';
const BASE = '/api/planned-outage';

/**
 * Which search a list uses (pass as the list's `queryOptions.meta.search`): the dispatcher's own
 * (it knows `mine`) or the one of the accepter and call-centre lists.
 */
export type PlannedOutageSearch = 'dispatcher' | 'review';

export type PlannedOutageListMeta = {
  search?: PlannedOutageSearch;
};

/** Spec-side limit of the resolve call is 200; 50 keeps each answer quick and the progress bar moving. */
export const RESOLVE_BATCH_SIZE = 50;

export interface ResolveProgress {
  done: number;
  total: number;
}

/** A batch failed: what was resolved before it, and the lines that were not processed. */
export class ResolveAddressesError extends Error {
  constructor(
    readonly resolved: ResolvedAddress[],
    readonly pending: string[],
    readonly failure: unknown,
  ) {
    super('Resolving addresses failed');
    this.name = 'ResolveAddressesError';
  }
}

/** An Excel file the server refused; `error` is the HttpError (its body.message is Polish, spec-side). */
export class ImportFileError extends Error {
  constructor(
    readonly fileName: string,
    readonly error: unknown,
  ) {
    super(`Import of ${fileName} failed`);
    this.name = 'ImportFileError';
  }
}

export async function searchPlannedOutages(params: GetListParams): Promise<{ data: PlannedOutageResponse[]; total: number }> {
  const search: PlannedOutageSearch = (params.meta as PlannedOutageListMeta | undefined)?.search ?? 'review';
  const criteria = toSearchCriteria(params.filter ?? {}, search);
  const { page = 1, perPage = 10 } = params.pagination ?? {};
  const sortField = (PLANNED_OUTAGE_SORT_FIELDS as readonly string[]).includes(params.sort?.field ?? '')
    ? (params.sort!.field as PlannedOutageSortField)
    : 'id';
  const body: PlannedOutageSearchRequest = {
    ...criteria,
    page: { limit: perPage, offset: (page - 1) * perPage, sortField, sortOrder: params.sort?.order === 'DESC' ? 'DESC' : 'ASC' },
  };
  const [data, count] =
    search === 'dispatcher'
      ? await Promise.all([
          answer(api.POST('/api/planned-outage/dispatcher/search/report', { body })),
          answer(api.POST('/api/planned-outage/dispatcher/search/report/count', { body: criteria })),
        ])
      : await Promise.all([
          answer(api.POST('/api/planned-outage/search/report', { body })),
          answer(api.POST('/api/planned-outage/search/report/count', { body: criteria })),
        ]);
  return { data, total: count.count };
}

export async function getPlannedOutage(id: Identifier): Promise<{ data: PlannedOutageResponse }> {
  return { data: await answer(api.GET('/api/planned-outage/get/{id}', { params: { path: { id: Number(id) } } })) };
}

export async function savePlannedOutage(data: Record<string, unknown>, id?: Identifier): Promise<{ data: PlannedOutageResponse }> {
  const body = toSaveRequest(requireParameter(`POST ${BASE}/add`, 'body', data), id);
  return { data: await answer(api.POST('/api/planned-outage/add', { body })) };
}

export async function deletePlannedOutage(params: DeleteParams): Promise<{ data: PlannedOutageResponse }> {
  await answer(api.DELETE('/api/planned-outage/delete/{id}', { params: { path: { id: Number(params.id) } } }));
  return { data: (params.previousData ?? { id: params.id }) as PlannedOutageResponse };
}

/** POST /api/planned-outage/delete/many with the ids as a bare JSON array (spec §7, master view). */
export async function deletePlannedOutages(params: DeleteManyParams): Promise<{ data: Identifier[] }> {
  // The server answers { deleted: n }; react-admin wants the ids.
  await answer(api.POST('/api/planned-outage/delete/many', { body: requireParameter(`POST ${BASE}/delete/many`, 'ids', params.ids).map(Number) }));
  return { data: params.ids };
}

export async function changeAcceptStatus(id: Identifier, acceptStatus: AcceptDecision): Promise<{ data: PlannedOutageResponse }> {
  const operation = `POST ${BASE}/change-accept-status`;
  const body: ChangeAcceptStatusRequest = {
    id: Number(requireParameter(operation, 'id', id)),
    acceptStatus: requireParameter(operation, 'acceptStatus', acceptStatus),
  };
  return { data: await answer(api.POST('/api/planned-outage/change-accept-status', { body })) };
}

/** Plan against fact: the actual times or a cancellation of an accepted outage; answers the outage with its outcome. */
export async function reportActual(id: Identifier, body: PlannedOutageActualRequest): Promise<{ data: PlannedOutageResponse }> {
  return { data: await answer(api.POST('/api/planned-outage/actual/{id}', { params: { path: { id: Number(id) } }, body })) };
}

export async function changeAcceptStatusMany(ids: Identifier[], acceptStatus: AcceptDecision): Promise<ChangedCountResponse> {
  const operation = `POST ${BASE}/change-accept-status/many`;
  const body: ChangeAcceptStatusManyRequest = {
    ids: requireParameter(operation, 'ids', ids).map(Number),
    acceptStatus: requireParameter(operation, 'acceptStatus', acceptStatus),
  };
  return answer(api.POST('/api/planned-outage/change-accept-status/many', { body }));
}

/**
 * Spec §7: the address column of each Excel file, the files sent one after another and the
 * results joined in order. A refused file stops the import (ImportFileError names it).
 */
export async function importAddressList(files: readonly File[]): Promise<string[]> {
  const addresses: string[] = [];
  for (const file of files) {
    const form = new FormData();
    form.append('file', file, file.name);
    try {
      const { json } = await httpClient(apiUrl(`${BASE}/address-list`), { method: 'POST', body: form });
      addresses.push(...(json as string[]));
    } catch (error) {
      throw new ImportFileError(file.name, error);
    }
  }
  return addresses;
}

/**
 * Address lines → addresses, RESOLVE_BATCH_SIZE per call, one call after another so the progress
 * (`onProgress`, also called once with done 0) follows the work. Answers keep the input order;
 * a line the geocoder does not know comes back with address null, for the person to correct.
 */
export async function resolveAddresses(lines: readonly string[], onProgress?: (progress: ResolveProgress) => void): Promise<ResolvedAddress[]> {
  const results: ResolvedAddress[] = [];
  const total = lines.length;
  if (total === 0) return results;
  onProgress?.({ done: 0, total });
  for (let start = 0; start < total; start += RESOLVE_BATCH_SIZE) {
    const batch = lines.slice(start, start + RESOLVE_BATCH_SIZE);
    try {
      results.push(...(await answer(api.POST('/api/planned-outage/resolve-addresses', { body: { addresses: batch } }))));
    } catch (error) {
      throw new ResolveAddressesError(results, lines.slice(start), error);
    }
    onProgress?.({ done: Math.min(start + batch.length, total), total });
  }
  return results;
}

/** The address autocomplete (public geocoder, spec §2.12). */
export async function geocodeAutocomplete(query: string, limit = 10): Promise<GeocodeSuggestion[]> {
  return answer(api.GET('/public/api/geocode/autocomplete', { params: { query: { q: query, limit } } }));
}

/** The .xlsx report of the outages matching the list's filters (spec §2.10 'Pobierz raport'). */
export function downloadPlannedOutageReport(filter: Record<string, unknown>): Promise<DownloadedFile> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(toSearchCriteria(filter, 'review'))) query.set(key, String(value));
  const suffix = query.size > 0 ? `?${query}` : '';
  return fetchFile(`${BASE}/report${suffix}`, 'planowane-wylaczenia.xlsx');
}

/** The .docx announcement of one outage (spec §6 "print announcement"). */
export async function downloadAnnouncement(id: Identifier): Promise<DownloadedFile> {
  return fetchFile(apiPath(`${BASE}/announcement/{id}`, { id }), `ogloszenie-${String(id)}.docx`);
}

export async function getAcceptStatuses(): Promise<AcceptStatusOption[]> {
  return answer(api.GET('/api/planned-outage/accept-statuses'));
}

export const plannedOutagesDataProvider = {
  getList: (_resource: string, params: GetListParams) => searchPlannedOutages(params),
  getOne: (_resource: string, params: { id: Identifier }) => getPlannedOutage(params.id),
  // The API has no bulk get: one call per id.
  getMany: async (_resource: string, params: { ids: Identifier[] }) => ({
    data: (await Promise.all(params.ids.map(getPlannedOutage))).map((result) => result.data),
  }),
  create: (_resource: string, params: CreateParams) => savePlannedOutage(params.data),
  // The same call as create, with the id: the server updates that outage in place.
  update: (_resource: string, params: UpdateParams) => savePlannedOutage(params.data, params.id),
  delete: (_resource: string, params: DeleteParams) => deletePlannedOutage(params),
  deleteMany: (_resource: string, params: DeleteManyParams) => deletePlannedOutages(params),
  getManyReference: unsupported(PLANNED_OUTAGES, 'getManyReference'),
  updateMany: unsupported(PLANNED_OUTAGES, 'updateMany'),
};

/** GET /api/planned-outage/accept-statuses as a read-only resource (cached like the roles). */
export const acceptStatusesDataProvider = {
  getList: async () => {
    const statuses = await getAcceptStatuses();
    return { data: statuses, total: statuses.length };
  },
  getOne: async (_resource: string, params: { id: Identifier }) => {
    const status = (await getAcceptStatuses()).find((candidate) => candidate.id === params.id);
    if (!status) throw new Error(`Unknown accept status ${String(params.id)}`);
    return { data: status };
  },
  getMany: async (_resource: string, params: { ids: Identifier[] }) => ({
    data: (await getAcceptStatuses()).filter((status) => params.ids.includes(status.id)),
  }),
  getManyReference: unsupported('acceptStatuses', 'getManyReference'),
  create: unsupported('acceptStatuses', 'create'),
  update: unsupported('acceptStatuses', 'update'),
  updateMany: unsupported('acceptStatuses', 'updateMany'),
  delete: unsupported('acceptStatuses', 'delete'),
  deleteMany: unsupported('acceptStatuses', 'deleteMany'),
};

/**
 * List filters (from the URL, so possibly stale or hand-edited: booleans may be the text 'true',
 * dates ISO strings) → the server's search criteria. `mine` exists only on the dispatcher's search.
 */
export function toSearchCriteria(filter: Record<string, unknown>, search: PlannedOutageSearch): PlannedOutageSearchCriteria {
  const criteria: PlannedOutageSearchCriteria = {};
  const address = text(filter.address);
  if (address) criteria.address = address;
  const comment = text(filter.comment);
  if (comment) criteria.comment = comment;
  const outageStart = instant(filter.outageStart);
  if (outageStart) criteria.outageStart = outageStart;
  if (isOneOf(ACCEPT_STATUSES, filter.acceptStatus)) criteria.acceptStatus = filter.acceptStatus as AcceptStatus;
  const deleted = bool(filter.deleted);
  if (deleted !== undefined) criteria.deleted = deleted;
  const mine = bool(filter.mine);
  if (search === 'dispatcher' && mine !== undefined) criteria.mine = mine;
  return criteria;
}

/** The form's values → the save body: only the contract's fields, optional ones left out when empty. */
export function toSaveRequest(data: Record<string, unknown>, id?: Identifier): SavePlannedOutageRequest {
  const request: SavePlannedOutageRequest = {
    ...(id !== undefined && id !== null && id !== '' ? { id: Number(id) } : {}),
    addresses: Array.isArray(data.addresses) ? (data.addresses as OutageAddress[]).map(toOutageAddress) : [],
    outageStart: instant(data.outageStart) ?? '',
    outageEnd: instant(data.outageEnd) ?? '',
    outageAnnouncement: text(data.outageAnnouncement)?.slice(0, 10) ?? '',
    voltageLevel: data.voltageLevel as VoltageLevel,
  };
  const taskNumber = text(data.taskNumber);
  if (taskNumber) request.taskNumber = taskNumber;
  if (isOneOf(RECIPIENTS, data.recipient)) request.recipient = data.recipient as Recipient;
  const comment = text(data.comment);
  if (comment) request.comment = comment;
  return request;
}

/** Exactly the OutageAddress fields ("without anything extra": the form keeps keys for its list). */
export function toOutageAddress(address: OutageAddress): OutageAddress {
  return {
    nonFormattedAddress: address.nonFormattedAddress,
    street: address.street,
    streetNumber: address.streetNumber,
    postcode: address.postcode ?? null,
    city: address.city,
    district: address.district ?? null,
    wesolaDistrict: Boolean(address.wesolaDistrict),
    coordinates: address.coordinates ? { lng: address.coordinates.lng, lat: address.coordinates.lat } : null,
  };
}

function isOneOf(values: readonly string[], value: unknown): boolean {
  return typeof value === 'string' && values.includes(value);
}

function bool(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 'false') return value === 'true';
  return undefined;
}

function instant(value: unknown): string | undefined {
  if (!(value instanceof Date) && typeof value !== 'string') return undefined;
  if (value === '') return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

function text(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const trimmed = String(value).trim();
  return trimmed === '' ? undefined : trimmed;
}
