import { buildingNumber, normaliseForSearch, normaliseHouseNumber, splitStreetType } from './address-text';

/**
 * Addresses inside the service area that another distribution system operator supplies (public spec §5 location
 * rules): a report or a watched address there is refused ('Adres obsługiwany przez innego Operatora Sieci
 * Dystrybucyjnej.'). The backend, the report wizard and the account's address form all ask this one function.
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

const EXCEPTED = EXCEPTED_ADDRESSES.map((e) => ({ street: normaliseForSearch(e.street), numbers: new Set(e.numbers.map(normaliseHouseNumber)) }));

/**
 * True for an excepted address, tolerant of how people write it: street types ('ul.', 'ul.Kasprzaka', 'Aleja'),
 * case, diacritics, spaces ('29 A'), the register's full names ('Marcina Kasprzaka') and an apartment written into
 * the number ('29A/4', '29A m. 4': the list names buildings, so every flat in one is excepted too).
 */
export function isExceptedAddress(street: string, houseNumber: string): boolean {
  const name = normaliseStreet(street);
  const building = buildingNumber(houseNumber);
  return EXCEPTED.some((e) => (name === e.street || name.endsWith(` ${e.street}`)) && e.numbers.has(building));
}
