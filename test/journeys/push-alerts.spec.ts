import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalPushService, type LocalSubscription } from '../../backend/test/support/local-push-service.mjs';
import { DEMO, expect, test } from '../support/fixtures';
import { publishPlannedOutage, residentSignedIn, signIn } from '../support/portal-api';
import { freePort, startPortal, type PortalProcess } from '../support/portal-process';
import { shotPath } from '../support/shots';

/*
 * Push alerts in Chromium (docs/notifications.md "Push"). This journey runs a portal of its own, whose push-service
 * list holds only a local push service started here (backend/test/support/local-push-service.mjs: it verifies the
 * VAPID signature and decrypts the payload), so no alert can leave the machine.
 *
 * The one part stood in for is the browser vendor's push service: a real `pushManager.subscribe()` makes Chromium
 * register with Google's push service (FCM), a host on the internet this workplace never contacts. The page's
 * `PushManager.prototype.subscribe/getSubscription` are replaced with a stand-in that answers a subscription of the
 * local push service (keys made by the test). Everything else is the browser's own: the notification permission
 * granted by the test, the service worker registered from /public/sw.js, and, at the end, the alert the server sent
 * handed to that service worker as a push message (DevTools' ServiceWorker.deliverPushMessage), which shows it.
 */

let portal: PortalProcess;
let push: LocalPushService;
let dataDir: string;
let browserSubscription: LocalSubscription;

