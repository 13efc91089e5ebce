// BENCH_PIN=1: the server under test on a core of its own, as it would be on its own machine. On this 2-core machine
// the load generator, the outage system's writers and PostgreSQL otherwise share the server's cores, so a figure such
// as "reads during writes / reads alone" also measures how the scheduler shares two cores among them (docs/performance.md
// "The storm feeds"). Pinned, every server the bench starts (the product's instances and the bare
// yardstick, all their threads) runs on CPU 0 and everything else — this process, its worker threads, wrk, the
// embedded PostgreSQL — on CPU 1. Linux only (taskset, util-linux); refused elsewhere rather than silently unpinned.
import { execFileSync, spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';

export const PINNED = process.env.BENCH_PIN === '1';
const SERVER_CPU = '0';
const LOAD_CPU = '1';

function taskset(cpu, pid) {
  // -a: every thread the process has now; threads and children it creates later inherit the mask.
  execFileSync('taskset', ['-a', '-p', '-c', cpu, String(pid)], { stdio: 'ignore' });
}

/** Called first, before PostgreSQL or any server starts, so everything this process starts inherits CPU 1. */
export function pinLoadSide() {
  if (!PINNED) return;
  if (availableParallelism() < 2 || spawnSync('taskset', ['-V']).error !== undefined)
    throw new Error('BENCH_PIN=1 needs Linux with taskset (util-linux) and at least two CPUs.');
  taskset(LOAD_CPU, process.pid);
}

/** A server process the bench has started: moved, with all its threads, to CPU 0. */
export function pinServer(pid) {
  if (PINNED) taskset(SERVER_CPU, pid);
}

/** For the bench's heading. */
export function pinningDescription() {
  return PINNED
    ? `BENCH_PIN=1: every server on CPU ${SERVER_CPU}; load generator, writers and PostgreSQL on CPU ${LOAD_CPU}.`
    : 'Unpinned: servers, load generator, writers and PostgreSQL share the cores as the scheduler decides (BENCH_PIN=1 separates them).';
}
