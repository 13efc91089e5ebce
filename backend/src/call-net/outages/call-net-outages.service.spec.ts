import { BadRequestException } from '@nestjs/common';
import { booleanPointInPolygon } from '@turf/turf';
import { toValues } from './call-net-outages.service';

// A U shape: its centroid lies in the notch, outside the area.
const U = [
  { lng: 21.0, lat: 52.2 }, { lng: 21.03, lat: 52.2 }, { lng: 21.03, lat: 52.23 }, { lng: 21.02, lat: 52.23 },
  { lng: 21.02, lat: 52.21 }, { lng: 21.01, lat: 52.21 }, { lng: 21.01, lat: 52.23 }, { lng: 21.0, lat: 52.23 },
];

describe('toValues (what the integration API stores)', () => {
  it('puts the marker of an area inside it, even for a concave area, and keeps no circle', () => {
    const v = toValues({ type: 'EXTENSIVE', area: U, outageCircle: 'MEDIUM', start: '2026-11-21T10:00:00Z' });
    expect(booleanPointInPolygon([v.position.lng, v.position.lat], { type: 'Polygon', coordinates: [[...U, U[0]].map((p) => [p.lng, p.lat])] })).toBe(true);
    expect(v).toMatchObject({ outageCircle: null, voltageClass: null, minLng: 21.0, maxLng: 21.03, minLat: 52.2, maxLat: 52.23 });
  });

  it('keeps a point with its circle, counts the addresses when no count is given, and stores the times', () => {
    const v = toValues({
      type: 'FAILURE', voltageClass: 'HV', position: { lng: 21.012345678, lat: 52.2 }, outageCircle: 'SMALL', start: '2026-11-21T10:00:00+01:00',
      end: null, addressList: [{ streetName: 'Hoża', residenceNumber: '1' }, { streetType: 'ul.', streetName: 'Hoża', residenceNumber: '3' }],
    });
    expect(v).toMatchObject({
      area: null, position: { lng: 21.0123457, lat: 52.2 }, outageCircle: 'SMALL', addressesCount: 2, outageEnd: null,
      addressList: [{ streetType: null, streetName: 'Hoża', residenceNumber: '1' }, { streetType: 'ul.', streetName: 'Hoża', residenceNumber: '3' }],
      minLng: 21.0123457, maxLng: 21.0123457,
    });
    expect(v.outageStart.toISOString()).toBe('2026-11-21T09:00:00.000Z');
  });

  it('refuses with the field messages and throws before anything could be written', () => {
    expect(() => toValues({ type: 'FAILURE', start: '2026-11-21T10:00:00Z' })).toThrow(BadRequestException);
    try {
      toValues({ type: 'FAILURE', start: '2026-11-21T10:00:00Z' });
    } catch (e) {
      expect((e as BadRequestException).getResponse()).toMatchObject({ message: 'Niepoprawne dane', errors: { voltageClass: expect.any(String), area: expect.any(String) } });
    }
  });
});
