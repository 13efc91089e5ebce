import type { Page } from '@playwright/test';
import { DEMO, expect, staffSignedIn, test } from '../support/fixtures';
import { shotPath } from '../support/shots';
import { expectPaintedOnTop } from '../support/painted-on-top';

// Layout checks across screens on a phone (390 × 844, touch): what no functional journey notices — content that
// stays under a fixed bar whatever one scrolls, or something painted over a bar.

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** react-admin's Save bar, fixed to the screen's bottom on a phone. */
const saveBar = (page: Page) => page.getByRole('toolbar').filter({ has: page.getByRole('button', { name: /zapisz/i }) });

/** The dispatcher's new planned outage form, with its map drawn (the form's end). */
async function openPlannedOutageForm(page: Page): Promise<void> {
  await staffSignedIn(page, DEMO.DISPATCHER);
  await page.goto('/master/planned/add');
  await expect(page.locator('.leaflet-container .leaflet-control-attribution')).toBeVisible();
}

/** Scrolled to the very end, the form's last field lies wholly above the fixed Save bar (react-admin's mobile toolbar). */
async function expectFormEndAboveToolbar(page: Page, last: string): Promise<void> {
  const toolbar = saveBar(page);
  await expect(toolbar).toBeVisible();
  await expect(page.locator(last).last()).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect
    .poll(
      async () => {
        const lastBottom = await page
          .locator(last)
          .last()
          .evaluate((e) => e.getBoundingClientRect().bottom);
        const barTop = await toolbar.evaluate((e) => e.getBoundingClientRect().top);
        return Math.round(barTop - lastBottom);
      },
      { message: `the end of ${last} is above the Save bar when scrolled to the bottom` },
    )
    .toBeGreaterThanOrEqual(0);
}

test.describe('staff forms on a phone', () => {
  test.use(PHONE);

  test('the planned outage form scrolls its map, with the attribution, out from under the Save bar', async ({ page }) => {
    await openPlannedOutageForm(page);
    await expectFormEndAboveToolbar(page, '.leaflet-container');
    await page.screenshot({ path: shotPath('layout-phone-planned-add-bottom-390.png') });
  });
});

test.describe('staff form fields reached with the keyboard on a phone', () => {
  test.use(PHONE);

  test('a focused field of the planned outage form is scrolled above the fixed Save bar, not under it', async ({ page }) => {
    await openPlannedOutageForm(page);
    const toolbar = saveBar(page);
    await page
      .getByLabel(/Rozpoczęcie/)
      .first()
      .focus();
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press('Tab');
      const at = await page.evaluate(() => {
        const e = document.activeElement!;
        return {
          inToolbar: e.closest('[role="toolbar"]') !== null,
          what: e.getAttribute('name') ?? e.textContent?.slice(0, 30),
          bottom: Math.round(e.getBoundingClientRect().bottom),
        };
      });
      if (at.inToolbar) return;
      const barTop = await toolbar.evaluate((e) => Math.round(e.getBoundingClientRect().top));
      if (at.bottom > barTop) await page.screenshot({ path: shotPath('layout-phone-planned-add-focus-hidden-390.png') });
      expect(at.bottom, `${at.what} ends above the Save bar (${barTop})`).toBeLessThanOrEqual(barTop);
    }
    throw new Error('the keyboard never reached the Save bar');
  });
});

test.describe('staff lists on a phone', () => {
  test.use(PHONE);

  test('the selection bar over the outage cards hides the cards scrolling under it', async ({ page }) => {
    await staffSignedIn(page, DEMO.ACCEPTER);
    await page.goto('/accepter/planned');
    await page
      .getByRole('checkbox', { name: /zaznacz/i })
      .first()
      .check();
    const bar = page.getByText(/Zaznaczono 1 element/).locator('..');
    await expect(bar).toBeVisible();
    await page.evaluate(() => window.scrollBy(0, 400));
    await expect.poll(() => bar.evaluate((e) => Math.round(e.getBoundingClientRect().top))).toBe(48);
    await page.screenshot({ path: shotPath('layout-phone-selection-bar-390.png'), clip: { x: 0, y: 0, width: 390, height: 220 } });
    await expectPaintedOnTop(bar);
    // Painted on top and opaque: the cards' text does not show through it.
    const background = await bar.evaluate((e) => getComputedStyle(e).backgroundColor);
    expect(background, 'the bar has an opaque background').toMatch(/^rgb\(/);
  });
});

test.describe('the staff app bar on a phone', () => {
  test.use(PHONE);

  test('the user menu button is named in Polish', async ({ page }) => {
    await staffSignedIn(page, DEMO.ACCEPTER);
    await page.goto('/accepter/planned');
    // On a phone the button shows only an icon, and react-admin fell back to its English 'Profile'.
    const button = page.getByRole('banner').getByRole('button', { name: /^Profil/ });
    await expect(button).toBeVisible();
    await expect(button).not.toHaveAccessibleName(/Profile/);
    await button.click();
    await expect(page.getByRole('menuitem', { name: 'Moje konto' })).toBeVisible();
  });

  test('a long page title ends in an ellipsis instead of being cut off mid-word', async ({ page }) => {
    await staffSignedIn(page, DEMO.ACCEPTER);
    await page.goto('/accepter/planned');
    const title = page.locator('#react-admin-title');
    await expect(title).toContainText('Planowane wyłączenia - panel akceptującego');
    await page.screenshot({ path: shotPath('layout-phone-app-bar-title-390.png'), clip: { x: 0, y: 0, width: 390, height: 60 } });
    // The title's text box: inside the title (nothing cut by the bar's edge), shortened with '…' when it is too long.
    const text = await title.evaluate((h) => {
      const box = h.firstElementChild as HTMLElement;
      return {
        insideTitle: box.getBoundingClientRect().right <= h.getBoundingClientRect().right + 0.5,
        shortened: box.scrollWidth > box.clientWidth,
        ellipsis: getComputedStyle(box).textOverflow === 'ellipsis' && getComputedStyle(box).overflow === 'hidden',
      };
    });
    expect(text).toEqual({ insideTitle: true, shortened: true, ellipsis: true });
  });
});

test.describe('the public site on a phone', () => {
  test.use(PHONE);

  test('address suggestions scrolled up slide under the sticky header, not over it', async ({ page, context }) => {
    await context.addInitScript(() => window.sessionStorage.setItem('infoSidebarShown', 'true'));
    await context.route(/tile\.openstreetmap\.org|mapy\.geoportal\.gov\.pl/, (route) => route.fulfill({ status: 204 }));
    await page.goto('/public');
    const search = page.getByRole('combobox', { name: 'Szukaj adresu' });
    await search.fill('Hoża');
    const list = page.getByRole('listbox');
    await expect(list.getByRole('option').first()).toBeVisible();
    // Scrolled (the list stays open) until the list's top is behind the header.
    const by = await list.evaluate((l) => l.getBoundingClientRect().top - document.querySelector('.site-header')!.getBoundingClientRect().top);
    await page.evaluate((y) => window.scrollBy(0, y), by);
    await expect(list).toBeVisible();
    await page.screenshot({ path: shotPath('layout-phone-suggestions-under-header-390.png') });
    await expectPaintedOnTop(page.locator('.site-header'));
  });
});
