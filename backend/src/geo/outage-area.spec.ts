import { covers, shapeBBox, type OutageArea as OutageShape } from './outage-area';

const base: Omit<OutageShape, 'area' | 'outageCircle'> = {
  id: 1,
  kind: 'FAILURE',
  start: new Date(),
  end: null,
  ended: false,
  position: { lng: 21.0, lat: 52.2 },
};

describe('outage shape', () => {
  const square: OutageShape = {
    ...base,
    outageCircle: null,
    area: [
      { lng: 20.99, lat: 52.19 },
      { lng: 21.01, lat: 52.19 },
      { lng: 21.01, lat: 52.21 },
      { lng: 20.99, lat: 52.21 },
    ],
  };

  it('covers a point inside its polygon, not one outside', () => {
    expect(covers(square, { lng: 21.0, lat: 52.2 })).toBe(true);
    expect(covers(square, { lng: 21.02, lat: 52.2 })).toBe(false);
  });

  it('covers a point within the circle of a point-only failure', () => {
    const small: OutageShape = { ...base, area: null, outageCircle: 'SMALL' };
    expect(covers(small, { lng: 21.0, lat: 52.2009 })).toBe(true); // about 100 m north
    expect(covers(small, { lng: 21.0, lat: 52.2027 })).toBe(false); // about 300 m
    expect(covers({ ...small, outageCircle: 'MEDIUM' }, { lng: 21.0, lat: 52.2027 })).toBe(true);
  });

  it('boxes what it covers', () => {
    const box = shapeBBox({ ...base, area: null, outageCircle: 'MEDIUM' });
    expect(box.minLat).toBeLessThan(52.2 - 0.0045);
    expect(box.maxLng).toBeGreaterThan(21.0 + 0.0045);
    expect(shapeBBox(square)).toEqual({ minLng: 20.99, minLat: 52.19, maxLng: 21.01, maxLat: 52.21 });
  });
});
