import type { PublicPlannedOutageAddress } from '../api/types';

/** At most this many addresses per row; more are cut and marked with '…' (spec §9). */
export const ADDRESSES_SHOWN = 10;

export interface AddressLines {
  /** One line per street, in upper case: 'UL. MARSZAŁKOWSKA 10, 12, 14A'. */
  lines: string[];
  /** More addresses exist than the lines show. */
  truncated: boolean;
}

/**
 * The address column (spec §2): each street with its house numbers, in upper case with Polish rules
 * (so 'ł' becomes 'Ł'). An "address" is one street entry of the compressed report.
 */
export function formatAddresses(addresses: readonly PublicPlannedOutageAddress[], max = ADDRESSES_SHOWN): AddressLines {
  const lines = addresses.slice(0, max).map(({ streetName, houseNumbers }) =>
    [
      streetName.trim(),
      houseNumbers
        .map((n) => n.trim())
        .filter(Boolean)
        .join(', '),
    ]
      .filter(Boolean)
      .join(' ')
      .toLocaleUpperCase('pl-PL'),
  );
  return { lines, truncated: addresses.length > max };
}
