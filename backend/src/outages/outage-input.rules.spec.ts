import { OUTAGE_LIMITS, OUTAGE_MESSAGES as M, outageInputMaxBytes, outageInputProblems, type OutageInput } from './outage-input.rules';

const ring = [
  { lng: 21.0, lat: 52.2 },
  { lng: 21.02, lat: 52.2 },
  { lng: 21.02, lat: 52.22 },
  { lng: 21.0, lat: 52.22 },
];
const base: OutageInput = { type: 'FAILURE', voltageClass: 'LV', area: ring, start: '2026-11-21T10:00:00Z' };

describe('outageInputProblems', () => {
  it.each<[string, Partial<OutageInput>, Record<string, string>]>([
    ['a failure with an area and a voltage class', {}, {}],
    ['a failure as a point with a circle', { area: null, position: { lng: 21.01, lat: 52.23 }, outageCircle: 'SMALL' }, {}],
    ['an extensive area without a voltage class', { type: 'EXTENSIVE', voltageClass: null }, {}],
    ['a failure without a voltage class', { voltageClass: null }, { voltageClass: M.voltageRequired }],
    ['an extensive area with a voltage class', { type: 'EXTENSIVE', voltageClass: 'HV' }, { voltageClass: M.voltageForExtensive }],
    ['neither area nor point', { area: [] }, { area: M.shapeRequired }],
    ['a point without a circle', { area: null, position: { lng: 21, lat: 52.2 } }, { outageCircle: M.shapeRequired }],
    ['a circle without a point', { area: null, outageCircle: 'MEDIUM' }, { area: M.shapeRequired, position: M.circleWithoutPosition }],
    ['an area of two distinct points', { area: [ring[0], ring[1], ring[0]] }, { area: M.areaTooShort }],
    ['a bow-tie area', { area: [ring[0], ring[2], ring[1], ring[3]] }, { area: M.areaSelfIntersects }],
    ['swapped lng/lat', { area: null, position: { lng: 52.2, lat: 21 }, outageCircle: 'SMALL' }, { position: M.outsidePoland }],
    ['an area outside Poland', { area: ring.map((p) => ({ lng: p.lng + 10, lat: p.lat })) }, { area: M.outsidePoland }],
    ['an end before the start', { end: '2026-11-21T09:00:00Z' }, { end: M.endBeforeStart }],
    ['customers restored equal to those affected', { customersAffected: 120, customersRestored: 120 }, {}],
    ['customers affected alone', { customersAffected: 120 }, {}],
    ['more customers restored than affected', { customersAffected: 120, customersRestored: 121 }, { customersRestored: M.restoredAboveAffected }],
    ['customers restored without those affected', { customersRestored: 3 }, { customersAffected: M.restoredWithoutAffected }],
  ])('%s', (_name, change, expected) => {
    expect(outageInputProblems({ ...base, ...change })).toEqual(expected);
  });
});

describe('outageInputMaxBytes', () => {
  it('holds the documented maximum written in plain letters (1,176,600 bytes) with room for four-byte characters and indentation', () => {
    expect(outageInputMaxBytes()).toBeGreaterThan(4 * (OUTAGE_LIMITS.streetName + OUTAGE_LIMITS.residenceNumber) * OUTAGE_LIMITS.addressList);
  });

  it('grows with every limit it is computed from, by at least four bytes a character', () => {
    const base = outageInputMaxBytes();
    expect(outageInputMaxBytes({ ...OUTAGE_LIMITS, addressList: OUTAGE_LIMITS.addressList + 1 }) - base).toBeGreaterThanOrEqual(
      4 * (OUTAGE_LIMITS.streetType + OUTAGE_LIMITS.streetName + OUTAGE_LIMITS.residenceNumber),
    );
    expect(outageInputMaxBytes({ ...OUTAGE_LIMITS, streetName: OUTAGE_LIMITS.streetName + 1 }) - base).toBe(4 * OUTAGE_LIMITS.addressList);
    expect(outageInputMaxBytes({ ...OUTAGE_LIMITS, areaPoints: OUTAGE_LIMITS.areaPoints + 1 })).toBeGreaterThan(base);
    expect(outageInputMaxBytes({ ...OUTAGE_LIMITS, description: OUTAGE_LIMITS.description + 1 }) - base).toBe(4);
  });
});
