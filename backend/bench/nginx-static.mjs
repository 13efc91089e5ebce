// The storm tier's ceiling on this machine: Debian's nginx answering the product's captured bytes and headers straight
// from files, with no upstream, no cache key and no cached header to parse. A cache hit of the shipped tier does that
// and more, so what this server reaches beside the bare yardstick is the most any proxy cache in front can reach with
// the load generator on the same cores. Its settings are the tier's where they bear on a hit: worker_processes auto,
// sendfile, open_file_cache, and an access log line per request written as the tier's is.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** nginx's own answer carries these; the captured ones would be sent twice. */
const SET_BY_NGINX = new Set(['content-length', 'content-type', 'server', 'date', 'connection', 'last-modified', 'accept-ranges']);

/** A header value as an nginx string: double-quoted, its quotes and backslashes escaped; a `$` cannot be written. */
function quoted(value) {
  if (value.includes('$')) throw new Error(`nginx cannot send a header value holding "$": ${value}`);
  return `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}

/** The captures this server answers, in the order that numbers their files: the successful unconditional GETs. */
const servedOf = (captures) => captures.filter((c) => c.method === 'GET' && !c.conditional && c.status === 200);

/** The nginx configuration answering each capture at its path and query (exported for its test). */
export function staticConfig(captures, { dir, port }) {
  const served = servedOf(captures);
  const locations = served.map((c, i) => {
    const headers = Object.entries(c.headers).filter(([name]) => !SET_BY_NGINX.has(name));
    return [
      `    location = /__capture/${i} {`,
      '      internal;',
      `      alias ${join(dir, 'bodies', String(i))};`,
      `      default_type ${quoted(String(c.headers['content-type'] ?? 'application/octet-stream'))};`,
      ...headers.flatMap(([name, value]) => (Array.isArray(value) ? value : [value]).map((v) => `      add_header ${name} ${quoted(String(v))} always;`)),
      '    }',
    ].join('\n');
  });
  return [
    `pid ${join(dir, 'nginx.pid')};`,
    `error_log ${join(dir, 'error.log')} warn;`,
    'worker_processes auto;',
    'events { worker_connections 1024; }',
    'http {',
    "  log_format tier '$upstream_addr $upstream_cache_status $status $request';",
    `  access_log ${join(dir, 'access.log')} tier;`,
    `  client_body_temp_path ${join(dir, 'client_body')};`,
    '  server_tokens off;',
    '  sendfile on;',
    '  open_file_cache max=10000 inactive=60s;',
    '  etag off;',
    // The captured path and query pick the answer; anything else is a 404. A key is as long as its path and query (the
    // address card's coordinates): nginx's default bucket holds 64 bytes.
    '  map_hash_bucket_size 512;',
    '  map $request_uri $portal_capture {',
    '    default "";',
    ...served.map((c, i) => `    ${quoted(c.path)} ${i};`),
    '  }',
    '  server {',
    `    listen 127.0.0.1:${port};`,
    '    location / {',
    '      if ($portal_capture = "") { return 404; }',
    '      rewrite ^ /__capture/$portal_capture last;',
    '    }',
    ...locations,
    '  }',
    '}',
    '',
  ].join('\n');
}

/** Starts the ceiling server on `captures`; resolves with its base URL and a stop function. */
export async function startStaticNginx(captures, port) {
  const dir = mkdtempSync(join(tmpdir(), 'portal-ceiling-'));
  chmodSync(dir, 0o755);
  for (const folder of ['bodies', 'client_body']) {
    mkdirSync(join(dir, folder));
    chmodSync(join(dir, folder), 0o777);
  }
  servedOf(captures).forEach((c, i) => writeFileSync(join(dir, 'bodies', String(i)), Buffer.from(c.body, 'base64'), { mode: 0o644 }));
  writeFileSync(join(dir, 'nginx.conf'), staticConfig(captures, { dir, port }));
  const args = ['-p', dir, '-e', join(dir, 'error.log'), '-c', join(dir, 'nginx.conf')];
  const checked = spawnSync(NGINX, [...args, '-t'], { encoding: 'utf8' });
  if (checked.status !== 0) throw new Error(`nginx refused the ceiling's configuration:\n${checked.stderr}`);
  const child = spawn(NGINX, [...args, '-g', 'daemon off;'], { stdio: 'ignore' });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited during start:\n${readFileSync(join(dir, 'error.log'), 'utf8')}`);
    const status = await fetch(`${base}/`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 404) break;
    if (Date.now() > deadline) throw new Error('the ceiling nginx did not listen within 10 s');
    await new Promise((r) => setTimeout(r, 100));
  }
  const exited = new Promise((r) => child.once('exit', r));
  return {
    base,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
