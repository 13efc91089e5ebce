import type { Page } from '@playwright/test';

// A storm for the map's journeys: 500 confirmed failures, 5,000 user reports and 120 planned outages in the capital,
// served to one page in place of the map feeds (page.route). The server's own data stays as it is, so the journeys
// after this one see the demo data: writing 500 failures through the integration API and ending them afterwards would
// leave 500 ended outages in the outage history and their alerts in the outbox, which other journeys read.
// Built like the feed benchmark's storm (backend/bench/feed-bench-data.mjs): buildings along streets, reports
// gathered round the failures and repeating the same buildings, planned works along a stretch of one street.

export const STORM = { failures: 500, reports: 5_000, planned: 120 } as const;

interface LatLng {
  lat: number;
  lng: number;
}

const BOX = { west: 20.88, east: 21.25, south: 52.11, north: 52.36 };

export function stormFeeds(now = Date.now()) {
  let seed = 20261124;
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const iso = (msAgo: number) => new Date(now - msAgo).toISOString();

  type Building = { street: string; number: number; at: LatLng; row: Building[] };
  const buildings: Building[] = [];
  for (let s = 0; s < 60; s++) {
    const from = { lng: BOX.west + random() * (BOX.east - BOX.west), lat: BOX.south + random() * (BOX.north - BOX.south) };
    const angle = random() * Math.PI;
    const row: Building[] = [];
    for (let n = 1; n <= 60; n++) {
      const b = {
        street: `Burzowa ${String.fromCharCode(65 + (s % 26))}${s >= 26 ? Math.floor(s / 26) : ''}`,
        number: n,
        at: { lng: from.lng + Math.cos(angle) * n * 0.0003 + (n % 2) * 0.00012, lat: from.lat + Math.sin(angle) * n * 0.0002 },
        row,
      };
      row.push(b);
      buildings.push(b);
    }
  }
  const addressOf = (b: Building) => ({ streetType: 'ul.', streetName: b.street, residenceNumber: String(b.number) });
  const near = (b: Building, span: number) => b.row[Math.max(0, Math.min(b.row.length - 1, b.row.indexOf(b) + Math.round((random() - 0.5) * 2 * span)))];

  const failures = Array.from({ length: STORM.failures }, (_, i) => {
    const b = pick(buildings);
    const addressesCount = 1 + Math.floor(random() ** 3 * 400);
    const square = i % 3 === 0;
    const d = 0.0009;
    return {
      id: 900_000 + i,
      type: 'FAILURE',
      area: square
        ? [
            { lat: b.at.lat - d, lng: b.at.lng - d },
            { lat: b.at.lat - d, lng: b.at.lng + d },
            { lat: b.at.lat + d, lng: b.at.lng + d },
            { lat: b.at.lat + d, lng: b.at.lng - d },
          ]
        : [],
      position: b.at,
      outageCircle: square ? null : i % 2 ? 'SMALL' : 'MEDIUM',
      addressesCount,
      reportsCount: 0,
      description: null,
      comment: null,
      cause: 'Burza: zerwana linia',
      start: iso(random() * 6 * 3_600_000),
      end: i % 4 ? iso(-random() * 8 * 3_600_000) : null,
      addressList: Array.from({ length: Math.min(addressesCount, 20) }, (_, k) => addressOf(near(b, 10 + k))),
      updatedAt: iso(60_000),
    };
  });

  // Planned works along a stretch of one street: hulls a few metres wide (drawn as circles), and every fourth over
  // two streets' worth of blocks (a real area).
  const planned = Array.from({ length: STORM.planned }, (_, i) => {
    const first = pick(buildings);
    const stretch = first.row.slice(first.row.indexOf(first), first.row.indexOf(first) + 4 + Math.floor(random() * 8));
    const hull =
      stretch.length < 3
        ? []
        : i % 4 === 0
          ? [
              stretch[0].at,
              stretch.at(-1)!.at,
              { lat: stretch.at(-1)!.at.lat + 0.002, lng: stretch.at(-1)!.at.lng + 0.002 },
              { lat: stretch[0].at.lat + 0.002, lng: stretch[0].at.lng + 0.002 },
            ]
          : stretch.map((b) => b.at);
    const middle = { lat: stretch.reduce((s, b) => s + b.at.lat, 0) / stretch.length, lng: stretch.reduce((s, b) => s + b.at.lng, 0) / stretch.length };
    return {
      id: 800_000 + i,
      type: 'PLANNED',
      area: hull,
      position: middle,
      outageCircle: null,
      addressesCount: stretch.length,
      reportsCount: 0,
      description: null,
      comment: 'Wymiana słupów',
      cause: null,
      start: iso(3_600_000),
      end: iso(-5 * 3_600_000),
      addressList: stretch.map(addressOf),
      updatedAt: iso(3_600_000),
    };
  });

  // Most reports near a failure, many from the same buildings; the rest anywhere.
  const hot = buildings.filter((_, k) => k % 7 === 0);
  // A few blocks of flats reported by dozens of their residents: one point that no zoom can draw apart.
  const blocks = hot.slice(0, 10);
  const reports = Array.from({ length: STORM.reports }, (_, i) => {
    const b = i % 20 === 0 ? pick(blocks) : i % 10 < 7 ? near(pick(hot), 3) : pick(buildings);
    return { id: 700_000 + i, position: b.at, address: `ul. ${b.street} ${b.number}, Warszawa`, type: 'WEB', date: iso(random() * 24 * 3_600_000) };
  });

  return { failures, planned, reports };
}

/** Serves the storm to this page in place of the map feeds (hv: the failures; lv and extensive: none). */
export async function serveStorm(page: Page) {
  const storm = stormFeeds();
  await page.route('**/public/api/call-net/failures-hv', (route) => route.fulfill({ json: storm.failures }));
  await page.route('**/public/api/call-net/failures-lv', (route) => route.fulfill({ json: [] }));
  await page.route('**/public/api/call-net/failures-extensive', (route) => route.fulfill({ json: [] }));
  await page.route('**/public/api/planned-outage/get/all', (route) => route.fulfill({ json: storm.planned }));
  await page.route('**/public/api/call-net/reports?*', (route) => route.fulfill({ json: storm.reports }));
  return storm;
}
