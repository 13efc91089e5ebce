import { Logger, ServiceUnavailableException } from '@nestjs/common';
import type { GeocodedAddress } from '../geocoding/geocoded-address';
import type { GeocodingService } from '../geocoding/geocoding.service';
import { OutageAddressResolver } from './outage-address.resolver';

const point = (over: Partial<GeocodedAddress> = {}): GeocodedAddress => ({
  label: 'ul. Marszałkowska 10, 00-590 Warszawa',
  streetType: 'ul.',
  street: 'Marszałkowska',
  streetNumber: '10',
  postcode: '00-590',
  city: 'Warszawa',
  district: 'Śródmieście',
  coordinates: { lng: 21.0186, lat: 52.2128 },
  ...over,
});

/** A geocoder that knows a few queries by heart and remembers what it was asked. */
function fakeGeocoder(answers: Record<string, GeocodedAddress | null | Error>) {
  const asked: string[] = [];
  const geocoding = {
    geocode: async (text: string) => {
      asked.push(text);
      if (!(text in answers)) throw new Error(`unexpected geocode(${JSON.stringify(text)})`);
      const answer = answers[text];
      if (answer instanceof Error) throw answer;
      return answer;
    },
  } as unknown as GeocodingService;
  return { sut: new OutageAddressResolver(geocoding), asked };
}

describe('OutageAddressResolver', () => {
  it('adds the capital when the text names no city, and keeps the text as given', async () => {
    const { sut, asked } = fakeGeocoder({ 'Marszałkowska 10, Warszawa': point() });
    await expect(sut.resolve(['  Marszałkowska   10 '])).resolves.toEqual([
      {
        input: '  Marszałkowska   10 ',
        address: {
          nonFormattedAddress: 'Marszałkowska 10',
          street: 'ul. Marszałkowska',
          streetNumber: '10',
          postcode: '00-590',
          city: 'Warszawa',
          district: 'Śródmieście',
          wesolaDistrict: false,
          coordinates: { lng: 21.0186, lat: 52.2128 },
        },
      },
    ]);
    expect(asked).toEqual(['Marszałkowska 10, Warszawa']);
  });

  it('does not add a city that is there', async () => {
    const { sut, asked } = fakeGeocoder({ 'Długa 5, Kraków': point({ city: 'Kraków' }) });
    await sut.resolve(['Długa 5, Kraków']);
    expect(asked).toEqual(['Długa 5, Kraków']);
  });

  it("marks '(W)' as the Wesoła district and passes the mark to the geocoder", async () => {
    const { sut, asked } = fakeGeocoder({ 'Okuniewska 3 (W), Warszawa': point({ street: 'Okuniewska', streetNumber: '3', district: 'Wesoła' }) });
    const [result] = await sut.resolve(['Okuniewska 3 (W)']);
    expect(result.address).toMatchObject({ street: 'ul. Okuniewska', wesolaDistrict: true, district: 'Wesoła' });
    expect(asked).toEqual(['Okuniewska 3 (W), Warszawa']);
  });

  it('takes the house number from the text when the geocoder gives none', async () => {
    const { sut } = fakeGeocoder({ 'Puławska 145, Warszawa': point({ street: 'Puławska', streetType: null, streetNumber: '' }) });
    const [result] = await sut.resolve(['Puławska 145']);
    expect(result.address).toMatchObject({ street: 'Puławska', streetNumber: '145' });
  });

  it('answers null for an address it cannot place, or a text without a street, in the order given', async () => {
    const { sut, asked } = fakeGeocoder({ 'Nieistniejąca 1, Warszawa': null, 'Marszałkowska 10, Warszawa': point() });
    const results = await sut.resolve(['Nieistniejąca 1', '12', 'Marszałkowska 10']);
    expect(results.map((r) => [r.input, r.address?.street ?? null])).toEqual([
      ['Nieistniejąca 1', null],
      ['12', null],
      ['Marszałkowska 10', 'ul. Marszałkowska'],
    ]);
    expect(asked).not.toContain('12, Warszawa');
  });

  it('leaves one failing address for the person to correct', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const { sut } = fakeGeocoder({ 'Zła 1, Warszawa': new Error('boom'), 'Marszałkowska 10, Warszawa': point() });
    const results = await sut.resolve(['Zła 1', 'Marszałkowska 10']);
    expect(results.map((r) => r.address === null)).toEqual([true, false]);
    expect(warn).toHaveBeenCalledWith('Geocoding failed: boom');
    warn.mockRestore();
  });

  it('reports a geocoder that is down instead of marking every address wrong', async () => {
    const { sut } = fakeGeocoder({ 'Marszałkowska 10, Warszawa': new ServiceUnavailableException('niedostępne') });
    await expect(sut.resolve(['Marszałkowska 10'])).rejects.toBeInstanceOf(ServiceUnavailableException);
  });
});
