import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../support/chromium';
import { expect, test } from '../support/fixtures';
import { shotPath } from '../support/shots';

const map = (page: Page) => page.locator('.outage-map');
const pins = (page: Page) => map(page).locator('.map-pin--confirmed');

/** No tile server here: tiles are refused (the map draws its data on a bare background); the info panel is closed. */
async function quietMap(context: BrowserContext) {
  await context.addInitScript(() => window.sessionStorage.setItem('infoSidebarShown', 'true'));
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
}

/** Waits until the site's worker controls the page. */
async function controlled(page: Page) {
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), { timeout: 15_000 }).toMatch(/\/public\/sw\.js$/);
}

test.describe('the portal on a phone (issue 17)', () => {
  test('is installable: the manifest and the service worker meet Chromium\'s criteria', async ({ baseURL }) => {
    // Chromium never offers to install from an incognito profile, which every Playwright context is: a profile on disk.
    const profile = mkdtempSync(join(tmpdir(), 'portal-pwa-'));
    const browser = await chromium.launchPersistentContext(profile, { ...chromiumLaunchOptions, viewport: { width: 390, height: 844 }, locale: 'pl-PL' });
    try {
      await quietMap(browser);
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
      expect(JSON.parse(manifest.data!)).toMatchObject({ name: 'Portal awarii i wyłączeń', start_url: '/public', scope: '/public', display: 'standalone', lang: 'pl' });
      await expect.poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors, { timeout: 10_000 }).toEqual([]);
      // The icons are real PNGs of the sizes the manifest names.
      for (const [path, size] of [['/public/icons/icon-192.png', 192], ['/public/icons/icon-512.png', 512], ['/public/icons/icon-maskable-512.png', 512], ['/public/icons/apple-touch-icon.png', 180]] as const) {
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

  test('reloaded offline, /public shows the last data and says since when', async ({ page, context }) => {
    await quietMap(context);
    await page.goto('/public');
    await controlled(page);
    await page.reload();
    await expect(pins(page).first()).toBeVisible();
    const online = await pins(page).count();
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: /Brak połączenia — dane z \d\d:\d\d/ })).toBeVisible();
    await expect(pins(page)).toHaveCount(online);
    await page.screenshot({ path: shotPath('pwa-offline-1280.png') });
  });
});
