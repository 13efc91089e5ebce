import { brotliDecompressSync } from 'node:zlib';
import type { PlannedOutagesService } from '../planned-outages/planned-outages.service';
import type { CallNetOutageEntity } from '../outages/entities/call-net-outage.entity';
import type { ActiveOutages as CallNetOutagesRepository } from './active-outages';
import * as feedBody from '../common/prepared-body/feed-body';
import type { FeedBody } from '../common/prepared-body/feed-body';
import * as outageShape from '../geo/outage-shape';

// Counted, not replaced: the tests below check what a rebuild does again and what it reuses.
jest.mock('../common/prepared-body/feed-body', () => {
  const actual = jest.requireActual('../common/prepared-body/feed-body');
  return { ...actual, buildListBody: jest.fn(actual.buildListBody) };
});
jest.mock('../geo/outage-shape', () => {
  const actual = jest.requireActual('../geo/outage-shape');
  return { ...actual, shapeContains: jest.fn(actual.shapeContains) };
});
import type { MapFeedRepository, MapReportRow } from './map-feed.repository';
import { MapFeedSnapshot } from './map-feed.snapshot';

const json = (body: FeedBody) => JSON.parse(brotliDecompressSync(body.br).toString('utf8'));

function extensive(id: number): CallNetOutageEntity {
  return {
    id,
    externalId: `E-${id}`,
    kind: 'EXTENSIVE',
    voltageClass: null,
    area: [
      { lng: 21.0, lat: 52.2 },
      { lng: 21.01, lat: 52.2 },
      { lng: 21.01, lat: 52.21 },
      { lng: 21.0, lat: 52.21 },
    ],
    position: { lng: 21.005, lat: 52.205 },
    outageCircle: null,
    addressesCount: 10,
    addressList: [],
    outageStart: new Date('2026-11-21T10:00:00Z'),
    outageEnd: null,
    description: 'Burza',
    cause: null,
    crewStatus: null,
    endConfidence: null,
    customersAffected: null,
    customersRestored: null,
    endedAt: null,
    minLng: 21,
    minLat: 52.2,
    maxLng: 21.01,
    maxLat: 52.21,
    createdAt: new Date(),
    updatedAt: new Date('2026-11-21T10:00:00Z'),
  };
}

