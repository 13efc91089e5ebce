import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { expectNoAxeViolations } from '../support/axe';
import { offlineMap } from '../support/offline-map';
import { shotPath } from '../support/shots';

// Issue 16, "The picture of the event": the summary bar over the map, the desktop's side panel with the map filling the
// window, the phone's hour buttons and bottom sheet, and the list view's filters with a card per row (docs/map.md).

const summary = (page: Page) => page.getByRole('region', { name: 'Podsumowanie mapy' });

/** Layout shifts not caused by input since the page began (the CLS of the load), from the browser's own entries. */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!entry.hadRecentInput) w.__cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}
const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { __cls: number }).__cls);

async function expectSummary(page: Page) {
  const bar = summary(page);
  await expect(bar).toContainText(/\d[\d\s]* awari(a|e|i) teraz/);
  await expect(bar).toContainText(/\d[\d\s]* (planowane wyłączenie|planowane wyłączenia|planowanych wyłączeń) dziś/);
  await expect(bar).toContainText(/\d[\d\s]* zgłosze(nie|nia|ń) z ostatnich 24 godzin/);
  await expect(bar).toContainText(/\d[\d\s]* adres(y|ów)? bez prądu/);
  await expect(bar).toContainText(/Zaktualizowano (\d{2}\.\d{2}\.\d{4}, )?\d{2}:\d{2}/);
}

test.describe('the map page on a desktop (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the map fills the window beside the side panel; the summary refreshes with 304s; the list opens a card, by keyboard', async ({
    page,
    context,
    baseURL,
  }) => {
    const refused = await offlineMap(context, baseURL!);
    await page.clock.install();
    const statuses: number[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/public/api/call-net/failures-hv')) statuses.push(response.status());
    });
    await watchLayoutShifts(page);
    await page.goto('/public');
    await expectSummary(page);
    // The summary's box and the search's box are drawn at their size before their code and the data come.
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.1);

    const map = (await page.locator('.map-canvas').boundingBox())!;
    const side = page.getByRole('complementary', { name: 'Zdarzenia na mapie' });
    await expect(side.getByRole('heading', { name: 'Zdarzenia na mapie' })).toBeVisible();
    const panel = (await side.boundingBox())!;
    // Below the header, down to the window's bottom (less the 'Co tu jest?' row under it), the panel to its left.
    expect(map.y).toBeGreaterThan(60);
    expect(map.y + map.height).toBeGreaterThan(800 - 70);
    expect(map.height).toBeGreaterThan(450);
    expect(panel.x + panel.width).toBeLessThanOrEqual(map.x);
    expect(await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeGreaterThanOrEqual(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.screenshot({ path: shotPath('map-page-desktop.png') });
    await expectNoAxeViolations(page, 'the map with its side panel');

    // Every 30 s the feeds are asked again with their ETag: nothing changed, so 304 and the same figures.
    const before = await summary(page).locator('ul').textContent();
    await page.clock.fastForward(31_000);
    await expect.poll(() => statuses).toContain(304);
    expect(statuses[0]).toBe(200);
    await expect(summary(page).locator('ul')).toHaveText(before!);

    // Keyboard alone: the side panel's filter, then a row's 'Karta adresu'; the card takes the focus, Escape gives it back.
    const filter = side.getByRole('searchbox', { name: 'Filtruj po adresie' });
    await filter.focus();
    const firstCard = side.getByRole('button', { name: /^Karta adresu: / }).first();
    const address = (await firstCard.getAttribute('aria-label'))!.replace('Karta adresu: ', '');
    const word = address.replace(/^(ul\.|al\.|pl\.|os\.)\s*/, '').split(/[\s,]/)[0];
    await page.keyboard.type(word);
    const rows = side.getByRole('button', { name: /^Karta adresu: / });
    for (const label of await rows.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')))) expect(label).toContain(word);
    const button = side.getByRole('button', { name: `Karta adresu: ${address}` }).first();
    await button.focus();
    await page.keyboard.press('Enter');
    const card = page.getByRole('region', { name: address });
    await expect(card).toBeVisible();
    await expect(card.getByRole('heading', { name: address })).toBeFocused();
    await expect(page).toHaveURL(/adres=/);
    const cardBox = (await card.boundingBox())!;
    expect(cardBox.x + cardBox.width).toBeLessThanOrEqual(map.x);
    await page.screenshot({ path: shotPath('map-page-desktop-keyboard-card.png') });
    await page.keyboard.press('Escape');
    await expect(card).toHaveCount(0);
    await expect(button).toBeFocused();
    expect(refused).toEqual([]);
  });
});

