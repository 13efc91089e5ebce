import type { MapFeedSnapshot, SnapshotView } from '../map-feed.snapshot';
import { ADDRESS_STATUS_CACHE_SIZE } from './address-status.model';
import { parseAddressStatusQuery, type AddressStatusQuery } from './address-status.query';
import { AddressStatusService } from './address-status.service';

const view = (): SnapshotView => ({ builtAt: Date.now(), extensive: [], failures: [], planned: [], reports: [] });
const at = (i: number) => parseAddressStatusQuery(`lat=52.${String(10000 + i).slice(1)}&lng=21.0`) as AddressStatusQuery;

describe('AddressStatusService', () => {
  let current: SnapshotView | null;
  let sut: AddressStatusService;
  beforeEach(() => {
    current = view();
    sut = new AddressStatusService({ addressView: () => current, refresh: async () => undefined } as unknown as MapFeedSnapshot);
  });

  it('prepares a point once per build: the same body again until the snapshot is rebuilt', async () => {
    const first = sut.body(at(1));
    expect(sut.body(at(1))).toBe(first);
    current = view();
    expect(sut.body(at(1))).not.toBe(first);
    expect(await sut.body(at(1))!).toMatchObject({ etag: (await first!).etag });
  });

  it('keeps at most `capacity` answers, dropping the least recently asked', () => {
    sut.capacity = 3;
    const [a, b] = [sut.body(at(1)), sut.body(at(2))];
    void sut.body(at(3));
    expect(sut.body(at(1))).toBe(a); // asked again: now the most recent, so 2 is the oldest
    void sut.body(at(4));
    expect(sut.cacheSize()).toBe(3);
    expect(sut.body(at(1))).toBe(a);
    expect(sut.body(at(2))).not.toBe(b);
  });

  it('holds 5,000 answers by default', () => {
    expect(sut.capacity).toBe(ADDRESS_STATUS_CACHE_SIZE);
    expect(ADDRESS_STATUS_CACHE_SIZE).toBe(5_000);
  });

  it('answers nothing before the first build (the controller waits for it)', () => {
    current = null;
    expect(sut.body(at(1))).toBeNull();
  });
});
