import { round5 } from '../map-feed';

export type Position = [number, number];
export type OpenGeometry =
  { type: 'Point'; coordinates: Position } | { type: 'MultiPoint'; coordinates: Position[] } | { type: 'Polygon'; coordinates: Position[][] };

const key = (p: Position) => `${p[0]},${p[1]}`;

/** Positions rounded to 5 decimals (about a metre, RFC 7946 §11.2), each once, in their order. */
export function distinctPositions(points: readonly { lng: number; lat: number }[]): Position[] {
  const seen = new Set<string>();
  const out: Position[] = [];
  for (const p of points) {
    const pos: Position = [round5(p.lng), round5(p.lat)];
    if (!seen.has(key(pos))) {
      seen.add(key(pos));
      out.push(pos);
    }
  }
  return out;
}

/** Twice the signed area (shoelace) of an open ring in lng/lat: positive when counter-clockwise. */
export function signedArea2(ring: readonly Position[]): number {
  let sum = 0;
  for (let i = 0; i < ring.length; i++) {
    const [x1, y1] = ring[i];
    const [x2, y2] = ring[(i + 1) % ring.length];
    sum += x1 * y2 - x2 * y1;
  }
  return sum;
}

/**
 * An exterior ring as RFC 7946 §3.1.6 wants it: closed (last = first) and counter-clockwise (the right-hand rule).
 * Null when the points enclose no area (fewer than 3 distinct, or all on one line after rounding): such a shape is
 * drawn as its points instead.
 */
export function exteriorRing(points: readonly { lng: number; lat: number }[]): Position[] | null {
  const open = distinctPositions(points);
  if (open.length < 3) return null;
  const area = signedArea2(open);
  if (Math.abs(area) < 1e-12) return null;
  const ccw = area > 0 ? open : [...open].reverse();
  return [...ccw, ccw[0]];
}

/** A point, or a MultiPoint of several; null when there is none. */
export function pointsGeometry(points: readonly Position[]): OpenGeometry | null {
  if (!points.length) return null;
  return points.length === 1 ? { type: 'Point', coordinates: points[0] } : { type: 'MultiPoint', coordinates: [...points] };
}

/** Where to centre the map on an item: the average of its (distinct) positions. */
export function centreOf(geometry: OpenGeometry | null): Position | null {
  if (!geometry) return null;
  const points =
    geometry.type === 'Point' ? [geometry.coordinates] : geometry.type === 'MultiPoint' ? geometry.coordinates : geometry.coordinates[0].slice(0, -1);
  const avg = (i: 0 | 1) => Math.round((points.reduce((s, p) => s + p[i], 0) / points.length) * 1e5) / 1e5;
  return [avg(0), avg(1)];
}
