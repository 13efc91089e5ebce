// Spec §5: addresses served by another distribution system operator, refused even inside the service area.
// The street is matched by the end of its name, as the register writes 'Marcina Kasprzaka' for 'Kasprzaka'.
const EXCEPTED: ReadonlyArray<readonly [street: string, numbers: readonly string[]]> = [
  ['kasprzaka', ['29', '29a', '29b', '29c', '31', '31a', '31b']],
  ['gizow', ['1', '3']],
  ['prymasa tysiaclecia', ['83a']],
  ['konstruktorska', ['7', '9', '9a']],
  ['wolska', ['165']],
  ['jana kazimierza', ['28', '30', '32', '32a', '32b']],
];

const STREET_TYPES = /^(ul|al|pl|os|aleja|aleje|plac|ulica|osiedle|rondo)\.?\s+/;

/** Lower case, no Polish diacritics, single spaces, no street type ('ul. Gizów' → 'gizow'). */
export function normalizeStreet(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .replace(STREET_TYPES, '');
}

/** The house number without spaces, lower case; the premises after '/' do not matter. */
function normalizeNumber(number: string): string {
  return number.toLowerCase().replace(/\s+/g, '').split('/')[0];
}

export function isExceptedAddress(street: string, houseNumber: string): boolean {
  const name = normalizeStreet(street);
  const number = normalizeNumber(houseNumber);
  return EXCEPTED.some(([excepted, numbers]) => (name === excepted || name.endsWith(` ${excepted}`)) && numbers.includes(number));
}
