import type { CompressedAddressDto } from '../dto/public-planned-outage.dto';
/** The fields of a stored outage address that the public list needs. */
export interface AddressForList {
  nonFormattedAddress: string;
  street: string | null;
  streetNumber: string | null;
}

/** One street of the public list with its house numbers, declared once as its response DTO. */
export type CompressedAddress = CompressedAddressDto;

const collator = new Intl.Collator('pl', { numeric: true, sensitivity: 'base' });

/**
 * Public spec §3 "address list (streetName, houseNumbers)": the outage's addresses grouped by street,
 * streets in the order they first appear, house numbers in natural order (2, 10, 10A) without repeats.
 * An address the geocoder never placed is shown as typed, under its own text.
 */
export function compressAddresses(addresses: readonly AddressForList[]): CompressedAddress[] {
  const streets = new Map<string, { streetName: string; numbers: Set<string> }>();
  for (const a of addresses) {
    const streetName = (a.street ?? '').trim() || a.nonFormattedAddress.trim();
    const key = streetName.toLocaleLowerCase('pl');
    const entry = streets.get(key) ?? { streetName, numbers: new Set<string>() };
    const number = a.street ? (a.streetNumber ?? '').trim() : '';
    if (number) entry.numbers.add(number);
    streets.set(key, entry);
  }
  return [...streets.values()].map(({ streetName, numbers }) => ({ streetName, houseNumbers: [...numbers].sort(collator.compare) }));
}
