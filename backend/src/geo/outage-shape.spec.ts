import { distanceM, shapeContains, shapeOf } from './outage-shape';

const base = { type: 'FAILURE' as const, area: [], outageCircle: null };

describe('shapeOf / shapeContains (locating a point)', () => {
  const concave = [
    { lng: 21.0, lat: 52.2 },
    { lng: 21.02, lat: 52.2 },
    { lng: 21.02, lat: 52.22 },
    { lng: 21.01, lat: 52.21 },
    { lng: 21.0, lat: 52.22 },
  ];

  it('tells inside from outside a concave polygon, also inside its bounding box', () => {
    const shape = shapeOf({ ...base, area: concave, position: concave[0] });
    expect(shapeContains(shape, { lng: 21.005, lat: 52.205 })).toBe(true);
    expect(shapeContains(shape, { lng: 21.01, lat: 52.218 })).toBe(false); // in the notch
    expect(shapeContains(shape, { lng: 21.03, lat: 52.21 })).toBe(false);
  });

  it.each([
    ['SMALL', 140, true],
    ['SMALL', 160, false],
    ['MEDIUM', 490, true],
    ['MEDIUM', 510, false],
  ] as const)('a %s circle holds a point %i m away: %p', (circle, metres, inside) => {
    const centre = { lng: 21.0, lat: 52.2 };
    const shape = shapeOf({ ...base, position: centre, outageCircle: circle });
    const p = { lng: 21.0, lat: 52.2 + metres / 111_195 };
    expect(shapeContains(shape, p)).toBe(inside);
  });

  it('a point-only item without a circle holds nothing', () => {
    expect(shapeOf({ ...base, position: { lng: 21, lat: 52.2 } })).toBeNull();
    expect(shapeContains(null, { lng: 21, lat: 52.2 })).toBe(false);
  });

  it('measures distances like the haversine formula (1° of latitude ≈ 111.2 km)', () => {
    expect(distanceM({ lng: 21, lat: 52 }, { lng: 21, lat: 53 })).toBeCloseTo(111_195, -1);
  });
});
