import { buildingNumber } from './address-text';
import { isExceptedAddress, normaliseStreet } from './excepted-addresses';

// One table for the backend (reports, watched addresses), the report wizard and the account's address form.
describe('excepted addresses (public spec §5)', () => {
  it.each([
    ['Kasprzaka', '29'],
    ['Kasprzaka', '29a'],
    ['ul. Kasprzaka', '29A'],
    ['UL. KASPRZAKA', '29 B'],
    ['ulica Kasprzaka', '29c'],
    ['ul.Kasprzaka', '31'],
    ['Marcina Kasprzaka', '31a'],
    ['ul. Marcina Kasprzaka', '31B'],
    ['ul. Marcina Kasprzaka', '29 a'],
    ['Gizów', '1'],
    ['ul. Gizow', '3'],
    ['al. Prymasa Tysiąclecia', '83a'],
    ['Aleja Prymasa Tysiaclecia', '83 A'],
    ['al.Prymasa Tysiąclecia', '83A'],
    ['Konstruktorska', '7'],
    ['Konstruktorska', '9'],
    ['  konstruktorska  ', ' 9a '],
    ['Wolska', '165'],
    ['ul. Jana Kazimierza', '28'],
    ['Jana Kazimierza', '30'],
    ['Jana Kazimierza', '32'],
    ['Jana Kazimierza', '32A'],
    ['jana kazimierza', '32b'],
    // An apartment in an excepted building is excepted: the list names buildings.
    ['ul. Kasprzaka', '29A/4'],
    ['ul.Kasprzaka', '29A/4'],
    ['Kasprzaka', '29 A / 4'],
    ['ulica Kasprzaka', '31b/4'],
    ['Jana Kazimierza', '30/12'],
    ['ul. Kasprzaka', '29C m. 12'],
    ['Kasprzaka', '29A m 4'],
    ['Kasprzaka', '29A lok. 4'],
  ])('refuses %s %s', (street, number) => {
    expect(isExceptedAddress(street, number)).toBe(true);
  });

  it.each([
    ['Kasprzaka', '30'],
    ['Kasprzaka', '33'],
    ['Kasprzaka', '29d'],
    ['Kasprzaka', '29D/4'],
    ['Kasprzaka', '4/29A'],
    ['Kasprzaka', '129'],
    ['Gizów', '2'],
    ['Prymasa Tysiąclecia', '83'],
    ['Konstruktorska', '9b'],
    ['Wolska', '16'],
    ['Wolska', '1655'],
    ['Kazimierza', '28'],
    ['Jana Kazimierza', '32c'],
    ['Marszałkowska', '29'],
    ['Wolskiego', '165'],
    ['Nowolska', '165'],
    ['Nowa Wolska', '15'],
  ])('accepts %s %s', (street, number) => {
    expect(isExceptedAddress(street, number)).toBe(false);
  });

  it.each([
    ['  ul.  Gizów ', 'gizow'],
    ['Al. Prymasa Tysiąclecia', 'prymasa tysiaclecia'],
    ['Łowicka', 'lowicka'],
    ['ul.Marcina Kasprzaka', 'marcina kasprzaka'],
  ])('normalises the street %p to %p', (street, expected) => {
    expect(normaliseStreet(street)).toBe(expected);
  });

  it.each([
    ['29 a/4', '29A'],
    ['29A m. 4', '29A'],
    ['12 mieszk. 3', '12'],
    [' 9a ', '9A'],
    ['104', '104'],
  ])('reads the building of %p as %p', (number, expected) => {
    expect(buildingNumber(number)).toBe(expected);
  });
});
