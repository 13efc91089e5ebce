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
import { summarise } from './profile-summary.mjs';
import { ensureWrk, runWrk } from './wrk.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const ENDPOINTS = [
  ['GET /public/api/map/config', '/public/api/map/config'],
  ['GET failures-lv', '/public/api/call-net/failures-lv'],
  ['GET reports?timePeriod=PT24H', '/public/api/call-net/reports?timePeriod=PT24H'],
];

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

runBenchmark(main);
