import { normaliseForSearch, splitStreetType } from './address-text';

/**
 * A watched address is affected by a planned outage when it is in the outage's address list: the same street and
 * house number once street types ('ul.', 'Aleje' …), case, diacritics and spacing are set aside ('Al. Jerozolimskie
 * 65/79' = 'aleje jerozolimskie 65/79'; '12 A' = '12a'). The apartment never counts: an outage takes the building.
 */
export function addressMatchKey(street: string | null | undefined, houseNumber: string | null | undefined): string | null {
  if (!street?.trim() || !houseNumber?.trim()) return null;
  const name = normaliseForSearch(splitStreetType(street).name);
  const number = normaliseForSearch(houseNumber.split(/\s*(?:m\.|lok\.)\s*/i)[0]).replace(/\s+/g, '');
  if (!name || !number) return null;
  return `${name}|${number}`;
}

/**
 * The keys a watched address is found by. Its house number may carry the flat after '/' ('10/5', public spec §3),
 * but a building may also be numbered '65/79': `matchKey` keeps the whole number, `baseKey` only what is before
 * the '/', and an outage address matches either. Naming the flat can then only add a match, never lose one.
 */
export function watchedAddressKeys(street: string, houseNumber: string): { matchKey: string | null; matchKeyBase: string | null } {
  return { matchKey: addressMatchKey(street, houseNumber), matchKeyBase: addressMatchKey(street, houseNumber.split('/')[0]) };
}
