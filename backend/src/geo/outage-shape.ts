import { booleanPointInPolygon } from '@turf/turf';
import { type LngLat, OUTAGE_CIRCLE_RADIUS_M, type OutageCircle } from '@portal/domain';

/** Planned outages with only 1–2 places: a point within this distance of a place is "inside" (CONTRACT-call-net). */
export const PLANNED_POINT_RADIUS_M = 100;

/** What a shape is made from: a feed item's area, marker and circle (the map feed's OutageItem has these fields). */
export interface ShapeSource {
  type: 'FAILURE' | 'EXTENSIVE' | 'PLANNED';
  area: LngLat[];
  position: LngLat;
  outageCircle: OutageCircle | null;
}

/** Where an item is, for "is this point inside?": a bounding box to reject most points cheaply, then the exact test. */
export interface OutageShape {
  minLng: number;
  minLat: number;
  maxLng: number;
  maxLat: number;
  contains(p: LngLat): boolean;
}

const EARTH_RADIUS_M = 6_371_008.8;
const toRad = (d: number) => (d * Math.PI) / 180;

/** Great-circle distance in metres (haversine): exact enough for 100–500 m circles, much cheaper than building turf features. */
export function distanceM(a: LngLat, b: LngLat): number {
  const dLat = toRad(b.lat - a.lat);
  const dLng = toRad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRad(a.lat)) * Math.cos(toRad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

function around(points: LngLat[], radiusM: number): OutageShape {
  const dLat = radiusM / 111_320;
  const dLng = radiusM / (111_320 * Math.cos(toRad(points[0].lat)));
  return {
    minLng: Math.min(...points.map((p) => p.lng)) - dLng,
    minLat: Math.min(...points.map((p) => p.lat)) - dLat,
    maxLng: Math.max(...points.map((p) => p.lng)) + dLng,
    maxLat: Math.max(...points.map((p) => p.lat)) + dLat,
    contains: (p) => points.some((c) => distanceM(c, p) <= radiusM),
  };
}

/**
 * The shape of a feed item: its polygon when it has one (3+ points), else a circle round its marker (outageCircle),
 * else — a planned outage of 1–2 places — 100 m round each place. Null when nothing is known but a point.
 */
export function shapeOf(item: ShapeSource, plannedPlaces: LngLat[] = []): OutageShape | null {
  if (item.area.length >= 3) {
    const ring = [...item.area, item.area[0]].map((p) => [p.lng, p.lat]);
    const polygon = { type: 'Polygon' as const, coordinates: [ring] };
    return {
      minLng: Math.min(...item.area.map((p) => p.lng)),
      minLat: Math.min(...item.area.map((p) => p.lat)),
      maxLng: Math.max(...item.area.map((p) => p.lng)),
      maxLat: Math.max(...item.area.map((p) => p.lat)),
      contains: (p) => booleanPointInPolygon([p.lng, p.lat], polygon),
    };
  }
  if (item.outageCircle) return around([item.position], OUTAGE_CIRCLE_RADIUS_M[item.outageCircle]);
  if (item.type === 'PLANNED' && plannedPlaces.length) return around(plannedPlaces, PLANNED_POINT_RADIUS_M);
  return null;
}

export function shapeContains(shape: OutageShape | null, p: LngLat): boolean {
  return !!shape && p.lng >= shape.minLng && p.lng <= shape.maxLng && p.lat >= shape.minLat && p.lat <= shape.maxLat && shape.contains(p);
}
