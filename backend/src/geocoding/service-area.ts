/** The capital's bounding box (issue text): autocomplete answers only inside it. */
export const CAPITAL_BOUNDS = { north: 52.38333, south: 52.08333, east: 21.28333, west: 20.84583 } as const;

/** Poland's bounding box with a small margin: imported coordinates outside it are refused as wrong (swapped, projected, typos). */
export const POLAND_BOUNDS = { north: 54.9, south: 49.0, east: 24.2, west: 14.1 } as const;

export interface Bounds {
  north: number;
  south: number;
  east: number;
  west: number;
}

/** The reverse call answers the nearest address only within this distance (issue: "null if none within ~300 m"). */
export const REVERSE_MAX_DISTANCE_M = 300;

export function withinBounds(b: Bounds, lat: number, lng: number): boolean {
  return lat >= b.south && lat <= b.north && lng >= b.west && lng <= b.east;
}

const EARTH_RADIUS_M = 6_371_008.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in metres (haversine): exact enough for "within 300 m". */
export function distanceMeters(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The box of ± `meters` around a point, for an index-friendly first filter. */
export function boxAround(lat: number, lng: number, meters: number): Bounds {
  const dLat = meters / 111_132;
  const dLng = meters / (111_320 * Math.max(0.01, Math.cos(rad(lat))));
  return { north: lat + dLat, south: lat - dLat, east: lng + dLng, west: lng - dLng };
}
