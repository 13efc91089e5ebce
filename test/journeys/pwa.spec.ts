import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Locator, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../support/chromium';
import { JOURNEY_INTEGRATION_KEY, ROOT } from '../support/portal-process';
import { chooseAddress, fillDetails, phone, quietAddress, solveCaptcha, unique } from '../support/report-wizard-steps';
import { expect, test } from '../support/fixtures';
import { expectNoAxeViolations } from '../support/axe';
import { offlineMap } from '../support/offline-map';
import { shotPath } from '../support/shots';

/** The built worker the journeys' server sends (public-web/dist, built by `npm run build`). */
const WORKER_FILE = join(ROOT, 'public-web', 'dist', 'public', 'sw.js');

const map = (page: Page) => page.locator('.outage-map');
/** What the map draws of the feeds: the failures' circles and the areas (markers may be clustered, areas never are). */
const drawn = (page: Page) => map(page).locator('path.leaflet-interactive');

/** How many `locator` finds once two reads half a second apart agree. */
async function settledCount(locator: Locator): Promise<number> {
  let last = -1;
  for (let i = 0; i < 20; i++) {
    const now = await locator.count();
    if (now === last) return now;
    last = now;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return last;
}

/** Waits until the site's worker controls the page. */
async function controlled(page: Page) {
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), { timeout: 15_000 }).toMatch(/\/public\/sw\.js$/);
}

