import { addressMatchKey } from './address-match-key';

describe('addressMatchKey', () => {
  it.each([
    ['ul. Marszałkowska', '10', 'Marszałkowska', '10'],
    ['MARSZAŁKOWSKA', '10', 'marszalkowska', '10'],
    ['Al. Jerozolimskie', '65/79', 'Aleje Jerozolimskie', '65/79'],
    ['ul.Ząbkowska', '12 A', 'Ząbkowska', '12a'],
    ['Plac Zbawiciela', '3', 'pl. Zbawiciela', '3'],
  ])('matches %s %s with %s %s', (s1, n1, s2, n2) => {
    expect(addressMatchKey(s1, n1)).toBe(addressMatchKey(s2, n2));
    expect(addressMatchKey(s1, n1)).not.toBeNull();
  });

  it.each([
    ['Marszałkowska', '10', 'Marszałkowska', '100'],
    ['Marszałkowska', '10', 'Mokotowska', '10'],
    ['Ząbkowska', '12', 'Ząbkowska', '12a'],
  ])('tells %s %s from %s %s', (s1, n1, s2, n2) => {
    expect(addressMatchKey(s1, n1)).not.toBe(addressMatchKey(s2, n2));
  });

  it('needs a street and a number', () => {
    expect(addressMatchKey('Marszałkowska', null)).toBeNull();
    expect(addressMatchKey('', '10')).toBeNull();
  });
});
