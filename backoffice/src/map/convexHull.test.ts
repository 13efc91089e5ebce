import { convexHull } from './convexHull';

const p = (lng: number, lat: number) => ({ lng, lat });

describe('convexHull (monotone chain)', () => {
  it.each([
    ['no points', [], []],
    ['one point', [p(21, 52)], [p(21, 52)]],
    ['two points, sorted by longitude', [p(21.1, 52), p(21, 52.1)], [p(21, 52.1), p(21.1, 52)]],
    ['the same point twice', [p(21, 52), p(21, 52)], [p(21, 52)]],
    ['a triangle, counter-clockwise from the lowest longitude', [p(1, 1), p(0, 0), p(2, 0)], [p(0, 0), p(2, 0), p(1, 1)]],
    [
      'a square with points inside and on its edges',
      [p(0, 0), p(2, 0), p(2, 2), p(0, 2), p(1, 1), p(1, 0), p(0.5, 1.5), p(2, 1)],
      [p(0, 0), p(2, 0), p(2, 2), p(0, 2)],
    ],
    ['points on one line: the segment between the extremes', [p(0, 0), p(1, 1), p(2, 2), p(3, 3)], [p(0, 0), p(3, 3)]],
  ])('%s', (_case, points, hull) => {
    expect(convexHull(points)).toEqual(hull);
  });

  it('keeps every point inside or on the hull, for addresses spread over Warsaw', () => {
    const points = Array.from({ length: 60 }, (_, i) => p(20.9 + ((i * 37) % 23) / 100, 52.15 + ((i * 53) % 29) / 100));
    const hull = convexHull(points);
    const inside = (q: { lng: number; lat: number }) =>
      hull.every((a, i) => {
        const b = hull[(i + 1) % hull.length];
        return (b.lng - a.lng) * (q.lat - a.lat) - (b.lat - a.lat) * (q.lng - a.lng) >= -1e-12;
      });
    expect(hull.length).toBeGreaterThanOrEqual(3);
    expect(points.every(inside)).toBe(true);
  });

  it('does not change its input', () => {
    const points = [p(2, 0), p(0, 0), p(1, 1)];
    convexHull(points);
    expect(points).toEqual([p(2, 0), p(0, 0), p(1, 1)]);
  });
});