test.describe('the portal on a phone (issue 17)', () => {
  // No tile server here: tiles get a pixel, anything else leaving the portal is refused and listed (offline-map.ts).
  let refused: string[] = [];
  test.afterEach(() => expect(refused).toEqual([]));

  test("is installable: the manifest and the service worker meet Chromium's criteria", async ({ baseURL }) => {
    // Chromium never offers to install from an incognito profile, which every Playwright context is: a profile on disk.
    const profile = mkdtempSync(join(tmpdir(), 'portal-pwa-'));
    const browser = await chromium.launchPersistentContext(profile, { ...chromiumLaunchOptions, viewport: { width: 390, height: 844 }, locale: 'pl-PL' });
    try {
      refused = await offlineMap(browser, baseURL!);
      await browser.addCookies([{ name: 'cookieConsent', value: 'necessary', url: baseURL! }]);
      const page = browser.pages()[0] ?? (await browser.newPage());
      const manifestAnswer = page.waitForResponse((r) => r.url().endsWith('/public/manifest.webmanifest'));
      await page.goto(`${baseURL}/public`);
      expect((await manifestAnswer).headers()['content-type']).toBe('application/manifest+json; charset=utf-8');
      await controlled(page);
      const cdp = await browser.newCDPSession(page);
      const manifest = await cdp.send('Page.getAppManifest');
      expect(manifest.url).toBe(`${baseURL}/public/manifest.webmanifest`);
      expect(manifest.errors).toEqual([]);
      expect(JSON.parse(manifest.data!)).toMatchObject({
        name: 'Portal awarii i wyłączeń',
        start_url: '/public',
        scope: '/public',
        display: 'standalone',
        lang: 'pl',
      });
      await expect.poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors, { timeout: 10_000 }).toEqual([]);
      // The icons are real PNGs of the sizes the manifest names.
      for (const [path, size] of [
        ['/public/icons/icon-192.png', 192],
        ['/public/icons/icon-512.png', 512],
        ['/public/icons/icon-maskable-512.png', 512],
        ['/public/icons/apple-touch-icon.png', 180],
      ] as const) {
        const bytes = await (await page.request.get(`${baseURL}${path}`)).body();
        expect(bytes.subarray(1, 4).toString('latin1'), path).toBe('PNG');
        expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)], path).toEqual([size, size]);
      }
      await expect(page.locator('head link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/public/icons/apple-touch-icon.png');
      await expect(page.locator('head meta[name="theme-color"]')).toHaveAttribute('content', '#1256a6');
      await page.screenshot({ path: shotPath('pwa-installable-390.png') });
    } finally {
      await browser.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  test('reloaded offline, /public shows the last data and says since when', async ({ page, context, baseURL }) => {
    refused = await offlineMap(context, baseURL!);
    await page.goto('/public');
    await controlled(page);
    await page.reload();
    await expect(drawn(page).first()).toBeVisible();
    // The areas are drawn a dozen per commit (EventLayer.tsx): counted once the count holds still.
    let online = -1;
    await expect
      .poll(async () => {
        const before = online;
        online = await drawn(page).count();
        return online === before;
      })
      .toBe(true);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: /Brak połączenia — dane z \d\d:\d\d/ })).toBeVisible();
    await expect(drawn(page)).toHaveCount(online);
    await expectNoAxeViolations(page, 'the offline banner', '.pwa-banner');
    await page.screenshot({ path: shotPath('pwa-offline-1280.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: shotPath('pwa-offline-390.png') });

    // The network returns: the map asks again at once, and the banner goes (well before the next minute's refresh).
    await context.setOffline(false);
    await expect(page.getByText(/Brak połączenia — dane z/)).toHaveCount(0);
    await expect(drawn(page)).toHaveCount(online);
  });

  test('a report typed while the network is down is kept on the device and sent, once, when it returns', async ({ page, context, request, baseURL }) => {
    test.setTimeout(120_000);
    refused = await offlineMap(context, baseURL!);
    const since = new Date(Date.now() - 1000).toISOString();
    const address = await quietAddress(request);
    const annasPhone = phone();
    // A visit to the map first, under the worker: its answers are kept for the offline visit below.
    await page.goto('/public');
    await controlled(page);
    await page.reload();
    await expect(drawn(page).first()).toBeVisible();
    await page.getByRole('link', { name: 'Zgłoś awarię' }).first().click();
    await chooseAddress(page, address.search, address.label);
    await page.getByRole('button', { name: 'Potwierdź lokalizację' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Twoje dane' })).toBeVisible();
    await fillDetails(page, { name: 'Anna Nowak', phone: annasPhone, email: `anna.${unique()}@example.pl` });
    await solveCaptcha(page);
    await page.getByRole('button', { name: 'Dalej' }).click();
    await page.getByRole('radio', { name: /Całkowity brak zasilania/ }).check();
    await page.getByRole('button', { name: 'Dalej' }).click();
    await page.getByRole('radio', { name: /W mieszkaniu/ }).check();
    for (const box of [/rachunki/, /bezpieczniki/, /licznik/]) await page.getByRole('checkbox', { name: box }).check();
    await page
      .getByRole('group', { name: /sąsiedzi i części wspólne/ })
      .getByRole('radio', { name: 'Nie' })
      .check();

    // The network goes: the send fails, the report is kept on this device and the person is told.
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Wyślij zgłoszenie' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Wystąpił błąd/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Brak połączenia z internetem — zgłoszenie zapisane' })).toBeVisible();
    const card = page.getByRole('region', { name: 'Zgłoszenie awarii czeka na wysłanie' });
    await expect(card.getByRole('status')).toHaveText(/Brak połączenia z internetem\. Wyślemy zgłoszenie automatycznie/);
    await expectNoAxeViolations(page, "the kept report's card", '.pending-report');
    await expectNoAxeViolations(page, 'the error page of a kept report', '.wizard-done');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: shotPath('pwa-report-kept-390.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: shotPath('pwa-report-kept-1280.png'), fullPage: true });

    // The next visit, still offline: the site opens from the device, the report is still there.
    await page.goto('/public');
    await expect(page.getByRole('heading', { level: 1, name: 'Mapa awarii i wyłączeń' })).toBeVisible();
    await expect(card).toBeVisible();
    await expect(page.getByText(/Brak połączenia — dane z \d\d:\d\d/)).toBeVisible();
    await expect(drawn(page).first()).toBeVisible();

    // The network returns: a fresh captcha (solved by the browser), the report sent, the person told.
    await context.setOffline(false);
    await expect(page.getByText(`Wysłaliśmy zapisane zgłoszenie awarii: ${address.label.split(',')[0]}`, { exact: false })).toBeVisible({ timeout: 30_000 });
    await expect(card).toHaveCount(0);
    await expect(page.getByText(/Brak połączenia — dane z/)).toHaveCount(0);
    await page.screenshot({ path: shotPath('pwa-report-sent-1280.png') });
    expect(await page.evaluate(() => localStorage.getItem('pendingReport'))).toBeNull();

    // It arrived, once.
    const stored = await request.get(`/api/integration/user-reports?since=${encodeURIComponent(since)}&limit=1000`, {
      headers: { 'X-Api-Key': JOURNEY_INTEGRATION_KEY },
    });
    expect(stored.status()).toBe(200);
    const mine = ((await stored.json()) as { items: Array<{ phoneNumber: string; reporter: string; reportType: string }> }).items.filter(
      (r) => r.phoneNumber === `+48${annasPhone}`,
    );
    expect(mine).toEqual([expect.objectContaining({ reporter: 'Anna Nowak', reportType: 'NO_VOLTAGE' })]);
  });

  test('a new build reaches an open page: the waiting version offers "Odśwież", then serves the page, old caches gone', async ({ page, context, baseURL }) => {
    refused = await offlineMap(context, baseURL!);
    await page.goto('/public');
    await controlled(page);
    const cacheNames = () => page.evaluate(async () => (await caches.keys()).sort());
    const before = (await cacheNames()).find((name) => name.startsWith('portal-app-'))!;
    const entry = await page.evaluate(() => new URL(document.querySelector<HTMLScriptElement>('script[type="module"][src]')!.src).pathname);

    // The next deployment: the server's worker file becomes one of another version whose shell no longer holds this
    // page's entry script (as a build whose entry changed would). The browser fetches a worker's script for an update
    // check by itself, past every route of Playwright and DevTools' request interception, so the file on disk changes,
    // and is put back whatever happens.
    const original = readFileSync(WORKER_FILE, 'utf8');
    const next = original.replace(/"version":"[0-9a-f]+"/, '"version":"journeyb"').replace(`"${entry}",`, '');
    writeFileSync(WORKER_FILE, next);
    try {
      await page.evaluate(async () => void (await (await navigator.serviceWorker.getRegistration('/public'))!.update()));
    } finally {
      // Put back, unless a build wrote a new worker meanwhile (the tree is shared).
      if (readFileSync(WORKER_FILE, 'utf8') === next) writeFileSync(WORKER_FILE, original);
    }
    const refresh = page.getByRole('button', { name: 'Odśwież' });
    await expect(page.getByRole('status').filter({ hasText: 'Dostępna nowa wersja portalu.' })).toBeVisible();
    await expectNoAxeViolations(page, 'the update banner', '.pwa-banner');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: shotPath('pwa-update-390.png') });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: shotPath('pwa-update-1280.png') });

    await Promise.all([page.waitForEvent('load'), refresh.click()]);
    await controlled(page);
    const version = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = (event) => resolve(event.data.version);
          navigator.serviceWorker.controller!.postMessage({ type: 'describe' }, [channel.port2]);
        }),
    );
    expect(version).toBe('journeyb');
    await expect.poll(cacheNames).toContain('portal-app-journeyb');
    expect(await cacheNames()).not.toContain(before);
    await expect(refresh).toHaveCount(0);
  });
});

