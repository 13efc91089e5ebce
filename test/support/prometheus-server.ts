import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './portal-process';

// Debian's Prometheus and promtool (apt-get install prometheus; .ci/run installs it) for the on-call journey.
export const PROMETHEUS = process.env.PROMETHEUS_PATH ?? '/usr/bin/prometheus';
export const PROMTOOL = process.env.PROMTOOL_PATH ?? '/usr/bin/promtool';
/** The alert rules docker/compose.yml's Prometheus loads. */
export const ALERT_RULES = join(ROOT, 'docker', 'prometheus', 'alerts.yml');

export interface PrometheusServer {
  url: string;
  /** Prometheus' log, for a failing assertion's message. */
  output: () => string;
  /** An instant query of the HTTP API: the result vector. */
  query: (expr: string) => Promise<Array<{ metric: Record<string, string>; value: [number, string] }>>;
  stop: () => Promise<void>;
}

/**
 * Prometheus in the foreground on `port`, its database in a temporary folder, scraping `target` (host:port) every
 * second with the bearer token and loading the shipped alert rules.
 */
export async function startPrometheus({ port, target, token }: { port: number; target: string; token: string }): Promise<PrometheusServer> {
  if (!existsSync(PROMETHEUS)) throw new Error(`Prometheus is not installed at ${PROMETHEUS} (apt-get install prometheus; .ci/run installs it)`);
  const dir = mkdtempSync(join(tmpdir(), 'portal-prometheus-'));
  const config = join(dir, 'prometheus.yml');
  writeFileSync(
    config,
    [
      'global:',
      '  scrape_interval: 1s',
      '  evaluation_interval: 1s',
      'rule_files:',
      `  - ${JSON.stringify(ALERT_RULES)}`,
      'scrape_configs:',
      '  - job_name: portal',
      '    metrics_path: /metrics',
      '    authorization:',
      '      type: Bearer',
      `      credentials: ${JSON.stringify(token)}`,
      '    static_configs:',
      `      - targets: [${JSON.stringify(target)}]`,
      '',
    ].join('\n'),
  );
  const checked = spawnSync(PROMTOOL, ['check', 'config', config], { encoding: 'utf8' });
  if (checked.status !== 0) throw new Error(`promtool refused the generated configuration:\n${checked.stdout}${checked.stderr}`);
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(PROMETHEUS, [`--config.file=${config}`, `--storage.tsdb.path=${join(dir, 'data')}`, `--web.listen-address=127.0.0.1:${port}`], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`Prometheus exited during start:\n${output}`);
    }
    try {
      if ((await fetch(`${url}/-/ready`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`Prometheus was not ready within 30 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const query = async (expr: string) => {
    const res = await fetch(`${url}/api/v1/query?${new URLSearchParams({ query: expr })}`);
    const body = (await res.json()) as {
      status: string;
      error?: string;
      data: { resultType: string; result: Array<{ metric: Record<string, string>; value: [number, string] }> };
    };
    if (body.status !== 'success') throw new Error(`Prometheus refused ${expr}: ${body.error}`);
    return body.data.result;
  };
  return { url, output: () => output, query, stop };
}
