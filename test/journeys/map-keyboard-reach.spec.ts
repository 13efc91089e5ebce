import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { expectNoAxeViolations } from '../support/axe';
import { shotPath } from '../support/shots';
import { serveStorm } from '../support/storm-feeds';

// A keyboard user on the map in a storm: from the address search, Tab by Tab, past the side panel's list of events and
// the map, to the first control after the map ("Co tu jest?"), in at most 15 presses (docs/accessibility.md "The
// side panel's list"). The storm (storm-feeds.ts) puts hundreds of rows in the list.

// The offline service worker would answer the feeds itself after the first load, past page.route.
test.use({ serviceWorkers: 'block' });

const MOST_TABS = 15;

/** Tiles answer nothing the map waits on; nothing else may leave the portal. */
async function closedNetwork(context: BrowserContext, baseURL: string) {
  const portal = new URL(baseURL).origin;
  await context.addInitScript(() => window.sessionStorage.setItem('infoSidebarShown', 'true'));
  await context.route('**/*', (route) => (new URL(route.request().url()).origin === portal ? route.continue() : route.abort()));
}

/** What has the focus, as a person hears it. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const e = document.activeElement as HTMLElement;
    return e.getAttribute('aria-label') || e.getAttribute('title') || e.textContent?.trim().slice(0, 40) || e.tagName;
  });

/** Presses Tab from the address search until "Co tu jest?" has the focus (or `limit` presses); the stops on the way. */
async function tabsToWhatIsHere(page: Page, limit: number): Promise<string[]> {
  const target = page.getByRole('button', { name: 'Co tu jest?' });
  const stops: string[] = [];
  for (let i = 0; i < limit && !(await target.evaluate((e) => e === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
    stops.push(await focused(page));
  }
  return stops;
}

for (const view of [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
] as const) {
  test.describe(`the map by keyboard in a storm, ${view.name} (${view.viewport.width} px)`, () => {
    test.use(view.name === 'phone' ? { viewport: view.viewport, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : { viewport: view.viewport });

    test(`from the address search, at most ${MOST_TABS} Tab presses reach the first control after the map`, async ({ page, context, baseURL }) => {
      // A storm's list is hundreds of rows beside the map: each key press waits for a busy page.
      test.setTimeout(90_000);
      await closedNetwork(context, baseURL!);
      await serveStorm(page);
      await page.goto('/public');
      await expect(page.locator('.outage-map .map-event').first()).toBeVisible({ timeout: 20_000 });
      if (view.name === 'desktop') await expect(page.locator('.map-side .event-table tbody tr').first()).toBeVisible();

      await page.getByRole('combobox', { name: /adres/i }).focus();
      // Past the limit, the walk goes on (up to the list's length) so a failure says how many it took.
      const stops = await tabsToWhatIsHere(page, 60);
      await expect(page.getByRole('button', { name: 'Co tu jest?' })).toBeFocused();
      expect(stops.length, stops.join(' → ')).toBeLessThanOrEqual(MOST_TABS);
      // On the way: the map's controls and the map itself, once; the hours a phone shows are one stop.
      for (const stop of ['Mapa drogowa', 'Pokaż moją lokalizację', 'Przybliż', 'Zdarzenia na mapie']) expect(stops, stops.join(' → ')).toContain(stop);
      expect(stops.filter((stop) => / h$/.test(stop)).length, stops.join(' → ')).toBeLessThanOrEqual(1);
      await page.screenshot({ path: shotPath(`map-keyboard-reach-${view.viewport.width}.png`) });

      // The list (beside the map on a desktop) still follows, row by row, after the map.
      if (view.name === 'desktop') {
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => document.querySelector('.map-side')!.contains(document.activeElement))).toBe(true);
        for (let i = 0; i < 3 && !(await page.locator('.map-side .event-table button:focus').count()); i++) await page.keyboard.press('Tab');
        await expect(page.locator('.map-side .event-table button:focus')).toHaveText('Pokaż na mapie');
        await page.screenshot({ path: shotPath('map-keyboard-list-1280.png') });
      }
      // The toolbar with the hours' radio group (the whole page with a storm's rows is accessibility.spec.ts's, on the demo data).
      await expectNoAxeViolations(page, `the map's toolbar, ${view.viewport.width} px`, '.map-toolbar');
    });
  });
}
