import { test } from '@playwright/test';

/**
 * The journeys run in `JOURNEY_WORKERS` Playwright workers (default 2), and global-setup starts one portal per worker,
 * each with its own embedded PostgreSQL, demo data and mail inbox, so a journey never meets another worker's changes
 * (a maintenance break, a setting, a locked account). A worker keeps its slot (`parallelIndex`) for the run, so the
 * journeys of one worker share one portal, as they did with a single worker.
 */
export function journeyWorkers(): number {
  const value = Number(process.env.JOURNEY_WORKERS ?? 2);
  if (!Number.isInteger(value) || value < 1 || value > 8) throw new Error(`JOURNEY_WORKERS must be 1 to 8, not ${process.env.JOURNEY_WORKERS}`);
  return value;
}

/** This worker's portal and its mail inbox (global-setup lists them in PORTAL_URLS and SMTP_INBOX_URLS). */
export function journeyPortal(parallelIndex = test.info().parallelIndex): { baseUrl: string; inboxUrl: string } {
  const portals = (process.env.PORTAL_URLS ?? '').split(',').filter(Boolean);
  const inboxes = (process.env.SMTP_INBOX_URLS ?? '').split(',').filter(Boolean);
  if (!portals.length || portals.length !== inboxes.length)
    throw new Error("PORTAL_URLS and SMTP_INBOX_URLS are not set: the journeys' global setup starts them");
  const slot = parallelIndex % portals.length;
  return { baseUrl: portals[slot], inboxUrl: inboxes[slot] };
}
