import { compressAddresses } from './compress-addresses';

const a = (street: string | null, streetNumber: string | null, nonFormattedAddress = `${street} ${streetNumber}`) => ({
  street,
  streetNumber,
  nonFormattedAddress,
});

describe('compressAddresses', () => {
  it('groups by street in first-seen order with natural, unique house numbers', () => {
    expect(
      compressAddresses([a('ul. Puławska', '10A'), a('ul. Marszałkowska', '10'), a('ul. Puławska', '2'), a('ul. Puławska', '10'), a('ul. puławska', '2')]),
    ).toEqual([
      { streetName: 'ul. Puławska', houseNumbers: ['2', '10', '10A'] },
      { streetName: 'ul. Marszałkowska', houseNumbers: ['10'] },
    ]);
  });

  it('keeps an address the geocoder never placed as it was typed', () => {
    expect(compressAddresses([a(null, null, 'Kwiatowa 7 (W)')])).toEqual([{ streetName: 'Kwiatowa 7 (W)', houseNumbers: [] }]);
  });

  it('gives nothing for no addresses', () => {
    expect(compressAddresses([])).toEqual([]);
  });
});
