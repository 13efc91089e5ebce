import { ForbiddenException, NotFoundException } from '@nestjs/common';
import type { AreasService } from '../areas/areas.service';
import type { SettingsService } from '../settings/settings.service';
import type { LocatedOutages, OutageItem, OutageLocatorService } from '../map-feed/outage-locator.service';
import { derivedReportType, ReportLocationService } from './report-location.service';

const item = (type: OutageItem['type'], extra: Partial<OutageItem> = {}): OutageItem => ({
  id: 1,
  type,
  area: [],
  position: { lng: 21, lat: 52 },
  outageCircle: null,
  addressesCount: 0,
  reportsCount: 0,
  description: null,
  comment: null,
  cause: null,
  start: '2026-11-21T18:00:00.000Z',
  end: '2026-11-21T22:00:00.000Z',
  addressList: [],
  updatedAt: '2026-11-21T18:00:00.000Z',
  crewStatus: null,
  endConfidence: null,
  customersAffected: null,
  customersRestored: null,
  outcome: null,
  ...extra,
});
const none: LocatedOutages = { planned: null, extensive: null, failure: null };
const PLANNED = item('PLANNED', { comment: 'Wymiana kabla' });
const EXTENSIVE = item('EXTENSIVE', { description: 'Nawałnica' });
const FAILURE = item('FAILURE');

describe('derivedReportType (public spec §3 report types)', () => {
  it.each([
    [none, 'NO_VOLTAGE'],
    [{ ...none, failure: FAILURE }, 'POWER_FAILURE'],
    [{ ...none, planned: PLANNED }, 'WORKS'],
    [{ ...none, extensive: EXTENSIVE }, 'EXTENSIVE_FAILURE'],
    [{ planned: PLANNED, extensive: null, failure: FAILURE }, 'WORKS'],
    [{ planned: PLANNED, extensive: EXTENSIVE, failure: FAILURE }, 'EXTENSIVE_FAILURE'],
  ] as Array<[LocatedOutages, string]>)('%j → %s', (found, expected) => {
    expect(derivedReportType('NO_VOLTAGE', found)).toBe(expected);
  });

  it('keeps the chosen type where nothing is known', () => {
    expect(derivedReportType('LIMITED_VOLTAGE', none)).toBe('LIMITED_VOLTAGE');
  });
});

describe('ReportLocationService', () => {
  let found: LocatedOutages;
  let areaId: number | null;
  let outsideAllowed: string;
  const sut = () =>
    new ReportLocationService(
      {
        findByPoint: () => {
          if (areaId === null) throw new NotFoundException();
          return { id: areaId, name: 'A' };
        },
      } as unknown as AreasService,
      { get: () => ({ key: 'canAddReportOutsideArea', value: outsideAllowed }) } as unknown as SettingsService,
      { locate: () => found, refresh: async () => undefined } as unknown as OutageLocatorService,
    );

  beforeEach(() => {
    found = none;
    areaId = 7;
    outsideAllowed = 'false';
  });

  it.each([
    [{ planned: PLANNED, extensive: EXTENSIVE, failure: FAILURE }, 'PLANNED_OUTAGE', 'Wymiana kabla'],
    [{ planned: null, extensive: EXTENSIVE, failure: FAILURE }, 'EXTENSIVE', 'Nawałnica'],
    [{ ...none, failure: FAILURE }, 'FAILURE', null],
  ] as Array<[LocatedOutages, string, string | null]>)('answers the point status by priority: %#', (located, status, description) => {
    found = located;
    expect(sut().pointStatus({ lng: 21, lat: 52 })).toEqual({
      pointElectricityStatus: status,
      description,
      outageStart: '2026-11-21T18:00:00.000Z',
      outageEnd: '2026-11-21T22:00:00.000Z',
    });
  });

  it('answers HAS_ELECTRICITY where nothing is known', () => {
    expect(sut().pointStatus({ lng: 21, lat: 52 })).toEqual({
      pointElectricityStatus: 'HAS_ELECTRICITY',
      description: null,
      outageStart: null,
      outageEnd: null,
    });
  });

  it('refuses outside the areas and at an excepted address unless the setting allows it', () => {
    expect(sut().assertServed({ lng: 21, lat: 52 }, 'Marszałkowska', '10')).toBe(7);
    expect(() => sut().assertServed({ lng: 21, lat: 52 }, 'ul. Kasprzaka', '29 A')).toThrow(ForbiddenException);
    areaId = null;
    expect(() => sut().assertServed({ lng: 21, lat: 52 }, 'Marszałkowska', '10')).toThrow(ForbiddenException);
    outsideAllowed = 'true';
    expect(sut().assertServed({ lng: 21, lat: 52 }, 'Marszałkowska', '10')).toBeNull();
    areaId = 7;
    expect(sut().assertServed({ lng: 21, lat: 52 }, 'ul. Kasprzaka', '29 A')).toBe(7);
  });

  it.each([
    [{ apartmentNumber: '4' }, true],
    [{ apartmentNumber: ' 12b ' }, true],
    [{ apartmentNumber: '' }, false],
    [{ apartmentNumber: null }, false],
    [{}, false],
  ])('address-adm-status %j → %s', (dto, expected) => {
    expect(sut().addressAdmStatus({ street: 'Kwiatowa', residenceNumber: '3', ...dto })).toBe(expected);
  });
});
