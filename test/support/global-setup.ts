import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startJourneyInbox } from './journey-mail';
import { freePort, JOURNEY_INTEGRATION_KEY, startPortal } from './portal-process';

/**
 * Starts the built server as `npm start` would (embedded PostgreSQL in a fresh temporary folder, demo
 * data) for the journeys, and stops it — and so the database — after the run. Its mail goes over real SMTP to an
 * in-process server that journeys read through SMTP_INBOX_URL (journey-mail.ts).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  const mail = await startJourneyInbox();
  process.env.SMTP_INBOX_URL = mail.url;
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
    throw error;
  });
  process.env.PORTAL_URL = portal.baseUrl;
  return async () => {
    await portal.stop();
    await mail.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
