/**
 * How the product writes and compares Polish street names and house numbers: the backend's address parser and
 * register, the excepted-address rule and the alert match keys all normalise through here, so they agree.
 */

/**
 * Street types (TERYT "cecha") and the words people write for them, as normalised by {@link normaliseForSearch}
 * (lower case, no diacritics, no dot). The first word is the canonical abbreviation's normalised form.
 */
export const STREET_TYPES: ReadonlyArray<{ type: string; words: readonly string[] }> = [
  { type: 'ul.', words: ['ul', 'ulica', 'ulicy'] },
  { type: 'al.', words: ['al', 'aleja', 'aleje', 'alei', 'alej'] },
  { type: 'pl.', words: ['pl', 'plac', 'placu'] },
  { type: 'os.', words: ['os', 'osiedle', 'osiedla', 'osiedlu'] },
  { type: 'rondo', words: ['rondo', 'ronda', 'rondzie'] },
  { type: 'skwer', words: ['skwer', 'skweru', 'skw'] },
  { type: 'bulw.', words: ['bulw', 'bulwar', 'bulwaru'] },
  { type: 'wyb.', words: ['wyb', 'wybrzeze', 'wybrzeza'] },
  { type: 'park', words: ['park', 'parku'] },
  { type: 'rynek', words: ['rynek', 'rynku'] },
];

const TYPE_BY_WORD = new Map(STREET_TYPES.flatMap(({ type, words }) => words.map((w) => [w, type] as const)));

/**
 * Lower case, Polish diacritics removed (ł → l as well), anything but letters and digits turned into one space.
 * The database's `geo_normalise()` (migration 1763800000000) does the same for the register's names.
 */
export function normaliseForSearch(text: string): string {
  return text
    .replace(/[łŁ]/g, 'l')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** 'ulica' → 'ul.', 'Al' → 'al.', 'rondo' → 'rondo'; another non-empty value is kept (lower case); empty → null. */
export function canonicalStreetType(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  return TYPE_BY_WORD.get(normaliseForSearch(trimmed)) ?? trimmed.toLowerCase();
}

/**
 * Splits a leading street-type word off a street name: 'Aleje Jerozolimskie' → al. + 'Jerozolimskie',
 * 'ul.Marszałkowska' → ul. + 'Marszałkowska'. A type word alone is a name ('Rondo' stays 'Rondo').
 */
export function splitStreetType(name: string): { streetType: string | null; name: string } {
  const text = name
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/^(ul|al|pl|os|bulw|wyb|skw)\.(?=\p{L}|\d)/iu, '$1. ');
  const space = text.indexOf(' ');
  if (space > 0) {
    const type = TYPE_BY_WORD.get(normaliseForSearch(text.slice(0, space)));
    const rest = text.slice(space + 1).trim();
    if (type && /[\p{L}\d]/u.test(rest)) return { streetType: type, name: rest };
  }
  return { streetType: null, name: text };
}

/** '12 a', '12a', ' 12A ' → '12A': how house numbers are stored and compared. */
export function normaliseHouseNumber(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** An apartment written after the building's number: '29A m. 4', '29A lok. 4', '12 mieszk. 3'. */
const APARTMENT_SUFFIX = /\s(?:m|lok|lokal|mieszk)\.?\s*\d{1,5}[a-z]?\s*$/iu;

/** The building of a house number as people write it: '29 a/4', '29A m. 4', '29A lok. 4' → '29A'. */
export function buildingNumber(value: string): string {
  return normaliseHouseNumber(value.split('/')[0].replace(APARTMENT_SUFFIX, ''));
}