const url = (path: string) => `${portal.baseUrl}${path}`;

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The vendor's push service, replaced: subscribe answers the local push service's subscription (kept across pages). */
async function standInPushService(context: BrowserContext, subscription: LocalSubscription) {
  await context.addInitScript((sub) => {
    const KEY = 'journey.pushSubscription';
    const make = () => ({
      endpoint: sub.endpoint,
      expirationTime: null,
      toJSON: () => ({ endpoint: sub.endpoint, expirationTime: null, keys: sub.keys }),
      unsubscribe: async () => {
        localStorage.removeItem(KEY);
        return true;
      },
    });
    PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
      const key = options?.applicationServerKey;
      if (!options?.userVisibleOnly || !(key instanceof Uint8Array))
        throw new DOMException('applicationServerKey and userVisibleOnly required', 'NotAllowedError');
      // What the page subscribed with, to compare with the server's VAPID key.
      localStorage.setItem(
        KEY,
        btoa(String.fromCharCode(...key))
          .replace(/\+/g, '-')
          .replace(/\//g, '_')
          .replace(/=+$/, ''),
      );
      return make() as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function () {
      return (localStorage.getItem(KEY) ? make() : null) as unknown as PushSubscription | null;
    };
  }, subscription);
}

/** Signs the demo resident in the way the site does: the login answer stored in localStorage. */
async function signInResident(page: Page, request: APIRequestContext) {
  const { body } = await signIn(request, '/public/api/login', DEMO.PUBLIC, portal.baseUrl);
  await residentSignedIn(page, body, portal.baseUrl);
  return body;
}

const pushSwitch = (page: Page) => page.getByRole('switch', { name: 'Powiadomienia push w tej przeglądarce' });

test.describe.serial('push alerts', () => {
  test.beforeAll(async () => {
    // A portal of its own: an embedded PostgreSQL and the demo data, slower on a busy machine.
    test.setTimeout(120_000);
    push = await LocalPushService.start();
    browserSubscription = push.subscribe();
    dataDir = mkdtempSync(join(tmpdir(), 'portal-push-'));
    portal = await startPortal({
      DATA_DIR: dataDir,
      EMBEDDED_DB_PORT: String(await freePort()),
      DEMO_DATA: 'true',
      PUSH_SERVICE_HOSTS: push.serviceHost,
      PUSH_CA_FILE: push.caFile,
      NOTIFICATIONS_INTERVAL_MS: '500',
    });
  });
  test.afterAll(async () => {
    await portal?.stop();
    await push?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  test.afterEach(() => expect(push.refused).toEqual([]));

  test("push on in the settings subscribes this browser, an accepted outage reaches it as a notification, and off in 'Moje adresy' unsubscribes it", async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(90_000);
    await context.grantPermissions(['notifications'], { origin: portal.baseUrl });
    await standInPushService(context, browserSubscription);
    const resident = await signInResident(page, request);

    await page.goto(url('/public/user/settings'));
    await expect(page.getByRole('heading', { name: 'Ustawienia konta', level: 1 })).toBeVisible();
    await expect(pushSwitch(page)).toBeEnabled();
    await expect(pushSwitch(page)).not.toBeChecked();
    await pushSwitch(page).check();
    await expect(page.getByText('Powiadomienia push włączone w tej przeglądarce.')).toBeVisible();
    await expect(pushSwitch(page)).toBeChecked();
    await page.screenshot({ path: shotPath('push-settings-1280.png'), fullPage: true });

    // The real service worker is registered and active for the site.
    const worker = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/public'))?.active?.scriptURL ?? null);
    expect(worker).toBe(url('/public/sw.js'));
    // The page subscribed with the server's VAPID key, and the server keeps this browser.
    const { publicKey } = (await (await request.get(url('/public/api/push/vapid-public-key'))).json()) as { publicKey: string };
    expect(await page.evaluate(() => localStorage.getItem('journey.pushSubscription'))).toBe(publicKey);
    push.expectedKey = publicKey;
    const known = (await (await request.get(url('/public/api/user/push'), { headers: bearer(resident.token) })).json()) as Array<{
      endpoint: string;
      userAgentLabel: string;
    }>;
    expect(known).toEqual([expect.objectContaining({ endpoint: browserSubscription.endpoint, userAgentLabel: expect.stringMatching(/^Chrome/) })]);

    // Planned work at one of the resident's watched addresses, accepted: the worker sends the alert.
    const watched = (await (await request.get(url('/public/api/user/address'), { headers: bearer(resident.token) })).json()) as Array<{
      streetName: string;
      houseNumber: string;
      city: string;
      confirmed: boolean;
    }>;
    const address = watched.find((a) => a.confirmed)!;
    const streetNumber = address.houseNumber.split('/')[0];
    const start = new Date(Date.now() + 9 * 86_400_000);
    start.setUTCHours(8, 0, 0, 0);
    await publishPlannedOutage(
      request,
      {
        addresses: [
          { nonFormattedAddress: `ul. ${address.streetName} ${streetNumber}, ${address.city}`, street: address.streetName, streetNumber, city: address.city },
        ],
        start,
        hours: 4,
        taskNumber: `PUSH-${Date.now()}`,
        comment: 'Wymiana słupa (push)',
      },
      portal.baseUrl,
    );

    await expect.poll(() => push.messagesTo(browserSubscription.id).length, { timeout: 15_000 }).toBe(1);
    const [delivered] = push.messagesTo(browserSubscription.id);
    const alert = JSON.parse(delivered.payload!) as { title: string; body: string; url: string };
    expect(alert.title).toBe(`Planowane wyłączenie prądu: ul. ${address.streetName} ${address.houseNumber}, ${address.city}`);
    expect(alert.body).toContain('planujemy wyłączenie zasilania');
    expect(alert.url).toMatch(/\/public\/\d+\.\d{6}\/\d+\.\d{6}\?adres=/);

    // The decrypted alert handed to the site's service worker as a push message: it shows the notification.
    const cdp = await context.newCDPSession(page);
    const registration = new Promise<string>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const mine = registrations.find((r) => r.scopeURL === url('/public') && !r.isDeleted);
        if (mine) resolve(mine.registrationId);
      }),
    );
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: portal.baseUrl, registrationId: await registration, data: delivered.payload! });
    await expect
      .poll(() =>
        page.evaluate(async () =>
          (await (await navigator.serviceWorker.getRegistration('/public/'))!.getNotifications()).map((n) => ({
            title: n.title,
            body: n.body,
            actions: (n as Notification & { actions: Array<{ title: string }> }).actions.map((a) => a.title),
          })),
        ),
      )
      .toEqual([{ title: alert.title, body: alert.body, actions: ['Zadzwoń: 22 821 31 31'] }]);

    // 'Moje adresy' shows the switch on for this browser; switching it off there unsubscribes it on both sides.
    await page.goto(url('/public/user/address'));
    await expect(page.getByRole('heading', { name: 'Moje adresy', level: 1 })).toBeVisible();
    await expect(pushSwitch(page)).toBeChecked();
    await page.screenshot({ path: shotPath('push-addresses-1280.png'), fullPage: true });
    await pushSwitch(page).uncheck();
    await expect(page.getByText('Powiadomienia push wyłączone w tej przeglądarce.')).toBeVisible();
    await expect(pushSwitch(page)).not.toBeChecked();
    expect(await (await request.get(url('/public/api/user/push'), { headers: bearer(resident.token) })).json()).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('journey.pushSubscription'))).toBeNull();
  });

  test('without the permission the switch explains in Polish why push stays off', async ({ page, context, request }) => {
    await context.clearPermissions();
    await standInPushService(context, browserSubscription);
    await signInResident(page, request);
    await page.goto(url('/public/user/settings'));
    await expect(page.getByRole('heading', { name: 'Ustawienia konta', level: 1 })).toBeVisible();
    // Headless Chromium answers the permission prompt itself (denied, or dismissed): either way a Polish explanation.
    // The switch is disabled while it checks the browser's subscription; `isEnabled()` does not wait for that.
    await expect(pushSwitch(page)).toHaveAttribute('aria-busy', 'false');
    if (await pushSwitch(page).isEnabled()) await pushSwitch(page).check();
    await expect(page.getByText(/zablokowane w ustawieniach przeglądarki|Nie wyrażono zgody na powiadomienia/)).toBeVisible();
    await expect(pushSwitch(page)).not.toBeChecked();
  });
});
