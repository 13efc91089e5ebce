import { circleAround, hasArea, outageAreaOf, PLACE_RADIUS_M } from './outage-area';

// Metres to degrees near Warsaw (lat 52.23): a degree of latitude is about 110.6 km, of longitude about 68.2 km.
const north = (m: number) => m / 110_574;
const east = (m: number) => m / (111_320 * Math.cos((52.23 * Math.PI) / 180));
const at = (eastM: number, northM: number) => ({ lat: 52.23 + north(northM), lng: 21.01 + east(eastM) });

const planned = (area: ReturnType<typeof at>[], position = at(0, 0)) => ({ type: 'PLANNED', area, position, outageCircle: null });

describe('outage areas: the hull only when it has area, otherwise a circle round the addresses', () => {
  // The addresses of one street, zigzagging 8 m from one side to the other over 400 m (as the bench's planned outages).
  const street = Array.from({ length: 9 }, (_, i) => at(i * 50, (i % 2) * 8));
  const block = [at(0, 0), at(200, 0), at(200, 150), at(0, 150)];

  it('draws a block of addresses (200 × 150 m) as its polygon', () => {
    expect(hasArea(block)).toBe(true);
    const area = outageAreaOf(planned(block));
    expect(area).toEqual({ kind: 'polygon', ring: block.map((p) => [p.lat, p.lng]) });
  });

  it('draws a street of addresses, a hull 8 m wide, as a circle covering all of them with a margin', () => {
    expect(hasArea(street)).toBe(false);
    const area = outageAreaOf(planned(street));
    expect(area?.kind).toBe('circle');
    if (area?.kind !== 'circle') return;
    // The middle of the street, 200 m to each end, plus the margin.
    expect(area.center.lng).toBeCloseTo(at(200, 0).lng, 5);
    expect(area.radiusM).toBeGreaterThan(200 + PLACE_RADIUS_M - 1);
    expect(area.radiusM).toBeLessThan(201 + PLACE_RADIUS_M);
  });

  it('tells a thin rectangle from a wide one at the limit (25 m on average)', () => {
    expect(hasArea([at(0, 0), at(400, 0), at(400, 20), at(0, 20)])).toBe(false);
    expect(hasArea([at(0, 0), at(400, 0), at(400, 30), at(0, 30)])).toBe(true);
  });

  it('draws a long triangle with real width (1.5 km, 60 m on average) as its hull: a circle round it would claim a district', () => {
    expect(hasArea([at(0, 0), at(1500, 0), at(0, 120)])).toBe(true);
  });

  it('draws a planned outage of one or two places (no hull in the feed) as a circle round its middle', () => {
    expect(outageAreaOf(planned([], at(10, 10)))).toEqual({ kind: 'circle', center: at(10, 10), radiusM: PLACE_RADIUS_M });
  });

  it('keeps failures as the outage system sends them: a polygon even when thin, else their circle', () => {
    const thin = [at(0, 0), at(400, 0), at(400, 5)];
    expect(outageAreaOf({ type: 'FAILURE', area: thin, position: at(0, 0), outageCircle: null })?.kind).toBe('polygon');
    expect(outageAreaOf({ type: 'FAILURE', area: [], position: at(0, 0), outageCircle: 'MEDIUM' })).toEqual({ kind: 'circle', center: at(0, 0), radiusM: 500 });
    expect(outageAreaOf({ type: 'FAILURE', area: [], position: at(0, 0), outageCircle: null })).toBeNull();
  });

  it('a circle round places reaches the farthest one', () => {
    const { radiusM } = circleAround([at(0, 0), at(300, 400)]);
    expect(radiusM).toBeCloseTo(250 + PLACE_RADIUS_M, 0);
  });
});
