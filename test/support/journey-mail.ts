import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ReceivedMail, SmtpInbox } from '../../backend/test/support/smtp-inbox';
import { journeyPortal } from './journey-portals';

export type { ReceivedMail } from '../../backend/test/support/smtp-inbox';
export { linksOf } from '../../backend/test/support/smtp-inbox';

/**
 * The journeys' mail: global-setup.ts runs the e2e tests' real SMTP server (backend/test/support/smtp-inbox.ts) in the
 * Playwright runner and points the portal at it; journeys run in worker processes, so they read what arrived through
 * this tiny HTTP endpoint on 127.0.0.1, whose address global setup passes on in SMTP_INBOX_URLS (one per worker).
 */
export async function startJourneyInbox(): Promise<{ inbox: SmtpInbox; url: string; close: () => Promise<void> }> {
  const inbox = await SmtpInbox.start();
  const reader = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const to = url.searchParams.get('to');
    if (req.method !== 'GET' || url.pathname !== '/messages' || !to) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify(inbox.to(to)));
  });
  await new Promise<void>((resolve) => reader.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(reader.address() as AddressInfo).port}`;
  const close = async () => {
    await new Promise<void>((resolve) => reader.close(() => resolve()));
    await inbox.close();
  };
  return { inbox, url, close };
}

/** Every mail the journeys' SMTP server received for `address`, oldest first. */
export async function mailsTo(address: string): Promise<ReceivedMail[]> {
  const base = journeyPortal().inboxUrl;
  const res = await fetch(`${base}/messages?to=${encodeURIComponent(address)}`);
  if (!res.ok) throw new Error(`The journeys' inbox answered ${res.status}`);
  return (await res.json()) as ReceivedMail[];
}
