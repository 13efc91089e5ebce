import { POSTCODE } from '@portal/domain';
import { parseAddressText, splitStreetType } from '../address-text-parser';
import { addressLabel, GeocodedAddress } from '../geocoded-address';
import { CAPITAL_BOUNDS } from '../service-area';
import { GeocoderUnavailableError, type Geocoder } from './geocoder';
import { getJson } from './http-json';
import { TtlCache } from './ttl-cache';

export const GOOGLE_GEOCODING_BASE_URL = 'https://maps.googleapis.com';

export interface GoogleOptions {
  key: string;
  timeoutMs: number;
  /** Only tests change it (a loopback fake of the API). */
  baseUrl?: string;
  cacheEntries?: number;
  cacheTtlMs?: number;
}

interface GoogleResult {
  address_components?: Array<{ long_name: string; short_name: string; types: string[] }>;
  geometry?: { location?: { lat: number; lng: number } };
}

interface GoogleAnswer {
  status?: string;
  results?: GoogleResult[];
}

/**
 * Google's Geocoding API (https://developers.google.com/maps/documentation/geocoding). It has no autocomplete
 * (that is the separately billed Places API), so the local register answers autocomplete with this provider.
 */
export class GoogleGeocoder implements Geocoder {
  readonly name = 'google' as const;
  private readonly endpoint: URL;
  private readonly cache: TtlCache<GoogleAnswer>;

  constructor(private readonly options: GoogleOptions) {
    this.endpoint = new URL('/maps/api/geocode/json', options.baseUrl ?? GOOGLE_GEOCODING_BASE_URL);
    this.cache = new TtlCache(options.cacheEntries ?? 5000, options.cacheTtlMs ?? 24 * 3600_000);
  }

  async geocode(text: string): Promise<GeocodedAddress | null> {
    const parsed = parseAddressText(text);
    if (!parsed?.houseNumber) return null;
    const { north, south, east, west } = CAPITAL_BOUNDS;
    const street = [parsed.streetType, parsed.street, parsed.houseNumber].filter(Boolean).join(' ');
    const place = [parsed.postcode, parsed.city].filter(Boolean).join(' ');
    const answer = await this.get({
      address: [street, parsed.wesolaDistrict ? 'Wesoła' : null, place].filter(Boolean).join(', '),
      components: 'country:PL',
      // A preference, not a filter: the service decides what is too far.
      bounds: `${south},${west}|${north},${east}`,
    });
    return firstAddress(answer);
  }

  async reverse(lat: number, lng: number): Promise<GeocodedAddress | null> {
    const answer = await this.get({ latlng: `${lat.toFixed(6)},${lng.toFixed(6)}`, result_type: 'street_address|premise' });
    return firstAddress(answer);
  }

  private async get(params: Record<string, string>): Promise<GoogleAnswer> {
    const url = new URL(this.endpoint);
    for (const [key, value] of Object.entries({ ...params, language: 'pl', region: 'pl' })) url.searchParams.set(key, value);
    // The cache key leaves the API key out; the key goes on last.
    const cacheKey = url.toString();
    const cached = this.cache.get(cacheKey);
    if (cached) return cached.value;
    url.searchParams.set('key', this.options.key);
    const answer = (await getJson(url, { timeoutMs: this.options.timeoutMs })) as GoogleAnswer;
    if (answer?.status !== 'OK' && answer?.status !== 'ZERO_RESULTS') {
      // OVER_QUERY_LIMIT, REQUEST_DENIED (bad key), INVALID_REQUEST, UNKNOWN_ERROR
      throw new GeocoderUnavailableError(`${url.host}: status ${String(answer?.status)}`);
    }
    this.cache.set(cacheKey, answer);
    return answer;
  }
}

function firstAddress(answer: GoogleAnswer): GeocodedAddress | null {
  for (const result of answer.results ?? []) {
    const address = toGeocodedAddress(result);
    if (address) return address;
  }
  return null;
}

function toGeocodedAddress(result: GoogleResult): GeocodedAddress | null {
  const part = (type: string) => result.address_components?.find((c) => c.types.includes(type))?.long_name;
  const number = part('street_number');
  const route = part('route');
  const city = part('locality') ?? part('postal_town') ?? part('administrative_area_level_3');
  const location = result.geometry?.location;
  if (!number || !route || !city || !location || !Number.isFinite(location.lat) || !Number.isFinite(location.lng)) return null;
  const { streetType, name } = splitStreetType(route);
  const postcode = part('postal_code');
  const address = {
    streetType,
    street: name,
    streetNumber: number.toUpperCase(),
    postcode: postcode && POSTCODE.test(postcode) ? postcode : null,
    city,
    district: part('sublocality_level_1') ?? part('sublocality') ?? null,
    coordinates: { lng: location.lng, lat: location.lat },
  };
  return { label: addressLabel(address), ...address };
}
