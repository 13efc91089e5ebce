import { selfIntersects } from '../geo/area-geometry';
import { type CrewStatus, CREW_STATUSES, type EndConfidence, END_CONFIDENCES, type LngLat, OUTAGE_CIRCLES, type OutageCircle } from '@portal/domain';
import { OUTAGE_KINDS, type OutageAddressItem, type OutageKind, VOLTAGE_CLASSES, type VoltageClass } from './outages.model';

/** Limits of one outage from the outage-management system (docs/integration.md). */
export const OUTAGE_LIMITS = {
  externalId: 64,
  areaPoints: 2000,
  addressList: 5000,
  addressesCount: 1_000_000,
  streetType: 10,
  streetName: 70,
  residenceNumber: 50,
  description: 1000,
  cause: 500,
  customers: 10_000_000,
} as const;

/** The longest of some values (an enum's longest member takes the most bytes). */
const longest = (values: readonly string[]) => values.reduce((a, b) => (b.length > a.length ? b : a));

/**
 * The most bytes a body within OUTAGE_LIMITS takes: every list full, every text at its limit in characters of four
 * UTF-8 bytes (the length rules count a character beyond the BMP, a surrogate pair, as one), every number in the
 * longest form JavaScript writes a double in, instants with nanoseconds and an offset, and the JSON indented by two
 * spaces. The integration PUT's body limit is this (integration/outage-put.route.ts), so no payload within the
 * documented limits is refused as too large; the routes' general limit (BODY_LIMIT_BYTES) is sized for far smaller bodies.
 * Built and measured once: about 3.3 MB, a few milliseconds.
 */
export function outageInputMaxBytes(limits: Record<keyof typeof OUTAGE_LIMITS, number> = OUTAGE_LIMITS): number {
  const text = (characters: number) => '\u{1F50C}'.repeat(characters);
  const point = { lng: -1.2345678901234567e-100, lat: -1.2345678901234567e-100 };
  const instant = '2026-11-21T18:40:00.123456789+01:00';
  const address = { streetType: text(limits.streetType), streetName: text(limits.streetName), residenceNumber: text(limits.residenceNumber) };
  const body: Required<OutageInput> = {
    type: longest(OUTAGE_KINDS) as OutageKind,
    voltageClass: longest(VOLTAGE_CLASSES) as VoltageClass,
    area: new Array<LngLat>(limits.areaPoints).fill(point),
    position: point,
    outageCircle: longest(OUTAGE_CIRCLES) as OutageCircle,
    addressesCount: limits.addressesCount,
    addressList: new Array<typeof address>(limits.addressList).fill(address),
    start: instant,
    end: instant,
    description: text(limits.description),
    cause: text(limits.cause),
    crewStatus: longest(CREW_STATUSES) as CrewStatus,
    endConfidence: longest(END_CONFIDENCES) as EndConfidence,
    customersAffected: limits.customers,
    customersRestored: limits.customers,
  };
  return Buffer.byteLength(JSON.stringify(body, null, 2));
}

/**
 * Where an outage may lie: Poland with a margin. The operator serves one city, but a point outside the country is
 * always a swapped lng/lat or a typo, and the map would draw it in the sea.
 */
export const OUTAGE_BOUNDS = { west: 14, east: 24.2, south: 49, north: 55 } as const;

export const OUTAGE_MESSAGES = {
  notFound: 'Nie znaleziono awarii o podanym identyfikatorze',
  externalId: `Identyfikator: 1–${OUTAGE_LIMITS.externalId} znaków: litery, cyfry, '-', '_', '.', ':'`,
  voltageRequired: 'Dla awarii (FAILURE) podaj klasę napięcia: HV lub LV',
  voltageForExtensive: 'Obszar rozległej awarii (EXTENSIVE) nie ma klasy napięcia',
  shapeRequired: 'Podaj obszar (area, co najmniej 3 punkty) albo punkt (position) z promieniem (outageCircle)',
  circleWithoutPosition: 'Promień (outageCircle) wymaga punktu (position)',
  areaTooShort: 'Obszar musi mieć co najmniej 3 różne punkty',
  areaSelfIntersects: 'Obszar nie może przecinać sam siebie',
  outsidePoland: 'Współrzędne poza obszarem Polski (sprawdź kolejność lng/lat)',
  endBeforeStart: 'Przewidywany koniec nie może być wcześniej niż początek',
  restoredAboveAffected:
    'Liczba odbiorców z przywróconym zasilaniem (customersRestored) nie może być większa niż liczba odbiorców bez zasilania (customersAffected)',
  restoredWithoutAffected: 'Podaj też liczbę odbiorców bez zasilania (customersAffected)',
} as const;

