import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { shotPath } from '../support/shots';
import { serveStorm, STORM } from '../support/storm-feeds';

// The map in a storm (issue 16): 500 failures, 5,000 reports and planned works served to the page in place of the
// feeds (storm-feeds.ts: the server's data stays as it is for the journeys after this one). No two pins or clusters
// may overlap on screen, at a phone's and a desktop's width and at two zooms; a cluster opens; a shortened address
// list says how much it shows. Then the map crossed with the keyboard alone.

// The offline service worker (issue 17) would answer the feeds itself after the first load, past page.route.
test.use({ serviceWorkers: 'block' });

const GREY_TILE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mP8/x8AAwMCAO+ip1sAAAAASUVORK5CYII=', 'base64');

/** Tiles answer a grey pixel; nothing else may leave the portal. */
async function offline(context: BrowserContext, baseURL: string) {
  const portal = new URL(baseURL).origin;
  await context.addInitScript(() => window.sessionStorage.setItem('infoSidebarShown', 'true'));
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.origin === portal) return route.continue();
    if (/tile\.openstreetmap\.org|geoportal\.gov\.pl/.test(url.hostname)) return route.fulfill({ contentType: 'image/png', body: GREY_TILE });
    return route.abort();
  });
}

const map = (page: Page) => page.locator('.outage-map');
const events = (page: Page) => map(page).locator('.map-event');

/**
 * The painted boxes of every pin and cluster in the map's view — each marker's own box joined with its badge's (a
 * badge sticks out of its pin) — and the pairs of them that overlap.
 */
async function paintedOverlaps(page: Page) {
  return map(page).evaluate((element) => {
    const frame = element.getBoundingClientRect();
    const boxes = [...element.querySelectorAll<HTMLElement>('.map-event')].map((marker) => {
      const rects = [marker, ...marker.querySelectorAll<HTMLElement>('.map-badge, .map-cluster__count')].map((e) => e.getBoundingClientRect());
      return {
        name: marker.getAttribute('aria-label') ?? '',
        left: Math.min(...rects.map((r) => r.left)),
        top: Math.min(...rects.map((r) => r.top)),
        right: Math.max(...rects.map((r) => r.right)),
        bottom: Math.max(...rects.map((r) => r.bottom)),
      };
    });
    const visible = boxes.filter((b) => b.right > frame.left && b.left < frame.right && b.bottom > frame.top && b.top < frame.bottom);
    const overlaps: string[] = [];
    for (let i = 0; i < visible.length; i++) {
      for (let j = i + 1; j < visible.length; j++) {
        const [a, b] = [visible[i], visible[j]];
        if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom) overlaps.push(`${a.name} ⟷ ${b.name}`);
      }
    }
    return { visible: visible.length, overlaps: overlaps.slice(0, 5), overlapCount: overlaps.length };
  });
}

/** Waits until a pan or zoom has ended and the markers are redrawn. */
async function settled(page: Page) {
  await page.waitForFunction(() => !document.querySelector('.leaflet-zoom-anim, .leaflet-pan-anim'));
  await page.waitForTimeout(400);
}

