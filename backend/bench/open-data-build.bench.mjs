// What preparing the open-data bodies costs the event loop (docs/open-data.md "Cost of a build"): the built
// OpenDataFeeds (backend/dist) against the bench's scale of the map — 1,000 planned outages of 60 addresses, 500
// failures — with the snapshot, the message log and the feeds' stamps replaced by stand-ins (no database: their one
// query each is not what blocks). Round 0 is the first build (at start-up); every later round changes every planned outage's report count,
// a storm's worst case, and nothing else. Prints figures; asserts nothing.
import { performance } from 'node:perf_hooks';
import { dist, machine } from './bench-support.mjs';

const { plannedItem, outageItem, withCounts } = dist('map-feed/feed-items.js');
const { OpenDataFeeds } = dist('open-data/open-data.feeds.js');
const { FeedStamps } = dist('open-data/stamps/feed-stamps.js');

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const planned = Array.from({ length: 1000 }, (_, i) =>
  plannedItem(
    {
      id: i,
      points: [
        { lng: 21 + i / 1e4, lat: 52 },
        { lng: 21.01 + i / 1e4, lat: 52 },
        { lng: 21.005 + i / 1e4, lat: 52.01 },
      ],
      addresses: Array.from({ length: 60 }, (_, j) => ({
        street: 'ul. Grochowska',
        streetNumber: String(j + 1),
        nonFormattedAddress: `ul. Grochowska ${j + 1}, Warszawa`,
      })),
      comment: 'Wymiana słupów linii nN',
      outageStart: '2026-11-25T07:00:00Z',
      outageEnd: '2026-11-25T13:00:00Z',
    },
    '2026-11-24T10:00:00.000Z',
  ),
);
const failures = Array.from({ length: 500 }, (_, i) =>
  outageItem({
    id: i,
    kind: 'FAILURE',
    area: null,
    position: { lng: 21 + i / 1e4, lat: 52.2 },
    outageCircle: 'SMALL',
    addressesCount: 3,
    description: 'Brak napięcia',
    cause: 'Uszkodzenie kabla',
    outageStart: new Date(),
    outageEnd: null,
    addressList: [],
    updatedAt: new Date(),
  }),
);

let items = { key: '', builtAt: 0, checkedAt: 0, extensive: [], failures, planned };
const snapshot = { publicItems: () => items };
const log = { latest: async () => new Map(), append: async () => undefined, prune: async () => undefined };
const stamps = new FeedStamps({ stamp: async () => new Map() });
const feeds = new OpenDataFeeds(snapshot, log, stamps, {
  publicUrl: 'https://portal.example.pl',
  port: 3000,
  mail: { operatorName: 'Operator' },
  openData: { capMinAddresses: 50 },
});

console.log(machine());
console.log('| round | build ms | longest event-loop block ms | GeoJSON (br) | Atom (br) |');
console.log('|---:|---:|---:|---:|---:|');
for (let round = 0; round < ROUNDS; round++) {
  items = {
    ...items,
    key: `round-${round}`,
    builtAt: Date.now(),
    checkedAt: Date.now(),
    planned: withCounts(planned, new Map(planned.map((p) => [p, round]))),
  };
  let blocked = 0;
  let last = performance.now();
  const tick = setInterval(() => {
    const now = performance.now();
    blocked = Math.max(blocked, now - last);
    last = now;
  }, 1);
  const started = performance.now();
  await feeds.sync();
  const took = performance.now() - started;
  clearInterval(tick);
  blocked = Math.max(blocked, performance.now() - last);
  const kb = (b) => `${(b.identity.length / 1e6).toFixed(2)} MB (${(b.br.length / 1e3).toFixed(0)} kB)`;
  console.log(`| ${round} | ${took.toFixed(0)} | ${blocked.toFixed(0)} | ${kb(feeds.body('geojson'))} | ${kb(feeds.body('atom'))} |`);
}
