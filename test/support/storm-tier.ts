import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startNginx, type Nginx } from './nginx-tier';
import { freePort, JOURNEY_INTEGRATION_KEY, ROOT, startPortal, type PortalProcess } from './portal-process';

/** The shipped tier's configuration (docker/nginx), rendered as the official nginx image renders it. */
export const TIER_TEMPLATE = join(ROOT, 'docker', 'nginx', 'portal.conf.template');

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
    const nginx = await startNginx({ template: TIER_TEMPLATE, upstreams: [new URL(first.baseUrl).host, new URL(second.baseUrl).host], port: await freePort() });
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