for (const view of [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
] as const) {
  test.describe(`the map in a storm, ${view.name} (${view.viewport.width} px)`, () => {
    test.use(view.name === 'phone' ? { viewport: view.viewport, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : { viewport: view.viewport });

    test('no two pins or clusters overlap, at the opening zoom and two steps in; a shortened list says how much it shows', async ({
      page,
      context,
      baseURL,
    }) => {
      await offline(context, baseURL!);
      const storm = await serveStorm(page);
      expect(storm.failures).toHaveLength(STORM.failures);
      expect(storm.reports).toHaveLength(STORM.reports);
      await page.goto('/public');
      await expect(events(page).first()).toBeVisible({ timeout: 20_000 });
      await map(page).scrollIntoViewIfNeeded();
      await settled(page);

      const opening = await paintedOverlaps(page);
      expect(opening.overlaps, `${opening.overlapCount} overlapping pairs`).toEqual([]);
      expect(opening.visible).toBeGreaterThan(view.name === 'phone' ? 5 : 10);
      await page.screenshot({ path: shotPath(`storm-${view.name}-zoom12.png`) });

      // Where the storm is thickest, at zoom 15 (the link's zoom 18, three steps out).
      const failure = storm.failures.find((f) => f.addressesCount > 30)!;
      await page.goto(`/public/${failure.position.lng}/${failure.position.lat}`);
      await expect(events(page).first()).toBeVisible({ timeout: 20_000 });
      await settled(page);
      const overlapsAt18 = await paintedOverlaps(page);
      expect(overlapsAt18.overlaps, `${overlapsAt18.overlapCount} overlapping pairs`).toEqual([]);
      const zoomOut = page.getByRole('button', { name: 'Oddal', exact: true });
      for (let i = 0; i < 3; i++) {
        await zoomOut.click();
        await settled(page);
      }
      const closer = await paintedOverlaps(page);
      expect(closer.overlaps, `${closer.overlapCount} overlapping pairs`).toEqual([]);
      expect(closer.visible).toBeGreaterThan(3);
      await page.screenshot({ path: shotPath(`storm-${view.name}-zoom15.png`) });
      const zoomIn = page.getByRole('button', { name: 'Przybliż', exact: true });
      for (let i = 0; i < 3; i++) {
        await zoomIn.click();
        await settled(page);
      }

      // A failure with many addresses: its window lists ten and says of how many.
      const pin = map(page).locator(`.map-event[aria-label="Potwierdzona awaria, adresów: ${failure.addressesCount}"]`).first();
      const cluster = map(page).locator('.map-event.map-cluster').first();
      if (await pin.count()) {
        await pin.click();
        const window = view.name === 'phone' ? page.getByRole('region', { name: 'Szczegóły zdarzenia' }) : page.locator('.map-popup--pinned');
        await expect(window).toContainText(`10 z ${failure.addressesCount} adresów`);
        await page.screenshot({ path: shotPath(`storm-${view.name}-addresses.png`) });
      } else {
        // The failure stands in a cluster with the reports of its building: the cluster zooms in, or lists them.
        await expect(cluster).toBeVisible();
      }
    });
  });
}

test.describe('the map in a storm, at the last zoom', () => {
  test('a cluster that cannot be drawn apart opens the list of its events, ten of them and how many of how many', async ({ page, context, baseURL }) => {
    await offline(context, baseURL!);
    const storm = await serveStorm(page);
    // The building with the most reports: they stand on one point, so even the last zoom shows them as one cluster.
    const counts = new Map<string, number>();
    for (const r of storm.reports) counts.set(`${r.position.lng}/${r.position.lat}`, (counts.get(`${r.position.lng}/${r.position.lat}`) ?? 0) + 1);
    const [place, count] = [...counts].sort((a, b) => b[1] - a[1])[0];
    expect(count).toBeGreaterThan(10);
    await page.goto(`/public/${place}`);
    await expect(events(page).first()).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Przybliż', exact: true }).click();
    await settled(page);
    const atPlace = await map(page).evaluate((element) => {
      const frame = element.getBoundingClientRect();
      const middle = { x: frame.left + frame.width / 2, y: frame.top + frame.height / 2 };
      const all = [...element.querySelectorAll<HTMLElement>('.map-event.map-cluster')];
      const distances = all.map((c) => {
        const r = c.getBoundingClientRect();
        return Math.hypot(r.left + r.width / 2 - middle.x, r.top + r.height / 2 - middle.y);
      });
      return distances.indexOf(Math.min(...distances));
    });
    expect(atPlace).toBeGreaterThanOrEqual(0);
    const target = map(page).locator('.map-event.map-cluster').nth(atPlace);
    await expect(target).toHaveAttribute('aria-label', /Pokaż listę$/);
    // Markers stay the same elements while they stay in view (the window's pan keeps this one).
    await target.evaluate((e) => e.setAttribute('data-journey', 'opener'));
    await target.focus();
    await page.keyboard.press('Enter');
    const popup = page.locator('.map-popup--pinned');
    await expect(popup.getByRole('heading', { name: /^Zdarzenia w tym miejscu: \d+$/ })).toBeVisible();
    await expect(popup).toContainText(/10 z \d+ zdarzeń/);
    await expect(popup.locator('dt')).toHaveCount(11);
    // The window has the focus; Escape closes it and gives the focus back to the cluster.
    await expect(popup.getByRole('dialog')).toBeFocused();
    await page.screenshot({ path: shotPath('storm-cluster-list.png') });
    await page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);
    await expect(map(page).locator('[data-journey="opener"]')).toBeFocused();
  });
});

