import { simplify } from '@turf/turf';
import { bboxOf, countVertices, selfIntersects, type AreaGeometry } from '../geo/area-geometry';

/**
 * What the public map draws of an area (docs/areas.md "Shapes for display"): an outline of at most this many
 * positions. The stored outline stays exact (the point lookup and the staff calls use it); the public list of
 * areas, fetched by every visitor's map, carries this lighter copy.
 */
export const DISPLAY_VERTICES = 5_000;

/** Tolerance steps, as fractions of the area's bounding-box diagonal: 0.001 % doubled up to about 8 %. */
const FIRST_STEP = 1e-5;
const STEPS = 14;

/**
 * The outline itself when it is within the budget; else the first Douglas–Peucker simplification (turf simplify,
 * which keeps every ring at least a triangle) that fits the budget and still has no self-intersection. Should
 * none qualify, the exact outline is served: never a broken shape.
 */
export function displayGeometry(geometry: AreaGeometry, budget = DISPLAY_VERTICES): AreaGeometry {
  if (countVertices(geometry) <= budget) return geometry;
  const box = bboxOf(geometry);
  const diagonal = Math.hypot(box.maxLng - box.minLng, box.maxLat - box.minLat);
  for (let step = 0, tolerance = diagonal * FIRST_STEP; step < STEPS; step += 1, tolerance *= 2) {
    const simpler = simplify<AreaGeometry>(geometry, { tolerance, highQuality: false, mutate: false });
    if (countVertices(simpler) <= budget && !selfIntersects(simpler)) return simpler;
  }
  return geometry;
}

/** Runs in a worker (AreasService): one display outline per stored outline. */
export function displayGeometries(geometries: AreaGeometry[]): AreaGeometry[] {
  return geometries.map((g) => displayGeometry(g));
}
