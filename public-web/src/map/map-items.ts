import type { MapItemKind } from './icons/marker-shapes';

/** Marker and cluster counts (spec §2, §9): above 99 the badge says '99+'. */
export function countLabel(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/** How an outage item is drawn; null for a type this site does not know. */
export function kindOf(type: string): Exclude<MapItemKind, 'userReport'> | null {
  switch (type) {
    case 'PLANNED':
      return 'planned';
    case 'FAILURE':
    case 'CONFIRMED':
      return 'confirmed';
    case 'EXTENSIVE':
      return 'extensive';
    default:
      return null;
  }
}

/** The lng/lat query of the wizard's first step (spec §2, named route publicAddReportLocation). */
export function addReportPath(point?: { lat: number; lng: number }): string {
  if (!point) return '/public/add-report/1';
  return `/public/add-report/1?lng=${point.lng.toFixed(6)}&lat=${point.lat.toFixed(6)}`;
}

/** /public/{lng}/{lat}: a point inside the map's reach, or null. */
export function parseFocusPoint(lng: string | undefined, lat: string | undefined): { lat: number; lng: number } | null {
  const number = /^-?\d{1,3}(\.\d+)?$/;
  if (!lng || !lat || !number.test(lng) || !number.test(lat)) return null;
  const point = { lng: Number(lng), lat: Number(lat) };
  return Math.abs(point.lat) <= 90 && Math.abs(point.lng) <= 180 ? point : null;
}
