import { AddressInput, streetKey, toAddressRecord } from './address-record';

const row: AddressInput = { id: 'a-1', street: 'Marszałkowska', houseNumber: '10', city: 'Warszawa', lng: '21.0119', lat: '52.2291' };

describe('toAddressRecord', () => {
  it.each<[string, AddressInput, object]>([
    [
      'a plain row (type ul. by default, like PRG names)',
      {},
      { streetType: 'ul.', street: 'Marszałkowska', houseNumber: '10', postcode: null, district: null },
    ],
    ['a house number with a spaced letter', { houseNumber: '12 a' }, { houseNumber: '12A' }],
    ['a postcode without its hyphen', { postcode: '00590' }, { postcode: '00-590' }],
    ['decimal commas', { lng: '21,0119', lat: '52,2291' }, { lng: 21.0119, lat: 52.2291 }],
    ['a village address without a street', { street: '', city: 'Stara Wieś' }, { streetType: null, street: 'Stara Wieś' }],
    ['a district equal to the town', { city: 'Piaseczno', district: 'Piaseczno' }, { district: null }],
    ['a type written out in its column', { streetType: 'Aleja', street: 'Solidarności' }, { streetType: 'al.', street: 'Solidarności' }],
    ['a type inside the name', { street: 'Rondo Daszyńskiego' }, { streetType: 'rondo', street: 'Daszyńskiego' }],
  ])('accepts %s', (_name, change, expected) => {
    const result = toAddressRecord({ ...row, ...change });
    expect('record' in result && result.record).toMatchObject(expected);
  });

  it.each<[AddressInput, string]>([
    [{ houseNumber: 'abc' }, 'niepoprawny numer porządkowy "ABC" (house_number)'],
    [{ houseNumber: '' }, 'brak numeru porządkowego (house_number)'],
    [{ lat: '' }, 'brak szerokości geograficznej (lat)'],
    [{ lat: '1e2' }, 'szerokość geograficzna "1e2" nie jest liczbą (lat)'],
    [{ lng: '16.9', lat: '40.1' }, 'współrzędne lat 40.1, lng 16.9 leżą poza Polską (oczekiwano WGS 84: lat 49–54,9, lng 14,1–24,2)'],
    [{ id: 'x'.repeat(101) }, 'identyfikator dłuższy niż 100 znaków (id)'],
  ])('refuses %j', (change, problem) => {
    expect(toAddressRecord({ ...row, ...change })).toEqual({ problems: [problem] });
  });

  it('groups spellings of one street of a district under one key', () => {
    const a = toAddressRecord(row);
    const b = toAddressRecord({ ...row, id: 'a-2', street: 'MARSZAŁKOWSKA', houseNumber: '12' });
    const c = toAddressRecord({ ...row, id: 'a-3', district: 'Wesoła' });
    if (!('record' in a) || !('record' in b) || !('record' in c)) throw new Error('refused');
    expect(streetKey(a.record)).toBe(streetKey(b.record));
    expect(streetKey(a.record)).not.toBe(streetKey(c.record));
  });
});
