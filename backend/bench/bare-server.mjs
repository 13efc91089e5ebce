#!/usr/bin/env node
// The yardstick of `npm run bench` (issue 19): a bare node:http server answering the very bytes and headers the
// product answered, captured from it in the same run. Nothing but a lookup and a write per request, so the product's
// rate divided by this one is what the product's own code costs, whatever the machine.
// Usage: node bare-server.mjs CAPTURES.json — prints `listening PORT` on stdout.
import { readFileSync } from 'node:fs';
import http from 'node:http';

/** @type {Array<{ method: string, path: string, conditional: boolean, status: number, headers: Record<string, string | string[]>, body: string }>} */
const captures = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const answers = new Map(captures.map((c) => [keyOf(c.method, c.path, c.conditional), { ...c, body: Buffer.from(c.body, 'base64') }]));

function keyOf(method, path, conditional) {
  return `${method} ${path}${conditional ? ' conditional' : ''}`;
}

const server = http.createServer((req, res) => {
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
process.on('SIGTERM', () => server.close(() => process.exit(0)));
