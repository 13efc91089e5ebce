// The storm's other half (issue 19): the outage-management system writes updates through the integration API while
// everyone reads the feeds. Measures the read rate with and without ten writers, the write rate, and how long a
// write takes to show in the feed (ack → visible), all against the same running server.
import { performance } from 'node:perf_hooks';

const WRITERS = Number(process.env.BENCH_WRITERS ?? 10);
/**
 * Unset: each writer sends its next update as soon as the last is answered (the most the server takes). A number: the
 * writers together send that many updates a second, each on its own clock (an outage-management system pushing a
 * storm's updates at a steady rate); a writer that falls behind sends at once, so the rate is a ceiling, not a promise.
 */
const WRITE_RATE = process.env.BENCH_WRITE_RATE ? Number(process.env.BENCH_WRITE_RATE) : null;

/** How the writers write, for the bench's heading. */
export function writersDescription() {
  return WRITE_RATE ? `${WRITERS} writers, ${WRITE_RATE} updates/s in all` : `${WRITERS} writers, each as fast as it is answered`;
}

/**
 * `read()` runs the read load for the bench's duration and resolves with { rps, p99 }; `failureIds` are external ids of
 * failures already stored. Returns the figures; the caller prints them.
 */
export async function readWhileWriting({ base, apiKey, seconds, read, failure }) {
  const readsAlone = await read();
  const stopAt = performance.now() + seconds * 1000;
  const writeLatencies = [];
  let refused = 0;
  const put = (externalId, body) =>
    fetch(`${base}/api/integration/outages/${externalId}`, {
      method: 'PUT',
      headers: { 'x-api-key': apiKey, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const interval = WRITE_RATE ? (WRITERS * 1000) / WRITE_RATE : 0;
  const writer = async (w) => {
    // Paced writers start spread over one interval, so the updates arrive evenly rather than in bursts of ten.
    let due = performance.now() + (interval * w) / WRITERS;
    for (let n = 0; performance.now() < stopAt; n++) {
      if (interval) {
        const wait = due - performance.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        due += interval;
        if (performance.now() >= stopAt) break;
      }
      const t0 = performance.now();
      const res = await put(`BENCH-WRITER-${w}-${n % 20}`, failure(`Aktualizacja ${w}/${n}`));
      await res.arrayBuffer();
      if (res.ok) writeLatencies.push(performance.now() - t0);
      else refused++;
    }
  };
  // One probe a second: a write with a cause nobody else writes, then the feed is read until it shows it. The probe
  // asks as a map does (If-None-Match): it shares the load generator's process, and decoding the whole feed every
  // 20 ms took CPU from the readers being measured.
  const visibility = [];
  let etag = '';
  const prober = async () => {
    for (let n = 0; performance.now() < stopAt - 1000; n++) {
      const cause = `Sonda widoczności ${n}`;
      const res = await put('BENCH-PROBE', failure(cause));
      await res.arrayBuffer();
      const acked = performance.now();
      for (;;) {
        const res = await fetch(`${base}/public/api/call-net/failures-lv`, { headers: { 'if-none-match': etag } });
        if (res.status === 200) {
          etag = res.headers.get('etag') ?? '';
          if ((await res.json()).some((i) => i.cause === cause)) break;
        } else await res.arrayBuffer();
        if (performance.now() - acked > 10_000) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      visibility.push(performance.now() - acked);
      await new Promise((r) => setTimeout(r, Math.max(0, 1000 - (performance.now() - acked))));
    }
  };
  const started = performance.now();
  const [readsDuringWrites] = await Promise.all([read(), ...Array.from({ length: WRITERS }, (_, w) => writer(w)), prober()]);
  const writeSeconds = (performance.now() - started) / 1000;
  writeLatencies.sort((a, b) => a - b);
  visibility.sort((a, b) => a - b);
  const at = (list, p) => list[Math.min(list.length - 1, Math.max(0, Math.ceil((p / 100) * list.length) - 1))] ?? NaN;
  return {
    readsAlone,
    readsDuringWrites,
    writes: { perSecond: writeLatencies.length / writeSeconds, p50: at(writeLatencies, 50), p99: at(writeLatencies, 99), refused },
    visibility: { median: at(visibility, 50), max: visibility.at(-1) ?? NaN, probes: visibility.length },
  };
}
