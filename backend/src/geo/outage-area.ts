import { shapeContains, shapeOf } from './outage-shape';
import { OUTAGE_CIRCLE_RADIUS_M, type BBox, type CrewStatus, type LngLat, type OutageCircle } from '@portal/domain';

/** A failure or extensive outage as the alerts see it: an area, or a point with a circle. */
export interface OutageArea {
  id: number;
  kind: 'FAILURE' | 'EXTENSIVE';
  start: Date;
  end: Date | null;
  ended: boolean;
  area: LngLat[] | null;
  position: LngLat;
  outageCircle: OutageCircle | null;
  /** Where the crew is (the alerts tell of its arrival); absent or null when the system has not said. */
  crewStatus?: CrewStatus | null;
}

export type { BBox } from '@portal/domain';

/** About 1 km of latitude; longitude degrees are shorter at 52°N, so this errs on the generous side. */
const DEGREES_PER_METRE = 1 / 111_000;

/** The box to pre-filter watched addresses in SQL; `covers` decides. */
export function shapeBBox(shape: OutageArea): BBox {
  if (shape.area && shape.area.length >= 3) {
    const lngs = shape.area.map((p) => p.lng);
    const lats = shape.area.map((p) => p.lat);
    return { minLng: Math.min(...lngs), minLat: Math.min(...lats), maxLng: Math.max(...lngs), maxLat: Math.max(...lats) };
  }
  const r = OUTAGE_CIRCLE_RADIUS_M[shape.outageCircle ?? 'SMALL'] * DEGREES_PER_METRE * 2;
  return { minLng: shape.position.lng - r, minLat: shape.position.lat - r, maxLng: shape.position.lng + r, maxLat: shape.position.lat + r };
}

/**
 * Whether a watched address's point lies inside the outage: in its polygon, or within its circle. The same test the
 * map feed uses to fold reports (./outage-shape.ts), so an alert and the map agree on "inside".
 */
export function covers(shape: OutageArea, at: LngLat): boolean {
  return shapeContains(shapeOf({ area: shape.area ?? [], position: shape.position, outageCircle: shape.outageCircle ?? 'SMALL', type: shape.kind }), at);
}
