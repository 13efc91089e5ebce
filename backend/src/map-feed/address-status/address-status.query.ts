import { BadRequestException } from '@nestjs/common';
import { watchedAddressKeys } from '@portal/domain';
import { round5 } from '../feed-items';
import type { AddressKeys } from './address-status.rules';
import { POLAND_BOUNDS, withinBounds } from '../../geocoding/service-area';

/** A valid question: the rounded point, the address's keys, and the cache key naming both. */
export interface AddressStatusQuery {
  point: { lat: number; lng: number };
  keys: AddressKeys;
  cacheKey: string;
}

export const ADDRESS_STATUS_MESSAGES = {
  missing: 'Podaj współrzędne punktu: lat i lng',
  repeated: (name: string) => `Parametr ${name} może wystąpić tylko raz`,
  notNumber: 'Współrzędna musi być liczbą dziesiętną, np. 52.2297',
  outside: 'Punkt leży poza granicami Polski',
  addressPair: 'Podaj ulicę (street) i numer domu (houseNumber) razem',
  tooLong: 'Wartość jest za długa',
} as const;

/** A plain decimal: no exponent, hex, 'Infinity', spaces or empty string, which Number() would all accept somehow. */
const DECIMAL = /^-?\d{1,3}(?:\.\d{1,15})?$/;
const MAX_STREET = 100;
const MAX_HOUSE_NUMBER = 20;

type Problem = { field: string; message: string };

/**
 * Reads `lat`, `lng` and the optional `street` + `houseNumber` from a query string. Each parameter at most once (a
 * repeated one would otherwise be read differently by different layers); other parameters are ignored.
 */
export function parseAddressStatusQuery(search: string): AddressStatusQuery | Problem {
  const params = new URLSearchParams(search);
  for (const name of ['lat', 'lng', 'street', 'houseNumber']) {
    if (params.getAll(name).length > 1) return { field: name, message: ADDRESS_STATUS_MESSAGES.repeated(name) };
  }
  const lat = params.get('lat');
  const lng = params.get('lng');
  if (lat === null || lng === null) return { field: lat === null ? 'lat' : 'lng', message: ADDRESS_STATUS_MESSAGES.missing };
  for (const [field, value] of [
    ['lat', lat],
    ['lng', lng],
  ] as const) {
    if (!DECIMAL.test(value)) return { field, message: ADDRESS_STATUS_MESSAGES.notNumber };
  }
  const point = { lat: round5(Number(lat)), lng: round5(Number(lng)) };
  // A point outside Poland cannot be in the operator's network; refusing it keeps nonsense out of the cache.
  if (!withinBounds(POLAND_BOUNDS, point.lat, point.lng)) return { field: 'lat', message: ADDRESS_STATUS_MESSAGES.outside };

  const street = params.get('street')?.trim() ?? '';
  const houseNumber = params.get('houseNumber')?.trim() ?? '';
  if (!street !== !houseNumber) return { field: street ? 'houseNumber' : 'street', message: ADDRESS_STATUS_MESSAGES.addressPair };
  if (street.length > MAX_STREET) return { field: 'street', message: ADDRESS_STATUS_MESSAGES.tooLong };
  if (houseNumber.length > MAX_HOUSE_NUMBER) return { field: 'houseNumber', message: ADDRESS_STATUS_MESSAGES.tooLong };
  const { matchKey, matchKeyBase } = street ? watchedAddressKeys(street, houseNumber) : { matchKey: null, matchKeyBase: null };
  const keys = [...new Set([matchKey, matchKeyBase].filter((k): k is string => !!k))];
  return { point, keys, cacheKey: `${point.lat},${point.lng}|${keys.join('|')}` };
}

export const isProblem = (q: AddressStatusQuery | Problem): q is Problem => 'message' in q;

/** The controller's side: a problem is the one 400 error shape. */
export function addressStatusQueryOrThrow(search: string): AddressStatusQuery {
  const q = parseAddressStatusQuery(search);
  if (isProblem(q)) throw new BadRequestException({ message: q.message, errors: { [q.field]: q.message } });
  return q;
}
