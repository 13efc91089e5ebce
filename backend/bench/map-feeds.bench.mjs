#!/usr/bin/env node
// npm run bench — the map feeds under a storm's load (docs/performance.md "Map feeds").
// Starts its own embedded PostgreSQL on a free port in a temporary folder, migrates it and fills it with 5,000 user
// reports of the last 24 h, 500 failures (through the integration API's service) and 1,000 accepted planned outages;
// then starts the built server (backend/dist/main.js) on that database and runs autocannon over loopback, 100
// connections, against every feed (Accept-Encoding: br), the 304 answers, and trivial endpoints of the same server.
// Prints one table: requests per second, p50 and p99 latency. Environment: BENCH_DURATION (s, default 10),
// BENCH_CONNECTIONS (default 100), BENCH_KEEP_BODIES=1 (autocannon keeps every body as a string, its default; see
// discardBodies).
import { spawn } from 'node:child_process';
import http from 'node:http';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { dist, freePort, require, run as runBenchmark, withEmbeddedDatabase } from './bench-support.mjs';

const autocannon = require('autocannon');
const { DataSource } = require('typeorm');
const { dataSourceOptions } = dist('database/data-source-options.js');
const { UserEntity } = dist('users/entities/user.entity.js');
const { PlannedOutagesRepository } = dist('planned-outages/planned-outages.repository.js');
const { outageHull } = dist('planned-outages/hull.js');
const { toSearchText } = dist('planned-outages/search-text.js');
const { CallNetOutagesRepository } = dist('call-net/outages/call-net-outages.repository.js');
const { CallNetOutagesService } = dist('call-net/outages/call-net-outages.service.js');
const { insertUserReports } = dist('call-net/map-feed/map-feed.repository.js');

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const COUNTS = { reports: 5_000, failures: 500, planned: 1_000 };
// Inside the capital's bounds (public spec §9), away from the edges.
const BOX = { west: 20.88, east: 21.25, south: 52.11, north: 52.36 };
const HOUR = 3_600_000;
// The outage-management system reports times to the minute.
const minute = (ms) => new Date(Math.round(ms / 60_000) * 60_000).toISOString();

let seed = 20261121;
const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
const pick = (list) => list[Math.floor(random() * list.length)];
const STREET_NAMES = ['Marszałkowska', 'Puławska', 'Grochowska', 'Wolska', 'Górczewska', 'Radzymińska', 'Ostrobramska', 'Racławicka', 'Odyńca',
  'Chmielna', 'Hoża', 'Wilcza', 'Mokotowska', 'Grójecka', 'Kasprzaka', 'Płocka', 'Targowa', 'Zamoyskiego', 'Waszyngtona', 'Modlińska',
  'Marymoncka', 'Słowackiego', 'Kondratowicza', 'Bartycka', 'Sobieskiego', 'Dolna', 'Belwederska', 'Rakowiecka', 'Woronicza', 'Wałbrzyska',
  'Ursynowska', 'Łabiszyńska', 'Myśliborska', 'Światowida', 'Kochanowskiego', 'Broniewskiego', 'Reymonta', 'Szegedyńska', 'Powstańców Śląskich',
  'Lazurowa', 'Połczyńska', 'Ciszewskiego', 'Dereniowa', 'Lanciego', 'Przyczółkowa', 'Wiertnicza', 'Patriotów', 'Trakt Lubelski', 'Płowiecka',
  'Chełmżyńska', 'Strażacka', 'Kordeckiego', 'Żegańska', 'Bora-Komorowskiego', 'Fieldorfa', 'Umińskiego', 'Meissnera', 'Gocławska', 'Jana Pawła II'];
const DISTRICTS = ['Bemowo', 'Białołęka', 'Bielany', 'Mokotów', 'Ochota', 'Praga-Południe', 'Praga-Północ', 'Śródmieście', 'Targówek', 'Ursynów', 'Wawer', 'Wola'];

/**
 * Buildings along streets, as the address register gives them: reports and outages stand on buildings, not on
 * random points (a storm's reports repeat the same buildings and cluster round the failures).
 */
