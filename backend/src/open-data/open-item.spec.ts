import { outageItem, plannedItem } from '../map-feed/feed-items';
import { openItem } from './open-item';

const planned = (points: { lng: number; lat: number }[]) =>
  plannedItem(
    {
      id: 45,
      points,
      comment: 'Wymiana słupów',
      outageStart: '2026-11-25T07:00:00Z',
      outageEnd: '2026-11-25T13:00:00Z',
      addresses: points.map((_, i) => ({ street: 'ul. Grochowska', streetNumber: String(i + 1), nonFormattedAddress: `ul. Grochowska ${i + 1}, Warszawa` })),
    } as never,
    '2026-11-24T10:00:00.000Z',
  );
const failure = (over: object) =>
  outageItem({
    id: 7,
    kind: 'FAILURE',
    area: null,
    position: { lng: 21.0000049, lat: 52.1 },
    outageCircle: 'SMALL',
    addressesCount: 3,
    description: 'Opis',
    cause: 'Kabel',
    outageStart: new Date('2026-11-24T08:00:00Z'),
    outageEnd: null,
    addressList: [],
    updatedAt: new Date('2026-11-24T08:05:00Z'),
    ...over,
  } as never);

describe('openItem', () => {
  it.each([
    [
      'three places with area → their hull as a polygon',
      [
        { lng: 21, lat: 52 },
        { lng: 21.01, lat: 52 },
        { lng: 21.005, lat: 52.01 },
      ],
      'Polygon',
    ],
    [
      'three places on one line → their points',
      [
        { lng: 21, lat: 52 },
        { lng: 21.01, lat: 52.01 },
        { lng: 21.02, lat: 52.02 },
      ],
      'MultiPoint',
    ],
    [
      'two places → their points',
      [
        { lng: 21, lat: 52 },
        { lng: 21.01, lat: 52 },
      ],
      'MultiPoint',
    ],
    ['one place → a point', [{ lng: 21, lat: 52 }], 'Point'],
  ])('draws a planned outage of %s', (_name, points, type) => {
    const item = openItem(planned(points));
    expect(item.geometry?.type).toBe(type);
    expect(item).toMatchObject({
      id: 'planned-45',
      kind: 'planned-outage',
      cause: null,
      description: 'Wymiana słupów',
      addressesCount: points.length,
      radiusM: null,
    });
    expect(item.addresses[0]).toBe('ul. Grochowska 1');
  });

  it('draws a failure without an area as its point, rounded, with its circle in metres', () => {
    expect(openItem(failure({}))).toMatchObject({
      id: 'failure-7',
      kind: 'failure',
      geometry: { type: 'Point', coordinates: [21, 52.1] },
      radiusM: 150,
      cause: 'Kabel',
      description: 'Opis',
      estimatedEnd: null,
    });
    expect(openItem(failure({ outageCircle: null })).radiusM).toBeNull();
  });

  it('draws an extensive failure with an area as a polygon without a radius', () => {
    const item = openItem(
      failure({
        kind: 'EXTENSIVE',
        area: [
          { lng: 21, lat: 52 },
          { lng: 21, lat: 52.01 },
          { lng: 21.01, lat: 52.01 },
        ],
      }),
    );
    expect(item).toMatchObject({ kind: 'extensive-failure', geometry: { type: 'Polygon' }, radiusM: null });
  });
});
