import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, JOURNEY_INTEGRATION_KEY, ROOT, startPortal, type PortalProcess } from './portal-process';

/** The shipped tier's configuration (docker/nginx), rendered here as the official nginx image renders it. */
export const TIER_TEMPLATE = join(ROOT, 'docker', 'nginx', 'portal.conf.template');
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** The template with `${NAME}` replaced by the given values; a name without a value is refused, as a typo would be. */
export function renderTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\$\{([A-Z0-9_]+)\}/g, (_, name: string) => {
    if (!(name in values)) throw new Error(`The tier's template needs ${name}`);
    return values[name];
  });
}

export interface Nginx {
  url: string;
  stop: () => Promise<void>;
  /** nginx's error log, for a failing assertion's message. */
  errors: () => string;
  /** The access log's lines: the instance that answered (`-` from the cache), the cache status, the status, the request. */
  accessLog: () => string[];
}

/**
 * Debian's nginx in the foreground with the shipped configuration in front of `upstreams`: its pid file, logs, temp and
 * cache folders under a temporary folder. Run as root, its workers are `nobody`, so the folders they write are open to
 * them.
 */
export async function startNginx(upstreams: [string, string]): Promise<Nginx> {
  if (!existsSync(NGINX)) throw new Error(`nginx is not installed at ${NGINX} (apt-get install nginx-light; .ci/run installs it)`);
  const dir = mkdtempSync(join(tmpdir(), 'portal-tier-'));
  chmodSync(dir, 0o755);
  for (const folder of ['cache', 'client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(join(dir, folder));
    chmodSync(join(dir, folder), 0o777);
  }
  const port = await freePort();
  writeFileSync(
    join(dir, 'portal.conf'),
    renderTemplate(readFileSync(TIER_TEMPLATE, 'utf8'), {
      PORTAL_UPSTREAM_A: upstreams[0],
      PORTAL_UPSTREAM_B: upstreams[1],
      NGINX_LISTEN: `127.0.0.1:${port}`,
      NGINX_CACHE_DIR: join(dir, 'cache'),
    }),
  );
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      `pid ${join(dir, 'nginx.pid')};`,
      `error_log ${join(dir, 'error.log')} warn;`,
      'worker_processes 1;',
      'events { worker_connections 1024; }',
      'http {',
      "  log_format tier '$upstream_addr $upstream_cache_status $status $request';",
      `  access_log ${join(dir, 'access.log')} tier;`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${join(dir, t)};`),
      `  include ${join(dir, 'portal.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const args = ['-p', dir, '-e', join(dir, 'error.log'), '-c', join(dir, 'nginx.conf')];
  const checked = spawnSync(NGINX, [...args, '-t'], { encoding: 'utf8' });
  if (checked.status !== 0) throw new Error(`nginx refused the tier's configuration:\n${checked.stderr}`);
  const child: ChildProcess = spawn(NGINX, [...args, '-g', 'daemon off;'], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  const errors = () => (existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : '');
  const accessLog = () => (existsSync(join(dir, 'access.log')) ? readFileSync(join(dir, 'access.log'), 'utf8').split('\n').filter(Boolean) : []);
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited during start:\n${errors()}`);
    try {
      await fetch(`${url}/robots.txt`);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`nginx did not listen within 10 s:\n${errors()}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const exited = new Promise((r) => child.once('exit', r));
  const stop = async () => {
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
    rmSync(dir, { recursive: true, force: true });
  };
  return { url, stop, errors, accessLog };
}

export interface StormTier {
  nginx: Nginx;
  instances: [PortalProcess, PortalProcess];
  /** Stops both instances (the first holds the embedded PostgreSQL, which stops with it). */
  stopInstances: () => Promise<void>;
  stop: () => Promise<void>;
}

/**
 * Two instances of the portal on one PostgreSQL (the first starts it embedded, with demo data; the second joins it by
 * DATABASE_URL) behind the shipped nginx tier, both with TRUST_PROXY=1 as docker/compose.yml runs them.
 */
export async function startStormTier(env: Record<string, string> = {}): Promise<StormTier> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-tier-data-'));
  const dbPort = await freePort();
  const common = { TRUST_PROXY: '1', INTEGRATION_API_KEYS: JOURNEY_INTEGRATION_KEY, ...env };
  const first = await startPortal({ ...common, DATA_DIR: dataDir, EMBEDDED_DB_PORT: String(dbPort), DEMO_DATA: 'true' });
  let second: PortalProcess | undefined;
  try {
    const password = readFileSync(join(dataDir, '.postgres-password'), 'utf8').trim();
    second = await startPortal({
      ...common,
      DATABASE_URL: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${dbPort}/portal`,
      DEMO_DATA: 'false',
    });
    const instances: [PortalProcess, PortalProcess] = [first, second];
    const nginx = await startNginx([new URL(first.baseUrl).host, new URL(second.baseUrl).host]);
    const stopInstances = async () => {
      await second!.stop();
      await first.stop();
    };
    return {
      nginx,
      instances,
      stopInstances,
      stop: async () => {
        await nginx.stop();
        await stopInstances();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await second?.stop();
    await first.stop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}
