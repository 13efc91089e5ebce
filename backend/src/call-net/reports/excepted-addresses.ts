import { normaliseForSearch, splitStreetType } from '../../geocoding/address-text-parser';

/**
 * Addresses inside the service area that another distribution system operator supplies (public spec §5 location
 * rules): a report there is refused with 'Adres obsługiwany przez innego Operatora Sieci Dystrybucyjnej.'.
 */
export const EXCEPTED_ADDRESSES: ReadonlyArray<{ street: string; numbers: readonly string[] }> = [
  { street: 'Kasprzaka', numbers: ['29', '29a', '29b', '29c', '31', '31a', '31b'] },
  { street: 'Gizów', numbers: ['1', '3'] },
  { street: 'Prymasa Tysiąclecia', numbers: ['83a'] },
  { street: 'Konstruktorska', numbers: ['7', '9', '9a'] },
  { street: 'Wolska', numbers: ['165'] },
  { street: 'Jana Kazimierza', numbers: ['28', '30', '32', '32a', '32b'] },
];

/** 'ul. Marcina Kasprzaka' → 'marcina kasprzaka': no street type, lower case, no diacritics or punctuation. */
export const normaliseStreet = (street: string): string => normaliseForSearch(splitStreetType(street).name);

/** '29 A' → '29A', ' 9a ' → '9A'. */
export const normaliseHouseNumber = (number: string): string => number.replace(/\s+/g, '').toUpperCase();

const EXCEPTED = EXCEPTED_ADDRESSES.map((e) => ({ street: normaliseForSearch(e.street), numbers: new Set(e.numbers.map(normaliseHouseNumber)) }));

/**
 * True for an excepted address, tolerant of how people write it: 'ul.'/'al.' prefixes, case, diacritics, spaces
 * ('29 A'), the register's full names ('Marcina Kasprzaka', 'al. Prymasa Tysiąclecia') and an apartment written
 * into the number ('29A/4' is building 29A).
 */
export function isExceptedAddress(street: string, residenceNumber: string): boolean {
  const name = normaliseStreet(street);
  const number = normaliseHouseNumber(residenceNumber);
  const building = number.split('/')[0];
  return EXCEPTED.some(
    (e) => (name === e.street || name.endsWith(` ${e.street}`)) && (e.numbers.has(number) || e.numbers.has(building)),
  );
}
