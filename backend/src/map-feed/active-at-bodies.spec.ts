import { brotliDecompressSync } from 'node:zlib';
import { ActiveAtBodies } from './active-at-bodies';
import type { FeedBody } from '../common/prepared-body/feed-body';
import type { LocatedItem } from './feed-items';

const at = (hhmm: string) => Date.parse(`2026-11-22T${hhmm}:00Z`);
const planned = (id: number, start: string, end: string): LocatedItem => ({
  item: {
    id,
    type: 'PLANNED',
    area: [],
    position: { lng: 21, lat: 52.2 },
    outageCircle: null,
    addressesCount: 1,
    reportsCount: 0,
    description: null,
    comment: null,
    cause: null,
    addressList: [],
    start: new Date(at(start)).toISOString(),
    end: new Date(at(end)).toISOString(),
    updatedAt: '2026-11-22T00:00:00Z',
    crewStatus: null,
    endConfidence: null,
    customersAffected: null,
    customersRestored: null,
    outcome: null,
  },
  shape: null,
});
const ids = (body: FeedBody) => JSON.parse(brotliDecompressSync(body.br).toString('utf8')).map((x: { id: number }) => x.id);

describe('ActiveAtBodies', () => {
  const sut = () => new ActiveAtBodies([planned(1, '08:00', '12:00'), planned(2, '10:00', '14:00'), planned(3, '12:00', '16:00')]);

  it.each([
    ['07:59', []],
    ['08:00', [1]],
    ['10:30', [1, 2]],
    ['12:00', [2, 3]],
    ['15:59', [3]],
    ['16:00', []],
  ])('at %s: outages %p (start included, end excluded)', async (time, expected) => {
    expect(ids(await sut().bodyAt(at(time)))).toEqual(expected);
  });

  it('prepares one body per interval: instants between the same two starts/ends share it', async () => {
    const bodies = sut();
    const first = await bodies.bodyAt(at('10:01'));
    expect(await bodies.bodyAt(at('11:59'))).toBe(first);
    expect(await bodies.bodyAt(at('12:00'))).not.toBe(first);
    expect(bodies.built()).toHaveLength(2);
  });

  it('shares one build among requests that arrive while it runs', async () => {
    const bodies = sut();
    const [a, b] = await Promise.all([bodies.bodyAt(at('09:00')), bodies.bodyAt(at('09:30'))]);
    expect(a).toBe(b);
  });

  it('keeps at most 32 bodies', async () => {
    const many = new ActiveAtBodies(
      Array.from({ length: 50 }, (_, i) => planned(i, `0${Math.floor(i / 10)}:${String((i % 10) * 5).padStart(2, '0')}`, '23:00')),
    );
    for (let i = 0; i < 50; i++) await many.bodyAt(at(`0${Math.floor(i / 10)}:${String((i % 10) * 5 + 1).padStart(2, '0')}`));
    expect(many.built()).toHaveLength(32);
  });
});
