// The writers of the read-while-writing case (read-while-writing.mjs), in a worker thread of their own: in production
// the outage-management system is another machine, so its HTTP client must not share the event loop of the load
// generator whose read rate is being measured (there its fetch calls and the probe's feed decoding delayed autocannon's
// own requests). It still shares the machine's two cores, as the server and PostgreSQL do.
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { benchFailure, seededRandom } from './storm-shape.mjs';

// Writes go to `writeBase`; the probe reads the feed at `base` (the same instance, or the one being read).
// `probe` false: no visibility probe (the bare yardstick writes nothing a feed shows).
// `prime`: write every id once and stop (read-while-writing.mjs, before anything is measured).
const { base, writeBase, apiKey, seconds, writers, writeRate, probe, prime } = workerData;
/** Each writer cycles through this many outages: the storm updates outages, it does not add one per update. */
const IDS_PER_WRITER = 20;
const writerId = (w, n) => `BENCH-WRITER-${w}-${n % IDS_PER_WRITER}`;
const random = seededRandom(20261124);
const failure = (cause) => benchFailure(cause, random);

const put = (externalId, body) =>
  fetch(`${writeBase}/api/integration/outages/${externalId}`, {
    method: 'PUT',
    headers: { 'x-api-key': apiKey, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** Waits for the main thread's word to start, so the writes begin with the reads. */
parentPort.once('message', async () => {
  if (prime) {
    // The outages the writers and the probe will update exist before the reads alone are measured, so those reads get
    // a feed as long as the one they get during the writes (200 more low-voltage failures otherwise appeared between
    // the two, and the ratio compared a short feed with a long one).
    const ids = Array.from({ length: writers * IDS_PER_WRITER }, (_, i) => writerId(Math.floor(i / IDS_PER_WRITER), i));
    if (probe) ids.push('BENCH-PROBE');
    for (const id of ids) await (await put(id, failure('Przygotowanie'))).arrayBuffer();
    parentPort.postMessage({ writeLatencies: [], refused: 0, visibility: [], writeSeconds: 0 });
    return;
  }
  const stopAt = performance.now() + seconds * 1000;
  const writeLatencies = [];
  let refused = 0;
  const interval = writeRate ? (writers * 1000) / writeRate : 0;
  const writer = async (w) => {
    // Paced writers start spread over one interval, so the updates arrive evenly rather than in bursts of ten.
    let due = performance.now() + (interval * w) / writers;
    for (let n = 0; performance.now() < stopAt; n++) {
      if (interval) {
        const wait = due - performance.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        due += interval;
        if (performance.now() >= stopAt) break;
      }
      const t0 = performance.now();
      const res = await put(writerId(w, n), failure(`Aktualizacja ${w}/${n}`));
      await res.arrayBuffer();
      if (res.ok) writeLatencies.push(performance.now() - t0);
      else refused++;
    }
  };
  // One probe a second: a write with a cause nobody else writes, then the feed is read until it shows it. The probe
  // asks as a map does (If-None-Match), so it costs little between changes.
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
  await Promise.all([...Array.from({ length: writers }, (_, w) => writer(w)), probe ? prober() : null]);
  parentPort.postMessage({ writeLatencies, refused, visibility, writeSeconds: (performance.now() - started) / 1000 });
});
