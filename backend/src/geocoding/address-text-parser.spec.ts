import { canonicalStreetType, normaliseForSearch, parseAddressText, ParsedAddress, splitStreetType } from './address-text-parser';

const base: ParsedAddress = {
  streetType: null,
  street: '',
  houseNumber: null,
  apartment: null,
  postcode: null,
  city: 'Warszawa',
  cityGiven: false,
  wesolaDistrict: false,
  district: null,
};

describe('parseAddressText', () => {
  it.each<[string, Partial<ParsedAddress>]>([
    ['ul. Marszałkowska 10, 00-590 Warszawa', { streetType: 'ul.', street: 'Marszałkowska', houseNumber: '10', postcode: '00-590', cityGiven: true }],
    ['Marszalkowska 10', { street: 'Marszalkowska', houseNumber: '10' }],
    ['MARSZAŁKOWSKA 10a', { street: 'MARSZAŁKOWSKA', houseNumber: '10A' }],
    ['Marszałkowska 10 a', { street: 'Marszałkowska', houseNumber: '10A' }],
    ['ul Marszałkowska 10/12', { streetType: 'ul.', street: 'Marszałkowska', houseNumber: '10', apartment: '12' }],
    ['ulica Marszałkowska 10 m. 5', { streetType: 'ul.', street: 'Marszałkowska', houseNumber: '10', apartment: '5' }],
    ['ul.Marszałkowska 10', { streetType: 'ul.', street: 'Marszałkowska', houseNumber: '10' }],
    ['Marszałkowska nr 10', { street: 'Marszałkowska', houseNumber: '10' }],
    ['al. Jerozolimskie 65/79', { streetType: 'al.', street: 'Jerozolimskie', houseNumber: '65', apartment: '79' }],
    ['Aleje Jerozolimskie 100', { streetType: 'al.', street: 'Jerozolimskie', houseNumber: '100' }],
    ['aleja Solidarności 5', { streetType: 'al.', street: 'Solidarności', houseNumber: '5' }],
    ['pl. Konstytucji 3', { streetType: 'pl.', street: 'Konstytucji', houseNumber: '3' }],
    ['Plac Zbawiciela', { streetType: 'pl.', street: 'Zbawiciela' }],
    ['os. Przyjaźń 12', { streetType: 'os.', street: 'Przyjaźń', houseNumber: '12' }],
    ['osiedle Przyjaźń 12', { streetType: 'os.', street: 'Przyjaźń', houseNumber: '12' }],
    ['rondo Daszyńskiego 1', { streetType: 'rondo', street: 'Daszyńskiego', houseNumber: '1' }],
    ['Puławska 145 (W)', { street: 'Puławska', houseNumber: '145', wesolaDistrict: true, district: 'Wesoła' }],
    ['Trakt Brzeski 10(w)', { street: 'Trakt Brzeski', houseNumber: '10', wesolaDistrict: true, district: 'Wesoła' }],
    ['1 Praskiego Pułku 20', { street: '1 Praskiego Pułku', houseNumber: '20' }],
    ['ul. 1 Praskiego Pułku', { streetType: 'ul.', street: '1 Praskiego Pułku' }],
    ['al. 3 Maja 2', { streetType: 'al.', street: '3 Maja', houseNumber: '2' }],
    ['Żwirki i Wigury 16, Warszawa', { street: 'Żwirki i Wigury', houseNumber: '16', cityGiven: true }],
    ['Warszawa, ul. Wolska 44', { streetType: 'ul.', street: 'Wolska', houseNumber: '44', cityGiven: true }],
    ['Grochowska 12 Warszawa', { street: 'Grochowska', houseNumber: '12', cityGiven: true }],
    ['Grójecka 5, 02-019 Warszawa, Polska', { street: 'Grójecka', houseNumber: '5', postcode: '02-019', cityGiven: true }],
    ['Okuniewska 3, Warszawa-Wesoła', { street: 'Okuniewska', houseNumber: '3', cityGiven: true, wesolaDistrict: true, district: 'Wesoła' }],
    ['Długa 5, Kraków', { street: 'Długa', houseNumber: '5', city: 'Kraków', cityGiven: true }],
    ['  marszałk  ', { street: 'marszałk' }],
    ['Puławska 1', { street: 'Puławska', houseNumber: '1' }],
    ['Puławska 14/', { street: 'Puławska', houseNumber: '14' }],
    ['ul', { street: 'ul' }],
    ['Rondo', { street: 'Rondo' }],
  ])('reads %j', (text, expected) => {
    expect(parseAddressText(text)).toEqual({ ...base, ...expected });
  });

  it.each(['', '   ', '10', '00-590', ', ,', '(W)'])('finds no street in %j', (text) => {
    expect(parseAddressText(text)).toBeNull();
  });
});

describe('normaliseForSearch', () => {
  it.each([
    ['Marszałkowska', 'marszalkowska'],
    ['ŻWIRKI I WIGURY', 'zwirki i wigury'],
    ['Bora-Komorowskiego', 'bora komorowskiego'],
    ['  Łódzka   ', 'lodzka'],
    ['Świętokrzyska', 'swietokrzyska'],
    ['Gęślą Jaźń', 'gesla jazn'],
  ])('%s → %s', (text, expected) => expect(normaliseForSearch(text)).toBe(expected));
});

describe('street types', () => {
  it.each([
    ['Aleje Jerozolimskie', 'al.', 'Jerozolimskie'],
    ['Plac Defilad', 'pl.', 'Defilad'],
    ['ULICA Wolska', 'ul.', 'Wolska'],
    ['Marszałkowska', null, 'Marszałkowska'],
    ['Trakt Brzeski', null, 'Trakt Brzeski'],
    ['Parkowa', null, 'Parkowa'],
    ['Aleja', null, 'Aleja'],
  ])('splits %s into %s %s', (name, type, rest) => expect(splitStreetType(name)).toEqual({ streetType: type, name: rest }));

  it.each([
    ['ulica', 'ul.'],
    ['UL.', 'ul.'],
    ['Aleja', 'al.'],
    ['plac', 'pl.'],
    ['Osiedle', 'os.'],
    ['szosa', 'szosa'],
    ['', null],
    [null, null],
  ])('canonical type of %j is %j', (value, expected) => expect(canonicalStreetType(value)).toBe(expected));
});
