import { apiRequest } from '../api/client';
import { geocodeApi } from '../api/geocode-api';
import type { AddressStatus } from './address-card';
import type { GeocodedAddress, LatLng, MapLayers, OutageItem, UserReportMapItem } from './map-types';

/**
 * The map's calls (spec §7). The feeds answer with an ETag and a short max-age: fetch's default cache
 * mode lets the browser reuse or revalidate them (If-None-Match → 304) without any code here.
 */
export const OUTAGE_FEEDS = [
  '/public/api/call-net/failures-extensive',
  '/public/api/call-net/failures-hv',
  '/public/api/call-net/failures-lv',
  '/public/api/planned-outage/get/all',
] as const;

export const mapApi = {
  layers: (signal?: AbortSignal) => apiRequest<MapLayers>('GET', '/public/api/map/config', { signal }),

  /** Every outage item of the four feeds; one failed feed fails the whole refresh (the previous picture stays). */
  outages: async (signal?: AbortSignal): Promise<OutageItem[]> => {
    const feeds = await Promise.all(OUTAGE_FEEDS.map((path) => apiRequest<OutageItem[]>('GET', path, { signal })));
    return feeds.flat();
  },

  reports: (hours: number, signal?: AbortSignal) =>
    apiRequest<UserReportMapItem[]>('GET', '/public/api/call-net/reports', { query: { timePeriod: `PT${hours}H` }, signal }),

  autocomplete: (q: string, signal?: AbortSignal): Promise<GeocodedAddress[]> => geocodeApi.autocomplete(q, 8, signal),

  /** The address card's answer (docs/map.md): conditional like the feeds, so the browser revalidates with its ETag. */
  addressStatus: (query: Record<string, string>, signal?: AbortSignal) => apiRequest<AddressStatus>('GET', '/public/api/address-status', { query, signal }),

  /** The address at a point (the locate-me button, "Co tu jest?"); 404 when none is near. */
  reverse: (point: LatLng, signal?: AbortSignal): Promise<GeocodedAddress> => geocodeApi.reverse(point.lat, point.lng, signal),

  /** One address written as text; 404 when nothing matches. */
  search: (q: string, signal?: AbortSignal): Promise<GeocodedAddress> => geocodeApi.search(q, signal),
};
