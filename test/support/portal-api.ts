import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, expect } from './fixtures';

/*
 * What several journeys do through the API before they open a page: sign a demo account in, and publish a planned
 * outage as a dispatcher and an accepter would. `base` is the portal's address for journeys that run a portal of
 * their own; empty for the shared one (the request context's baseURL).
 */

export interface SignedIn {
  body: Record<string, unknown> & { token: string; userId?: number };
  headers: { Authorization: string };
}

/** Signs an account in through the staff or the public login call. */
export async function signIn(request: APIRequestContext, path: '/api/login' | '/public/api/login', login: string, base = ''): Promise<SignedIn> {
  const res = await request.post(`${base}${path}`, { data: { login, password: DEMO_PASSWORD } });
  expect(res.status(), `${login} signs in`).toBe(200);
  const body = (await res.json()) as SignedIn['body'];
  return { body, headers: { Authorization: `Bearer ${body.token}` } };
}

/** The resident signed in the way the site does it: the login answer kept in localStorage. */
export async function residentSignedIn(page: Page, body: Record<string, unknown>, base = ''): Promise<void> {
  await page.goto(`${base}/public`);
  await page.evaluate((values) => {
    for (const [key, value] of Object.entries(values)) if (value !== null && typeof value !== 'object') localStorage.setItem(key, String(value));
  }, body);
}

export interface OutageAddress {
  nonFormattedAddress: string;
  street: string;
  streetNumber: string;
  city: string;
  postcode?: string;
  district?: string;
  wesolaDistrict?: boolean;
  coordinates?: { lng: number; lat: number };
}

export interface PublishedOutage {
  id: number;
  /** The dispatcher who added it: the one who may delete it. */
  dispatcher: SignedIn;
}

/** A planned outage added by the demo dispatcher and accepted by the demo accepter, so the public sees it at once. */
export async function publishPlannedOutage(
  request: APIRequestContext,
  outage: { addresses: OutageAddress[]; start: Date; hours: number; taskNumber?: string | null; comment?: string | null },
  base = '',
): Promise<PublishedOutage> {
  const dispatcher = await signIn(request, '/api/login', DEMO.DISPATCHER, base);
  const added = await request.post(`${base}/api/planned-outage/add`, {
    headers: dispatcher.headers,
    data: {
      addresses: outage.addresses,
      outageStart: outage.start.toISOString(),
      outageEnd: new Date(outage.start.getTime() + outage.hours * 3_600_000).toISOString(),
      // Announced today, or on its first day if it began before today.
      outageAnnouncement: new Date(Math.min(Date.now(), outage.start.getTime())).toISOString().slice(0, 10),
      voltageLevel: 'LV',
      taskNumber: outage.taskNumber ?? null,
      recipient: null,
      comment: outage.comment ?? null,
      acceptStatus: '',
    },
  });
  expect(added.status(), await added.text()).toBe(201);
  const { id } = (await added.json()) as { id: number };
  const accepter = await signIn(request, '/api/login', DEMO.ACCEPTER, base);
  const accepted = await request.post(`${base}/api/planned-outage/change-accept-status`, { headers: accepter.headers, data: { id, acceptStatus: 'ACCEPTED' } });
  expect(accepted.status(), await accepted.text()).toBe(200);
  return { id, dispatcher };
}

/** Deletes an outage a journey published, so the journeys after it see the demo data as it was. */
export async function deletePlannedOutage(request: APIRequestContext, outage: PublishedOutage, base = ''): Promise<void> {
  const res = await request.post(`${base}/api/planned-outage/delete/many`, { headers: outage.dispatcher.headers, data: { ids: [outage.id] } });
  expect(res.status(), await res.text()).toBe(200);
}
