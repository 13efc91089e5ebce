// npm run bench:adapters — what NestJS costs a storm read on each HTTP adapter, beside a bare node:http server
// (docs/performance.md "The storm feeds", docs/decisions.md "One HTTP stack"). Starts five servers
// (http-adapter-app.cjs): bare node:http; Nest on Express with and without a request log line; Nest on Fastify with and
// without its request log. Each answers the same prepared bytes; wrk (one thread, 100 connections) loads them in turn,
// BENCH_ROUNDS rounds (default 3) of BENCH_DURATION seconds (default 5), so every ratio comes from interleaved runs.
// Prints each run, then the median rate and p99 per server and its ratio to the bare server's median.
import { fork } from 'node:child_process';
import { loadavg, tmpdir } from 'node:os';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from './bench-support.mjs';
import { ensureWrk, runWrk } from './wrk.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const app = join(import.meta.dirname, 'http-adapter-app.cjs');
const logs = mkdtempSync(join(tmpdir(), 'portal-adapters-'));

const variants = [
  { name: 'bare node:http', args: ['bare'] },
  { name: 'Nest on Express, request log', args: ['express', join(logs, 'express.log')] },
  { name: 'Nest on Express, no log', args: ['express'] },
  { name: 'Nest on Fastify, request log', args: ['fastify', join(logs, 'fastify.log')] },
  { name: 'Nest on Fastify, no log', args: ['fastify'] },
];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function start(variant) {
  const port = await freePort();
  const child = fork(app, [variant.args[0], String(port), ...variant.args.slice(1)], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`${variant.name} exited with ${code}`)));
  });
  return { ...variant, child, url: `http://127.0.0.1:${port}/public/api/map/config`, runs: [] };
}

if (!ensureWrk()) {
  console.error('wrk is needed (Debian: apt-get install wrk).');
  process.exit(1);
}
const load = loadavg()
  .map((x) => x.toFixed(2))
  .join(' ');
const servers = [];
try {
  for (const variant of variants) servers.push(await start(variant));
  // Warm-up: every server's path compiled before it is measured.
  for (const s of servers) runWrk(s.url, { connections: 10, seconds: 1 });
  for (let round = 1; round <= ROUNDS; round++) {
    for (const s of servers) {
      const figures = runWrk(s.url, { connections: 100, seconds: DURATION });
      if (figures.non2xx) throw new Error(`${s.name} answered ${figures.non2xx} non-2xx`);
      s.runs.push(figures);
      console.log(`round ${round}: ${s.name}: ${figures.rps.toFixed(0)} req/s, p99 ${figures.p99.toFixed(1)} ms`);
    }
  }
} finally {
  for (const s of servers) s.child.kill('SIGTERM');
  rmSync(logs, { recursive: true, force: true });
}

const bare = median(servers[0].runs.map((r) => r.rps));
console.log(
  `\nwrk -t1 -c100, ${ROUNDS} × ${DURATION} s interleaved, Node ${process.version}; load average before: ${load}, after: ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}`,
);
console.log('| server | median req/s | median p99 ms | × bare |');
console.log('|---|---:|---:|---:|');
for (const s of servers) {
  const rps = median(s.runs.map((r) => r.rps));
  console.log(`| ${s.name} | ${rps.toFixed(0)} | ${median(s.runs.map((r) => r.p99)).toFixed(1)} | ${(rps / bare).toFixed(2)} |`);
}
