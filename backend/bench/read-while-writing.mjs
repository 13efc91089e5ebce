// The storm's other half (issue 19): the outage-management system writes updates through the integration API while
// everyone reads the feeds. Measures the read rate with and without ten writers, the write rate, and how long a
// write takes to show in the feed (ack → visible), all against the same running server. The writers themselves are in
// write-load.mjs, on a worker thread.
import { Worker } from 'node:worker_threads';
import { cpuShares } from './cpu-shares.mjs';

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

/** Runs the writers on a worker thread for `seconds`, alongside `alongside()` (the reads, or nothing). */
async function withWriters({ base, writeBase, apiKey, seconds, probe, prime = false }, alongside) {
  const worker = new Worker(new URL('./write-load.mjs', import.meta.url), {
    workerData: { base, writeBase: writeBase ?? base, apiKey, seconds, writers: WRITERS, writeRate: WRITE_RATE, probe, prime },
  });
  try {
    await new Promise((resolve, reject) => worker.once('online', resolve).once('error', reject));
    const written = new Promise((resolve, reject) => worker.once('message', resolve).once('error', reject));
    worker.postMessage('start');
    const [result, writes] = await Promise.all([alongside(), written]);
    return { result, writes };
  } finally {
    await worker.terminate();
  }
}

const at = (list, p) => list[Math.min(list.length - 1, Math.max(0, Math.ceil((p / 100) * list.length) - 1))] ?? NaN;

/**
 * Seconds of reading before the reads alone are measured, not counted. Without it the first measured read paid for the
 * JIT compiling the read path: with the server on a core of its own (BENCH_PIN) the reads alone showed a p99 of
 * 70–130 ms against 9–10 ms during the writes, which followed them.
 */
const WARM_UP_SECONDS = 2;

/**
 * `read(seconds)` runs the read load for `seconds` (default: the bench's duration) and resolves with { rps, p99 }; the
 * writers write to `writeBase` (a second instance on the same database) when given, else to `base`; `probe` false
 * leaves out the visibility probe (the bare yardstick, bare-server.mjs). First every outage the writers will update is
 * written once and the feed read for 2 s (not measured); then the reads alone, then the
 * writers alone for half the duration (what one write costs the server's CPU, with nothing else running), then both
 * together. The writers run in a worker thread (write-load.mjs) while `read()` runs here. Returns the figures, with the
 * cores each process kept busy in each phase (cpu-shares.mjs); the caller prints them.
 */
export async function readWhileWriting({ base, writeBase, apiKey, seconds, read, pids, probe = true }) {
  // The outages the writers update, written once (write-load.mjs); the warm-up read gives the feed time to show them.
  await withWriters({ base, writeBase, apiKey, seconds: 0, probe, prime: true }, () => Promise.resolve(null));
  await read(WARM_UP_SECONDS);
  let cpu = cpuShares(pids);
  const readsAlone = await read();
  const cpuAlone = cpu();

  const idleSeconds = seconds / 2;
  cpu = cpuShares(pids);
  const { writes: alone } = await withWriters({ base, writeBase, apiKey, seconds: idleSeconds, probe }, () => Promise.resolve(null));
  const cpuWritesAlone = cpu();
  const writesAloneRate = alone.writeLatencies.length / alone.writeSeconds;

  cpu = cpuShares(pids);
  const { result: readsDuringWrites, writes } = await withWriters({ base, writeBase, apiKey, seconds, probe }, read);
  const cpuDuring = cpu();
  const { writeLatencies, refused, visibility, writeSeconds } = writes;
  writeLatencies.sort((a, b) => a - b);
  visibility.sort((a, b) => a - b);
  return {
    readsAlone,
    readsDuringWrites,
    writes: { perSecond: writeLatencies.length / writeSeconds, p50: at(writeLatencies, 50), p99: at(writeLatencies, 99), refused },
    visibility: { median: at(visibility, 50), max: visibility.at(-1) ?? NaN, probes: visibility.length },
    // The server's CPU per write with nothing else running (its own idle work, the 5 s checks, is included: small).
    writesAlone: {
      perSecond: writesAloneRate,
      serverCpuMsPerWrite: cpuWritesAlone ? ((writeBase ? cpuWritesAlone.writer : cpuWritesAlone.server) * 1000) / writesAloneRate : NaN,
    },
    cpu: { alone: cpuAlone, writesAlone: cpuWritesAlone, during: cpuDuring },
  };
}
