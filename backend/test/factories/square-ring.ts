import type { LngLat } from '@portal/domain';

/** A square around a point (open ring, about 0.4 km a side by default): an outage area or planned-outage hull in tests. */
export const squareRing = (c: LngLat, d = 0.004): LngLat[] => [
  { lng: c.lng - d, lat: c.lat - d },
  { lng: c.lng + d, lat: c.lat - d },
  { lng: c.lng + d, lat: c.lat + d },
  { lng: c.lng - d, lat: c.lat + d },
];
