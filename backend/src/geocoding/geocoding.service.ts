import { Inject, Injectable } from '@nestjs/common';
import { normaliseForSearch } from './address-text-parser';
import type { GeocodedAddress } from './geocoded-address';
import { AUTOCOMPLETE_GEOCODER, GEOCODER, type Geocoder } from './providers/geocoder';
import { CAPITAL_BOUNDS, distanceMeters, REVERSE_MAX_DISTANCE_M, withinBounds } from './service-area';

export const AUTOCOMPLETE_DEFAULT_LIMIT = 10;
export const AUTOCOMPLETE_MAX_LIMIT = 20;
/** Longer input is cut: no address is longer, and it bounds the work per call. */
export const MAX_ADDRESS_TEXT = 200;

export const GEOCODING_MESSAGES = {
  notFound: 'Nie znaleziono adresu',
} as const;

/**
 * The geocoding capability every later feature uses (planned outages, failure reports, alerts). Whichever provider
 * answers, the rules are the same: autocomplete stays inside the capital's box, reverse answers only within
 * ~300 m. An external provider's failure is a GeocoderUnavailableError (503 over HTTP).
 */
@Injectable()
export class GeocodingService {
  constructor(
    @Inject(GEOCODER) private readonly geocoder: Geocoder,
    @Inject(AUTOCOMPLETE_GEOCODER) private readonly autocompleter: Geocoder & Required<Pick<Geocoder, 'autocomplete'>>,
  ) {}

  /** 'ul. Marszałkowska 10, Warszawa', 'Marszalkowska 10', 'Puławska 145 (W)' → the best match, or null. */
  async geocode(text: string): Promise<GeocodedAddress | null> {
    const cleaned = clean(text);
    return cleaned ? this.geocoder.geocode(cleaned) : null;
  }

  /** Suggestions for what a person has typed so far, inside the capital's bounding box. */
  async autocomplete(query: string, limit = AUTOCOMPLETE_DEFAULT_LIMIT): Promise<GeocodedAddress[]> {
    const cleaned = clean(query);
    if (normaliseForSearch(cleaned).length < 2) return [];
    const size = Math.min(AUTOCOMPLETE_MAX_LIMIT, Math.max(1, Math.trunc(limit) || AUTOCOMPLETE_DEFAULT_LIMIT));
    const found = await this.autocompleter.autocomplete(cleaned, size);
    return found.filter((a) => withinBounds(CAPITAL_BOUNDS, a.coordinates.lat, a.coordinates.lng)).slice(0, size);
  }

  /** The address point nearest to a WGS 84 point, or null when none lies within ~300 m. */
  async reverse(lat: number, lng: number): Promise<GeocodedAddress | null> {
    if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
    const found = await this.geocoder.reverse(lat, lng);
    return found && distanceMeters({ lat, lng }, found.coordinates) <= REVERSE_MAX_DISTANCE_M ? found : null;
  }
}

function clean(text: string): string {
  return typeof text === 'string' ? text.replace(/\s+/g, ' ').trim().slice(0, MAX_ADDRESS_TEXT) : '';
}
