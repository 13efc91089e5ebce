import { formatAddresses } from './format-addresses';

const street = (streetName: string, ...houseNumbers: string[]) => ({ streetName, houseNumbers });

describe('the address column', () => {
  it.each([
    [[street('ul. Marszałkowska', '10', '12', '14a')], ['UL. MARSZAŁKOWSKA 10, 12, 14A']],
    [[street('al. Komisji Edukacji Narodowej', '36')], ['AL. KOMISJI EDUKACJI NARODOWEJ 36']],
    [[street('Żółkiewskiego', '3/5')], ['ŻÓŁKIEWSKIEGO 3/5']],
    [[street('Grochowska')], ['GROCHOWSKA']],
    [[street(' Nowy Świat ', ' 15 ', '')], ['NOWY ŚWIAT 15']],
    [
      [street('Puławska', '145'), street('Odyńca', '20')],
      ['PUŁAWSKA 145', 'ODYŃCA 20'],
    ],
    [[], []],
  ])('%j → %j', (addresses, lines) => {
    expect(formatAddresses(addresses)).toEqual({ lines, truncated: false });
  });

  it.each([
    [10, 10, false],
    [11, 10, true],
    [25, 10, true],
  ])('%i streets: %i lines shown, cut %p', (streets, shown, truncated) => {
    const addresses = Array.from({ length: streets }, (_, i) => street(`Ulica ${i + 1}`, '1'));
    const result = formatAddresses(addresses);
    expect(result.lines).toHaveLength(shown);
    expect(result.lines[0]).toBe('ULICA 1 1');
    expect(result.truncated).toBe(truncated);
  });
});
