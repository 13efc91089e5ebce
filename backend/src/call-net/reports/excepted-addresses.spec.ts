import { isExceptedAddress } from './excepted-addresses';

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
    ['Gizów', '1'],
    ['ul. Gizow', '3'],
    ['al. Prymasa Tysiąclecia', '83a'],
    ['Aleja Prymasa Tysiaclecia', '83 A'],
    ['Konstruktorska', '7'],
    ['Konstruktorska', '9'],
    ['  konstruktorska  ', ' 9a '],
    ['Wolska', '165'],
    ['ul. Jana Kazimierza', '28'],
    ['Jana Kazimierza', '30'],
    ['Jana Kazimierza', '32'],
    ['Jana Kazimierza', '32A'],
    ['jana kazimierza', '32b'],
    ['ul. Kasprzaka', '29A/4'],
  ])('refuses %s %s', (street, number) => {
    expect(isExceptedAddress(street, number)).toBe(true);
  });

  it.each([
    ['Kasprzaka', '30'],
    ['Kasprzaka', '29d'],
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
    ['Nowa Wolska', '15'],
  ])('accepts %s %s', (street, number) => {
    expect(isExceptedAddress(street, number)).toBe(false);
  });
});
