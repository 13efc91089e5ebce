#!/usr/bin/env node
// npm run bench:login-flood — does a flood of wrong sign-ins slow the public map feeds? (issue #14, docs/security.md
// "Sign-in floods"). Starts its own embedded PostgreSQL, one account, and the built server (backend/dist/main.js,
// LOG_LEVEL=info as in production, TRUST_PROXY=1) with bench/event-loop-probe.mjs loaded. Then, in turn:
//   1. quiet:          only the feed reader (autocannon, 10 connections on /public/api/call-net/failures-lv);
//   2. one address:    the reader plus a sign-in flood (50 connections, one wrong password, one client address):
//                      after LOGIN_RATE_LIMIT_PER_MINUTE tries nearly every answer is 429;
//   3. many addresses: the same flood with a new X-Forwarded-For on every request (a botnet, or a client before the
//                      TRUST_PROXY fix): every try passes the rate limit and reaches argon2 or the 429 of a full queue.
// The reader asks BENCH_READER_RATE (default 500) times a second. Prints per phase the feed's requests/s, p50 and p99, the sign-in answers by status, and the server's own
// event-loop delay (max and p99 of the per-second figures). BENCH_SECONDS (default 20) per phase;
// BENCH_PHASES=quiet,one,many picks phases; BENCH_CPU_PROF=dir writes the server's CPU profile there (node --cpu-prof).
import { dist, machine, require, run, startProbedServer, withEmbeddedDatabase } from './bench-support.mjs';

const autocannon = require('autocannon');
const { DataSource } = require('typeorm');
const { hashPassword } = dist('auth/password-hasher.js');

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const FEED = '/public/api/call-net/failures-lv';
const READER_RATE = Number(process.env.BENCH_READER_RATE ?? 500);
const VICTIM = 'ofiara@bench.local';

async function seed(url) {
  const db = await new DataSource({ type: 'postgres', url }).initialize();
  try {
    await db.query(`INSERT INTO users (system_role, full_name, email, email_confirmed_at, password_hash) VALUES ('DISPATCHER', 'Ofiara', $1, now(), $2)`, [
      VICTIM,
      await hashPassword('Prawdziwe#Haslo1'),
    ]);
  } finally {
    await db.destroy();
  }
}

const startServer = (databaseUrl) => startProbedServer(databaseUrl, { TRUST_PROXY: '1' });

const load = (options) => new Promise((resolve, reject) => autocannon(options, (error, result) => (error ? reject(error) : resolve(result))));

/** A different documentation-range address per request, as a botnet (or a client writing its own header) would send. */
let counter = 0;
const nextAddress = () => `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter++ & 255}`;

async function phase(server, name, flood) {
  const from = Date.now();
  // A steady reader (READER_RATE a second), so its p99 shows what the flood does to a visitor, not how many reads
  // two cores can squeeze in beside it.
  const reader = load({ url: `${server.base}${FEED}`, connections: 10, overallRate: READER_RATE, duration: SECONDS, headers: { 'accept-encoding': 'br' } });
  const floodRun =
    flood !== 'quiet' &&
    load({
      url: `${server.base}/api/login`,
      connections: 50,
      duration: SECONDS,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: VICTIM, password: 'Zle#Haslo1' }),
      ...(flood === 'many' ? { requests: [{ setupRequest: (req) => ({ ...req, headers: { ...req.headers, 'x-forwarded-for': nextAddress() } }) }] } : {}),
    });
  const [feed, signIn] = await Promise.all([reader, floodRun || null]);
  const to = Date.now();
  const seconds = server.probes.filter((p) => p.at > from + 1000 && p.at <= to);
  return {
    name,
    feed: {
      rps: feed.requests.average,
      p50: feed.latency.p50,
      p99: feed.latency.p99,
      max: feed.latency.max,
      errors: feed.errors + feed.timeouts + feed.non2xx,
    },
    signIn: signIn
      ? { rps: signIn.requests.average, statuses: Object.fromEntries(Object.entries(signIn.statusCodeStats ?? {}).map(([s, v]) => [s, v.count])) }
      : null,
    loop: {
      max: Math.max(0, ...seconds.map((p) => p.max)),
      p99: percentile(
        seconds.map((p) => p.p99),
        99,
      ),
    },
  };
}

const PHASES = [
  ['quiet', 'quiet'],
  ['one address', 'one'],
  ['many addresses', 'many'],
];

const percentile = (xs, p) => (xs.length ? [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)] : 0);
const f = (n, d = 0) => (Number.isFinite(n) ? n.toFixed(d) : '–');

async function measure(url) {
  await seed(url);
  const server = await startServer(url);
  const results = [];
  try {
    const only = process.env.BENCH_PHASES?.split(',');
    for (const [name, flood] of PHASES.filter(([, key]) => !only || only.includes(key))) {
      console.log(`${name}: ${SECONDS} s…`);
      results.push(await phase(server, name, flood));
    }
  } finally {
    await server.stop();
  }
  console.log(
    `\nSign-in flood against the public feed ${FEED} read ${READER_RATE} times a second (${machine()}), ${SECONDS} s per phase; ${server.logLines()} log lines written`,
  );
  console.log(
    '| phase | feed req/s | feed p50 ms | feed p99 ms | feed max ms | feed errors | sign-in req/s | sign-in answers | event loop max ms | event loop p99 ms (per-second p99s) |',
  );
  console.log('|---|--:|--:|--:|--:|--:|--:|---|--:|--:|');
  for (const r of results) {
    const answers = r.signIn
      ? Object.entries(r.signIn.statuses)
          .map(([s, n]) => `${s}: ${n}`)
          .join(', ')
      : '–';
    console.log(
      `| ${r.name} | ${f(r.feed.rps)} | ${f(r.feed.p50, 1)} | ${f(r.feed.p99, 1)} | ${f(r.feed.max)} | ${r.feed.errors} | ${r.signIn ? f(r.signIn.rps) : '–'} | ${answers} | ${f(r.loop.max, 1)} | ${f(r.loop.p99, 1)} |`,
    );
  }
}

run(() => withEmbeddedDatabase('login-flood', measure));
