import type { OutageAddressResponseDto } from '../dto/outage-address.dto';

/** An outage address for people: 'ul. Marszałkowska 10, 00-590 Warszawa (Wesoła)', or the text as given when it was not placed. */
export function describeAddress(a: OutageAddressResponseDto): string {
  if (!a.street) return a.nonFormattedAddress;
  const street = [a.street, a.streetNumber].filter(Boolean).join(' ');
  const place = [a.postcode, a.city].filter(Boolean).join(' ');
  const district = a.wesolaDistrict && !/wesoła/i.test(place) ? ' (Wesoła)' : '';
  return `${place ? `${street}, ${place}` : street}${district}`;
}
