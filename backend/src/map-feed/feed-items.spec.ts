import { foldReports, type LocatedItem, plannedItem, splitStreet, withCounts } from './feed-items';
import type { OutageItem, ReportPoint } from './map-feed.model';
import { shapeOf } from '../geo/outage-shape';

const square = (lng: number, lat: number, d = 0.01) => [
  { lng, lat },
  { lng: lng + d, lat },
  { lng: lng + d, lat: lat + d },
  { lng, lat: lat + d },
];

function item(id: number, type: OutageItem['type'], area: Array<{ lng: number; lat: number }>): LocatedItem {
  const it: OutageItem = {
    id,
    type,
    area,
    position: area[0],
    outageCircle: null,
    addressesCount: 0,
    reportsCount: 0,
    description: null,
    comment: null,
    cause: null,
    start: '2026-11-21T10:00:00Z',
    end: null,
    addressList: [],
    updatedAt: '2026-11-21T10:00:00Z',
    crewStatus: null,
    endConfidence: null,
    customersAffected: null,
    customersRestored: null,
    outcome: null,
  };
  return { item: it, shape: shapeOf(it) };
}

const report = (id: number, lng: number, lat: number): ReportPoint => ({
  lng,
  lat,
  time: 0,
  item: { id, position: { lng, lat }, address: 'ul. Test 1, Warszawa', type: 'WEB', date: '2026-11-21T10:00:00Z' },
});

describe('foldReports', () => {
  const extensive = item(1, 'EXTENSIVE', square(21.0, 52.2));
  const planned = item(2, 'PLANNED', square(21.005, 52.205));
  const far = item(3, 'EXTENSIVE', square(21.1, 52.3));

  it('counts a report inside an extensive area into it and leaves it out of the reports', () => {
    const { counts, unfolded } = foldReports([report(10, 21.001, 52.201)], [planned], [extensive, far]);
    expect(counts.get(extensive)).toBe(1);
    expect(unfolded).toEqual([]);
  });

  it('gives a report inside both a planned outage and an extensive area to the planned outage', () => {
    const { counts } = foldReports([report(10, 21.008, 52.208)], [planned], [extensive]);
    expect(counts.get(planned)).toBe(1);
    expect(counts.get(extensive)).toBeUndefined();
  });

  it('keeps a report outside every area on its own', () => {
    const r = report(10, 21.05, 52.25);
    const { counts, unfolded } = foldReports([r], [planned], [extensive]);
    expect(counts.size).toBe(0);
    expect(unfolded).toEqual([r]);
  });

  it('writes the counts into new items and leaves the old ones untouched', () => {
    const { counts } = foldReports([report(10, 21.001, 52.201), report(11, 21.002, 52.202)], [], [extensive]);
    const [counted] = withCounts([extensive], counts);
    expect(counted.item.reportsCount).toBe(2);
    expect(extensive.item.reportsCount).toBe(0);
  });

  it('folds a report within 100 m of a planned outage of one place, not one 200 m away', () => {
    const one = plannedItem(
      {
        id: 5,
        points: [{ lng: 21.0, lat: 52.2 }],
        addresses: [],
        comment: null,
        outageStart: '2026-11-21T10:00:00Z',
        outageEnd: '2026-11-21T12:00:00Z',
      } as never,
      '2026-11-21T10:00:00Z',
    );
    // 0.0009° of latitude ≈ 100 m; 0.0018° ≈ 200 m.
    const near = report(1, 21.0, 52.2008);
    const away = report(2, 21.0, 52.2018);
    const { counts, unfolded } = foldReports([near, away], [one], []);
    expect(counts.get(one)).toBe(1);
    expect(unfolded).toEqual([away]);
  });
});

describe("foldReports with the previous build's answers", () => {
  const extensive = item(1, 'EXTENSIVE', square(21.0, 52.2));
  const inside = report(10, 21.001, 52.201);
  const outside = report(11, 21.05, 52.25);

  it('takes a remembered answer without testing the shapes, tests only new reports, and forgets reports no longer given', () => {
    // The remembered answer wins even though the point lies outside: proof that it was not tested again.
    const remembered = new Map<number, LocatedItem | null>([
      [11, extensive],
      [99, null],
    ]);
    const { counts, unfolded, into } = foldReports([inside, outside], [], [extensive], remembered);
    expect(counts.get(extensive)).toBe(2);
    expect(unfolded).toEqual([]);
    expect([...into.entries()]).toEqual([
      [10, extensive],
      [11, extensive],
    ]);
  });

  it('remembers "no item" as null, so an unfolded report is not tested again either', () => {
    const { into } = foldReports([outside], [], [extensive]);
    expect(into.get(11)).toBeNull();
    const again = foldReports([outside], [], [extensive], new Map([[11, extensive]]));
    expect(again.unfolded).toEqual([]);
  });
});

describe('plannedItem', () => {
  it('maps a planned outage: hull as area, addresses split into type, name and number, comment kept', () => {
    const x = plannedItem(
      {
        id: 7,
        points: square(21.0, 52.2),
        addresses: [
          { nonFormattedAddress: 'ul. Puławska 10', street: 'ul. Puławska', streetNumber: '10' },
          { nonFormattedAddress: 'Kwiatowa 7 (W)', street: null, streetNumber: null },
        ],
        comment: 'Wymiana słupa',
        outageStart: '2026-11-22T07:00:00.000Z',
        outageEnd: '2026-11-22T13:00:00.000Z',
      } as never,
      '2026-11-21T10:00:00.000Z',
    );
    expect(x.item).toMatchObject({
      id: 7,
      type: 'PLANNED',
      addressesCount: 2,
      comment: 'Wymiana słupa',
      start: '2026-11-22T07:00:00.000Z',
      end: '2026-11-22T13:00:00.000Z',
      addressList: [
        { streetType: 'ul.', streetName: 'Puławska', residenceNumber: '10' },
        { streetType: null, streetName: 'Kwiatowa 7 (W)', residenceNumber: '' },
      ],
      position: { lng: 21.005, lat: 52.205 },
    });
    expect(x.item.area).toHaveLength(4);
  });

  it.each([
    ['ul. Marszałkowska', 'ul.', 'Marszałkowska'],
    ['al. Jerozolimskie', 'al.', 'Jerozolimskie'],
    ['Nowy Świat', null, 'Nowy Świat'],
    ['Pl. Zbawiciela', 'pl.', 'Zbawiciela'],
    // The types the domain package knows and a list of its own lacked.
    ['Aleje Jerozolimskie', 'al.', 'Jerozolimskie'],
    ['Rynek Starego Miasta', 'rynek', 'Starego Miasta'],
    ['ulica  Puławska', 'ul.', 'Puławska'],
  ])('splitStreet(%s)', (street, type, name) => expect(splitStreet(street)).toEqual({ streetType: type, streetName: name }));
});
