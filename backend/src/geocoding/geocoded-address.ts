import type { GeocodedAddressResponseDto } from './dto/geocoded-address-response.dto';

/**
 * One address point as every geocoding call returns it, whichever provider answered. Later features (planned
 * outages, failure reports, alerts) code against this name; the shape is declared once, as the response DTO.
 */
export type GeocodedAddress = GeocodedAddressResponseDto;

/** 'ul. Marszałkowska 10, 00-590 Warszawa' — the one way an address is written for people. */
export function addressLabel(a: Pick<GeocodedAddress, 'streetType' | 'street' | 'streetNumber' | 'postcode' | 'city'>): string {
  const street = [a.streetType, a.street, a.streetNumber].filter(Boolean).join(' ');
  const place = [a.postcode, a.city].filter(Boolean).join(' ');
  return place ? `${street}, ${place}` : street;
}
