import { BadRequestException } from '@nestjs/common';
import { booleanPointInPolygon } from '@turf/turf';
import type { CallNetOutageEntity } from './entities/call-net-outage.entity';
import type { CallNetOutagesRepository } from './call-net-outages.repository';
import { DomainEvents } from '../common/events/domain-events';
import { CallNetOutagesService, toValues } from './call-net-outages.service';
import { OUTAGE_EVENTS } from './events/outage.events';

// A U shape: its centroid lies in the notch, outside the area.
const U = [
  { lng: 21.0, lat: 52.2 },
  { lng: 21.03, lat: 52.2 },
  { lng: 21.03, lat: 52.23 },
  { lng: 21.02, lat: 52.23 },
  { lng: 21.02, lat: 52.21 },
  { lng: 21.01, lat: 52.21 },
  { lng: 21.01, lat: 52.23 },
  { lng: 21.0, lat: 52.23 },
];

describe('toValues (what the integration API stores)', () => {
  it('puts the marker of an area inside it, even for a concave area, and keeps no circle', () => {
    const v = toValues({ type: 'EXTENSIVE', area: U, outageCircle: 'MEDIUM', start: '2026-11-21T10:00:00Z' });
    expect(booleanPointInPolygon([v.position.lng, v.position.lat], { type: 'Polygon', coordinates: [[...U, U[0]].map((p) => [p.lng, p.lat])] })).toBe(true);
    expect(v).toMatchObject({ outageCircle: null, voltageClass: null, minLng: 21.0, maxLng: 21.03, minLat: 52.2, maxLat: 52.23 });
  });

  it('keeps a point with its circle, counts the addresses when no count is given, and stores the times', () => {
    const v = toValues({
      type: 'FAILURE',
      voltageClass: 'HV',
      position: { lng: 21.012345678, lat: 52.2 },
      outageCircle: 'SMALL',
      start: '2026-11-21T10:00:00+01:00',
      end: null,
      addressList: [
        { streetName: 'Hoża', residenceNumber: '1' },
        { streetType: 'ul.', streetName: 'Hoża', residenceNumber: '3' },
      ],
    });
    expect(v).toMatchObject({
      area: null,
      position: { lng: 21.0123457, lat: 52.2 },
      outageCircle: 'SMALL',
      addressesCount: 2,
      outageEnd: null,
      addressList: [
        { streetType: null, streetName: 'Hoża', residenceNumber: '1' },
        { streetType: 'ul.', streetName: 'Hoża', residenceNumber: '3' },
      ],
      minLng: 21.0123457,
      maxLng: 21.0123457,
    });
    expect(v.outageStart.toISOString()).toBe('2026-11-21T09:00:00.000Z');
  });

  it('refuses with the field messages and throws before anything could be written', () => {
    expect(() => toValues({ type: 'FAILURE', start: '2026-11-21T10:00:00Z' })).toThrow(BadRequestException);
    try {
      toValues({ type: 'FAILURE', start: '2026-11-21T10:00:00Z' });
    } catch (e) {
      expect((e as BadRequestException).getResponse()).toMatchObject({
        message: 'Niepoprawne dane',
        errors: { voltageClass: expect.any(String), area: expect.any(String) },
      });
    }
  });
});

describe('CallNetOutagesService (acknowledging writes)', () => {
  const stored = {
    id: 7,
    externalId: 'AW-1',
    kind: 'FAILURE',
    voltageClass: 'LV',
    area: null,
    position: { lng: 21.01, lat: 52.2 },
    outageCircle: 'SMALL',
    addressesCount: 1,
    addressList: [],
    outageStart: new Date('2026-11-21T10:00:00Z'),
    outageEnd: null,
    endedAt: null,
    description: null,
    cause: null,
    updatedAt: new Date(),
  } as unknown as CallNetOutageEntity;
  const repository = {
    lockByExternalId: async () => stored,
    upsert: async () => ({ outage: stored, created: false }),
    end: async () => stored,
  };
  const outages = { transaction: (work: (r: unknown, em: unknown) => Promise<unknown>) => work(repository, {}) } as unknown as CallNetOutagesRepository;
  /** The map feed's refresh listens to every outage event after commit, as MapFeedListeners wires it. */
  const feedsOn = (refresh: () => Promise<void>) => {
    const events = new DomainEvents();
    for (const type of OUTAGE_EVENTS) events.onCommitted(type, refresh);
    return events;
  };

  it('answers a committed write without waiting for the feeds to be rebuilt, and starts that rebuild', async () => {
    let refreshes = 0;
    const sut = new CallNetOutagesService(
      outages,
      feedsOn(() => (refreshes++, new Promise<void>(() => undefined))),
    );
    const answered = await Promise.race([
      sut
        .upsert('AW-1', { type: 'FAILURE', voltageClass: 'LV', position: { lng: 21.01, lat: 52.2 }, outageCircle: 'SMALL', start: '2026-11-21T10:00:00Z' })
        .then(() => 'answered'),
      new Promise((r) => setTimeout(() => r('waited for the feeds'), 200)),
    ]);
    expect(answered).toBe('answered');
    await sut.end('AW-1');
    expect(refreshes).toBe(2);
  });

  it('still answers when the rebuild fails (the next periodic check catches up)', async () => {
    const sut = new CallNetOutagesService(
      outages,
      feedsOn(async () => {
        throw new Error('database gone');
      }),
    );
    await expect(sut.end('AW-1')).resolves.toMatchObject({ id: 7 });
  });
});
