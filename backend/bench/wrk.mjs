// wrk, the second load generator of `npm run bench`: written in C, so on two shared cores it takes less from the
// server than autocannon does for large compressed bodies. Installed from Debian when missing (root only).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** True when wrk can run; tries `apt-get install wrk` once when it is missing and we are root. */
export function ensureWrk() {
  if (spawnSync('wrk', ['--version']).error === undefined) return true;
  if (process.getuid?.() !== 0) return false;
  console.log('Installing wrk from Debian…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'ignore', env });
  const install = update.status === 0 && spawnSync('apt-get', ['install', '-y', '-qq', 'wrk'], { stdio: 'ignore', env });
  return Boolean(install && install.status === 0 && spawnSync('wrk', ['--version']).error === undefined);
}

const UNIT_MS = { us: 0.001, ms: 1, s: 1000 };
const toMs = (text) => {
  const m = /^([\d.]+)(us|ms|s)$/.exec(text);
  return m ? Number(m[1]) * UNIT_MS[m[2]] : NaN;
};

/** wrk's text answer → { rps, p50, p99, non2xx } (latencies in ms). Exported for its test. */
export function parseWrk(output) {
  const percentile = (p) => toMs(new RegExp(`^\\s*${p}%\\s+(\\S+)`, 'm').exec(output)?.[1] ?? '');
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? NaN);
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(output)?.[1] ?? 0);
  return { rps, p50: percentile(50), p99: percentile(99), non2xx };
}

/**
 * BENCH_WRK_NICE=-10 runs wrk at that niceness (below 0 needs root): one of the ways the two shared cores can be split
 * between the load generator and the rest, beside BENCH_PIN (docs/performance.md "The storm feeds").
 */
const WRK_NICE = process.env.BENCH_WRK_NICE;
// nice(1) without the right to raise a priority warns and runs wrk as it is: refused rather than reported as niced.
if (WRK_NICE && Number(WRK_NICE) < 0 && process.getuid?.() !== 0) throw new Error(`BENCH_WRK_NICE=${WRK_NICE} needs root.`);

/** For the bench's heading. */
export const wrkNiceness = () => (WRK_NICE ? `wrk at niceness ${WRK_NICE} (BENCH_WRK_NICE).` : '');

/** One wrk run: one thread, `connections` connections, `seconds` long; POST bodies through a Lua script. */
export function runWrk(url, { connections, seconds, headers = {}, method = 'GET', body }) {
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  if (method !== 'GET') {
    const script = join(mkdtempSync(join(tmpdir(), 'portal-wrk-')), 'request.lua');
    writeFileSync(script, `wrk.method = ${JSON.stringify(method)}\nwrk.body = ${JSON.stringify(body ?? '')}\n`);
    args.push('-s', script);
  }
  args.push(url);
  const [command, argv] = WRK_NICE ? ['nice', ['-n', WRK_NICE, 'wrk', ...args]] : ['wrk', args];
  return parseWrk(execFileSync(command, argv, { encoding: 'utf8' }));
}
