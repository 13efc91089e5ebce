import { POSTCODE } from '@portal/domain';
import { DEFAULT_CITY, parseAddressText, ParsedAddress, splitStreetType } from '../address-text-parser';
import { addressLabel, GeocodedAddress } from '../geocoded-address';
import { CAPITAL_BOUNDS } from '../service-area';
import type { Geocoder } from './geocoder';
import { getJson } from './http-json';
import { RequestGate } from './request-gate';
import { TtlCache } from './ttl-cache';

/** The OpenStreetMap Foundation's instance: https://operations.osmfoundation.org/policies/nominatim/ */
export const PUBLIC_NOMINATIM_HOST = 'nominatim.openstreetmap.org';
/** The public instance allows at most one request per second. */
export const PUBLIC_NOMINATIM_INTERVAL_MS = 1000;

export interface NominatimOptions {
  /** e.g. https://nominatim.openstreetmap.org or a self-hosted http://nominatim.internal:8080 */
  baseUrl: string;
  /** Sent as `email` on every request, as the usage policy asks of applications. */
  email?: string;
  /** Identifies the portal (the policy refuses library default user agents). */
  userAgent: string;
  timeoutMs: number;
  /** Least time between two requests; 1000 for the public instance, 0 for a self-hosted one. */
  minIntervalMs: number;
  /** Answers kept in memory (the policy asks for caching). */
  cacheEntries?: number;
  cacheTtlMs?: number;
}

export function isPublicNominatim(baseUrl: string): boolean {
  return new URL(baseUrl).hostname.toLowerCase() === PUBLIC_NOMINATIM_HOST;
}

interface NominatimPlace {
  lat?: string;
  lon?: string;
  address?: Record<string, string | undefined>;
}

/**
 * Nominatim (OpenStreetMap) over its HTTP API, self-hosted or public. On the public instance it honours the usage
 * policy: a real User-Agent and e-mail, at most one request per second, answers cached, and no autocomplete
 * ("must not implement such a service on the client side using the API") — the local register answers that instead.
 */
export class NominatimGeocoder implements Geocoder {
  readonly name = 'nominatim' as const;
  /** Only for a self-hosted instance (see the class comment). */
  readonly autocomplete?: (query: string, limit: number) => Promise<GeocodedAddress[]>;
  private readonly base: URL;
  private readonly gate: RequestGate;
  private readonly cache: TtlCache<unknown>;

  constructor(private readonly options: NominatimOptions) {
    this.base = new URL(options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`);
    this.gate = new RequestGate(options.minIntervalMs);
    this.cache = new TtlCache(options.cacheEntries ?? 5000, options.cacheTtlMs ?? 24 * 3600_000);
    if (!isPublicNominatim(options.baseUrl)) this.autocomplete = (query, limit) => this.suggest(query, limit);
  }

  /** How this instance is used: the least interval between requests and whether it answers autocomplete. */
  get policy(): { minIntervalMs: number; autocomplete: boolean } {
    return { minIntervalMs: this.options.minIntervalMs, autocomplete: !!this.autocomplete };
  }

  async geocode(text: string): Promise<GeocodedAddress | null> {
    const parsed = parseAddressText(text);
    if (!parsed?.houseNumber) return null;
    const places = await this.get('search', { q: queryText(parsed), format: 'jsonv2', addressdetails: '1', limit: '1', countrycodes: 'pl' });
    return Array.isArray(places) && places.length ? toGeocodedAddress(places[0] as NominatimPlace) : null;
  }

  async reverse(lat: number, lng: number): Promise<GeocodedAddress | null> {
    const place = await this.get('reverse', { lat: lat.toFixed(6), lon: lng.toFixed(6), format: 'jsonv2', addressdetails: '1', zoom: '18' });
    // No result is `{"error": "Unable to geocode"}` with status 200.
    return place && typeof place === 'object' && !('error' in place) ? toGeocodedAddress(place) : null;
  }

  private async suggest(query: string, limit: number): Promise<GeocodedAddress[]> {
    const { west, north, east, south } = CAPITAL_BOUNDS;
    const places = await this.get('search', {
      q: query,
      format: 'jsonv2',
      addressdetails: '1',
      limit: String(limit),
      countrycodes: 'pl',
      viewbox: `${west},${north},${east},${south}`,
      bounded: '1',
    });
    if (!Array.isArray(places)) return [];
    return places.map((p) => toGeocodedAddress(p as NominatimPlace)).filter((a): a is GeocodedAddress => a !== null);
  }

  private async get(path: 'search' | 'reverse', params: Record<string, string>): Promise<unknown> {
    const url = new URL(path, this.base);
    for (const [key, value] of Object.entries({ ...params, 'accept-language': 'pl' })) url.searchParams.set(key, value);
    if (this.options.email) url.searchParams.set('email', this.options.email);
    // Nominatim ignores case: 'Marszałkowska 10' and 'marszałkowska 10' are one answer.
    const key = url.toString().toLowerCase();
    const cached = this.cache.get(key);
    if (cached) return cached.value;
    const body = await this.gate.run(() => getJson(url, { timeoutMs: this.options.timeoutMs, headers: { 'User-Agent': this.options.userAgent } }));
    this.cache.set(key, body);
    return body;
  }
}

/** 'Marszałkowska 10, 00-590 Warszawa': 'ul.' is left out (OSM names carry no type), the Wesoła district named. */
function queryText(p: ParsedAddress): string {
  const street = [p.streetType && p.streetType !== 'ul.' ? p.streetType : null, p.street, p.houseNumber].filter(Boolean).join(' ');
  const place = [p.postcode, p.city].filter(Boolean).join(' ');
  return [street, p.wesolaDistrict ? 'Wesoła' : null, place].filter(Boolean).join(', ');
}

function toGeocodedAddress(place: NominatimPlace): GeocodedAddress | null {
  const a = place.address ?? {};
  const road = a.road ?? a.pedestrian ?? a.square ?? a.place;
  const city = a.city ?? a.town ?? a.village ?? a.hamlet ?? a.municipality;
  const lat = Number(place.lat);
  const lng = Number(place.lon);
  if (!a.house_number || !road || !city || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  const { streetType, name } = splitStreetType(road);
  const address = {
    streetType,
    street: name,
    streetNumber: a.house_number.toUpperCase(),
    postcode: a.postcode && POSTCODE.test(a.postcode) ? a.postcode : null,
    city: city === 'Warsaw' ? DEFAULT_CITY : city,
    district: a.city_district ?? a.borough ?? a.suburb ?? null,
    coordinates: { lng, lat },
  };
  return { label: addressLabel(address), ...address };
}
