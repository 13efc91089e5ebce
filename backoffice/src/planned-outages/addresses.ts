import type { GeocodeSuggestion, OutageAddress } from '../api/plannedOutageTypes';

// Spec §9: up to 10 addresses per table row, then an ellipsis.
export const ROW_ADDRESS_LIMIT = 10;

/** 'Marszałkowska 1, Warszawa'; the raw text when the parts are missing. */
export function formatAddress(address: OutageAddress): string {
  const street = [address.street, address.streetNumber].filter(Boolean).join(' ').trim();
  if (street && address.city) return `${street}, ${address.city}`;
  return address.nonFormattedAddress || street || address.city || '';
}

/** Two entries for the same building count as one (the list and the map show each place once). */
export function addressKey(address: OutageAddress): string {
  const key = [address.street, address.streetNumber, address.city].map((part) => (part ?? '').toLocaleLowerCase('pl').replace(/\s+/g, ' ').trim()).join('|');
  return key === '||' ? `raw:${address.nonFormattedAddress.toLocaleLowerCase('pl').trim()}` : key;
}

/** New addresses appended to the list, skipping those already on it (and repeats among them). */
export function mergeAddresses(current: readonly OutageAddress[], added: readonly OutageAddress[]): { addresses: OutageAddress[]; skipped: number } {
  const seen = new Set(current.map(addressKey));
  const addresses = [...current];
  let skipped = 0;
  for (const address of added) {
    const key = addressKey(address);
    if (seen.has(key)) {
      skipped++;
      continue;
    }
    seen.add(key);
    addresses.push(address);
  }
  return { addresses, skipped };
}

/** A suggestion of the address autocomplete as an outage address. */
export function suggestionToAddress(suggestion: GeocodeSuggestion): OutageAddress {
  return {
    nonFormattedAddress: suggestion.label,
    street: suggestion.street ?? '',
    streetNumber: suggestion.streetNumber ?? '',
    postcode: suggestion.postcode ?? null,
    city: suggestion.city ?? '',
    district: suggestion.district ?? null,
    // Spec §5: Wesoła is a district with its own street names; the server flags it the same way.
    wesolaDistrict: (suggestion.district ?? '').toLocaleLowerCase('pl') === 'wesoła',
    coordinates: suggestion.coordinates ? { lng: suggestion.coordinates.lng, lat: suggestion.coordinates.lat } : null,
  };
}
