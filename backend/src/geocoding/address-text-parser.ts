/**
 * Reading a Polish address typed by a person or listed in a document: 'ul. Marszałkowska 10, 00-590 Warszawa',
 * 'Marszalkowska 10', 'al. Jerozolimskie 65/79', 'Puławska 145 (W)'. Pure functions, no database: the local
 * register, the external providers and the import all read addresses through here, so they agree.
 */
import { normaliseForSearch, splitStreetType } from '@portal/domain';

// Street names and house numbers are normalised by the domain package (one copy for every workspace); the
// register, the providers and the import keep importing them from here.
export { canonicalStreetType, normaliseForSearch, normaliseHouseNumber, splitStreetType, STREET_TYPES } from '@portal/domain';

/** The capital: the city of an address that names none. */
export const DEFAULT_CITY = 'Warszawa';

/** '(W)' after an address marks the Wesoła district (a separate town until 2002, its street names repeat the city's). */
export const WESOLA_DISTRICT = 'Wesoła';

/** House number with an optional letter and an optional '/second part': 10, 12A, 104/122, 7/9B. */
const HOUSE_NUMBER = /^\d{1,5}[a-z]{0,2}(?:\/\d{1,5}[a-z]{0,2})?$/i;
const POSTCODE = /(?<!\d)(\d{2})\s?-\s?(\d{3})(?!\d)/;
const WESOLA_MARK = /\(\s*(?:w|wesoła|wesola)\s*\)/giu;
const APARTMENT_MARK = /\s(?:m|lok|lokal|mieszk)\.?\s*(\d{1,5}[a-z]?)\s*$/iu;
const COUNTRY = /^(polska|poland|pl)$/;

export interface ParsedAddress {
  /** Canonical street type ('ul.', 'al.' …) when the text names one. */
  streetType: string | null;
  /** The street's name as written, without the type prefix and the house number. */
  street: string;
  /** Upper case, no spaces: '10', '12A'. Without the part after '/' (see `apartment`). */
  houseNumber: string | null;
  /** The part after '/' (or 'm. 5'): an apartment, or the second half of a building number such as 104/122. */
  apartment: string | null;
  /** NN-NNN */
  postcode: string | null;
  /** As written, or DEFAULT_CITY when the text names none (see `cityGiven`). */
  city: string;
  cityGiven: boolean;
  /** The text carried '(W)' (or named Wesoła as the town): search the Wesoła district only. */
  wesolaDistrict: boolean;
  /** 'Wesoła' when `wesolaDistrict`, otherwise null. */
  district: string | null;
}

const hasLetter = (token: string) => /\p{L}/u.test(token);
const cleanPart = (part: string) => part.replace(/^[\s.;:-]+|[\s.;:-]+$/g, '').replace(/\s+/g, ' ');

/**
 * Reads one free-text address. Returns null when no street name can be found (empty text, a number alone).
 * The house number is the last number that follows a word, so '1 Praskiego Pułku 20' is number 20 of
 * '1 Praskiego Pułku' and 'al. 3 Maja' has no number.
 */
export function parseAddressText(text: string): ParsedAddress | null {
  let rest = text.normalize('NFC').replace(/\s+/g, ' ').trim();
  if (!rest) return null;

  let wesolaDistrict = false;
  rest = rest.replace(WESOLA_MARK, () => {
    wesolaDistrict = true;
    return ' ';
  });

  let postcode: string | null = null;
  rest = rest.replace(POSTCODE, (_m, a: string, b: string) => {
    postcode = `${a}-${b}`;
    return ' ';
  });

  const parts = rest
    .split(',')
    .map(cleanPart)
    .filter((p) => p && /[\p{L}\d]/u.test(p));
  if (!parts.length) return null;
  // The street part is the first one with a house number after a word; failing that, the first one with a letter.
  const withNumber = parts.findIndex((p) => houseNumberIndex(p.split(' ')) >= 0);
  const chosen = withNumber >= 0 ? withNumber : parts.findIndex(hasLetter);
  if (chosen < 0) return null;

  let streetPart = parts[chosen];
  let apartment: string | null = null;
  streetPart = streetPart.replace(APARTMENT_MARK, (_m, apt: string) => {
    apartment = apt.toUpperCase();
    return '';
  });

  const { streetType, name } = splitStreetType(streetPart);
  const tokens = name.split(' ').filter((t) => t && !/^nr\.?$/i.test(t));
  const at = houseNumberIndex(tokens);
  let houseNumber: string | null = null;
  let trailing: string[] = [];
  let streetTokens = tokens;
  if (at >= 0) {
    streetTokens = tokens.slice(0, at);
    let number = tokens[at].replace(/[/-]+$/, '');
    let after = at + 1;
    // '10 a' is 10A
    if (/^[a-z]$/i.test(tokens[after] ?? '')) number += tokens[after++];
    const [main, second] = number.toUpperCase().split('/');
    houseNumber = main;
    if (second) apartment = second;
    trailing = tokens.slice(after);
  }
  const street = streetTokens
    .join(' ')
    .replace(/[\s.,;:-]+$/, '')
    .trim();
  if (!street || !hasLetter(street)) return null;

  // City: a part after the street one (or before it: 'Warszawa, Marszałkowska 10'), else words after the number.
  const others = parts
    .filter((_p, i) => i !== chosen)
    .map((p) =>
      p
        .replace(/[\d/]+/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(hasLetter);
  const cityCandidates = [...others, trailing.join(' ')].filter((c) => c && hasLetter(c) && !COUNTRY.test(normaliseForSearch(c)));
  let city = cityCandidates.length ? cleanPart(cityCandidates[cityCandidates.length - 1]) : '';
  const cityKey = normaliseForSearch(city);
  if (cityKey === 'wesola' || cityKey === 'warszawa wesola') {
    wesolaDistrict = true;
    city = DEFAULT_CITY;
  }
  const cityGiven = !!city;

  return {
    streetType,
    street,
    houseNumber,
    apartment,
    postcode,
    city: cityGiven ? city : DEFAULT_CITY,
    cityGiven,
    wesolaDistrict,
    district: wesolaDistrict ? WESOLA_DISTRICT : null,
  };
}

/** Index of the house number among a street part's tokens: the last number-like token that follows a word; -1 if none. */
function houseNumberIndex(tokens: string[]): number {
  for (let i = tokens.length - 1; i > 0; i--) {
    const token = tokens[i].replace(/[/-]+$/, '');
    if (HOUSE_NUMBER.test(token) && tokens.slice(0, i).some(hasLetter)) return i;
  }
  return -1;
}
