import type { GeocodingConfig } from '../../config/app-config';
import type { Geocoder } from './geocoder';
import { GoogleGeocoder } from './google.geocoder';
import { isPublicNominatim, NominatimGeocoder, PUBLIC_NOMINATIM_INTERVAL_MS } from './nominatim.geocoder';

type Autocompleter = Geocoder & Required<Pick<Geocoder, 'autocomplete'>>;

export interface SelectedGeocoders {
  /** Answers geocode and reverse: the configured provider. */
  geocoder: Geocoder;
  /** Answers autocomplete: the configured provider when it may be used that way, otherwise the local register. */
  autocomplete: Autocompleter;
}

/** The portal as an HTTP client: the usage policies of the external services ask for a real name. */
export function geocoderUserAgent(contact: { email?: string; publicUrl?: string }): string {
  const details = ['outage portal', contact.publicUrl, contact.email].filter(Boolean).join('; ');
  return `PortalAwarii/0.1 (${details})`;
}

/** GEOCODER_PROVIDER → providers. The local register is always there: it is the default and the autocomplete fallback. */
export function selectGeocoders(config: GeocodingConfig, local: Autocompleter, context: { publicUrl?: string } = {}): SelectedGeocoders {
  switch (config.provider) {
    case 'local':
      return { geocoder: local, autocomplete: local };
    case 'nominatim': {
      const url = config.nominatim.url!;
      const nominatim = new NominatimGeocoder({
        baseUrl: url,
        email: config.nominatim.email,
        userAgent: geocoderUserAgent({ email: config.nominatim.email, publicUrl: context.publicUrl }),
        timeoutMs: config.timeoutMs,
        minIntervalMs: isPublicNominatim(url) ? PUBLIC_NOMINATIM_INTERVAL_MS : 0,
      });
      return { geocoder: nominatim, autocomplete: nominatim.autocomplete ? (nominatim as Autocompleter) : local };
    }
    case 'google':
      return { geocoder: new GoogleGeocoder({ key: config.google.key!, timeoutMs: config.timeoutMs }), autocomplete: local };
  }
}
