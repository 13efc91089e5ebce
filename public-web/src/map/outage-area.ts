// What the map draws as an outage's area (docs/map.md "Areas"): its polygon when it has one with real
// width, otherwise a circle. A planned outage's polygon is the convex hull of its addresses (docs/map-feeds.md);
// the addresses of one street make a hull a few metres wide and a kilometre long, which shows as a hairline.
import { OUTAGE_CIRCLE_RADIUS_M } from './map-settings';
import type { LatLng, OutageItem } from './map-types';

export type OutageArea = { kind: 'polygon'; ring: Array<[number, number]> } | { kind: 'circle'; center: LatLng; radiusM: number };

/** A hull narrower than this on average (area ÷ longest span) is a line of addresses, not an area. */
export const MIN_HULL_WIDTH_M = 25;
/** Around each address place: the server's own radius for a planned outage of 1–2 places (map-feeds "Folding"). */
export const PLACE_RADIUS_M = 100;

const M_PER_DEG_LAT = 110_574;
const toXY = (p: LatLng, lat0: number) => ({ x: p.lng * 111_320 * Math.cos((lat0 * Math.PI) / 180), y: p.lat * M_PER_DEG_LAT });

/** The ring's area in m² and its longest span between two vertices in m (a local flat projection: areas of a city). */
export function hullMeasures(ring: readonly LatLng[]): { areaM2: number; spanM: number } {
  const lat0 = ring[0].lat;
  const xy = ring.map((p) => toXY(p, lat0));
  let twice = 0;
  let span = 0;
  for (let i = 0; i < xy.length; i++) {
    const a = xy[i];
    const b = xy[(i + 1) % xy.length];
    twice += a.x * b.y - b.x * a.y;
    for (let j = i + 1; j < xy.length; j++) span = Math.max(span, Math.hypot(xy[j].x - a.x, xy[j].y - a.y));
  }
  return { areaM2: Math.abs(twice) / 2, spanM: span };
}

/** The hull has an area worth drawing: on average at least MIN_HULL_WIDTH_M wide. */
export function hasArea(ring: readonly LatLng[]): boolean {
  if (ring.length < 3) return false;
  const { areaM2, spanM } = hullMeasures(ring);
  return spanM > 0 && areaM2 / spanM >= MIN_HULL_WIDTH_M;
}

/** A circle round the places: their mean, reaching the farthest one plus PLACE_RADIUS_M. */
export function circleAround(places: readonly LatLng[]): { center: LatLng; radiusM: number } {
  const center = { lat: places.reduce((s, p) => s + p.lat, 0) / places.length, lng: places.reduce((s, p) => s + p.lng, 0) / places.length };
  const c = toXY(center, center.lat);
  const farthest = Math.max(...places.map((p) => toXY(p, center.lat)).map((p) => Math.hypot(p.x - c.x, p.y - c.y)));
  return { center, radiusM: farthest + PLACE_RADIUS_M };
}

/**
 * An item's area on the map, or null when only its point is known. Polygons from the outage system (failures,
 * extensive areas) are drawn as sent; a planned outage's hull only when it has area, else a circle round its places;
 * a planned outage of 1–2 places (no hull; the feed gives their middle) a circle of PLACE_RADIUS_M round that middle.
 */
export function outageAreaOf(item: Pick<OutageItem, 'type' | 'area' | 'position' | 'outageCircle'>): OutageArea | null {
  const planned = item.type === 'PLANNED';
  if (item.area.length >= 3 && (!planned || hasArea(item.area))) return { kind: 'polygon', ring: item.area.map((p) => [p.lat, p.lng]) };
  if (planned && item.area.length >= 3) return { kind: 'circle', ...circleAround(item.area) };
  if (item.outageCircle) return { kind: 'circle', center: item.position, radiusM: OUTAGE_CIRCLE_RADIUS_M[item.outageCircle] };
  if (planned) return { kind: 'circle', center: item.position, radiusM: PLACE_RADIUS_M };
  return null;
}
