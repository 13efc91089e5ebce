import { answer, api } from './client';

/** The geocoder's calls (docs/geocoding.md), for the map search, the report wizard and "my addresses". */
export const geocodeApi = {
  /** Suggestions for the typed text, at most `limit` (the server caps it too). */
  autocomplete: (q: string, limit: number, signal?: AbortSignal) =>
    answer(api.GET('/public/api/geocode/autocomplete', { params: { query: { q, limit } }, signal })),
  /** One address written as text; 404 when nothing matches. */
  search: (q: string, signal?: AbortSignal) => answer(api.GET('/public/api/geocode/search', { params: { query: { q } }, signal })),
  /** The address at a point. */
  reverse: (lat: number, lng: number, signal?: AbortSignal) => answer(api.GET('/public/api/geocode/reverse', { params: { query: { lat, lng } }, signal })),
};
