import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort, startPortal, type PortalProcess } from '../support/portal-process';
import { ALERT_RULES, PROMTOOL, startPrometheus, type PrometheusServer } from '../support/prometheus-server';

const METRICS_TOKEN = 'journey-metrics-token-0123456789abcdef';

/**
 * The on-call engineer's view: the real Prometheus scrapes a running instance with the token, evaluates the shipped
 * alert rules, and answers queries for the metrics the runbook (docs/operations.md) names.
 */
test.describe('Prometheus scraping the portal', () => {
  test.describe.configure({ mode: 'serial' });
  let dataDir: string;
  let portal: PortalProcess;
  let prometheus: PrometheusServer;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    dataDir = mkdtempSync(join(tmpdir(), 'portal-prometheus-data-'));
    portal = await startPortal({ DATA_DIR: dataDir, EMBEDDED_DB_PORT: String(await freePort()), METRICS_TOKEN, DEMO_DATA: 'false' });
    prometheus = await startPrometheus({ port: await freePort(), target: new URL(portal.baseUrl).host, token: METRICS_TOKEN });
  });
  test.afterAll(async () => {
    await prometheus?.stop();
    await portal?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('scrapes the instance with the token and answers queries for its metrics', async () => {
    test.setTimeout(60_000);
    // Something to count: a failed staff sign-in and a request under a route with a parameter.
    const refused = await fetch(`${portal.baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'nikt@test.local', password: 'Zle#Haslo1' }),
    });
    expect(refused.status).toBe(401);
    expect((await fetch(`${portal.baseUrl}/api/user/get/7`)).status).toBe(401);

    const value = async (expr: string) => {
      const [first] = await prometheus.query(expr);
      return first ? Number(first.value[1]) : undefined;
    };
    // The first scrape after the requests above: a second apart, so a few seconds at most.
    await expect
      .poll(() => value('portal_sign_in_failures_total{job="portal",site="staff"}'), { timeout: 20_000, message: prometheus.output() })
      .toBeGreaterThanOrEqual(1);
    expect(await value('up{job="portal"}')).toBe(1);
    expect(await value('http_request_duration_seconds_count{job="portal",method="POST",route="/api/login",status_code="401"}')).toBeGreaterThanOrEqual(1);
    expect(await value('http_request_duration_seconds_count{job="portal",method="GET",route="/api/user/get/:id",status_code="401"}')).toBeGreaterThanOrEqual(1);
    expect(await value('portal_map_snapshot_age_seconds{job="portal"}')).toBeLessThan(30);
    expect(await value('portal_db_pool_max_connections{job="portal"}')).toBe(20);
    expect(await value('portal_alert_outbox_depth{job="portal",channel="SMS"}')).toBe(0);
    expect(await value('nodejs_eventloop_lag_p99_seconds{job="portal"}')).toBeGreaterThan(0);
    expect(await value('process_cpu_seconds_total{job="portal"}')).toBeGreaterThan(0);
    // The raw URL never becomes a series.
    expect(await prometheus.query('http_request_duration_seconds_count{route=~".*/7"}')).toEqual([]);
  });

  test('loads the shipped alert rules and evaluates each without error, none firing on a healthy instance', async () => {
    const body = (await (await fetch(`${prometheus.url}/api/v1/rules`)).json()) as {
      data: { groups: Array<{ rules: Array<{ name: string; health: string; state: string; lastError?: string }> }> };
    };
    const rules = body.data.groups.flatMap((g) => g.rules);
    expect(rules.map((r) => r.name).sort()).toEqual([
      'PortalAlertOutboxStuck',
      'PortalDatabasePoolExhausted',
      'PortalHttp5xxRatio',
      'PortalInstanceDown',
      'PortalMapSnapshotStale',
      'PortalSignInLockoutsSpike',
    ]);
    await expect
      .poll(async () => {
        const now = (await (await fetch(`${prometheus.url}/api/v1/rules`)).json()) as typeof body;
        return now.data.groups.flatMap((g) => g.rules).map((r) => `${r.name}: ${r.health} ${r.state}${r.lastError ?? ''}`);
      })
      .toEqual(rules.map((r) => `${r.name}: ok inactive`));
  });

  test('promtool accepts the alert rules and the compose configuration, and each rule fires on its series (alerts.test.yml)', () => {
    const rules = spawnSync(PROMTOOL, ['check', 'rules', ALERT_RULES], { encoding: 'utf8' });
    expect(rules.status, `${rules.stdout}${rules.stderr}`).toBe(0);
    expect(rules.stdout).toContain('SUCCESS: 6 rules found');
    const unit = spawnSync(PROMTOOL, ['test', 'rules', join(ALERT_RULES, '..', 'alerts.test.yml')], { encoding: 'utf8' });
    expect(unit.status, `${unit.stdout}${unit.stderr}`).toBe(0);
    const config = spawnSync(PROMTOOL, ['check', 'config', join(ALERT_RULES, '..', 'prometheus.yml')], { encoding: 'utf8' });
    expect(config.status, `${config.stdout}${config.stderr}`).toBe(0);
  });
});
