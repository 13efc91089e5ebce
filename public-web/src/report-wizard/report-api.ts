import { apiRequest } from '../api/client';
import { geocodeApi } from '../api/geocode-api';
import { settingsApi } from '../api/settings-api';
import type { LngLat } from '@portal/domain';
import type { components } from '@portal/api-client';

type Schemas = components['schemas'];

/** An address of the geocoder (docs/geocoding.md). */
export type { GeocodedAddress } from '../api/types';
export type { LngLat } from '@portal/domain';

// The call-net report calls (helpers/CONTRACT-call-net.md), typed by the generated OpenAPI schema.
/** POST /public/api/call-net/point-electricity-area-status (spec §3 point status). */
export type PointStatusResponse = Schemas['PointStatusResponseDto'];
export type PointElectricityStatus = PointStatusResponse['pointElectricityStatus'];
/** POST /public/api/call-net/report body; the wizard's check answers and choice are this DTO's. */
export type ReportRequest = Schemas['CreateUserReportDto'];
/** 201 CREATED or 200 ALREADY_REGISTERED. */
export type ReportResponse = Schemas['ReportSubmitResponseDto'];
/** "We already know": the outage the report was folded into. */
export type KnownOutage = Schemas['KnownOutageDto'];
export type FollowUpRequest = Schemas['ReportFollowUpDto'];
export type FollowUpResponse = Schemas['ReportFollowUpResponseDto'];
/** "Nadal nie mam prądu" (docs/reports.md "After restoration"): the report recorded at the watched address. */
export type StillNoPowerResponse = Schemas['StillNoPowerResponseDto'];

export const reportWizardApi = {
  autocomplete: (q: string, signal?: AbortSignal) => geocodeApi.autocomplete(q, 8, signal),
  search: geocodeApi.search,
  reverse: ({ lat, lng }: LngLat, signal?: AbortSignal) => geocodeApi.reverse(lat, lng, signal),
  /** 200 with the area's name inside a service area; 404 outside (spec §7, §8). */
  areaByCoordinates: ({ lat, lng }: LngLat, signal?: AbortSignal) => apiRequest('POST', '/public/api/area/get/by-coordinates', { body: { lat, lng }, signal }),
  /** The runtime setting canAddReportOutsideArea (spec §3 settings entries); false when unreadable. */
  canAddReportOutsideArea: async (signal?: AbortSignal): Promise<boolean> => {
    const entries = await settingsApi.all(signal);
    return entries.find((entry) => entry.key === 'canAddReportOutsideArea')?.value === 'true';
  },
  pointStatus: ({ lat, lng }: LngLat, signal?: AbortSignal) =>
    apiRequest('POST', '/public/api/call-net/point-electricity-area-status', { body: { lat, lng }, signal }),
  /** "Powiadom mnie, gdy prąd wróci": the report's id and the token of its answer (docs/reports.md). */
  followUp: (reportId: number, body: FollowUpRequest) =>
    apiRequest('POST', '/public/api/call-net/report/{id}/follow-up', { pathParams: { id: reportId }, body, bodyRequired: true }),
  /** The stop link of the follow-up's message. */
  stopFollowUp: (reportId: number, token: string) =>
    apiRequest('POST', '/public/api/call-net/report/{id}/follow-up/stop', { pathParams: { id: reportId }, body: { token }, bodyRequired: true }),
  /** The answer behind the "Nadal nie mam prądu" link: 201 once; 403 tampered, 409 used, 410 expired (Polish `message`). */
  stillNoPower: (checkId: number, token: string) =>
    apiRequest('POST', '/public/api/restoration-check/{id}/still-off', { pathParams: { id: checkId }, body: { token }, bodyRequired: true }),
  /** `withoutSession`: not on the signed-in person's account (a report kept offline under another session, docs/offline.md). */
  report: (body: ReportRequest, idempotencyKey: string, { withoutSession = false } = {}) =>
    apiRequest('POST', '/public/api/call-net/report', {
      body,
      bodyRequired: true,
      headers: { 'Idempotency-Key': idempotencyKey },
      withoutSession,
    }),
};
