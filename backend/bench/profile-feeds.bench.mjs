#!/usr/bin/env node
// npm run bench:profile — where a feed request's CPU goes (docs/performance.md "Where a request's CPU goes").
// Starts the built server on the bench's storm data (feed-bench-data.mjs) with V8's sampling profiler (--cpu-prof),
// loads one endpoint at a time with wrk (100 connections), stops the server and sums the main thread's samples by
// owner: the package or part of Node a sampled function belongs to. Environment: BENCH_DURATION (s, default 10).
// BENCH_PROFILE=writes profiles the read-while-writing case instead (read-while-writing.mjs: failures-lv read by 100
// connections while ten writers update outages) and also prints the product's functions by inclusive share.
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { require, run as runBenchmark, withEmbeddedDatabase } from './bench-support.mjs';
import { BENCH_API_KEY, loadStorm, startServer } from './feed-bench-data.mjs';
import { inclusive, summarise } from './profile-summary.mjs';
import { readWhileWriting } from './read-while-writing.mjs';
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

/** The read-while-writing case under the profiler: the window is the writing half (the last DURATION seconds). */
async function profileWrites(url) {
  const autocannon = require('autocannon');
  const dir = mkdtempSync(join(tmpdir(), 'portal-profile-'));
  const server = await startServer(url, { execArgv: ['--cpu-prof', `--cpu-prof-dir=${dir}`] });
  try {
    const feed = `${server.base}/public/api/call-net/failures-lv`;
    // BENCH_READER=wrk reads with wrk (C): the server, not the generator, is then what bounds the reads.
    const withWrk = process.env.BENCH_READER === 'wrk' && ensureWrk();
    const readWithWrk = (seconds = DURATION) => Promise.resolve(runWrk(feed, { connections: 100, seconds, headers: { 'accept-encoding': 'br' } }));
    const read = withWrk
      ? readWithWrk
      : (seconds = DURATION) =>
          new Promise((resolve, reject) =>
            autocannon(
              {
                url: feed,
                connections: 100,
                duration: seconds,
                headers: { 'accept-encoding': 'br' },
                setupClient: (c) => (c.pipelinedRequests.addBody = () => {}),
              },
              (e, r) => (e ? reject(e) : resolve({ rps: r.requests.average, p99: r.latency.p99 })),
            ),
          );
    const rw = await readWhileWriting({ base: server.base, apiKey: BENCH_API_KEY, seconds: DURATION, read, pids: { server: server.child.pid } });
    const stopping = Date.now();
    server.child.kill('SIGTERM');
    await new Promise((r) => server.child.once('exit', r));
    const shutdownUs = (Date.now() - stopping) * 1000;
    const windowUs = [shutdownUs + (DURATION - 0.5) * 1e6, shutdownUs + 0.5e6];
    const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
    // BENCH_KEEP_PROFILE=<path> keeps the profile to open in Chrome's DevTools (Performance panel) or to read by script.
    if (process.env.BENCH_KEEP_PROFILE) copyFileSync(join(dir, file), process.env.BENCH_KEEP_PROFILE);
    const profile = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    console.log(
      `\nreads alone ${rw.readsAlone.rps.toFixed(0)} req/s, during writes ${rw.readsDuringWrites.rps.toFixed(0)} req/s; writes ${rw.writes.perSecond.toFixed(1)}/s; visible after median ${rw.visibility.median.toFixed(0)} ms, max ${rw.visibility.max.toFixed(0)} ms (profiler on)`,
    );
    console.log('| owner (self) | share of busy main-thread samples while writing |');
    console.log('|---|---:|');
    for (const { owner, share } of summarise(profile, windowUs).slice(0, 20)) console.log(`| ${owner} | ${(share * 100).toFixed(1)} % |`);
    console.log('\n| product function (inclusive) | share |');
    console.log('|---|---:|');
    for (const { name, share } of inclusive(profile, windowUs).slice(0, 40)) console.log(`| ${name} | ${(share * 100).toFixed(1)} % |`);
    // By package on the stack (inclusive): how much of the loop the writes' path (Nest, validation, TypeORM, pg) holds.
    const byPackage = inclusive(profile, windowUs, (frame) => frame.url.includes('node_modules/'));
    const packages = new Map();
    for (const { name, share } of byPackage) {
      const pkg = /^\S+ ((?:@[^/]+\/)?[^/]+)/.exec(name)?.[1] ?? name;
      packages.set(pkg, Math.max(packages.get(pkg) ?? 0, share));
    }
    console.log('\n| package (largest inclusive share of one of its functions) | share |');
    console.log('|---|---:|');
    for (const [pkg, share] of [...packages].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`| ${pkg} | ${(share * 100).toFixed(1)} % |`);
  } finally {
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  if (process.env.BENCH_PROFILE === 'writes')
    return withEmbeddedDatabase('profile', async (url) => {
      await loadStorm(url);
      await profileWrites(url);
    });
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
