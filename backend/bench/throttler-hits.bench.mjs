#!/usr/bin/env node
// npm run bench:throttler — what the shared throttler counters cost per throttled request (docs/operations.md
// "Several instances"). Its own embedded PostgreSQL; the built repository (backend/dist) counts hits the way the
// guard does: one INSERT … ON CONFLICT DO UPDATE … RETURNING each. Prints per-hit latency one at a time, and the
// rate with BENCH_CONCURRENCY (default 20) hits at once over BENCH_KEYS (default 1000) client keys — a sign-in
// flood from many addresses. BENCH_HITS (default 20000) per phase.
import { performance } from 'node:perf_hooks';
import { dist, machine, require, run, withEmbeddedDatabase } from './bench-support.mjs';

const { DataSource } = require('typeorm');
const { dataSourceOptions } = dist('database/data-source-options.js');
const { ThrottlerHitsRepository } = dist('common/throttling/throttler-hits.repository.js');

const HITS = Number(process.env.BENCH_HITS ?? 20_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const KEYS = Number(process.env.BENCH_KEYS ?? 1000);

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

run(() =>
  withEmbeddedDatabase('throttler', async (url) => {
    const db = await new DataSource(dataSourceOptions(url)).initialize();
    try {
      const counters = new ThrottlerHitsRepository(db);
      for (let i = 0; i < 500; i++) await counters.hit(`warm:${i % 50}`, 60_000, 30, 60_000); // warm-up

      const one = [];
      for (let i = 0; i < Math.min(HITS, 5000); i++) {
        const t = performance.now();
        await counters.hit(`seq:${i % KEYS}`, 60_000, 30, 60_000);
        one.push(performance.now() - t);
      }
      one.sort((a, b) => a - b);

      let next = 0;
      const started = performance.now();
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (next < HITS) await counters.hit(`par:${next++ % KEYS}`, 60_000, 30, 60_000);
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      console.log(`Machine: ${machine()}`);
      console.log(`One hit at a time (${one.length}): p50 ${percentile(one, 50).toFixed(2)} ms, p99 ${percentile(one, 99).toFixed(2)} ms`);
      console.log(`${CONCURRENCY} at once over ${KEYS} keys: ${HITS} hits in ${seconds.toFixed(2)} s = ${Math.round(HITS / seconds)} hits/s`);
    } finally {
      await db.destroy();
    }
  }),
);
