import { addressesText } from './texts';

describe('addressesText', () => {
  it.each([
    ['a full list', ['ul. Długa 1', 'ul. Krótka 2'], 2, 'Adresy (2): ul. Długa 1, ul. Krótka 2.'],
    ['a list shorter than the count', ['ul. Długa 1'], 12, 'Adresy (12): ul. Długa 1 i 11 innych.'],
    ['a count without a list', [], 1840, 'Liczba adresów: 1840.'],
    ['neither', [], 0, ''],
  ])('%s', (_name, addresses, addressesCount, text) => {
    expect(addressesText({ addresses, addressesCount })).toBe(text);
  });
});
