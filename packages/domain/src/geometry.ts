/**
 * The geometry vocabulary every workspace speaks: a point on the map, a bounding box, and the circle a failure known
 * only as a point is drawn and located with. Computation (hulls, point-in-shape) stays in the backend.
 */

/** A point in WGS 84 degrees, as the API and the database carry it. */
export interface LngLat {
  lng: number;
  lat: number;
}

/** A bounding box in degrees: a cheap pre-filter before an exact "is this point inside?". */
export interface BBox {
  minLng: number;
  minLat: number;
  maxLng: number;
  maxLat: number;
}

/** A failure known only as a point is drawn as a circle of this radius (metres) and located the same way. */
export const OUTAGE_CIRCLE_RADIUS_M = { SMALL: 150, MEDIUM: 500 } as const;
export type OutageCircle = keyof typeof OUTAGE_CIRCLE_RADIUS_M;
export const OUTAGE_CIRCLES = Object.keys(OUTAGE_CIRCLE_RADIUS_M) as OutageCircle[];
