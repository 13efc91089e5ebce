import { answer, api, conditionalAnswer, formQuery, ifNoneMatch, type Tagged } from '../api/client';
import { geocodeApi } from '../api/geocode-api';
import type { AddressStatusQuery } from './address-card';
import type { OutageMapItem, UserReportMapItem as UserReportMapItemDto } from '../api/types';
import type { GeocodedAddress, LatLng, OutageItem } from './map-types';

/**
 * The point with six decimals (about 10 cm): one point, one URL, so the browser's cache, the service worker's and a
 * caching proxy's all see the same card as the same request.
 */
const pointQuery = (query: AddressStatusQuery) => formQuery({ ...query, lat: query.lat.toFixed(6), lng: query.lng.toFixed(6) });

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
const outageAnswers = new Map<string, Tagged<OutageMapItem[]>>();
const reportAnswers = new Map<string, Tagged<UserReportMapItemDto[]>>();
let lastOutages: { parts: OutageMapItem[][]; items: OutageItem[] } | null = null;

/**
 * One feed's answer: `ask` sends the remembered answer's ETag and hands that answer back when the server says 304; an
 * answer with an ETag is remembered under `key`, the feed's URL with its query.
 */
async function refreshed<T>(answers: Map<string, Tagged<T>>, key: string, ask: (previous: Tagged<T> | undefined) => Promise<Tagged<T>>): Promise<T> {
  const answer = await ask(answers.get(key));
  if (answer.etag) answers.set(key, answer);
  return answer.body;
}

/** Forgets the remembered answers (component tests start each page from nothing). */
export function forgetFeedAnswers(): void {
  outageAnswers.clear();
  reportAnswers.clear();
  lastOutages = null;
}

export const mapApi = {
  layers: (signal?: AbortSignal) => answer(api.GET('/public/api/map/config', { signal })),

  /** Every outage item of the four feeds; one failed feed fails the whole refresh (the previous picture stays). */
  outages: async (signal?: AbortSignal): Promise<OutageItem[]> => {
    const parts = await Promise.all(
      OUTAGE_FEEDS.map((path) =>
        refreshed(outageAnswers, path, (previous) => conditionalAnswer(api.GET(path, { signal, headers: ifNoneMatch(previous) }), previous)),
      ),
    );
    // Four 304s: the same list as before, not an equal copy.
    if (lastOutages && parts.every((part, i) => part === lastOutages!.parts[i])) return lastOutages.items;
    lastOutages = { parts, items: parts.flat() };
    return lastOutages.items;
  },

  reports: (hours: number, signal?: AbortSignal) => {
    const query = { timePeriod: `PT${hours}H` };
    return refreshed(reportAnswers, `/public/api/call-net/reports?timePeriod=${query.timePeriod}`, (previous) =>
      conditionalAnswer(api.GET('/public/api/call-net/reports', { params: { query }, signal, headers: ifNoneMatch(previous) }), previous),
    );
  },

  autocomplete: (q: string, signal?: AbortSignal): Promise<GeocodedAddress[]> => geocodeApi.autocomplete(q, 8, signal),

  /** The address card's answer (docs/map.md): conditional like the feeds, so the browser revalidates with its ETag. */
  addressStatus: (query: AddressStatusQuery, signal?: AbortSignal) =>
    answer(api.GET('/public/api/address-status', { params: { query }, querySerializer: pointQuery, signal })),

  /** The address at a point (the locate-me button, "Co tu jest?"); 404 when none is near. */
  reverse: (point: LatLng, signal?: AbortSignal): Promise<GeocodedAddress> => geocodeApi.reverse(point.lat, point.lng, signal),

  /** One address written as text; 404 when nothing matches. */
  search: (q: string, signal?: AbortSignal): Promise<GeocodedAddress> => geocodeApi.search(q, signal),
};
