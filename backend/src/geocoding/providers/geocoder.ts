import { ServiceUnavailableException } from '@nestjs/common';
import type { GeocodedAddress } from '../geocoded-address';

export const GEOCODER_PROVIDERS = ['local', 'nominatim', 'google'] as const;
export type GeocoderProviderName = (typeof GEOCODER_PROVIDERS)[number];

/**
 * What every provider does. Callers pass cleaned input (GeocodingService trims it and checks the limits);
 * results outside the service area or too far away are filtered by the service, not here.
 */
export interface Geocoder {
  readonly name: GeocoderProviderName;
  /** One free-text address → the best match, or null when there is none. */
  geocode(text: string): Promise<GeocodedAddress | null>;
  /** Suggestions while typing; absent when the provider may not be used that way (see selectGeocoders). */
  autocomplete?(query: string, limit: number): Promise<GeocodedAddress[]>;
  /** The address nearest to a point, or null. */
  reverse(lat: number, lng: number): Promise<GeocodedAddress | null>;
}

/** Injection token of the configured provider. */
export const GEOCODER = Symbol('GEOCODER');
/** Injection token of the provider that answers autocomplete (the configured one, or the local register). */
export const AUTOCOMPLETE_GEOCODER = Symbol('AUTOCOMPLETE_GEOCODER');

export const GEOCODER_UNAVAILABLE_MESSAGE = 'Wyszukiwanie adresów jest chwilowo niedostępne. Spróbuj ponownie za chwilę.';

/**
 * An external provider failed (HTTP error, timeout, quota, refused key). A 503 in the one error shape when it
 * reaches HTTP; other modules may catch it by class. `detail` is for the log and never holds the API key.
 */
export class GeocoderUnavailableError extends ServiceUnavailableException {
  constructor(readonly detail: string) {
    super(GEOCODER_UNAVAILABLE_MESSAGE);
  }
}