test.describe('the map page on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('thumb-sized hour buttons, the summary, the touch hint; the list filtered opens a bottom sheet', async ({ page, context, baseURL }) => {
    const refused = await offlineMap(context, baseURL!);
    await watchLayoutShifts(page);
    await page.goto('/public');
    await expectSummary(page);
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.1);
    await expect(page.getByText('Dotknij znacznika, aby zobaczyć szczegóły')).toBeVisible();
    await expect(page.getByText('Kliknij mapę')).toHaveCount(0);

    const hours = page.getByRole('radiogroup', { name: 'Zgłoszenia z ostatnich godzin' });
    for (const label of ['1 h', '3 h', '6 h', '12 h', '24 h']) {
      const box = (await hours.getByRole('radio', { name: label }).boundingBox())!;
      expect(box.width, label).toBeGreaterThanOrEqual(44);
      expect(box.height, label).toBeGreaterThanOrEqual(44);
    }
    for (const name of ['Awarie', 'Planowane wyłączenia', 'Zgłoszenia']) {
      expect((await page.getByRole('button', { name, exact: true }).boundingBox())!.height, name).toBeGreaterThanOrEqual(44);
    }
    // By keyboard (a phone with a keyboard, or switch access): one Tab stop, the arrows choose, Enter takes a choice.
    await hours.getByRole('radio', { name: '24 h' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(hours.getByRole('radio', { name: '12 h' })).toBeFocused();
    await expect(page.getByRole('slider', { name: /Zgłoszenia z ostatnich/ })).toHaveValue('12');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('slider', { name: /Zgłoszenia z ostatnich/ })).toHaveValue('6');
    await page.screenshot({ path: shotPath('map-page-phone-keyboard.png') });
    await hours.getByRole('radio', { name: '3 h' }).tap();
    await expect(hours.getByRole('radio', { name: '3 h' })).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByRole('slider', { name: /Zgłoszenia z ostatnich/ })).toHaveValue('3');
    await expect(summary(page)).toContainText(/z ostatnich 3 godzin/);
    await page.screenshot({ path: shotPath('map-page-phone.png') });
    await expectNoAxeViolations(page, 'the map on a phone');

    await page.getByRole('link', { name: 'Lista zdarzeń' }).tap();
    await expect(page.getByRole('heading', { level: 1, name: 'Lista zdarzeń' })).toBeVisible();
    const firstCard = page.getByRole('button', { name: /^Karta adresu: / }).first();
    const address = (await firstCard.getAttribute('aria-label'))!.replace('Karta adresu: ', '');
    await page.getByRole('searchbox', { name: 'Filtruj po adresie' }).fill(address);
    await page.screenshot({ path: shotPath('map-page-phone-list.png') });
    await page
      .getByRole('button', { name: `Karta adresu: ${address}` })
      .first()
      .tap();
    const card = page.getByRole('region', { name: address });
    await expect(card.getByRole('heading', { name: address })).toBeFocused();
    const box = (await card.boundingBox())!;
    expect(Math.round(box.y + box.height)).toBe(844);
    expect(box.y).toBeGreaterThan(844 * 0.3);
    await page.screenshot({ path: shotPath('map-page-phone-sheet.png') });
    await card.getByRole('button', { name: 'Zamknij informacje o adresie' }).tap();
    await expect(card).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Szukaj adresu' })).toBeFocused();
    expect(refused).toEqual([]);
  });
});
