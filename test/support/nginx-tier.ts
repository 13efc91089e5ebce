import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Debian's nginx with the storm tier's configuration, for the journeys (storm-tier.ts) and the feeds' bench
// (backend/bench/map-feeds.bench.mjs), which loads this file with Node's own type stripping: so it imports nothing
// relative.

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** The template with `${NAME}` replaced by the given values; a name without a value is refused, as a typo would be. */
export function renderTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\$\{([A-Z0-9_]+)\}/g, (_, name: string) => {
    if (!(name in values)) throw new Error(`The tier's template needs ${name}`);
    return values[name];
  });
}

export interface NginxOptions {
  /** docker/nginx/portal.conf.template */
  template: string;
  /** The two instances, host:port (the same twice for one instance). */
  upstreams: [string, string];
  port: number;
  /** nginx's worker processes: one in the journeys, `auto` in the bench. */
  workers?: number | 'auto';
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
export async function startNginx({ template, upstreams, port, workers = 1 }: NginxOptions): Promise<Nginx> {
  if (!existsSync(NGINX)) throw new Error(`nginx is not installed at ${NGINX} (apt-get install nginx-light; .ci/run installs it)`);
  const dir = mkdtempSync(join(tmpdir(), 'portal-tier-'));
  chmodSync(dir, 0o755);
  for (const folder of ['cache', 'client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(join(dir, folder));
    chmodSync(join(dir, folder), 0o777);
  }
  writeFileSync(
    join(dir, 'portal.conf'),
    renderTemplate(readFileSync(template, 'utf8'), {
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
      `worker_processes ${workers};`,
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
