import { answer, api, requireParameter } from '../api/client';
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
/** POST /public/api/call-net/report body; the wizard's check answers and choice are this DTO's. The site never sends
 * the `id` the spec lets a client send as null: the server assigns it. */
export type ReportRequest = Omit<Schemas['CreateUserReportDto'], 'id'>;
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
  areaByCoordinates: ({ lat, lng }: LngLat, signal?: AbortSignal) => answer(api.POST('/public/api/area/get/by-coordinates', { body: { lat, lng }, signal })),
  /** The runtime setting canAddReportOutsideArea (spec §3 settings entries); false when unreadable. */
  canAddReportOutsideArea: async (signal?: AbortSignal): Promise<boolean> => {
    const entries = await settingsApi.all(signal);
    return entries.find((entry) => entry.key === 'canAddReportOutsideArea')?.value === 'true';
  },
  pointStatus: ({ lat, lng }: LngLat, signal?: AbortSignal) =>
    answer(api.POST('/public/api/call-net/point-electricity-area-status', { body: { lat, lng }, signal })),
  /** "Powiadom mnie, gdy prąd wróci": the report's id and the token of its answer (docs/reports.md). */
  followUp: async (reportId: number, body: FollowUpRequest) =>
    answer(
      api.POST('/public/api/call-net/report/{id}/follow-up', {
        params: { path: { id: reportId } },
        body: requireParameter('POST /public/api/call-net/report/{id}/follow-up', 'body', body),
      }),
    ),
  /** The stop link of the follow-up's message. */
  stopFollowUp: (reportId: number, token: string) =>
    answer(api.POST('/public/api/call-net/report/{id}/follow-up/stop', { params: { path: { id: reportId } }, body: { token } })),
  /** The answer behind the "Nadal nie mam prądu" link: 201 once; 403 tampered, 409 used, 410 expired (Polish `message`). */
  stillNoPower: (checkId: number, token: string) =>
    answer(api.POST('/public/api/restoration-check/{id}/still-off', { params: { path: { id: checkId } }, body: { token } })),
  /** `withoutSession`: not on the signed-in person's account (a report kept offline under another session, docs/offline.md). */
  report: async (body: ReportRequest, idempotencyKey: string, { withoutSession = false } = {}) =>
    answer(
      api.POST('/public/api/call-net/report', {
        body: requireParameter('POST /public/api/call-net/report', 'body', body),
        headers: { 'Idempotency-Key': idempotencyKey },
        withoutSession,
      }),
    ),
};
