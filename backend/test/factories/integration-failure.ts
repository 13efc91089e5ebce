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
