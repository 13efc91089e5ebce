import { FakeHttpApi, FakeRoute } from '../../../test/support/fake-http-api';
import { GeocoderUnavailableError } from './geocoder';
import { NominatimGeocoder, NominatimOptions, PUBLIC_NOMINATIM_INTERVAL_MS } from './nominatim.geocoder';

const EMAIL = 'it@example.pl';
const USER_AGENT = 'PortalAwarii/0.1 (outage portal; it@example.pl)';

/** A Nominatim jsonv2 place with address details, as the API answers. */
const place = (houseNumber: string, road = 'Marszałkowska') => ({
  place_id: 1,
  lat: '52.2297001',
  lon: '21.0117999',
  display_name: `${houseNumber}, ${road}, Śródmieście, Warszawa, 00-590, Polska`,
  address: { house_number: houseNumber, road, city_district: 'Śródmieście', city: 'Warszawa', postcode: '00-590', country: 'Polska', country_code: 'pl' },
});

const searchQuery = (q: string): FakeRoute['query'] => ({
  q,
  format: 'jsonv2',
  addressdetails: '1',
  limit: '1',
  countrycodes: 'pl',
  'accept-language': 'pl',
  email: EMAIL,
});

describe('NominatimGeocoder against a loopback fake of the Nominatim API', () => {
  let fake: FakeHttpApi;
  const geocoder = (options: Partial<NominatimOptions> = {}) =>
    new NominatimGeocoder({ baseUrl: fake.url, email: EMAIL, userAgent: USER_AGENT, timeoutMs: 2000, minIntervalMs: 0, ...options });

  beforeEach(async () => {
    fake = await FakeHttpApi.start();
  });
  afterEach(() => fake.close());

  it('geocodes an address, sending the User-Agent and e-mail the usage policy asks for', async () => {
    fake.routes = [
      { path: '/search', query: searchQuery('Marszałkowska 10, Warszawa'), headers: { 'user-agent': USER_AGENT }, reply: { json: [place('10')] } },
    ];
    await expect(geocoder().geocode('ul. Marszałkowska 10')).resolves.toEqual({
      label: 'Marszałkowska 10, 00-590 Warszawa',
      streetType: null,
      street: 'Marszałkowska',
      streetNumber: '10',
      postcode: '00-590',
      city: 'Warszawa',
      district: 'Śródmieście',
      coordinates: { lng: 21.0117999, lat: 52.2297001 },
    });
    expect(fake.refused).toEqual([]);
    expect(fake.received).toHaveLength(1);
  });

  it('splits a street type out of the OSM name and names the Wesoła district for (W)', async () => {
    fake.routes = [{ path: '/search', query: searchQuery('al. Jerozolimskie 65, Wesoła, Warszawa'), reply: { json: [place('65', 'Aleje Jerozolimskie')] } }];
    const found = await geocoder().geocode('Aleje Jerozolimskie 65 (W)');
    expect(found).toMatchObject({ streetType: 'al.', street: 'Jerozolimskie', label: 'al. Jerozolimskie 65, 00-590 Warszawa' });
    expect(fake.refused).toEqual([]);
  });

  it('answers null when Nominatim finds nothing, or finds no house', async () => {
    fake.routes = [
      { path: '/search', query: searchQuery('Nieistniejąca 1, Warszawa'), reply: { json: [] } },
      {
        path: '/search',
        query: searchQuery('Marszałkowska 999, Warszawa'),
        reply: { json: [{ lat: '52.2', lon: '21.0', address: { road: 'Marszałkowska', city: 'Warszawa' } }] },
      },
    ];
    await expect(geocoder().geocode('Nieistniejąca 1')).resolves.toBeNull();
    await expect(geocoder().geocode('Marszałkowska 999')).resolves.toBeNull();
    expect(fake.refused).toEqual([]);
  });

  it('asks nothing for a text without a house number', async () => {
    await expect(geocoder().geocode('Marszałkowska')).resolves.toBeNull();
    expect(fake.received).toEqual([]);
  });

  it('turns an HTTP error into GeocoderUnavailableError (503)', async () => {
    fake.routes = [{ path: '/search', query: searchQuery('Marszałkowska 10, Warszawa'), reply: { status: 500, body: 'Internal error' } }];
    const error = await geocoder()
      .geocode('Marszałkowska 10')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GeocoderUnavailableError);
    expect((error as GeocoderUnavailableError).getStatus()).toBe(503);
    expect((error as GeocoderUnavailableError).detail).toMatch(/HTTP 500/);
  });

  it('gives up after the time limit', async () => {
    fake.routes = [{ path: '/search', query: searchQuery('Marszałkowska 10, Warszawa'), reply: { json: [place('10')], delayMs: 3000 } }];
    const started = Date.now();
    const error = await geocoder({ timeoutMs: 200 })
      .geocode('Marszałkowska 10')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GeocoderUnavailableError);
    expect((error as GeocoderUnavailableError).detail).toMatch(/no answer within 200 ms/);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('reverse-geocodes a point, and answers null for "Unable to geocode"', async () => {
    const reverseQuery = (lat: string, lon: string) => ({ lat, lon, format: 'jsonv2', addressdetails: '1', zoom: '18', 'accept-language': 'pl', email: EMAIL });
    fake.routes = [
      { path: '/reverse', query: reverseQuery('52.229700', '21.011800'), headers: { 'user-agent': USER_AGENT }, reply: { json: place('10') } },
      { path: '/reverse', query: reverseQuery('54.500000', '18.000000'), reply: { json: { error: 'Unable to geocode' } } },
    ];
    await expect(geocoder().reverse(52.2297, 21.0118)).resolves.toMatchObject({ street: 'Marszałkowska', streetNumber: '10' });
    await expect(geocoder().reverse(54.5, 18)).resolves.toBeNull();
    expect(fake.refused).toEqual([]);
  });

  it('caches answers: the same address twice is one request', async () => {
    fake.routes = [{ path: '/search', query: searchQuery('Marszałkowska 10, Warszawa'), reply: { json: [place('10')] } }];
    const nominatim = geocoder();
    await nominatim.geocode('Marszałkowska 10');
    await nominatim.geocode('marszałkowska 10');
    expect(fake.received).toHaveLength(1);
  });

  it('spaces requests a second apart at the public instance interval', async () => {
    fake.routes = [{ path: '/search', query: { ...searchQuery(''), q: /^Marszałkowska \d+, Warszawa$/ }, reply: { json: [] } }];
    const nominatim = geocoder({ minIntervalMs: PUBLIC_NOMINATIM_INTERVAL_MS });
    await Promise.all(['1', '2', '3'].map((n) => nominatim.geocode(`Marszałkowska ${n}`)));
    const gaps = fake.received.slice(1).map((r, i) => r.at - fake.received[i].at);
    expect(fake.received).toHaveLength(3);
    // The gate counts from the end of the previous request, so even arrival times at the server keep the interval.
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(PUBLIC_NOMINATIM_INTERVAL_MS - 2);
  });

  it('offers autocomplete on a self-hosted instance only, bounded to the capital', async () => {
    fake.routes = [
      {
        path: '/search',
        query: {
          q: 'marszałkowska 1',
          format: 'jsonv2',
          addressdetails: '1',
          limit: '5',
          countrycodes: 'pl',
          viewbox: '20.84583,52.38333,21.28333,52.08333',
          bounded: '1',
          'accept-language': 'pl',
          email: EMAIL,
        },
        reply: { json: [place('1'), place('10'), { lat: '52.2', lon: '21.0', address: { road: 'Marszałkowska', city: 'Warszawa' } }] },
      },
    ];
    const found = await geocoder().autocomplete!('marszałkowska 1', 5);
    expect(found.map((a) => a.streetNumber)).toEqual(['1', '10']);
    expect(fake.refused).toEqual([]);
    expect(
      new NominatimGeocoder({ baseUrl: 'https://nominatim.openstreetmap.org', email: EMAIL, userAgent: USER_AGENT, timeoutMs: 1000, minIntervalMs: 1000 })
        .autocomplete,
    ).toBeUndefined();
  });

  it('is refused by the fake when it calls a path the API does not have', async () => {
    fake.routes = [{ path: '/search', query: searchQuery('Marszałkowska 10, Warszawa'), reply: { json: [place('10')] } }];
    const wrongBase = geocoder({ baseUrl: `${fake.url}/nominatim/` });
    await expect(wrongBase.geocode('Marszałkowska 10')).rejects.toBeInstanceOf(GeocoderUnavailableError);
    expect(fake.refused.map((r) => r.reason)).toEqual(['unexpected GET /nominatim/search']);
  });
});

describe('the loopback fake itself', () => {
  it('refuses unexpected paths, parameters and headers', async () => {
    const fake = await FakeHttpApi.start([{ path: '/search', query: { q: 'x' }, headers: { 'user-agent': 'A' }, reply: { json: [] } }]);
    try {
      expect((await fetch(`${fake.url}/other?q=x`, { headers: { 'User-Agent': 'A' } })).status).toBe(404);
      expect((await fetch(`${fake.url}/search?q=x&extra=1`, { headers: { 'User-Agent': 'A' } })).status).toBe(400);
      expect((await fetch(`${fake.url}/search?q=y`, { headers: { 'User-Agent': 'A' } })).status).toBe(400);
      expect((await fetch(`${fake.url}/search?q=x`, { headers: { 'User-Agent': 'B' } })).status).toBe(400);
      expect((await fetch(`${fake.url}/search?q=x`, { headers: { 'User-Agent': 'A' } })).status).toBe(200);
      expect(fake.refused).toHaveLength(4);
    } finally {
      await fake.close();
    }
  });
});
