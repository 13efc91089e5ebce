import type { OutageAddress, PlannedOutageResponse } from '../src/api/plannedOutageTypes';

// Planned outages for component tests: small builders with readable defaults.

export function address(street: string, streetNumber: string, lng = 21.01, lat = 52.23, city = 'Warszawa'): OutageAddress {
  return {
    nonFormattedAddress: `${street} ${streetNumber}, ${city}`,
    street,
    streetNumber,
    postcode: '00-001',
    city,
    district: 'Śródmieście',
    wesolaDistrict: false,
    coordinates: { lng, lat },
  };
}

export function outage(overrides: Partial<PlannedOutageResponse> = {}): PlannedOutageResponse {
  return {
    id: 12,
    addresses: [address('Marszałkowska', '1', 21.01, 52.23), address('Puławska', '10', 21.02, 52.2)],
    outageStart: '2026-05-04T06:00:00.000Z',
    outageEnd: '2026-05-04T12:00:00.000Z',
    outageAnnouncement: '2026-05-01',
    voltageLevel: 'LV',
    taskNumber: 'SAP-100',
    recipient: 'SAP',
    acceptStatus: 'TO_ACCEPT',
    createdBy: { id: 2, fullName: 'Piotr Wiśniewski' },
    comment: 'Wymiana słupa',
    deleted: false,
    type: 'PLANNED',
    points: [],
    actualStart: null,
    actualEnd: null,
    cancelled: false,
    outcome: null,
    ...overrides,
  };
}

export const ACCEPT_STATUSES_ANSWER = {
  body: [
    { id: 'TO_ACCEPT', name: 'Do akceptacji' },
    { id: 'ACCEPTED', name: 'Zaakceptowane' },
    { id: 'REJECTED', name: 'Odrzucone' },
  ],
};

/** A signed-in dispatcher with user id 2 (the creator of `outage()` by default). */
export const DISPATCHER = { role: 'DISPATCHER' as const, userId: 2, fullName: 'Piotr Wiśniewski', token: 'dispatcher-token' };

/** Answers of the list pages' calls: the session check, the statuses and both searches. */
export function plannedListRoutes(rows: PlannedOutageResponse[] = [], count = rows.length) {
  return {
    'POST /api/is-token-valid': { body: { valid: true } },
    'GET /api/planned-outage/accept-statuses': ACCEPT_STATUSES_ANSWER,
    'POST /api/planned-outage/dispatcher/search/report': { body: rows },
    'POST /api/planned-outage/dispatcher/search/report/count': { body: { count } },
    'POST /api/planned-outage/search/report': { body: rows },
    'POST /api/planned-outage/search/report/count': { body: { count } },
  };
}