/** An outage as the integration API receives it (after the DTO's shape checks). */
export interface OutageInput {
  type: OutageKind;
  voltageClass?: VoltageClass | null;
  area?: LngLat[] | null;
  position?: LngLat | null;
  outageCircle?: OutageCircle | null;
  addressesCount?: number | null;
  addressList?: Array<Omit<OutageAddressItem, 'streetType'> & { streetType?: string | null }> | null;
  start: string;
  end?: string | null;
  description?: string | null;
  cause?: string | null;
  crewStatus?: CrewStatus | null;
  endConfidence?: EndConfidence | null;
  customersAffected?: number | null;
  customersRestored?: number | null;
}

export const EXTERNAL_ID = /^[A-Za-z0-9._:-]{1,64}$/;

const inPoland = (p: LngLat) => p.lng >= OUTAGE_BOUNDS.west && p.lng <= OUTAGE_BOUNDS.east && p.lat >= OUTAGE_BOUNDS.south && p.lat <= OUTAGE_BOUNDS.north;

/**
 * The rules a field-by-field DTO cannot express: which shape, which voltage class, dates in order. Answers
 * `{ field: message }`, empty when the outage may be written. The seed runs through it too (same path as the API).
 */
export function outageInputProblems(input: OutageInput): Record<string, string> {
  const errors: Record<string, string> = {};
  if (input.type === 'FAILURE' && !input.voltageClass) errors.voltageClass = OUTAGE_MESSAGES.voltageRequired;
  if (input.type === 'EXTENSIVE' && input.voltageClass) errors.voltageClass = OUTAGE_MESSAGES.voltageForExtensive;

  const area = input.area ?? [];
  if (area.length) {
    const distinct = new Set(area.map((p) => `${p.lng},${p.lat}`));
    if (distinct.size < 3) errors.area = OUTAGE_MESSAGES.areaTooShort;
    else if (!area.every(inPoland)) errors.area = OUTAGE_MESSAGES.outsidePoland;
    else if (selfIntersects({ type: 'Polygon', coordinates: [[...area, area[0]].map((p) => [p.lng, p.lat])] })) {
      errors.area = OUTAGE_MESSAGES.areaSelfIntersects;
    }
  } else if (!input.position || !input.outageCircle) {
    errors[input.position ? 'outageCircle' : 'area'] = OUTAGE_MESSAGES.shapeRequired;
  }
  // With an area the circle is ignored (the area is the shape); without one it needs its centre.
  if (input.outageCircle && !input.position && !area.length) errors.position = OUTAGE_MESSAGES.circleWithoutPosition;
  if (input.position && !inPoland(input.position)) errors.position = OUTAGE_MESSAGES.outsidePoland;

  if (input.end && Date.parse(input.end) < Date.parse(input.start)) errors.end = OUTAGE_MESSAGES.endBeforeStart;
  // "45 of 120 have power back" must add up: a count restored above the count affected is a mistake in the feed.
  const restored = input.customersRestored ?? null;
  const affected = input.customersAffected ?? null;
  if (restored !== null && affected === null) errors.customersAffected = OUTAGE_MESSAGES.restoredWithoutAffected;
  else if (restored !== null && affected !== null && restored > affected) errors.customersRestored = OUTAGE_MESSAGES.restoredAboveAffected;
  return errors;
}
