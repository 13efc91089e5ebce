// Small factories for the map's component tests.
import type { OutageItem, UserReportMapItem } from '../../src/map/map-types';

export function outage(values: Partial<OutageItem> = {}): OutageItem {
  return {
    id: 1,
    type: 'FAILURE',
    area: [],
    position: { lat: 52.23, lng: 21.01 },
    outageCircle: null,
    addressesCount: 0,
    reportsCount: 0,
    description: null,
    comment: null,
    cause: null,
    start: '2026-11-21T08:00:00Z',
    end: '2026-11-21T12:00:00Z',
    addressList: [],
    updatedAt: '2026-11-21T08:00:00Z',
    crewStatus: null,
    endConfidence: null,
    customersAffected: null,
    customersRestored: null,
    outcome: null,
    ...values,
  };
}

export function report(values: Partial<UserReportMapItem> = {}): UserReportMapItem {
  return { id: 1, position: { lat: 52.24, lng: 21.02 }, address: 'ul. Prosta 1, Warszawa', type: 'WEB', date: '2026-11-21T09:00:00Z', ...values };
}
