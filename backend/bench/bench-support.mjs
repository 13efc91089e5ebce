// What every benchmark here shares: the built backend, a free port, and an embedded PostgreSQL of its own in a
// temporary folder (migrated, removed afterwards), so a benchmark never touches the developer's data.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';

export const require = createRequire(import.meta.url);

/** A module of the built backend (backend/dist): benchmarks measure what `npm start` runs. */
export const dist = (path) => require(join(import.meta.dirname, '..', 'dist', path));

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts a fresh, migrated embedded PostgreSQL, runs `work(url)`, then stops it and removes its folder. */
export async function withEmbeddedDatabase(name, work) {
  const { EmbeddedDatabase } = dist('database/embedded-database.js');
  const { runMigrations } = dist('database/migrate.js');
  const dataDir = mkdtempSync(join(tmpdir(), `portal-bench-${name}-`));
  const embedded = new EmbeddedDatabase({ dataDir, port: await freePort() });
  try {
    const url = await embedded.start();
    await runMigrations(url);
    return await work(url);
  } finally {
    await embedded.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Waits until a started server answers /api/health (60 s at most); `output()` goes into the error when it does not. */
export async function waitUntilHealthy(base, child, output) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${output()}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export const machine = () => `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, embedded PostgreSQL 18`;

/** Runs a benchmark's main and exits non-zero on failure. */
export function run(main) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
