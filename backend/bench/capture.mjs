// Captures a product answer byte for byte (no decompression, unlike fetch) for the bare yardstick server.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Hop-by-hop and per-answer headers the bare server's own HTTP stack sets. */
const NOT_REPLAYED = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

export function capture(base, path, headers, method = 'GET', body) {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${path}`, { method, headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const kept = Object.fromEntries(Object.entries(res.headers).filter(([name]) => !NOT_REPLAYED.has(name)));
        resolve({
          method,
          path,
          conditional: Boolean(headers['if-none-match']),
          status: res.statusCode,
          headers: kept,
          body: Buffer.concat(chunks).toString('base64'),
        });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * Starts bare-server.mjs on the captured answers; resolves with its base URL, its process id and a stop function. With
 * `databaseUrl` it also writes each outage PUT (the read-while-writing yardstick, bare-server.mjs).
 */
export async function startBareServer(captures, databaseUrl) {
  const file = join(tmpdir(), `portal-bench-captures-${process.pid}.json`);
  writeFileSync(file, JSON.stringify(captures));
  const child = spawn(process.execPath, [join(import.meta.dirname, 'bare-server.mjs'), file, ...(databaseUrl ? [databaseUrl] : [])], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
    child.stdout.on('data', (d) => {
      const m = /listening (\d+)/.exec(String(d));
      if (m) resolve(Number(m[1]));
    });
  });
  return {
    base: `http://127.0.0.1:${port}`,
    pid: child.pid,
    // Resolves at once for a server that has already exited (it crashed): its 'exit' has been and gone.
    stop: () => (child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((r) => (child.once('exit', r), child.kill('SIGTERM')))),
  };
}
