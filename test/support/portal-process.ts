import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';

export const ROOT = resolve(__dirname, '..', '..');
export const MAIN = join(ROOT, 'backend', 'dist', 'main.js');

export const freePort = () =>
  new Promise<number>((done, fail) => {
    const s = createServer();
    s.on('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => done(port));
    });
  });

export interface PortalProcess {
  child: ChildProcess;
  baseUrl: string;
  output: () => string;
  /** SIGTERM, then the exit code (null if it had to be killed). */
  stop: () => Promise<number | null>;
}

/** The integration API's key of the journeys' server (global-setup.ts): sent as X-Api-Key. */
export const JOURNEY_INTEGRATION_KEY = 'journeys-integration-key-0123456789abcdef';

/** Runs the built server as `npm start` does, with the given environment, and waits until /api/health answers. */
export async function startPortal(env: Record<string, string>): Promise<PortalProcess> {
  const port = Number(env.PORT ?? (await freePort()));
  const child = spawn(process.execPath, [MAIN], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', NODE_ENV: 'test', LOGIN_RATE_LIMIT_PER_MINUTE: '1000', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The portal exited during start:\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The portal did not start within 60 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const stop = async () => {
    // Stopped before (a journey that stops it and then cleans up): it may have ended by a signal, with no exit code.
    if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
    const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    const code = await exited;
    clearTimeout(timer);
    return code;
  };
  return { child, baseUrl, output: () => output, stop };
}

/** Runs a root npm script to completion (e.g. create-admin) and returns its exit code and output. */
export function runNpm(args: string[], env: Record<string, string>): { status: number | null; output: string } {
  const r = spawnSync('npm', args, { cwd: ROOT, env: { ...process.env, ...env }, encoding: 'utf8' });
  return { status: r.status, output: `${r.stdout}${r.stderr}` };
}
