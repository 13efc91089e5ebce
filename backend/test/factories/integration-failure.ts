/**
 * A low-voltage failure at Marszałkowska 10 as the outage-management system sends it (`PUT /api/integration/outages/…`,
 * docs/integration.md): one point with a small circle and one address. Tests change what they are about.
 */
export function marszalkowskaFailure(overrides: Record<string, unknown> = {}) {
  return {
    type: 'FAILURE',
    voltageClass: 'LV',
    position: { lng: 21.0122, lat: 52.2297 },
    outageCircle: 'SMALL',
    addressList: [{ streetType: 'ul.', streetName: 'Marszałkowska', residenceNumber: '10' }],
    start: '2026-11-21T18:40:00Z',
    end: '2026-11-21T23:00:00Z',
    cause: 'Uszkodzenie kabla nN',
    ...overrides,
  };
}

const HOUR_MS = 3_600_000;
const hoursFromNow = (h: number) => new Date(Date.now() + h * HOUR_MS).toISOString();

/** The storm's area: an open ring round 21.00–21.03 × 52.20–52.22, counter-clockwise. */
export const STORM_AREA = [
  { lng: 21.0, lat: 52.2 },
  { lng: 21.03, lat: 52.2 },
  { lng: 21.03, lat: 52.22 },
  { lng: 21.0, lat: 52.22 },
];

/**
 * An extensive outage after a storm as the outage-management system sends it: STORM_AREA, begun three hours ago and
 * expected to end in five, 350 addresses. `inHours` turns an offset from now into the instant sent (a test that wants
 * whole minutes passes its own); tests change what they are about.
 */
export function stormExtensive(overrides: Record<string, unknown> = {}, inHours: (h: number) => string = hoursFromNow) {
  return {
    type: 'EXTENSIVE',
    area: STORM_AREA,
    start: inHours(-3),
    end: inHours(5),
    description: 'Rozległa awaria po nawałnicy',
    addressesCount: 350,
    ...overrides,
  };
}
