#!/usr/bin/env node
// npm run bench:registration — does POST /public/api/register tell by its answer or its time whether an e-mail has an
// account? (docs/accounts.md "Registration"). Starts its own embedded PostgreSQL and the built server
// (backend/dist/main.js, no SMTP: mails go to the outbox), registers one account, then sends BENCH_ROUNDS (default
// 40) pairs of registrations one at a time, in turn with a new address and with the existing one (its letters in
// another case every other time), each from its own client address (TRUST_PROXY=1) so the per-client limit is not
// what is measured. Prints per case the answers seen (status and body) and the answer times: min, p50, p90, mean, max.
import { machine, run, startProbedServer, withEmbeddedDatabase } from './bench-support.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);
const EXISTING = 'wlasciciel@bench.local';
const PASSWORD = 'Dobre#Haslo1';

let client = 0;
async function register(base, email) {
  client += 1;
  const started = process.hrtime.bigint();
  const res = await fetch(`${base}/public/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.${client >> 8}.${client & 255}` },
    body: JSON.stringify({ fullName: 'Ktoś Obcy', email, password: PASSWORD }),
  });
  const body = await res.text();
  return { ms: Number(process.hrtime.bigint() - started) / 1e6, answer: `${res.status} ${JSON.stringify(body)}` };
}

const percentile = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)];
const f = (n) => n.toFixed(1);

async function measure(url) {
  const server = await startProbedServer(url, { TRUST_PROXY: '1', ACCOUNT_MAIL_RATE_LIMIT_PER_HOUR: '100000' });
  const cases = { 'new address': [], 'existing account': [] };
  try {
    const first = await register(server.base, EXISTING);
    if (!first.answer.startsWith('201')) throw new Error(`seed registration: ${first.answer}`);
    // Warm-up: the first hashes and statements of a fresh process are slower than the rest.
    for (let i = 0; i < 3; i++) await register(server.base, `rozgrzewka${i}@bench.local`);
    for (let i = 0; i < ROUNDS; i++) {
      cases['new address'].push(await register(server.base, `nowy${i}.${Date.now()}@bench.local`));
      cases['existing account'].push(await register(server.base, i % 2 ? EXISTING.toUpperCase() : EXISTING));
    }
  } finally {
    await server.stop();
  }
  console.log(`\nRegistration answer times, ${ROUNDS} of each case in turn, one at a time (${machine()})`);
  console.log('| case | answers | min ms | p50 ms | p90 ms | mean ms | max ms |');
  console.log('|---|---|--:|--:|--:|--:|--:|');
  for (const [name, runs] of Object.entries(cases)) {
    const ms = runs.map((r) => r.ms);
    const answers = [...new Set(runs.map((r) => r.answer))].join(', ');
    const mean = ms.reduce((a, b) => a + b, 0) / ms.length;
    console.log(`| ${name} | ${answers} | ${f(Math.min(...ms))} | ${f(percentile(ms, 50))} | ${f(percentile(ms, 90))} | ${f(mean)} | ${f(Math.max(...ms))} |`);
  }
}

run(() => withEmbeddedDatabase('registration', measure));