function buildRegister() {
  const buildings = [];
  for (const [s, name] of STREET_NAMES.entries()) {
    for (let segment = 0; segment < 3; segment++) {
      const from = { lng: BOX.west + random() * (BOX.east - BOX.west), lat: BOX.south + random() * (BOX.north - BOX.south) };
      const angle = random() * Math.PI;
      const street = { name, district: DISTRICTS[(s + segment) % DISTRICTS.length], buildings: [] };
      for (let n = 1; n <= 60; n++) {
        const b = { street, number: String(n), lng: from.lng + Math.cos(angle) * n * 0.0003 + (n % 2) * 0.00012, lat: from.lat + Math.sin(angle) * n * 0.0002 };
        street.buildings.push(b);
        buildings.push(b);
      }
    }
  }
  return buildings;
}
const neighbour = (b, span) => {
  const list = b.street.buildings;
  const i = list.indexOf(b) + Math.round((random() - 0.5) * 2 * span);
  return list[Math.max(0, Math.min(list.length - 1, i))];
};
const addressOf = (b) => ({ streetType: 'ul.', streetName: b.street.name, residenceNumber: b.number });

async function fill(dataSource) {
  const now = Date.now();
  const buildings = buildRegister();
  const user = await dataSource.getRepository(UserEntity).save({ systemRole: 'DISPATCHER', fullName: 'Dyspozytor Benchmark', email: 'bench@bench.local', passwordHash: 'x', emailConfirmedAt: new Date() });
  const planned = new PlannedOutagesRepository(dataSource);
  for (let i = 0; i < COUNTS.planned; i++) {
    // Planned works cover a stretch of one street.
    const first = pick(buildings);
    const stretch = first.street.buildings.slice(first.street.buildings.indexOf(first), first.street.buildings.indexOf(first) + 3 + Math.floor(random() * 10));
    const addresses = stretch.map((b) => {
      const values = { nonFormattedAddress: `ul. ${b.street.name} ${b.number}, Warszawa`, street: `ul. ${b.street.name}`, streetNumber: b.number, postcode: '00-001', city: 'Warszawa', district: b.street.district, wesolaDistrict: false, lng: b.lng, lat: b.lat };
      return { ...values, searchText: toSearchText(values.nonFormattedAddress, values.street, values.streetNumber, values.postcode, values.city, values.district) };
    });
    // Dispatchers plan in quarter hours.
    const quarter = 15 * 60_000;
    const start = Math.round((now + (random() * 10 * 24 - 12) * HOUR) / quarter) * quarter;
    await planned.insert(
      {
        outageStart: new Date(start), outageEnd: new Date(Math.round((Math.max(start, now) + (2 + random() * 8) * HOUR) / quarter) * quarter), outageAnnouncement: '2026-11-20', voltageLevel: 'LV',
        taskNumber: `B-${i}`, recipient: 'SAP', comment: 'Prace planowe na sieci nN', acceptStatus: 'ACCEPTED', points: outageHull(addresses),
        createdById: user.id,
      },
      addresses,
    );
  }
  const outages = new CallNetOutagesService(new CallNetOutagesRepository(dataSource.manager), { refresh: async () => undefined }, { outageChanged: async () => 0 });
  const failureSites = [];
  for (let i = 0; i < COUNTS.failures; i++) {
    const site = pick(buildings);
    failureSites.push(site);
    const kind = i % 25 === 0 ? 'EXTENSIVE' : 'FAILURE';
    const radius = kind === 'EXTENSIVE' ? 1500 : 250;
    const shape = kind === 'EXTENSIVE' || i % 3 === 0
      ? { area: Array.from({ length: 6 }, (_, k) => ({ lng: site.lng + (Math.cos((k * Math.PI) / 3) * radius) / 68_000, lat: site.lat + (Math.sin((k * Math.PI) / 3) * radius) / 111_000 })) }
      : { position: { lng: site.lng, lat: site.lat }, outageCircle: random() < 0.5 ? 'SMALL' : 'MEDIUM' };
    await outages.upsert(`BENCH-${i}`, {
      type: kind, voltageClass: kind === 'FAILURE' ? (random() < 0.3 ? 'HV' : 'LV') : null, ...shape,
      addressList: Array.from({ length: 1 + Math.floor(random() * 8) }, () => addressOf(neighbour(site, 6))),
      start: minute(now - random() * 8 * HOUR), end: minute(now + random() * 8 * HOUR), cause: 'Uszkodzenie linii kablowej nN',
      description: kind === 'EXTENSIVE' ? 'Rozległa awaria po nawałnicy' : null,
    });
  }
  // Reports in the order they came (ids grow with time); most near a failure, the rest anywhere.
  const times = Array.from({ length: COUNTS.reports }, () => now - random() * 23.5 * HOUR).sort((a, b) => a - b);
  await insertUserReports(dataSource.manager, times.map((time) => {
    const b = random() < 0.7 ? neighbour(pick(failureSites), 8) : pick(buildings);
    return {
      source: random() < 0.15 ? 'CALL_CENTER' : 'WEB', reportType: 'NO_VOLTAGE', city: 'Warszawa', district: b.street.district, streetType: 'ul.',
      streetName: b.street.name, residenceNumber: b.number, postcode: '02-515', reporter: 'Jan Kowalski',
      phoneNumber: '+48600100200', email: 'jan@example.pl', description: 'Brak napięcia w całym lokalu.', lng: b.lng, lat: b.lat,
      reportedAt: new Date(time),
    };
  }));
  await dataSource.query('ANALYZE');
}

