import { centreOf, exteriorRing, signedArea2 } from './geometry';

describe('exteriorRing', () => {
  const square = [
    { lng: 21, lat: 52 },
    { lng: 21.01, lat: 52 },
    { lng: 21.01, lat: 52.01 },
    { lng: 21, lat: 52.01 },
  ];

  it('closes the ring and keeps a counter-clockwise one as it is', () => {
    const ring = exteriorRing(square)!;
    expect(ring).toHaveLength(5);
    expect(ring[0]).toEqual(ring[4]);
    expect(signedArea2(ring.slice(0, -1))).toBeGreaterThan(0);
    expect(ring[1]).toEqual([21.01, 52]);
  });

  it('turns a clockwise ring round (the right-hand rule)', () => {
    const ring = exteriorRing([...square].reverse())!;
    expect(signedArea2(ring.slice(0, -1))).toBeGreaterThan(0);
  });

  it('rounds to 5 decimals and drops points that become the same', () => {
    const ring = exteriorRing([
      { lng: 21.000001, lat: 52 },
      { lng: 21.000002, lat: 52 },
      { lng: 21.01, lat: 52 },
      { lng: 21.01, lat: 52.01 },
    ])!;
    expect(ring).toEqual([
      [21, 52],
      [21.01, 52],
      [21.01, 52.01],
      [21, 52],
    ]);
  });

  it.each([
    ['two points', square.slice(0, 2)],
    [
      'points on one line',
      [
        { lng: 21, lat: 52 },
        { lng: 21.01, lat: 52.01 },
        { lng: 21.02, lat: 52.02 },
      ],
    ],
  ])('has no ring for %s (no area)', (_name, points) => expect(exteriorRing(points)).toBeNull());
});

describe('centreOf', () => {
  it('averages a polygon without counting the closing point twice', () => {
    expect(
      centreOf({
        type: 'Polygon',
        coordinates: [
          [
            [0, 0],
            [2, 0],
            [2, 2],
            [0, 2],
            [0, 0],
          ],
        ],
      }),
    ).toEqual([1, 1]);
  });
});
