import type { Coordinates } from '../api/plannedOutageTypes';

const cross = (o: Coordinates, a: Coordinates, b: Coordinates) => (a.lng - o.lng) * (b.lat - o.lat) - (a.lat - o.lat) * (b.lng - o.lng);

/**
 * The convex hull of the points (Andrew's monotone chain), counter-clockwise, not closed, without
 * collinear points. A preview only: the server computes and stores its own hull (`points`).
 * Fewer than three distinct points give those points back (a dot or a segment, no area).
 */
export function convexHull(points: readonly Coordinates[]): Coordinates[] {
  const sorted = [...points].sort((a, b) => a.lng - b.lng || a.lat - b.lat);
  const unique = sorted.filter((p, i) => i === 0 || p.lng !== sorted[i - 1].lng || p.lat !== sorted[i - 1].lat);
  if (unique.length < 3) return unique;
  const lower: Coordinates[] = [];
  for (const p of unique) {
    while (lower.length >= 2 && cross(lower[lower.length - 2], lower[lower.length - 1], p) <= 0) lower.pop();
    lower.push(p);
  }
  const upper: Coordinates[] = [];
  for (let i = unique.length - 1; i >= 0; i--) {
    const p = unique[i];
    while (upper.length >= 2 && cross(upper[upper.length - 2], upper[upper.length - 1], p) <= 0) upper.pop();
    upper.push(p);
  }
  // The last point of each chain is the first of the other.
  const hull = [...lower.slice(0, -1), ...upper.slice(0, -1)];
  // All points on one line: the "hull" is the segment between the extremes.
  return hull.length < 3 ? [unique[0], unique[unique.length - 1]] : hull;
}
