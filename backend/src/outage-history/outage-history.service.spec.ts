import type { AuthUser } from '../auth/auth-user';
import type { AppConfig } from '../config/app-config';
import { DomainEvents } from '../common/events/domain-events';
import type { OutageHistoryRepository, UnplannedRow, WatchedPoint } from './outage-history.repository';
import { OutageHistoryService } from './outage-history.service';

const AT = { lng: 21.0186, lat: 52.2128 };
const address: WatchedPoint = {
  id: 7,
  userId: 3,
  label: 'ul. Marszałkowska 10, Warszawa',
  streetName: 'Marszałkowska',
  district: 'Śródmieście',
  ...AT,
  matchKey: 'marszalkowska|10',
  matchKeyBase: 'marszalkowska|10',
  createdAt: new Date('2026-06-01T10:00:00Z'),
};
// Ended in March 2025, before the address was added.
const failure: UnplannedRow = {
  id: 1,
  kind: 'FAILURE',
  start: new Date('2025-03-10T08:00:00Z'),
  endedAt: new Date('2025-03-10T14:00:00Z'),
  cause: 'Kabel',
  description: null,
  area: null,
  position: AT,
  outageCircle: 'SMALL',
};
const user = { id: 3, role: 'PUBLIC' } as AuthUser;
const NOW = new Date('2026-11-24T12:00:00Z');

function sut(since: string | null) {
  const repo = {
    addressesOf: jest.fn(async () => [address]),
    unplannedNear: jest.fn(async () => [failure]),
    plannedAddresses: jest.fn(async () => []),
  } as unknown as OutageHistoryRepository;
  const config = { outageHistory: { since }, mail: { operatorName: 'Operator' }, port: 3000 } as unknown as AppConfig;
  return new OutageHistoryService(repo, new DomainEvents(), config);
}

describe('OutageHistoryService: where an address history starts', () => {
  it('starts when the address was added: an older failure is not in it', async () => {
    const h = await sut(null).history(user, 2025, NOW);
    expect(h.addresses[0].since).toBe('2026-06-01T10:00:00.000Z');
    expect(h.addresses[0].years).toEqual([2026]);
    expect(h.addresses[0].interruptions).toEqual([]);
  });

  it('starts at OUTAGE_HISTORY_SINCE (a Warsaw day) when that is earlier: the older failure is in it', async () => {
    const h = await sut('2025-01-01').history(user, 2025, NOW);
    expect(h.addresses[0].since).toBe('2024-12-31T23:00:00.000Z');
    expect(h.addresses[0].years).toEqual([2026, 2025]);
    expect(h.addresses[0].interruptions).toMatchObject([{ kind: 'FAILURE', hours: 6, cause: 'Kabel' }]);
    expect(h.addresses[0].unplanned.hours).toBe(6);
  });

  it('keeps the day the address was added when OUTAGE_HISTORY_SINCE is later', async () => {
    const h = await sut('2026-09-01').history(user, 2026, NOW);
    expect(h.addresses[0].since).toBe('2026-06-01T10:00:00.000Z');
  });
});
