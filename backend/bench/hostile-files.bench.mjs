#!/usr/bin/env node
// npm run bench:hostile — what the hostile upload files of issue 14 cost the server (docs/security.md "Hostile files").
// Starts its own embedded PostgreSQL and the built server (backend/dist/main.js) with the event-loop probe, signs in an
// administrator and a dispatcher, then sends each file (generated here: test/support/hostile-files.mjs) one at a time
// and prints the answer, the time, the server's resident memory added at its peak (/proc/<pid>/status, sampled every
// 10 ms) and the longest event-loop delay the server itself measured (event-loop-probe.mjs, one-second windows).
// The e2e test (test/hostile-files.e2e-spec.ts) asserts the bounds: < 100 MB and < 200 ms for a refused file.
import { readFileSync } from 'node:fs';
import { bigCsv, bigXls, ringThroughTheMiddle, xlsxWithRows } from '../test/support/hostile-files.mjs';
import { dist, machine, require, run, startProbedServer, withEmbeddedDatabase } from './bench-support.mjs';

const { DataSource } = require('typeorm');
const { hashPassword } = dist('auth/password-hasher.js');
const PASSWORD = 'Bench#Haslo1';

const FILES = [
  {
    label: 'GeoJSON ring through its middle, n = 8,000',
    path: '/api/area/upload',
    who: 'admin',
    name: 'gwiazda.geojson',
    make: () => ringThroughTheMiddle(8_000),
  },
  {
    label: 'GeoJSON ring through its middle, n = 49,000',
    path: '/api/area/upload',
    who: 'admin',
    name: 'gwiazda.geojson',
    make: () => ringThroughTheMiddle(49_000),
  },
  {
    label: 'GeoJSON ring through its middle, n = 99,000',
    path: '/api/area/upload',
    who: 'admin',
    name: 'gwiazda.geojson',
    make: () => ringThroughTheMiddle(99_000),
  },
  { label: '.xlsx, 400,000 rows', path: '/api/planned-outage/address-list', who: 'dispatcher', name: 'lista.xlsx', make: () => xlsxWithRows(400_000) },
  {
    label: '.xlsx, 1,000,000 rows',
    path: '/api/planned-outage/address-list',
    who: 'dispatcher',
    name: 'lista.xlsx',
    make: () => xlsxWithRows(1_000_000, { numbers: true }),
  },
  {
    label: '.xlsx, 1,000,000 rows, three at once',
    path: '/api/planned-outage/address-list',
    who: 'dispatcher',
    name: 'lista.xlsx',
    make: () => xlsxWithRows(1_000_000, { numbers: true }),
    copies: 3,
  },
  { label: '.xls, 65,535 rows', path: '/api/planned-outage/address-list', who: 'dispatcher', name: 'lista.xls', make: () => bigXls() },
  { label: 'CSV, 200,000 rows', path: '/api/planned-outage/address-list', who: 'dispatcher', name: 'lista.csv', make: () => bigCsv() },
];

const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function seedUsers(url) {
  const db = await new DataSource({ type: 'postgres', url }).initialize();
  try {
    const hash = await hashPassword(PASSWORD);
    for (const [role, email] of [
      ['ADMIN', 'admin@bench.local'],
      ['DISPATCHER', 'dyspozytor@bench.local'],
    ]) {
      await db.query(`INSERT INTO users (system_role, full_name, email, email_confirmed_at, password_hash) VALUES ($1, $1, $2, now(), $3)`, [
        role,
        email,
        hash,
      ]);
    }
  } finally {
    await db.destroy();
  }
}

const startServer = (databaseUrl) => startProbedServer(databaseUrl, { LOG_LEVEL: 'warn' });

async function token(base, login) {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ login, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`login ${login}: ${res.status} ${await res.text()}`);
  return (await res.json()).token;
}

async function send(server, auth, file, bytes) {
  const form = new FormData();
  form.append('file', new Blob([bytes]), file.name);
  const res = await fetch(`${server.base}${file.path}`, { method: 'POST', headers: { Authorization: `Bearer ${auth}` }, body: form });
  const body = await res.json().catch(() => ({}));
  return { status: res.status, message: body.message ?? '' };
}

async function measureFile(server, tokens, file) {
  const bytes = file.make();
  await sleep(2200); // quiet seconds, so the probe's windows separate this file from the previous one
  const quiet = server.probes.filter((p) => p.at >= Date.now() - 2100);
  const before = rssMb(server.pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), 10);
  const start = Date.now();
  const answers = await Promise.all(Array.from({ length: file.copies ?? 1 }, () => send(server, tokens[file.who], file, bytes)));
  const ms = Date.now() - start;
  clearInterval(sampler);
  peak = Math.max(peak, rssMb(server.pid));
  await sleep(1100); // the probe's window that holds the end of the request
  const windows = server.probes.filter((p) => p.at >= start && p.at <= start + ms + 1100);
  return {
    file,
    size: bytes.length,
    answers,
    ms,
    addedMb: peak - before,
    delayMs: Math.max(0, ...windows.map((p) => p.max)),
    idleMs: Math.max(0, ...quiet.map((p) => p.max)),
  };
}

run(async () => {
  console.log(`Hostile upload files (issue 14) — ${machine()}`);
  await withEmbeddedDatabase('hostile', async (url) => {
    await seedUsers(url);
    const server = await startServer(url);
    try {
      const tokens = { admin: await token(server.base, 'admin@bench.local'), dispatcher: await token(server.base, 'dyspozytor@bench.local') };
      // Warm up: the first worker loads the readers' code.
      await measureFile(server, tokens, { ...FILES[0], make: () => ringThroughTheMiddle(8) });
      await measureFile(server, tokens, { ...FILES[3], make: () => xlsxWithRows(5) });
      // The quiet column is the same probe in the two seconds before the file: what the machine's other work costs.
      console.log('\n| File | Size | Answer | Time | RSS added at peak | Longest event-loop delay | The same, quiet before |');
      console.log('| --- | ---: | --- | ---: | ---: | ---: | ---: |');
      for (const file of FILES) {
        const r = await measureFile(server, tokens, file);
        const answer = [...new Set(r.answers.map((a) => `${a.status} ${a.message}`))].join('; ');
        console.log(
          `| ${file.label} | ${(r.size / 1e6).toFixed(2)} MB | ${answer} | ${r.ms} ms | ${r.addedMb.toFixed(0)} MB | ${r.delayMs.toFixed(0)} ms | ${r.idleMs.toFixed(0)} ms |`,
        );
      }
      console.log('\nBounds asserted by test/hostile-files.e2e-spec.ts for a refused file: < 100 MB added, < 200 ms event-loop delay.');
    } finally {
      await server.stop();
    }
  });
});
