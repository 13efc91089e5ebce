import { countVertices, selfIntersects, type AreaGeometry } from '../geo/area-geometry';
import { displayGeometry } from './display-shape';

/** A wavy outline of n positions around Warsaw, and a square hole in it. */
const wavy = (n: number): AreaGeometry => {
  const ring = Array.from({ length: n }, (_, i) => {
    const a = (2 * Math.PI * i) / n;
    const r = 0.1 + 0.002 * Math.sin(40 * a) + 0.0001 * Math.sin(900 * a);
    return [21 + r * Math.cos(a), 52 + r * Math.sin(a)];
  });
  const hole = [
    [20.99, 51.99],
    [21.01, 51.99],
    [21.01, 52.01],
    [20.99, 52.01],
    [20.99, 51.99],
  ];
  return { type: 'Polygon', coordinates: [[...ring, ring[0]], hole] };
};

describe('displayGeometry', () => {
  it('keeps an outline within the budget as it is', () => {
    const small = wavy(100);
    expect(displayGeometry(small, 5000)).toBe(small);
  });

  it('simplifies a larger outline to the budget, keeping its holes and no self-intersection', () => {
    const big = wavy(40_000);
    const shown = displayGeometry(big, 5000);
    expect(countVertices(shown)).toBeLessThanOrEqual(5000);
    expect(countVertices(shown)).toBeGreaterThan(100);
    expect(shown.type).toBe('Polygon');
    expect((shown as { coordinates: number[][][] }).coordinates).toHaveLength(2);
    expect(selfIntersects(shown)).toBe(false);
  });

  it('serves the exact outline when no simplification fits the budget', () => {
    const big = wavy(2000);
    expect(displayGeometry(big, 3)).toBe(big);
  });
});