async function startServer(databaseUrl) {
  const port = await freePort();
  const child = spawn(process.execPath, [join(import.meta.dirname, '..', 'dist', 'main.js')], {
    cwd: join(import.meta.dirname, '..', '..'),
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', DATABASE_URL: databaseUrl, DEMO_DATA: 'false', PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${output}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return { base, child, output: () => output };
}

/**
 * A second client for the same load: Node's own HTTP client (C parser) discarding the body — an independent check
 * that the figures are the server's, not one load generator's.
 */
async function leanRun(url, headers, method = 'GET', body) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const latencies = [];
  let non2xx = 0;
  const end = performance.now() + DURATION * 1000;
  const one = () =>
    new Promise((resolve, reject) => {
      const t0 = performance.now();
      const req = http.request(url, { agent, headers, method }, (res) => {
        if (res.statusCode < 200 || res.statusCode > 299) non2xx++;
        res.on('end', () => {
          latencies.push(performance.now() - t0);
          resolve();
        });
        res.resume();
      });
      req.on('error', reject);
      req.end(body);
    });
  const started = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, async () => {
    while (performance.now() < end) await one();
  }));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (p) => latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)];
  return { rps: latencies.length / seconds, p50: at(50), p99: at(99), non2xx };
}

const KEEP_BODIES = process.env.BENCH_KEEP_BODIES === '1';

/**
 * autocannon 9 appends every response chunk to a JavaScript string (`req.body += data`, pipelinedRequestsQueue.js;
 * upstream issue mcollina/autocannon#485) for expectBody/verifyBody, which this bench does not use. For compressed
 * bodies — bytes that are not UTF-8 — that decode is the slow path: against a bare node:http server answering a fixed
 * 50 kB buffer on this machine, autocannon managed 1,477 req/s with random bytes and 23,928 with ASCII bytes, and
 * 25,246 with random bytes once it stopped keeping bodies. On two cores that client cost is taken from the server,
 * so by default the load generator drops bodies (bytes are still counted; every response is still parsed whole).
 */
function discardBodies(client) {
  client.pipelinedRequests.addBody = () => {};
}

