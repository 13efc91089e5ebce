// What the feed benchmarks' storm is made of, without the database: the city's box, the time helpers and the update
// the outage-management system sends. Kept apart from feed-bench-data.mjs (which loads the built backend and TypeORM)
// so the writers' worker thread (write-load.mjs) can use it cheaply.

// Inside the capital's bounds (public spec §9), away from the edges.
export const BOX = { west: 20.88, east: 21.25, south: 52.11, north: 52.36 };
export const HOUR = 3_600_000;
// The outage-management system reports times to the minute.
export const minute = (ms) => new Date(Math.round(ms / 60_000) * 60_000).toISOString();

/** A repeatable pseudo-random sequence (the same storm on every run). */
export function seededRandom(seed) {
  return () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
}

/** A failure of the low-voltage class somewhere in the city, as the outage-management system sends it. */
export function benchFailure(cause, random) {
  return {
    type: 'FAILURE',
    voltageClass: 'LV',
    position: { lng: BOX.west + random() * (BOX.east - BOX.west), lat: BOX.south + random() * (BOX.north - BOX.south) },
    outageCircle: 'SMALL',
    start: minute(Date.now() - HOUR),
    end: minute(Date.now() + 3 * HOUR),
    cause,
  };
}