describe('MapFeedSnapshot', () => {
  let reports: MapReportRow[];
  let outages: CallNetOutageEntity[];
  let signatureCalls: number;
  let loadedIds: jest.Mock;
  let sut: MapFeedSnapshot;

  const report = (id: number, minutesAgo: number, lng = 20.9, lat = 52.3): MapReportRow => ({
    id,
    source: 'WEB',
    lng,
    lat,
    streetType: 'ul.',
    streetName: 'Wolska',
    residenceNumber: String(id),
    city: 'Warszawa',
    reportedAt: new Date(Date.now() - minutesAgo * 60_000),
  });

  beforeEach(async () => {
    reports = [report(1, 300), report(2, 30), report(3, 10, 21.005, 52.205)];
    outages = [extensive(7)];
    signatureCalls = 0;
    const repository = {
      signature: async (_planned: Date, since: Date) => {
        signatureCalls += 1;
        await new Promise((r) => setTimeout(r, 5));
        return {
          outages: `${outages.length}/${outages.map((o) => o.updatedAt.getTime()).join(',')}`,
          planned: '0',
          reportMaxId: Math.max(0, ...reports.map((r) => r.id)),
          reportCount: reports.filter((r) => r.reportedAt >= since).length,
        };
      },
      reportsSince: async (since: Date, afterId = 0, upToId = Infinity) => reports.filter((r) => r.reportedAt >= since && r.id > afterId && r.id <= upToId),
      plannedUpdatedAt: async () => new Map(),
    } as unknown as MapFeedRepository;
    const active = () => outages.filter((o) => !o.endedAt);
    const outagesRepository: CallNetOutagesRepository = {
      activeVersions: async () => new Map(active().map((o) => [o.id, String(o.updatedAt.getTime())])),
      findActiveByIds: jest.fn(async (ids: number[]) => active().filter((o) => ids.includes(o.id))),
      endChangesOf: async () => new Map(),
    };
    loadedIds = outagesRepository.findActiveByIds as jest.Mock;
    const planned = { findPublicActive: async () => [] } as unknown as PlannedOutagesService;
    sut = new MapFeedSnapshot(repository, outagesRepository, planned);
    await sut.refresh();
  });

  it('folds the report inside the extensive area and lists the others by period, newest first', async () => {
    expect(json(sut.feeds().extensive)).toEqual([expect.objectContaining({ id: 7, reportsCount: 1 })]);
    expect(json(await sut.reportsFeed(24)).map((r: { id: number }) => r.id)).toEqual([2, 1]);
    expect(json(await sut.reportsFeed(1)).map((r: { id: number }) => r.id)).toEqual([2]);
  });

  it.each(['LV', 'HV'] as const)("changes the public items' key when a %s failure comes, changes or ends", async (voltageClass) => {
    const keys = [sut.publicItems()!.key];
    const failure: CallNetOutageEntity = {
      ...extensive(8),
      kind: 'FAILURE',
      voltageClass,
      area: null,
      outageCircle: 'SMALL',
      updatedAt: new Date('2026-11-21T11:00:00Z'),
    };
    outages.push(failure);
    await sut.refresh();
    keys.push(sut.publicItems()!.key);
    expect(sut.publicItems()!.failures.map((x) => x.item.id)).toEqual([8]);
    outages[1] = { ...failure, cause: 'Uszkodzenie kabla', updatedAt: new Date('2026-11-21T11:05:00Z') };
    await sut.refresh();
    keys.push(sut.publicItems()!.key);
    outages[1] = { ...outages[1], endedAt: new Date(), updatedAt: new Date('2026-11-21T11:10:00Z') };
    await sut.refresh();
    keys.push(sut.publicItems()!.key);
    // Each step differs from the one before; after the end the items are those of the start again.
    expect(keys.slice(1).every((k, i) => k !== keys[i])).toBe(true);
    expect(sut.publicItems()!.failures).toEqual([]);
  });

  it('moves checkedAt at every sync, also one that finds nothing changed and keeps the build', async () => {
    const before = sut.publicItems()!;
    await new Promise((r) => setTimeout(r, 300));
    await sut.refresh();
    const after = sut.publicItems()!;
    expect(after.builtAt).toBe(before.builtAt);
    expect(after.checkedAt).toBeGreaterThan(before.checkedAt);
  });

  it('shares one follow-up sync among the refreshes that arrive during a sync', async () => {
    signatureCalls = 0;
    await Promise.all(Array.from({ length: 10 }, () => sut.refresh()));
    expect(signatureCalls).toBe(2);
  });

  it('picks up a new report by id and a late commit with a lower id by the count', async () => {
    reports.push(report(10, 1));
    await sut.refresh();
    expect(json(await sut.reportsFeed(1)).map((r: { id: number }) => r.id)).toEqual([10, 2]);
    reports.push(report(9, 2));
    await sut.refresh();
    expect(json(await sut.reportsFeed(1)).map((r: { id: number }) => r.id)).toEqual([10, 9, 2]);
  });

  it('keeps the ETag and bytes when a rebuild gives the same JSON, changes them when the data changes', async () => {
    const before = await sut.reportsFeed(24);
    await sut.refresh();
    expect(await sut.reportsFeed(24)).toBe(before);
    reports.push(report(11, 1));
    await sut.refresh();
    expect((await sut.reportsFeed(24)).etag).not.toBe(before.etag);
  });

  it('drops an ended outage and frees its reports', async () => {
    outages[0] = { ...outages[0], endedAt: new Date(), updatedAt: new Date() };
    await sut.refresh();
    expect(json(sut.feeds().extensive)).toEqual([]);
    expect(json(await sut.reportsFeed(1)).map((r: { id: number }) => r.id)).toEqual([3, 2]);
    expect(sut.locate({ lng: 21.005, lat: 52.205 })).toEqual({ planned: null, extensive: null, failure: null });
  });

  it('rebuilds with nothing changed without serialising a feed or testing a report against the shapes again', async () => {
    const before = sut.feeds();
    const serialised = jest.mocked(feedBody.buildListBody);
    const tested = jest.mocked(outageShape.shapeContains);
    serialised.mockClear();
    tested.mockClear();
    {
      await (sut as unknown as { build(now: number): Promise<void> }).build(Date.now());
      expect(serialised).not.toHaveBeenCalled();
      expect(tested).not.toHaveBeenCalled();
      expect(sut.feeds()).toEqual(before);
      // A new report is tested once; the extensive feed is rebuilt because its count changed, the others are kept.
      reports.push(report(12, 1, 21.006, 52.206));
      await sut.refresh();
      expect(tested).toHaveBeenCalledTimes(1);
      expect(serialised.mock.calls).toHaveLength(1);
      expect(json(sut.feeds().extensive)).toEqual([expect.objectContaining({ id: 7, reportsCount: 2 })]);
      expect(sut.feeds().hv).toBe(before.hv);
    }
  });

  it('serialises a reports body again only when a report joined or left its period', async () => {
    const first = await sut.reportsFeed(24);
    const serialised = jest.mocked(feedBody.buildListBody);
    serialised.mockClear();
    try {
      jest.spyOn(Date, 'now').mockReturnValue(Date.now() + 11_000);
      await sut.reportsFeed(24); // older than 10 s: rebuilt in the background
      await new Promise((r) => setImmediate(r));
      expect(serialised).not.toHaveBeenCalled();
      expect(await sut.reportsFeed(24)).toBe(first);
    } finally {
      jest.restoreAllMocks();
    }
  });

  it('rebuilds only the updated failure class when the outage-management system updates one failure, folding no report again', async () => {
    const lv = (id: number, cause: string): CallNetOutageEntity => ({
      ...extensive(id),
      kind: 'FAILURE',
      voltageClass: 'LV',
      area: null,
      position: { lng: 20.95, lat: 52.25 },
      outageCircle: 'SMALL',
      description: null,
      cause,
    });
    const hv = { ...lv(8, 'Zerwana linia SN'), voltageClass: 'HV' } as CallNetOutageEntity;
    outages.push(hv, lv(9, 'Uszkodzenie kabla'));
    await sut.refresh();
    const before = sut.feeds();
    const serialised = jest.mocked(feedBody.buildListBody);
    const tested = jest.mocked(outageShape.shapeContains);
    serialised.mockClear();
    tested.mockClear();

    outages[2] = { ...lv(9, 'Uszkodzony słup'), updatedAt: new Date('2026-11-21T11:00:00Z') };
    await sut.refresh();

    expect(json(sut.feeds().lv)).toEqual([expect.objectContaining({ id: 9, cause: 'Uszkodzony słup' })]);
    // Only the updated outage is loaded again, not every active one.
    expect(loadedIds).toHaveBeenLastCalledWith([9]);
    expect(serialised).toHaveBeenCalledTimes(1);
    expect(tested).not.toHaveBeenCalled();
    expect(sut.feeds().hv).toBe(before.hv);
    expect(sut.feeds().extensive).toBe(before.extensive);
    expect(sut.feeds().planned).toBe(before.planned);
  });

  it('moves an outage whose voltage class changed and drops one that ended, loading only those two', async () => {
    const failure = (id: number, voltageClass: 'HV' | 'LV'): CallNetOutageEntity => ({
      ...extensive(id),
      kind: 'FAILURE',
      voltageClass,
      area: null,
      position: { lng: 20.95, lat: 52.25 },
      outageCircle: 'SMALL',
      description: null,
      cause: null,
    });
    outages.push(failure(8, 'LV'), failure(9, 'LV'), failure(10, 'HV'));
    await sut.refresh();
    expect(json(sut.feeds().lv).map((x: { id: number }) => x.id)).toEqual([8, 9]);

    outages[1] = { ...failure(8, 'HV'), updatedAt: new Date('2026-11-21T12:00:00Z') };
    outages[3] = { ...failure(10, 'HV'), endedAt: new Date(), updatedAt: new Date('2026-11-21T12:00:00Z') };
    await sut.refresh();

    expect(loadedIds).toHaveBeenLastCalledWith([8]);
    expect(json(sut.feeds().lv).map((x: { id: number }) => x.id)).toEqual([9]);
    expect(json(sut.feeds().hv).map((x: { id: number }) => x.id)).toEqual([8]);
  });
});
