import { isExceptedAddress, normalizeStreet } from './excepted-addresses';

describe('the excepted addresses of spec §5', () => {
  it.each([
    ['Kasprzaka', '29'],
    ['Marcina Kasprzaka', '29A'],
    ['ul. Marcina Kasprzaka', '31b'],
    ['Gizów', '3'],
    ['Prymasa Tysiąclecia', '83a'],
    ['al. Prymasa Tysiąclecia', '83A'],
    ['Konstruktorska', '9a'],
    ['Wolska', '165'],
    ['Jana Kazimierza', '32b'],
    ['Jana Kazimierza', '30/12'],
  ])('refuses %s %s', (street, number) => {
    expect(isExceptedAddress(street, number)).toBe(true);
  });

  it.each([
    ['Kasprzaka', '30'],
    ['Kasprzaka', '29d'],
    ['Gizów', '2'],
    ['Prymasa Tysiąclecia', '83'],
    ['Wolska', '16'],
    ['Nowolska', '165'],
    ['Kazimierza', '28'],
    ['Marszałkowska', '10'],
  ])('accepts %s %s', (street, number) => {
    expect(isExceptedAddress(street, number)).toBe(false);
  });

  it('normalizes case, diacritics and the street type', () => {
    expect(normalizeStreet('  ul.  Gizów ')).toBe('gizow');
    expect(normalizeStreet('Al. Prymasa Tysiąclecia')).toBe('prymasa tysiaclecia');
    expect(normalizeStreet('Łowicka')).toBe('lowicka');
  });
});
