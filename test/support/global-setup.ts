import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startJourneyInbox } from './journey-mail';
import { journeyWorkers } from './journey-portals';
import { freePort, JOURNEY_INTEGRATION_KEY, startPortal } from './portal-process';

/**
 * Starts one built server per journey worker as `npm start` would (embedded PostgreSQL in a fresh temporary folder,
 * demo data), and stops them — and so their databases — after the run. Each one's mail goes over real SMTP to an
 * in-process server of its own that journeys read through their worker's inbox address (journey-mail.ts,
 * journey-portals.ts).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const started: Array<{ baseUrl: string; inboxUrl: string; stop: () => Promise<void> }> = [];
  const stopAll = () => Promise.all(started.map((s) => s.stop()));
  try {
    const portals = await Promise.allSettled(Array.from({ length: journeyWorkers() }, () => startOne()));
    for (const p of portals) if (p.status === 'fulfilled') started.push(p.value);
    const failed = portals.find((p) => p.status === 'rejected');
    if (failed) throw failed.reason;
  } catch (error) {
    await stopAll();
    throw error;
  }
  process.env.PORTAL_URLS = started.map((s) => s.baseUrl).join(',');
  process.env.SMTP_INBOX_URLS = started.map((s) => s.inboxUrl).join(',');
  return async () => {
    await stopAll();
  };
}

async function startOne(): Promise<{ baseUrl: string; inboxUrl: string; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  const mail = await startJourneyInbox();
  // A low captcha cost: the browser's ALTCHA widget solves the survey's challenge in well under a second.
  // The integration API's key: a journey writes and ends an outage as the outage-management system would.
  const portal = await startPortal({
    DATA_DIR: dataDir,
    EMBEDDED_DB_PORT: String(await freePort()),
    DEMO_DATA: 'true',
    CAPTCHA_COST: '50',
    INTEGRATION_API_KEYS: JOURNEY_INTEGRATION_KEY,
    ...mail.inbox.env(),
  }).catch(async (error: unknown) => {
    await mail.close();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  return {
    baseUrl: portal.baseUrl,
    inboxUrl: mail.url,
    stop: async () => {
      await portal.stop();
      await mail.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
