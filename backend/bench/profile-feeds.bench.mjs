#!/usr/bin/env node
// npm run bench:profile — where a feed request's CPU goes (docs/performance.md "Where the time goes").
// Starts the built server on the bench's storm data (feed-bench-data.mjs) with V8's sampling profiler (--cpu-prof),
// loads one endpoint at a time with wrk (100 connections), stops the server and sums the main thread's samples by
// owner: the package or part of Node a sampled function belongs to. Environment: BENCH_DURATION (s, default 10).
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run as runBenchmark, withEmbeddedDatabase } from './bench-support.mjs';
import { loadStorm, startServer } from './feed-bench-data.mjs';
import { ensureWrk, runWrk } from './wrk.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const ENDPOINTS = [
  ['GET /public/api/map/config', '/public/api/map/config'],
  ['GET failures-lv', '/public/api/call-net/failures-lv'],
  ['GET reports?timePeriod=PT24H', '/public/api/call-net/reports?timePeriod=PT24H'],
];

/** The owner of a sampled function, from its script's URL: a package, a part of Node, or the product's own code. */
export function ownerOf(callFrame) {
  const { url, functionName } = callFrame;
  if (!url) return functionName.startsWith('(') ? functionName : 'native / V8';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  if (url.startsWith('node:')) return `node: ${url.slice(5).split('/')[0]}`;
  if (url.includes('/backend/dist/')) return `product: ${url.split('/backend/dist/')[1].split('/').slice(0, -1).join('/') || '.'}`;
  return url;
}

/**
 * Self samples per owner as shares of the busy samples (idle and the profiler's own '(program)' left out), counting
 * only samples taken from `windowUs[0]` to `windowUs[1]` microseconds before the profile ended: the load, not the
 * server's start-up (module loading) or its shutdown.
 */
export function summarise(profile, windowUs = [Infinity, 0]) {
  const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
  const counts = new Map();
  let busy = 0;
  let at = profile.startTime;
  for (const [i, id] of profile.samples.entries()) {
    at += profile.timeDeltas[i];
    const beforeEnd = profile.endTime - at;
    if (beforeEnd > windowUs[0] || beforeEnd < windowUs[1]) continue;
    const owner = ownerOf(byNode.get(id).callFrame);
    if (owner === '(idle)' || owner === '(program)') continue;
    counts.set(owner, (counts.get(owner) ?? 0) + 1);
    busy += 1;
  }
  return [...counts.entries()].map(([owner, n]) => ({ owner, share: n / busy })).sort((a, b) => b.share - a.share);
}

async function profileOne(url, name, path) {
  const dir = mkdtempSync(join(tmpdir(), 'portal-profile-'));
  const server = await startServer(url, { execArgv: ['--cpu-prof', `--cpu-prof-dir=${dir}`] });
  try {
    await fetch(`${server.base}${path}`, { headers: { 'accept-encoding': 'br' } }).then((r) => r.arrayBuffer());
    const figures = runWrk(`${server.base}${path}`, { connections: 100, seconds: DURATION, headers: { 'accept-encoding': 'br' } });
    const stopping = Date.now();
    server.child.kill('SIGTERM');
    await new Promise((r) => server.child.once('exit', r));
    // The load ended when the shutdown began: keep the DURATION seconds before it, less a margin at each end.
    const shutdownUs = (Date.now() - stopping) * 1000;
    const windowUs = [shutdownUs + (DURATION - 0.5) * 1e6, shutdownUs + 0.5e6];
    const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
    if (!file) throw new Error(`no profile written for ${name}`);
    return { name, figures, owners: summarise(JSON.parse(readFileSync(join(dir, file), 'utf8')), windowUs) };
  } finally {
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  if (!ensureWrk()) throw new Error('wrk is needed (apt-get install wrk)');
  await withEmbeddedDatabase('profile', async (url) => {
    await loadStorm(url);
    for (const [name, path] of ENDPOINTS) {
      const { figures, owners } = await profileOne(url, name, path);
      console.log(`\n${name}: ${figures.rps.toFixed(0)} req/s, p99 ${figures.p99.toFixed(1)} ms (wrk, 100 connections, ${DURATION} s, profiler on)`);
      console.log('| owner | share of busy main-thread samples |');
      console.log('|---|---:|');
      for (const { owner, share } of owners.slice(0, 15)) console.log(`| ${owner} | ${(share * 100).toFixed(1)} % |`);
    }
  });
}

if (import.meta.url === `file://${process.argv[1]}`) runBenchmark(main);
