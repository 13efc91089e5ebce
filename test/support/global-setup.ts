import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const freePort = () =>
  new Promise<number>((done, fail) => {
    const s = createServer();
    s.on('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => done(port));
    });
  });

/**
 * Starts `node backend/dist/main.js` as `npm start` would (embedded PostgreSQL in a fresh temporary
 * folder, demo data), waits for it to answer, and stops it — and so the database — after the run.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const root = resolve(__dirname, '..', '..');
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  const port = await freePort();
  const server = spawn(process.execPath, [join(root, 'backend', 'dist', 'main.js')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, EMBEDDED_DB_PORT: String(await freePort()), DEMO_DATA: 'true', LOG_LEVEL: 'warn', NODE_ENV: 'test', LOGIN_RATE_LIMIT_PER_MINUTE: '1000' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout.on('data', (d) => (output += d));
  server.stderr.on('data', (d) => (output += d));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The portal exited during start:\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The portal did not start within 60 s:\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  process.env.PORTAL_URL = baseUrl;
  return async () => {
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    rmSync(dataDir, { recursive: true, force: true });
  };
}
