import { canonicalStreetType, normaliseForSearch, normaliseHouseNumber, splitStreetType } from '../address-text-parser';
import { POLAND_BOUNDS, withinBounds } from '../service-area';

/** One address point ready for the register: checked and normalised. */
export interface AddressRecord {
  /** The source's identifier, unique across the register (PRG: lokalnyId). */
  externalId: string;
  streetType: string | null;
  /** Without the type prefix. */
  street: string;
  /** Upper case, no spaces. */
  houseNumber: string;
  postcode: string | null;
  city: string;
  district: string | null;
  lng: number;
  lat: number;
}

/** The fields of one input row as text (a CSV line, a seeder entry), before checking. */
export interface AddressInput {
  id?: string;
  streetType?: string;
  street?: string;
  houseNumber?: string;
  postcode?: string;
  city?: string;
  district?: string;
  lng?: string | number;
  lat?: string | number;
}

export const ADDRESS_LIMITS = { id: 100, streetType: 20, street: 150, houseNumber: 20, city: 100, district: 100 } as const;

const HOUSE_NUMBER = /^\d[0-9A-Z/-]*$/;
const POSTCODE = /^(\d{2})-?(\d{3})$/;

/** The street of a district a record belongs to, whatever the case and diacritics of its spelling. */
export function streetKey(r: Pick<AddressRecord, 'city' | 'district' | 'streetType' | 'street'>): string {
  return [normaliseForSearch(r.city), normaliseForSearch(r.district ?? ''), r.streetType ?? '', normaliseForSearch(r.street)].join('|');
}

/**
 * Checks one input row; returns the record, or the Polish reasons it is refused (all of them, so one
 * run of the import shows everything wrong in a line).
 */
export function toAddressRecord(input: AddressInput): { record: AddressRecord } | { problems: string[] } {
  const problems: string[] = [];
  const text = (v: unknown) => (typeof v === 'string' ? v.trim().replace(/\s+/g, ' ') : typeof v === 'number' ? String(v) : '');
  const externalId = text(input.id);
  const city = text(input.city);
  const rawStreet = text(input.street);
  const houseNumber = normaliseHouseNumber(text(input.houseNumber));
  const rawPostcode = text(input.postcode);
  const rawDistrict = text(input.district);

  if (!externalId) problems.push('brak identyfikatora (id)');
  else if (externalId.length > ADDRESS_LIMITS.id) problems.push(`identyfikator dłuższy niż ${ADDRESS_LIMITS.id} znaków (id)`);
  if (!city) problems.push('brak miejscowości (city)');
  else if (city.length > ADDRESS_LIMITS.city) problems.push(`miejscowość dłuższa niż ${ADDRESS_LIMITS.city} znaków (city)`);
  if (!houseNumber) problems.push('brak numeru porządkowego (house_number)');
  else if (!HOUSE_NUMBER.test(houseNumber) || houseNumber.length > ADDRESS_LIMITS.houseNumber) {
    problems.push(`niepoprawny numer porządkowy "${houseNumber}" (house_number)`);
  }
  const postcodeMatch = rawPostcode ? POSTCODE.exec(rawPostcode) : null;
  if (rawPostcode && !postcodeMatch) problems.push(`niepoprawny kod pocztowy "${rawPostcode}", oczekiwano NN-NNN (postcode)`);

  // A street name may carry its type ('Aleje Jerozolimskie', 'Plac Defilad' as PRG writes them); an explicit type wins.
  const split = splitStreetType(rawStreet);
  const explicitType = canonicalStreetType(input.streetType);
  // A village address has no street ('Stara Wieś 12'): the locality's name stands in for it.
  const street = rawStreet ? split.name : city;
  const streetType = explicitType ?? (rawStreet ? (split.streetType ?? 'ul.') : null);
  if (street.length > ADDRESS_LIMITS.street) problems.push(`nazwa ulicy dłuższa niż ${ADDRESS_LIMITS.street} znaków (street)`);
  if (streetType && streetType.length > ADDRESS_LIMITS.streetType) problems.push(`rodzaj ulicy dłuższy niż ${ADDRESS_LIMITS.streetType} znaków (street_type)`);
  if (rawDistrict.length > ADDRESS_LIMITS.district) problems.push(`dzielnica dłuższa niż ${ADDRESS_LIMITS.district} znaków (district)`);

  const lng = coordinate(input.lng);
  const lat = coordinate(input.lat);
  if (lng === undefined) problems.push('brak długości geograficznej (lng)');
  else if (Number.isNaN(lng)) problems.push(`długość geograficzna "${text(input.lng)}" nie jest liczbą (lng)`);
  if (lat === undefined) problems.push('brak szerokości geograficznej (lat)');
  else if (Number.isNaN(lat)) problems.push(`szerokość geograficzna "${text(input.lat)}" nie jest liczbą (lat)`);
  if (lng !== undefined && lat !== undefined && !Number.isNaN(lng) && !Number.isNaN(lat) && !withinBounds(POLAND_BOUNDS, lat, lng)) {
    const swapped = withinBounds(POLAND_BOUNDS, lng, lat) ? ' — czy kolumny lng i lat nie są zamienione?' : '';
    problems.push(`współrzędne lat ${lat}, lng ${lng} leżą poza Polską (oczekiwano WGS 84: lat 49–54,9, lng 14,1–24,2)${swapped}`);
  }

  if (problems.length) return { problems };
  return {
    record: {
      externalId,
      streetType,
      street,
      houseNumber,
      postcode: postcodeMatch ? `${postcodeMatch[1]}-${postcodeMatch[2]}` : null,
      city,
      // PRG names the municipality; for a town that is the town itself, which is no district.
      district: rawDistrict && normaliseForSearch(rawDistrict) !== normaliseForSearch(city) ? rawDistrict : null,
      lng: lng!,
      lat: lat!,
    },
  };
}

/** undefined when empty, NaN when not a number; a decimal comma (Polish spreadsheets) is accepted. */
function coordinate(value: string | number | undefined): number | undefined {
  if (typeof value === 'number') return value;
  const v = value?.trim();
  if (!v) return undefined;
  return /^[+-]?\d{1,3}(?:[.,]\d+)?$/.test(v) ? Number(v.replace(',', '.')) : NaN;
}