function run(url, headers, method = 'GET', body) {
  return new Promise((resolve, reject) => {
    const setupClient = KEEP_BODIES ? undefined : discardBodies;
    autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers, method, body, setupClient }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

async function main() {
  await withEmbeddedDatabase('feeds', measure);
}

async function measure(url) {
  let server;
  try {
    const dataSource = await new DataSource(dataSourceOptions(url)).initialize();
    const started = Date.now();
    await fill(dataSource);
    await dataSource.destroy();
    console.log(`Data: ${COUNTS.reports} reports (last 24 h), ${COUNTS.failures} failures/extensive areas, ${COUNTS.planned} accepted planned outages; loaded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    server = await startServer(url);

    const br = { 'accept-encoding': 'br' };
    const targets = [
      ['GET /api/health (trivial, one SELECT 1)', '/api/health', br],
      ['GET /public/api/map/config (trivial, no database)', '/public/api/map/config', br],
      ['GET failures-extensive', '/public/api/call-net/failures-extensive', br],
      ['GET failures-hv', '/public/api/call-net/failures-hv', br],
      ['GET failures-lv', '/public/api/call-net/failures-lv', br],
      ['GET planned-outage/get/all', '/public/api/planned-outage/get/all', br],
      ['GET reports?timePeriod=PT24H', '/public/api/call-net/reports?timePeriod=PT24H', br],
      ['GET reports?timePeriod=PT1H', '/public/api/call-net/reports?timePeriod=PT1H', br],
      ['POST planned-outage/search/map (ACTIVE now)', '/public/api/planned-outage/search/map', { ...br, 'content-type': 'application/json' }, 'POST', JSON.stringify({ status: 'ACTIVE' })],
    ];
    // Warm-up: every feed built once, then time for the background quality-11 recompression (map-feed.snapshot.ts).
    for (const [, path, headers, method, body] of targets) await fetch(`${server.base}${path}`, { headers, method, body }).then((r) => r.arrayBuffer());
    await new Promise((r) => setTimeout(r, 12_000));
    const rows = [];
    for (const [name, path, headers, method = 'GET', body] of targets) {
      const res = await fetch(`${server.base}${path}`, { headers, method, body });
      if (!res.ok) {
        console.log(`skip ${name}: ${res.status}`);
        continue;
      }
      const bytes = Number(res.headers.get('content-length') ?? (await res.arrayBuffer()).byteLength);
      const etag = res.headers.get('etag');
      const result = await run(`${server.base}${path}`, headers, method, body);
      const lean = await leanRun(`${server.base}${path}`, headers, method, body);
      rows.push({ name, result, lean, bytes: res.headers.get('content-encoding') === 'br' ? `${(bytes / 1024).toFixed(1)} kB br` : `${bytes} B` });
      if (etag && path.includes('call-net/reports?timePeriod=PT24H')) {
        const conditional = { ...headers, 'if-none-match': etag };
        const notModified = await run(`${server.base}${path}`, conditional);
        rows.push({ name: `${name} → 304 (If-None-Match)`, result: notModified, lean: await leanRun(`${server.base}${path}`, conditional), bytes: '0' });
      }
    }
    const trivial = rows.find((r) => r.name.includes('no database')) ?? rows[0];
    console.log(`\nMachine: ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, Node ${process.version}; ${CONNECTIONS} connections, ${DURATION} s per endpoint and client, loopback; left: autocannon (${KEEP_BODIES ? 'keeping bodies as strings' : 'bodies counted, not kept'}), right: Node's http client\n`);
    const header = ['endpoint', 'body', 'req/s', 'p50 ms', 'p99 ms', '× trivial', 'Node client req/s', 'p50 ms', 'p99 ms', '× trivial', 'non-2xx'];
    const lines = rows.map(({ name, result, lean, bytes }) => [
      name,
      bytes,
      result.requests.average.toFixed(0),
      String(result.latency.p50),
      String(result.latency.p99),
      (result.requests.average / trivial.result.requests.average).toFixed(2),
      lean.rps.toFixed(0),
      lean.p50.toFixed(1),
      lean.p99.toFixed(1),
      (lean.rps / trivial.lean.rps).toFixed(2),
      `${result.non2xx}/${lean.non2xx}`,
    ]);
    const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
    const fmt = (cells) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
    console.log(fmt(header));
    console.log(`|${widths.map((w, i) => (i === 0 ? `-${'-'.repeat(w)}-` : `${'-'.repeat(w + 1)}:`)).join('|')}|`);
    for (const l of lines) console.log(fmt(l));
  } finally {
    if (server) {
      server.child.kill('SIGTERM');
      await new Promise((r) => server.child.once('exit', r));
    }
  }
}

runBenchmark(main);
