import { Injectable } from '@nestjs/common';
import { normaliseForSearch, parseAddressText } from '../address-text-parser';
import { addressLabel, GeocodedAddress } from '../geocoded-address';
import { AddressRegisterRepository, RegisterAddressRow } from '../register/address-register.repository';
import { boxAround, CAPITAL_BOUNDS, REVERSE_MAX_DISTANCE_M } from '../service-area';
import type { Geocoder } from './geocoder';

/** The default provider: our own address register in PostgreSQL (docs/geocoding.md). */
@Injectable()
export class LocalRegisterGeocoder implements Geocoder {
  readonly name = 'local' as const;

  constructor(private readonly register: AddressRegisterRepository) {}

  async geocode(text: string): Promise<GeocodedAddress | null> {
    const parsed = parseAddressText(text);
    // A street without a number is not an address: the caller would place a whole street on one house.
    if (!parsed?.houseNumber) return null;
    // '104/122' may be one building's number or a house and its apartment: the first if the register has it.
    const houseNumbers = parsed.apartment ? [`${parsed.houseNumber}/${parsed.apartment}`, parsed.houseNumber] : [parsed.houseNumber];
    const row = await this.register.findAddress({
      street: parsed.street,
      streetType: parsed.streetType,
      houseNumbers,
      postcode: parsed.postcode,
      city: parsed.city,
      wesola: parsed.wesolaDistrict,
    });
    return row && toGeocodedAddress(row);
  }

  async autocomplete(query: string, limit: number): Promise<GeocodedAddress[]> {
    const parsed = parseAddressText(query);
    if (!parsed || normaliseForSearch(parsed.street).length < 2) return [];
    const search = (street: string, numberPrefix: string | null, similar: boolean) =>
      this.register.autocomplete({ street, numberPrefix, wesola: parsed.wesolaDistrict, bounds: CAPITAL_BOUNDS, limit }, { similar });
    let rows = await search(parsed.street, parsed.houseNumber, true);
    // A number may end the street's name itself ('Dywizjonu 303'): try it as part of the name.
    if (!rows.length && parsed.houseNumber) {
      const number = parsed.houseNumber.toLowerCase();
      rows = (await search(`${parsed.street} ${parsed.houseNumber}`, null, false)).filter((r) =>
        normaliseForSearch(r.street)
          .split(' ')
          .some((w) => w.startsWith(number)),
      );
    }
    return rows.map(toGeocodedAddress);
  }

  async reverse(lat: number, lng: number): Promise<GeocodedAddress | null> {
    const row = await this.register.nearest(lat, lng, boxAround(lat, lng, REVERSE_MAX_DISTANCE_M));
    return row && toGeocodedAddress(row);
  }
}

export function toGeocodedAddress(row: RegisterAddressRow): GeocodedAddress {
  const address = {
    streetType: row.streetType,
    street: row.street,
    streetNumber: row.houseNumber,
    postcode: row.postcode,
    city: row.city,
    district: row.district,
    coordinates: { lng: row.lng, lat: row.lat },
  };
  return { label: addressLabel(address), ...address };
}
