import type { EntityManager } from 'typeorm';
import { bboxOf, type AreaGeometry } from '../../geo/area-geometry';
import { saveAreas } from '../../areas/areas.repository';

/**
 * APPROXIMATE DEMO DATA, not the official city boundary: a hand-drawn 18-vertex outline of Warsaw
 * within the capital's bounds (N 52.368, S 52.098, E 21.271, W 20.852), counter-clockwise as
 * RFC 7946 asks. Real service areas are uploaded by an administrator as .geojson (docs/areas.md).
 */
export const DEMO_WARSAW_OUTLINE: AreaGeometry = {
  type: 'Polygon',
  coordinates: [
    [
      [20.852, 52.26],
      [20.87, 52.2],
      [20.93, 52.17],
      [20.96, 52.12],
      [21.02, 52.098],
      [21.08, 52.105],
      [21.12, 52.13],
      [21.17, 52.15],
      [21.24, 52.17],
      [21.271, 52.22],
      [21.25, 52.26],
      [21.17, 52.28],
      [21.13, 52.31],
      [21.07, 52.35],
      [20.99, 52.368],
      [20.95, 52.33],
      [20.91, 52.3],
      [20.87, 52.29],
      [20.852, 52.26],
    ],
  ],
};

export async function seedDemoAreas(em: EntityManager): Promise<void> {
  await saveAreas(em, [
    {
      name: 'Warszawa',
      description: 'Obszar działania: m.st. Warszawa (zarys przybliżony, dane demonstracyjne)',
      geometry: DEMO_WARSAW_OUTLINE,
      bbox: bboxOf(DEMO_WARSAW_OUTLINE),
    },
  ]);
}
