import { loadConfig } from '../../config/app-config';
import type { Geocoder } from './geocoder';
import { GoogleGeocoder } from './google.geocoder';
import { NominatimGeocoder } from './nominatim.geocoder';
import { geocoderUserAgent, selectGeocoders } from './select-geocoders';

const local = {
  name: 'local' as const,
  geocode: jest.fn(),
  autocomplete: jest.fn(),
  reverse: jest.fn(),
} satisfies Geocoder;

const select = (env: Record<string, string>) => selectGeocoders(loadConfig(env).geocoding, local, { publicUrl: 'https://awarie.example.pl' });

describe('selectGeocoders (GEOCODER_PROVIDER)', () => {
  it('uses the local register by default, for everything', () => {
    const s = select({});
    expect(s.geocoder).toBe(local);
    expect(s.autocomplete).toBe(local);
  });

  it('uses a self-hosted Nominatim for everything, without a request interval', () => {
    const s = select({ GEOCODER_PROVIDER: 'nominatim', NOMINATIM_URL: 'http://nominatim.internal:8080' });
    expect(s.geocoder).toBeInstanceOf(NominatimGeocoder);
    expect(s.autocomplete).toBe(s.geocoder);
    expect((s.geocoder as NominatimGeocoder).policy).toEqual({ minIntervalMs: 0, autocomplete: true });
  });

  it('uses the public Nominatim at one request per second and never for autocomplete (its usage policy)', () => {
    const s = select({ GEOCODER_PROVIDER: 'nominatim', NOMINATIM_URL: 'https://nominatim.openstreetmap.org/', NOMINATIM_EMAIL: 'it@example.pl' });
    expect(s.geocoder).toBeInstanceOf(NominatimGeocoder);
    expect((s.geocoder as NominatimGeocoder).policy).toEqual({ minIntervalMs: 1000, autocomplete: false });
    expect(s.autocomplete).toBe(local);
  });

  it('uses Google for geocode and reverse, the local register for autocomplete', () => {
    const s = select({ GEOCODER_PROVIDER: 'google', GOOGLE_GEOCODING_KEY: 'k' });
    expect(s.geocoder).toBeInstanceOf(GoogleGeocoder);
    expect(s.autocomplete).toBe(local);
  });

  it('identifies the portal with its address and contact e-mail', () => {
    expect(geocoderUserAgent({ email: 'it@example.pl', publicUrl: 'https://awarie.example.pl' })).toBe(
      'PortalAwarii/0.1 (outage portal; https://awarie.example.pl; it@example.pl)',
    );
  });
});

describe('geocoding configuration', () => {
  it('defaults to the local register with a 5 s limit for external providers', () => {
    expect(loadConfig({}).geocoding).toEqual({ provider: 'local', timeoutMs: 5000, nominatim: {}, google: {} });
  });

  it.each([
    [{ GEOCODER_PROVIDER: 'nominatim' }, /NOMINATIM_URL: required when GEOCODER_PROVIDER=nominatim/],
    [{ GEOCODER_PROVIDER: 'nominatim', NOMINATIM_URL: 'https://nominatim.openstreetmap.org' }, /NOMINATIM_EMAIL: required for the public Nominatim instance/],
    [{ GEOCODER_PROVIDER: 'nominatim', NOMINATIM_URL: 'ftp://x' }, /NOMINATIM_URL="ftp:\/\/x": not an http\(s\) address/],
    [{ NOMINATIM_EMAIL: 'nobody' }, /NOMINATIM_EMAIL="nobody": not an e-mail address/],
    [{ GEOCODER_PROVIDER: 'google' }, /GOOGLE_GEOCODING_KEY: required when GEOCODER_PROVIDER=google/],
    [{ GEOCODER_PROVIDER: 'mapbox' }, /GEOCODER_PROVIDER="mapbox"/],
    [{ GEOCODER_TIMEOUT_MS: '10' }, /GEOCODER_TIMEOUT_MS="10"/],
  ])('refuses %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('reads a complete Nominatim and Google configuration', () => {
    const c = loadConfig({
      GEOCODER_PROVIDER: 'nominatim',
      NOMINATIM_URL: 'http://n:8080',
      NOMINATIM_EMAIL: 'a@b.pl',
      GOOGLE_GEOCODING_KEY: 'k',
      GEOCODER_TIMEOUT_MS: '1500',
    });
    expect(c.geocoding).toEqual({ provider: 'nominatim', timeoutMs: 1500, nominatim: { url: 'http://n:8080', email: 'a@b.pl' }, google: { key: 'k' } });
  });
});
