// What the outage history's rules cost (docs/outage-history.md "Performance"): the built OutageHistoryService
// (backend/dist) with the repository replaced by stand-ins holding a storm year in memory — the database part is two
// indexed queries per call and not measured here. A person's year (20 addresses), the limit check of a storm's
// addresses, and the staff report over every watched address. Prints figures; asserts nothing.
import { performance } from 'node:perf_hooks';
import { dist, machine } from './bench-support.mjs';

const { OutageHistoryService } = dist('outage-history/outage-history.service.js');
const { addressMatchKey } = await import('@portal/domain');

const ADDRESSES = Number(process.env.BENCH_ADDRESSES ?? 20_000);
const FAILURES = Number(process.env.BENCH_FAILURES ?? 3_000);
const PLANNED = Number(process.env.BENCH_PLANNED ?? 2_000);
const year = 2026;
const t0 = Date.UTC(year, 0, 2);
const rand = (() => {
  let s = 42;
  return () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
})();
const streets = Array.from({ length: 400 }, (_, i) => `Ulica${i}`);
const districts = ['Śródmieście', 'Mokotów', 'Wola', 'Praga-Południe', 'Bemowo', 'Bielany', 'Ursynów', 'Targówek'];

const addresses = Array.from({ length: ADDRESSES }, (_, i) => {
  const street = streets[i % streets.length];
  const number = String(1 + Math.floor(i / streets.length));
  return {
    id: i + 1,
    userId: 1 + Math.floor(i / 2),
    label: `ul. ${street} ${number}, Warszawa`,
    streetName: street,
    district: districts[i % districts.length],
    lng: 20.9 + rand() * 0.3,
    lat: 52.1 + rand() * 0.2,
    matchKey: addressMatchKey(street, number),
    matchKeyBase: addressMatchKey(street, number),
    createdAt: new Date(Date.UTC(2025, 0, 1)),
  };
});
const failures = Array.from({ length: FAILURES }, (_, i) => {
  const start = new Date(t0 + rand() * 300 * 86_400_000);
  const lng = 20.9 + rand() * 0.3;
  const lat = 52.1 + rand() * 0.2;
  const area =
    i % 10 === 0
      ? [
          { lng, lat },
          { lng: lng + 0.02, lat },
          { lng: lng + 0.02, lat: lat + 0.015 },
          { lng, lat: lat + 0.015 },
        ]
      : null;
  return {
    id: i + 1,
    kind: area ? 'EXTENSIVE' : 'FAILURE',
    start,
    endedAt: new Date(start.getTime() + (1 + rand() * 30) * 3_600_000),
    cause: 'Uszkodzenie kabla',
    description: null,
    area,
    position: { lng, lat },
    outageCircle: area ? null : i % 2 ? 'SMALL' : 'MEDIUM',
  };
});
const plannedRows = Array.from({ length: PLANNED }, (_, i) => {
  const start = new Date(t0 + rand() * 300 * 86_400_000);
  const street = streets[i % streets.length];
  return Array.from({ length: 20 }, (_, j) => ({
    id: i + 1,
    start,
    end: new Date(start.getTime() + 8 * 3_600_000),
    street: `ul. ${street}`,
    streetNumber: String(1 + ((i + j) % 50)),
  }));
}).flat();

const repo = {
  addressesOf: async (userId) => addresses.filter((a) => a.userId === userId),
  allAddresses: async () => addresses,
  unplannedNear: async (box) =>
    failures.filter(
      (f) =>
        f.position.lng >= box.minLng - 0.03 &&
        f.position.lng <= box.maxLng + 0.03 &&
        f.position.lat >= box.minLat - 0.03 &&
        f.position.lat <= box.maxLat + 0.03,
    ),
  plannedAddresses: async (_from, _to, names) => (names ? plannedRows.filter((r) => names.some((n) => r.street.endsWith(n))) : plannedRows),
  claimLimitAlert: async () => false,
};
const config = { outageHistory: { since: null }, mail: { operatorName: 'Operator' }, port: 3000 };
const service = new OutageHistoryService(repo, {}, config);
const now = new Date(Date.UTC(year, 10, 24, 12));

async function time(label, work, rounds = 5) {
  const took = [];
  let out;
  for (let i = 0; i < rounds; i++) {
    const started = performance.now();
    out = await work();
    took.push(performance.now() - started);
  }
  took.sort((a, b) => a - b);
  console.log(`| ${label} | ${took[0].toFixed(1)} | ${took[Math.floor(rounds / 2)].toFixed(1)} | ${took[rounds - 1].toFixed(1)} |`);
  return out;
}

console.log(machine());
console.log(`${ADDRESSES} watched addresses, ${FAILURES} failures (10% extensive areas), ${PLANNED} planned outages of 20 addresses, year ${year}`);
console.log('| work | min ms | median ms | max ms |');
console.log('|---|---:|---:|---:|');
const person = { id: 1, role: 'PUBLIC' };
await time("one person's year (history)", () => service.history(person, year, now), 20);
await time("one person's year as PDF", () => service.pdf(person, 1, year, now), 20);
await time('limit check of 500 addresses (a storm)', () => service.checkLimits({}, addresses.slice(0, 500), now));
const report = await time('staff report (.xlsx) over every address', () => service.report(year, now), 3);
console.log(`report size: ${(report.content.length / 1e3).toFixed(0)} kB`);