test.describe('the map by keyboard alone', () => {
  test('Tab reaches the controls, then the map as one stop; arrows move between events, Enter opens, Escape returns', async ({ page, context, baseURL }) => {
    await offline(context, baseURL!);
    await page.goto('/public');
    await expect(events(page).first()).toBeVisible({ timeout: 20_000 });
    await map(page).scrollIntoViewIfNeeded();
    // Leaflet's own controls speak Polish.
    await expect(page.getByRole('button', { name: 'Przybliż', exact: true })).toHaveAttribute('title', 'Przybliż');
    await expect(page.getByRole('button', { name: 'Oddal', exact: true })).toHaveAttribute('title', 'Oddal');
    await expect(map(page).locator('.leaflet-control-attribution a[href="https://leafletjs.com"]')).toHaveAttribute(
      'title',
      'Biblioteka JavaScript do map interaktywnych',
    );

    // From what comes before the map, Tab by Tab: the map's controls first, then the map itself, once.
    await page.getByRole('button', { name: 'Mapa drogowa' }).focus();
    await page.keyboard.press('Shift+Tab');
    const stops: string[] = [];
    const stop = map(page).locator('.map-keys');
    for (let i = 0; i < 25 && !(await stop.evaluate((e) => e === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
      stops.push(
        await page.evaluate(() => {
          const e = document.activeElement as HTMLElement;
          return e.getAttribute('aria-label') || e.getAttribute('title') || e.textContent?.trim() || e.tagName;
        }),
      );
    }
    await expect(stop).toBeFocused();
    const before = stops.slice(0, -1);
    for (const control of ['Przybliż', 'Oddal', 'Mapa drogowa', 'Mapa hybrydowa', 'Pokaż moją lokalizację'])
      expect(before, stops.join(' → ')).toContain(control);
    await expect(stop).toHaveAttribute('role', 'application');
    // No pin or cluster is a Tab stop of its own.
    expect(await events(page).evaluateAll((all) => all.filter((e) => (e as HTMLElement).tabIndex >= 0).length)).toBe(0);

    // Arrows go to the nearest event that way.
    const centre = async () =>
      page.evaluate(() => {
        const r = (document.activeElement as HTMLElement).getBoundingClientRect();
        return { x: r.left + r.width / 2, y: r.top + r.height / 2, event: (document.activeElement as HTMLElement).classList.contains('map-event') };
      });
    await page.keyboard.press('ArrowRight');
    const first = await centre();
    expect(first.event).toBe(true);
    await page.keyboard.press('ArrowRight');
    const second = await centre();
    if (second.event && second.x !== first.x) expect(second.x).toBeGreaterThan(first.x);
    await page.keyboard.press('ArrowDown');
    const third = await centre();
    if (third.event && third.y !== second.y) expect(third.y).toBeGreaterThan(second.y);

    // Enter on a cluster flies in (or, at the deepest zoom, lists it); when the flight ends the cluster is replaced and
    // the focus goes to the event now nearest. Enter on a pin opens its window, which takes the focus. Each step waits
    // for the flight to end (the old cluster gone): a second Enter during a flight would restart it from where it is.
    let pinned = false;
    let opener: string | null | undefined = null;
    for (let step = 0; step < 10 && !pinned; step++) {
      opener = await page.evaluate((mark) => {
        const active = document.activeElement as HTMLElement;
        active.dataset.journeyStep = mark;
        return active.getAttribute('aria-label');
      }, String(step));
      await page.keyboard.press('Enter');
      await expect
        .poll(() =>
          page.evaluate((mark) => {
            if (document.querySelector('.map-popup--pinned')) return 'pinned';
            const old = document.querySelector(`[data-journey-step="${mark}"]`);
            const moved = !old || old !== document.activeElement;
            return moved && document.activeElement?.classList.contains('map-event') ? 'moved' : 'waiting';
          }, String(step)),
        )
        .not.toBe('waiting');
      pinned = (await page.locator('.map-popup--pinned').count()) > 0;
    }
    expect(pinned).toBe(true);
    expect(opener).toBeTruthy();
    const popup = page.locator('.map-popup--pinned');
    await expect(popup.getByRole('dialog')).toBeFocused();
    await page.screenshot({ path: shotPath('keyboard-popup.png') });
    await page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(opener);
    await expect(page.locator('.map-event:focus')).toHaveCount(1);

    // Tab leaves the map; Shift+Tab comes back to its one stop.
    await page.keyboard.press('Tab');
    expect(await map(page).evaluate((e) => e.contains(document.activeElement))).toBe(false);
    await page.keyboard.press('Shift+Tab');
    await expect(stop).toBeFocused();
    await page.screenshot({ path: shotPath('keyboard-stop.png') });
  });
});
