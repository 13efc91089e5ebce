import { convex, featureCollection, point } from '@turf/turf';
import type { LngLat } from '@portal/domain';

const round = (v: number) => Math.round(v * 1e7) / 1e7;

/**
 * The area of an outage on the map (staff spec §2.12: "a map shows the convex hull of the addresses"),
 * as an open ring of {lng, lat} (the first point is not repeated at the end). One place gives one
 * point, two places (or places on one line) the two ends of the line; addresses without coordinates
 * are left out.
 */
export function outageHull(coordinates: ReadonlyArray<LngLat | null | undefined>): LngLat[] {
  const unique = new Map<string, LngLat>();
  for (const c of coordinates) {
    if (!c || !Number.isFinite(c.lng) || !Number.isFinite(c.lat)) continue;
    const p = { lng: round(c.lng), lat: round(c.lat) };
    unique.set(`${p.lng},${p.lat}`, p);
  }
  const places = [...unique.values()];
  if (places.length <= 2) return places;
  const hull = convex(featureCollection(places.map((p) => point([p.lng, p.lat]))));
  const ring = hull?.geometry.coordinates[0].slice(0, -1).map(([lng, lat]) => ({ lng, lat })) ?? [];
  // turf returns a flat polygon for places on one line: the two farthest places describe it better.
  return ring.length >= 3 && Math.abs(ringArea(ring)) > 1e-12 ? ring : farthestPair(places);
}

/** Twice the signed area (shoelace), in square degrees: enough to tell a line from a polygon. */
function ringArea(ring: LngLat[]): number {
  let sum = 0;
  for (let i = 0; i < ring.length; i += 1) {
    const a = ring[i];
    const b = ring[(i + 1) % ring.length];
    sum += a.lng * b.lat - b.lng * a.lat;
  }
  return sum;
}

function farthestPair(places: LngLat[]): LngLat[] {
  let best: [LngLat, LngLat] = [places[0], places[1]];
  let bestDistance = -1;
  for (let i = 0; i < places.length; i += 1) {
    for (let j = i + 1; j < places.length; j += 1) {
      const d = (places[i].lng - places[j].lng) ** 2 + (places[i].lat - places[j].lat) ** 2;
      if (d > bestDistance) {
        bestDistance = d;
        best = [places[i], places[j]];
      }
    }
  }
  return best;
}
