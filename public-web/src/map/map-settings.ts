// The map's fixed values (spec §9). Colours and fill opacities live with the symbols in icons/marker-shapes.ts.

export const MAP_CENTRE = { lat: 52.232222, lng: 21.008333 } as const;
export const DEFAULT_ZOOM = 12;
/** Where a chosen address, a located visitor or /public/{lng}/{lat} is shown. */
export const FOCUS_ZOOM = 18;
export const MIN_ZOOM = 10;
export const MAX_ZOOM = 19;
/** The service area's bounding box: the map does not pan beyond it. */
export const MAP_BOUNDS = { north: 52.38333, south: 52.08333, east: 21.28333, west: 20.84583 } as const;

/** Under 800 px info windows open in a bottom panel on tap instead of on hover (spec §2, §9). */
export const NARROW_QUERY = '(max-width: 799.98px)';
/** A desktop: the map takes the window's height with the address card and the event list beside it. */
export const WIDE_QUERY = '(min-width: 1024px)';
/** A click on the map opens the wizard only with a precise pointer: a tap on a phone is for panning (spec §2). */
export const COARSE_POINTER_QUERY = '(pointer: coarse)';

/** User reports of the last 1–24 hours (spec §9), 24 by default. */
export const REPORT_HOURS = { min: 1, max: 24, default: 24 } as const;

/** How often the feeds are asked again while the page is visible; they answer 304 when nothing changed. */
export const REFRESH_MS = 30_000;

/** Radius in metres of a failure known only as a point: the backend's own (geometry of @portal/domain). */
export { OUTAGE_CIRCLE_RADIUS_M } from '@portal/domain';

/** Supercluster: pixel radius of a cluster, and the zoom from which reports are shown one by one. */
export const CLUSTER_RADIUS_PX = 80;
export const CLUSTER_MAX_ZOOM = 17;

export function isInsideBounds(lat: number, lng: number): boolean {
  return lat >= MAP_BOUNDS.south && lat <= MAP_BOUNDS.north && lng >= MAP_BOUNDS.west && lng <= MAP_BOUNDS.east;
}
