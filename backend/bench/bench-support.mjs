// What every benchmark here shares: the built backend, a free port, and an embedded PostgreSQL of its own in a
// temporary folder (migrated, removed afterwards), so a benchmark never touches the developer's data.
import { spawn } from 'node:child_process';
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

/**
 * Starts the built server (dist/main.js) on `databaseUrl` with the event-loop probe loaded (event-loop-probe.mjs):
 * `probes` fills with the server's own event-loop delay once a second, `pid` is for reading its memory.
 * `env` is added to the server's environment; BENCH_CPU_PROF=<folder> writes a CPU profile.
 */
export async function startProbedServer(databaseUrl, env = {}) {
  const port = await freePort();
  const cpuProf = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(
    process.execPath,
    [...cpuProf, '--import', join(import.meta.dirname, 'event-loop-probe.mjs'), join(import.meta.dirname, '..', 'dist', 'main.js')],
    {
      cwd: join(import.meta.dirname, '..', '..'),
      env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'info', DATABASE_URL: databaseUrl, DEMO_DATA: 'false', PORT: String(port), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const probes = [];
  let output = '';
  let logLines = 0;
  child.stdout.on('data', (d) => {
    logLines += d.toString().split('\n').length - 1;
    if (output.length < 20_000) output += d;
  });
  let pending = '';
  child.stderr.on('data', (d) => {
    const lines = (pending + d).split('\n');
    pending = lines.pop();
    for (const line of lines) {
      if (line.startsWith('EVENT_LOOP ')) probes.push(JSON.parse(line.slice(11)));
      else if (output.length < 20_000) output += `${line}\n`;
    }
  });
  const base = `http://127.0.0.1:${port}`;
  await waitUntilHealthy(base, child, () => output);
  const stop = async () => {
    child.kill('SIGINT');
    await new Promise((resolve) => child.once('exit', resolve));
  };
  return { base, pid: child.pid, probes, logLines: () => logLines, stop };
}

export const machine = () => `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, embedded PostgreSQL 18`;

/** Runs a benchmark's main and exits non-zero on failure. */
export function run(main) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
