#!/usr/bin/env node
// The yardstick of `npm run bench` (issue 19): a bare node:http server answering the very bytes and headers the
// product answered, captured from it in the same run. Nothing but a lookup and a write per request, so the product's
// rate divided by this one is what the product's own code costs, whatever the machine.
// Usage: node bare-server.mjs CAPTURES.json [DATABASE_URL] — prints `listening PORT` on stdout.
//
// With a database, it is also the yardstick of the read-while-writing case: every `PUT /api/integration/outages/{id}`
// is written as one explicit transaction (BEGIN, an upsert of the body as received into a table of its own,
// bench_bare_writes, COMMIT: the product's transaction boundaries), committed (durable) before the captured answer is
// sent. No validation, no row lock, no alerts, no history, no feed rebuild: what the reads lose to these writes is
// about the least a server that writes in transactions can make them lose on this machine. (One autocommitted
// statement would be as durable in one round trip instead of three; the product needs its transaction.)
import { readFileSync } from 'node:fs';
import http from 'node:http';
import pg from 'pg';

/** @type {Array<{ method: string, path: string, conditional: boolean, status: number, headers: Record<string, string | string[]>, body: string }>} */
const captures = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const answers = new Map(captures.map((c) => [keyOf(c.method, c.path, c.conditional), { ...c, body: Buffer.from(c.body, 'base64') }]));

function keyOf(method, path, conditional) {
  return `${method} ${path}${conditional ? ' conditional' : ''}`;
}

const OUTAGE_PUT = /^\/api\/integration\/outages\/([^/?]+)$/;
/** The captured answer to an outage PUT, sent for every id. */
const putAnswer = [...answers.values()].find((c) => c.method === 'PUT' && OUTAGE_PUT.test(c.path));
const pool = process.argv[3] ? new pg.Pool({ connectionString: process.argv[3], max: 10 }) : null;
if (pool) {
  // An idle client's error (the database stopping first) must not kill the yardstick mid-run unannounced.
  pool.on('error', (e) => console.error(`bare server: database client error: ${e.message}`));
  await pool.query('CREATE TABLE IF NOT EXISTS bench_bare_writes (external_id text PRIMARY KEY, body jsonb NOT NULL, updated_at timestamptz NOT NULL)');
}

async function write(externalId, body) {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query(
      `INSERT INTO bench_bare_writes (external_id, body, updated_at) VALUES ($1, $2, now())
       ON CONFLICT (external_id) DO UPDATE SET body = EXCLUDED.body, updated_at = EXCLUDED.updated_at`,
      [externalId, body],
    );
    await client.query('COMMIT');
  } catch (e) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw e;
  } finally {
    client.release();
  }
}

function answerWrite(req, res, externalId) {
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    write(externalId, Buffer.concat(chunks).toString('utf8')).then(
      () => {
        res.writeHead(putAnswer.status, putAnswer.headers);
        res.end(putAnswer.body);
      },
      (e) => res.writeHead(500).end(String(e)),
    );
  });
}

const server = http.createServer((req, res) => {
  const written = pool && putAnswer && req.method === 'PUT' ? OUTAGE_PUT.exec(req.url) : null;
  if (written) return answerWrite(req, res, written[1]);
  const answer = answers.get(keyOf(req.method, req.url, Boolean(req.headers['if-none-match'])));
  // The request body (the map search's JSON) is read before answering, as the product does.
  req.on('end', () => {
    if (!answer) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(answer.status, answer.headers);
    res.end(answer.body);
  });
  req.resume();
});
// The product's keep-alive setting (HTTP_KEEP_ALIVE_TIMEOUT_S), so both keep their connections alike.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 70_000;
server.listen(0, '127.0.0.1', () => console.log(`listening ${server.address().port}`));
process.on('SIGTERM', () => server.close(() => void (pool?.end() ?? Promise.resolve()).finally(() => process.exit(0))));
