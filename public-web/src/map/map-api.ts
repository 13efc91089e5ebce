import { apiConditionalGet, apiRequest, type Tagged } from '../api/client';
import { geocodeApi } from '../api/geocode-api';
import type { GeocodedAddress, LatLng, OutageItem, UserReportMapItem } from './map-types';

/**
 * The map's calls (spec §7). The feeds answer with an ETag: each refresh sends it back in `If-None-Match`, and a 304
 * (nothing changed) hands back the very array shown before, so the map, the summary bar and the address card do not
 * even re-render (docs/map.md "Refresh").
 */
export const OUTAGE_FEEDS = [
  '/public/api/call-net/failures-extensive',
  '/public/api/call-net/failures-hv',
  '/public/api/call-net/failures-lv',
  '/public/api/planned-outage/get/all',
] as const;

/** The last answer of each feed URL (reports: one per period), with its ETag. */
const lastAnswers = new Map<string, Tagged<unknown>>();
let lastOutages: { parts: unknown[]; items: OutageItem[] } | null = null;

type FeedPath = (typeof OUTAGE_FEEDS)[number] | '/public/api/call-net/reports';

async function feed<T>(path: FeedPath, query: Record<string, string> | undefined, signal?: AbortSignal): Promise<T> {
  const key = `${path}?${new URLSearchParams(query)}`;
  const answer = await apiConditionalGet<FeedPath, T>(path, { query, signal }, lastAnswers.get(key) as Tagged<T> | undefined);
  if (answer.etag) lastAnswers.set(key, answer);
  return answer.body;
}

/** Forgets the remembered answers (component tests start each page from nothing). */
export function forgetFeedAnswers(): void {
  lastAnswers.clear();
  lastOutages = null;
}

export const mapApi = {
  layers: (signal?: AbortSignal) => apiRequest('GET', '/public/api/map/config', { signal }),

  /** Every outage item of the four feeds; one failed feed fails the whole refresh (the previous picture stays). */
  outages: async (signal?: AbortSignal): Promise<OutageItem[]> => {
    const parts = await Promise.all(OUTAGE_FEEDS.map((path) => feed<OutageItem[]>(path, undefined, signal)));
    // Four 304s: the same list as before, not an equal copy.
    if (lastOutages && parts.every((part, i) => part === lastOutages!.parts[i])) return lastOutages.items;
    lastOutages = { parts, items: parts.flat() };
    return lastOutages.items;
  },

  reports: (hours: number, signal?: AbortSignal) => feed<UserReportMapItem[]>('/public/api/call-net/reports', { timePeriod: `PT${hours}H` }, signal),

  autocomplete: (q: string, signal?: AbortSignal): Promise<GeocodedAddress[]> => geocodeApi.autocomplete(q, 8, signal),

  /** The address card's answer (docs/map.md): conditional like the feeds, so the browser revalidates with its ETag. */
  addressStatus: (query: Record<string, string>, signal?: AbortSignal) => apiRequest('GET', '/public/api/address-status', { query, signal }),

  /** The address at a point (the locate-me button, "Co tu jest?"); 404 when none is near. */
  reverse: (point: LatLng, signal?: AbortSignal): Promise<GeocodedAddress> => geocodeApi.reverse(point.lat, point.lng, signal),

  /** One address written as text; 404 when nothing matches. */
  search: (q: string, signal?: AbortSignal): Promise<GeocodedAddress> => geocodeApi.search(q, signal),
};
