import type { AppConfig } from '../config/app-config';
import { isFollowUpToken } from '../notifications/report-followups/followup-tokens';
import type { LocatedOutages, OutageItem, OutageLocatorService } from '../map-feed/outage-locator.service';
import { KnownOutageService } from './known-outage.service';

const SECRET = 'unit-test-secret-0123456789abcdef0123';

const item = (type: OutageItem['type'], id: number, over: Partial<OutageItem> = {}): OutageItem => ({
  id,
  type,
  area: [],
  position: { lng: 21, lat: 52.2 },
  outageCircle: 'SMALL',
  addressesCount: 1,
  reportsCount: 2,
  description: null,
  comment: null,
  cause: null,
  start: '2026-11-24T17:00:00.000Z',
  end: null,
  addressList: [],
  updatedAt: '2026-11-24T17:00:00.000Z',
  crewStatus: null,
  endConfidence: null,
  customersAffected: null,
  customersRestored: null,
  outcome: null,
  ...over,
});

function sutWith(found: Partial<LocatedOutages>, gathered: number | null = 5) {
  const locator = {
    locate: () => ({ planned: null, extensive: null, failure: null, ...found }),
    reportsGathered: jest.fn(() => gathered),
  };
  const sut = new KnownOutageService(locator as unknown as OutageLocatorService, { auth: { jwtSecret: SECRET } } as AppConfig);
  return { sut, locator };
}

describe('KnownOutageService', () => {
  it.each([
    [
      'planned works over an extensive area and a failure',
      { planned: item('PLANNED', 1), extensive: item('EXTENSIVE', 2), failure: item('FAILURE', 3) },
      'PLANNED',
    ],
    ['an extensive area over a failure', { extensive: item('EXTENSIVE', 2), failure: item('FAILURE', 3) }, 'EXTENSIVE'],
    ['a failure alone', { failure: item('FAILURE', 3) }, 'FAILURE'],
  ])('names %s, as the point status does', (_, found, kind) => {
    expect(sutWith(found).sut.at({ lng: 21, lat: 52.2 })?.kind).toBe(kind);
  });

  it('says the cause, else the message or comment, and the count the snapshot gathered', () => {
    const { sut, locator } = sutWith({ failure: item('FAILURE', 3, { cause: 'Zwarcie', end: '2026-11-24T21:00:00.000Z' }) }, 7);
    expect(sut.at({ lng: 21, lat: 52.2 })).toEqual({
      kind: 'FAILURE',
      id: 3,
      start: '2026-11-24T17:00:00.000Z',
      end: '2026-11-24T21:00:00.000Z',
      cause: 'Zwarcie',
      description: null,
      reportsCount: 7,
    });
    expect(locator.reportsGathered).toHaveBeenCalledWith('FAILURE', 3);
    expect(sutWith({ planned: item('PLANNED', 1, { comment: 'Wymiana słupa' }) }).sut.at({ lng: 21, lat: 52.2 })?.description).toBe('Wymiana słupa');
  });

  it('gives the follow-up token only to a report stored now', () => {
    const { sut } = sutWith({ failure: item('FAILURE', 3) });
    const created = sut.withKnownOutage({ id: 41, status: 'CREATED' }, { lng: 21, lat: 52.2 });
    expect(isFollowUpToken(created.followUpToken!, 41, SECRET)).toBe(true);
    const already = sut.withKnownOutage({ id: 41, status: 'ALREADY_REGISTERED' }, { lng: 21, lat: 52.2 });
    expect(already.knownOutage?.id).toBe(3);
    expect(already.followUpToken).toBeUndefined();
  });

  it('answers as before where nothing is known', () => {
    expect(sutWith({}).sut.withKnownOutage({ id: 41, status: 'CREATED' }, { lng: 21, lat: 52.2 })).toEqual({ id: 41, status: 'CREATED' });
  });
});
