import { FakeHttpApi, FakeRoute } from '../../../test/support/fake-http-api';
import { GeocoderUnavailableError } from './geocoder';
import { GoogleGeocoder } from './google.geocoder';

const KEY = 'test-key-123';
const PATH = '/maps/api/geocode/json';
const BOUNDS = '52.08333,20.84583|52.38333,21.28333';

/** A Geocoding API result as Google answers it. */
const result = (number: string | null, route = 'Marszałkowska') => ({
  formatted_address: `${route} ${number ?? ''}, 00-590 Warszawa, Polska`,
  address_components: [
    ...(number ? [{ long_name: number, short_name: number, types: ['street_number'] }] : []),
    { long_name: route, short_name: route, types: ['route'] },
    { long_name: 'Śródmieście', short_name: 'Śródmieście', types: ['political', 'sublocality', 'sublocality_level_1'] },
    { long_name: 'Warszawa', short_name: 'Warszawa', types: ['locality', 'political'] },
    { long_name: 'Polska', short_name: 'PL', types: ['country', 'political'] },
    { long_name: '00-590', short_name: '00-590', types: ['postal_code'] },
  ],
  geometry: { location: { lat: 52.2297, lng: 21.0118 }, location_type: 'ROOFTOP' },
  types: ['street_address'],
});

const geocodeQuery = (address: string): FakeRoute['query'] => ({ address, components: 'country:PL', bounds: BOUNDS, language: 'pl', region: 'pl', key: KEY });

describe('GoogleGeocoder against a loopback fake of the Geocoding API', () => {
  let fake: FakeHttpApi;
  const geocoder = (timeoutMs = 2000) => new GoogleGeocoder({ key: KEY, timeoutMs, baseUrl: fake.url });

  beforeEach(async () => {
    fake = await FakeHttpApi.start();
  });
  afterEach(() => fake.close());

  it('geocodes an address with the key, biased to the capital and limited to Poland', async () => {
    fake.routes = [{ path: PATH, query: geocodeQuery('ul. Marszałkowska 10, Warszawa'), reply: { json: { status: 'OK', results: [result('10')] } } }];
    await expect(geocoder().geocode('ul. Marszałkowska 10')).resolves.toEqual({
      label: 'Marszałkowska 10, 00-590 Warszawa',
      streetType: null,
      street: 'Marszałkowska',
      streetNumber: '10',
      postcode: '00-590',
      city: 'Warszawa',
      district: 'Śródmieście',
      coordinates: { lng: 21.0118, lat: 52.2297 },
    });
    expect(fake.refused).toEqual([]);
  });

  it('answers null for ZERO_RESULTS and for a result without a house number', async () => {
    fake.routes = [
      { path: PATH, query: geocodeQuery('Nieistniejąca 1, Warszawa'), reply: { json: { status: 'ZERO_RESULTS', results: [] } } },
      { path: PATH, query: geocodeQuery('Marszałkowska 999, Warszawa'), reply: { json: { status: 'OK', results: [result(null)] } } },
    ];
    await expect(geocoder().geocode('Nieistniejąca 1')).resolves.toBeNull();
    await expect(geocoder().geocode('Marszałkowska 999')).resolves.toBeNull();
    expect(fake.refused).toEqual([]);
  });

  it.each(['REQUEST_DENIED', 'OVER_QUERY_LIMIT', 'INVALID_REQUEST'])('turns %s into GeocoderUnavailableError without leaking the key', async (status) => {
    fake.routes = [
      { path: PATH, query: geocodeQuery('Marszałkowska 10, Warszawa'), reply: { json: { status, error_message: 'The provided API key is invalid.' } } },
    ];
    const error = await geocoder()
      .geocode('Marszałkowska 10')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GeocoderUnavailableError);
    expect((error as GeocoderUnavailableError).detail).toContain(status);
    expect(JSON.stringify(error) + (error as Error).message + (error as GeocoderUnavailableError).detail).not.toContain(KEY);
  });

  it('turns an HTTP error into GeocoderUnavailableError', async () => {
    fake.routes = [{ path: PATH, query: geocodeQuery('Marszałkowska 10, Warszawa'), reply: { status: 502, body: 'Bad gateway' } }];
    const error = await geocoder()
      .geocode('Marszałkowska 10')
      .catch((e: unknown) => e);
    expect((error as GeocoderUnavailableError).detail).toMatch(/HTTP 502/);
  });

  it('gives up after the time limit', async () => {
    fake.routes = [
      { path: PATH, query: geocodeQuery('Marszałkowska 10, Warszawa'), reply: { json: { status: 'OK', results: [result('10')] }, delayMs: 3000 } },
    ];
    const error = await geocoder(200)
      .geocode('Marszałkowska 10')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GeocoderUnavailableError);
    expect((error as GeocoderUnavailableError).detail).toMatch(/no answer within 200 ms/);
  });

  it('reverse-geocodes a point to a street address', async () => {
    fake.routes = [
      {
        path: PATH,
        query: { latlng: '52.229700,21.011800', result_type: 'street_address|premise', language: 'pl', region: 'pl', key: KEY },
        reply: { json: { status: 'OK', results: [result(null, 'Plac Defilad'), result('1', 'plac Defilad')] } },
      },
    ];
    await expect(geocoder().reverse(52.2297, 21.0118)).resolves.toMatchObject({ streetType: 'pl.', street: 'Defilad', streetNumber: '1' });
    expect(fake.refused).toEqual([]);
  });

  it('caches answers and has no autocomplete (that is the Places API)', async () => {
    fake.routes = [{ path: PATH, query: geocodeQuery('Marszałkowska 10, Warszawa'), reply: { json: { status: 'OK', results: [result('10')] } } }];
    const google = geocoder();
    await google.geocode('Marszałkowska 10');
    await google.geocode('Marszałkowska 10');
    expect(fake.received).toHaveLength(1);
    expect((google as { autocomplete?: unknown }).autocomplete).toBeUndefined();
  });
});
