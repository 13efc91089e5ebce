import { outageHull } from './hull';

const key = (p: { lng: number; lat: number }) => `${p.lng},${p.lat}`;

describe('outageHull', () => {
  it('is empty without coordinates', () => {
    expect(outageHull([])).toEqual([]);
    expect(outageHull([null, undefined])).toEqual([]);
  });

  it('is one point for one place, even given twice', () => {
    expect(
      outageHull([
        { lng: 21.0122, lat: 52.2297 },
        { lng: 21.0122, lat: 52.2297 },
      ]),
    ).toEqual([{ lng: 21.0122, lat: 52.2297 }]);
  });

  it('is a line for two places', () => {
    expect(outageHull([{ lng: 21, lat: 52 }, null, { lng: 21.1, lat: 52.1 }])).toEqual([
      { lng: 21, lat: 52 },
      { lng: 21.1, lat: 52.1 },
    ]);
  });

  it('is the two ends for places on one line', () => {
    const hull = outageHull([
      { lng: 21.01, lat: 52.01 },
      { lng: 21, lat: 52 },
      { lng: 21.02, lat: 52.02 },
    ]);
    expect(hull.map(key).sort()).toEqual(['21,52', '21.02,52.02']);
  });

  it('is the convex ring without inner places and without repeating the first point', () => {
    const corners = [
      { lng: 21, lat: 52 },
      { lng: 21.1, lat: 52 },
      { lng: 21.1, lat: 52.1 },
      { lng: 21, lat: 52.1 },
    ];
    const hull = outageHull([...corners, { lng: 21.05, lat: 52.05 }, { lng: 21.02, lat: 52.03 }]);
    expect(hull).toHaveLength(4);
    expect(hull.map(key).sort()).toEqual(corners.map(key).sort());
  });

  it('rounds to 7 decimals (about 1 cm)', () => {
    expect(outageHull([{ lng: 21.123456789, lat: 52.987654321 }])).toEqual([{ lng: 21.1234568, lat: 52.9876543 }]);
  });
});
