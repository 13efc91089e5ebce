/**
 * One address point as every geocoding call returns it, whichever provider answered.
 * Later features (planned outages, failure reports, alerts) code against this shape only.
 */
export interface GeocodedAddress {
  /** For people: 'ul. Marszałkowska 10, 00-590 Warszawa'. */
  label: string;
  /** 'ul.', 'al.', 'pl.', 'os.', 'rondo' …; null when the provider does not say (OSM names carry no 'ul.'). */
  streetType: string | null;
  /** The street's name without its type: 'Marszałkowska', 'Jerozolimskie'. */
  street: string;
  /** House number as written in the register: '10', '12A', '104/122'. */
  streetNumber: string;
  postcode: string | null;
  city: string;
  /** District of the city ('Śródmieście', 'Wesoła'); null when unknown. */
  district: string | null;
  coordinates: { lng: number; lat: number };
}

/** 'ul. Marszałkowska 10, 00-590 Warszawa' — the one way an address is written for people. */
export function addressLabel(a: Pick<GeocodedAddress, 'streetType' | 'street' | 'streetNumber' | 'postcode' | 'city'>): string {
  const street = [a.streetType, a.street, a.streetNumber].filter(Boolean).join(' ');
  const place = [a.postcode, a.city].filter(Boolean).join(' ');
  return place ? `${street}, ${place}` : street;
}
