import type { GeocodedAddress } from './geocoded-address';
import { GeocodingService } from './geocoding.service';
import type { Geocoder } from './providers/geocoder';

const at = (lat: number, lng: number, streetNumber = '1'): GeocodedAddress => ({
  label: `ul. Testowa ${streetNumber}, Warszawa`,
  streetType: 'ul.',
  street: 'Testowa',
  streetNumber,
  postcode: null,
  city: 'Warszawa',
  district: null,
  coordinates: { lat, lng },
});

describe('GeocodingService', () => {
  const provider = { name: 'local' as const, geocode: jest.fn(), autocomplete: jest.fn(), reverse: jest.fn() } satisfies Geocoder;
  let sut: GeocodingService;

  beforeEach(() => {
    jest.resetAllMocks();
    sut = new GeocodingService(provider, provider);
  });

  it('geocodes cleaned text and asks nothing for blank text', async () => {
    provider.geocode.mockResolvedValue(at(52.23, 21.01));
    await expect(sut.geocode('  ul.  Testowa   1 ')).resolves.toMatchObject({ streetNumber: '1' });
    expect(provider.geocode).toHaveBeenCalledWith('ul. Testowa 1');
    await expect(sut.geocode('   ')).resolves.toBeNull();
    expect(provider.geocode).toHaveBeenCalledTimes(1);
  });

  it('keeps autocomplete answers inside the capital and within the limit', async () => {
    provider.autocomplete.mockResolvedValue([at(52.23, 21.01, '1'), at(50.06, 19.94, '2'), at(52.25, 21.1, '3'), at(52.2, 20.9, '4')]);
    const found = await sut.autocomplete('testowa', 2);
    expect(found.map((a) => a.streetNumber)).toEqual(['1', '3']);
    expect(provider.autocomplete).toHaveBeenCalledWith('testowa', 2);
  });

  it('bounds the autocomplete limit to 1..20 and asks nothing for fewer than 2 letters', async () => {
    provider.autocomplete.mockResolvedValue([]);
    await sut.autocomplete('testowa', 500);
    await sut.autocomplete('testowa', 0);
    await sut.autocomplete('testowa');
    expect(provider.autocomplete.mock.calls.map((c) => c[1])).toEqual([20, 10, 10]);
    await expect(sut.autocomplete('t')).resolves.toEqual([]);
    await expect(sut.autocomplete(' ., ')).resolves.toEqual([]);
    expect(provider.autocomplete).toHaveBeenCalledTimes(3);
  });

  it('answers reverse only within about 300 m', async () => {
    provider.reverse.mockResolvedValue(at(52.232, 21.01));
    await expect(sut.reverse(52.23, 21.01)).resolves.not.toBeNull(); // about 222 m
    await expect(sut.reverse(52.229, 21.01)).resolves.toBeNull(); // about 333 m
  });

  it('answers null for coordinates that are not on Earth, without asking', async () => {
    await expect(sut.reverse(91, 21)).resolves.toBeNull();
    await expect(sut.reverse(52, Number.NaN)).resolves.toBeNull();
    expect(provider.reverse).not.toHaveBeenCalled();
  });
});