// Without page.route, which switches the browser's HTTP cache off (NOTES-environment): a person's browser keeps the
// feeds for their `max-age`, and reloaded offline within it, the answers come from that cache, fresh to the worker.
// Other hosts (the tiles) are closed by Chromium's own resolver instead.
test.describe('offline with the HTTP cache at work', () => {
  test('reloaded offline, /public says "Brak połączenia — dane z HH:MM" within 2 s, not at the next refresh', async ({ baseURL }) => {
    const browser = await chromium.launch({
      ...chromiumLaunchOptions,
      args: [...(chromiumLaunchOptions.args ?? []), '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost'],
    });
    try {
      for (const viewport of [
        { width: 1280, height: 800 },
        { width: 390, height: 844 },
      ]) {
        const context = await browser.newContext({ viewport, locale: 'pl-PL', timezoneId: 'Europe/Warsaw' });
        await context.addCookies([{ name: 'cookieConsent', value: 'necessary', url: baseURL! }]);
        await context.addInitScript(() => window.sessionStorage.setItem('infoSidebarShown', 'true'));
        const page = await context.newPage();
        await page.goto(`${baseURL}/public`);
        await controlled(page);
        await page.reload();
        await expect(drawn(page).first()).toBeVisible();
        // The layer draws in slices of a few milliseconds: the count is read once it stops growing.
        const online = await settledCount(drawn(page));
        // The feeds' last answers are in the HTTP cache (max-age=15): the reload below is answered from there.
        await context.setOffline(true);
        await page.reload();
        await expect(page.getByRole('status').filter({ hasText: /Brak połączenia — dane z \d\d:\d\d/ })).toBeVisible({ timeout: 2_000 });
        await expect(drawn(page)).toHaveCount(online);
        await expectNoAxeViolations(page, `the offline banner over the HTTP cache's answers, ${viewport.width} px`, '.pwa-banner');
        await page.screenshot({ path: shotPath(`pwa-offline-http-cache-${viewport.width}.png`) });
        await context.setOffline(false);
        // Back online, the banner goes with the first answer of the refresh the browser's 'online' event starts: on a
        // loaded machine that answer takes longer than the default wait.
        await expect(page.getByText(/Brak połączenia — dane z/)).toHaveCount(0, { timeout: 15_000 });
      }
    } finally {
      await browser.close();
    }
  });
});
