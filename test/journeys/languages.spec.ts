import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { expectNoAxeViolations } from '../support/axe';
import { overflowingBoxes, polishTexts } from '../support/page-language';
import { offlineMap } from '../support/offline-map';
import { shotPath } from '../support/shots';

// The public site in Ukrainian and English (docs/i18n.md) on the demo storm: the map page at 390 px (a phone, touch)
// and at 1280 px, chosen by ?lang=, by the switch, by the cookie it leaves and by the browser's languages.

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 800 } };

const LANGUAGES = {
  uk: { tag: 'uk-UA', name: 'Українська', switchLabel: 'Мова', title: 'Мапа аварій і відключень', summary: /аварі/, legend: 'Легенда' },
  en: { tag: 'en-GB', name: 'English', switchLabel: 'Language', title: 'Map of failures and outages', summary: /failure/, legend: 'Legend' },
} as const;

async function expectMapPageIn(page: Page, language: keyof typeof LANGUAGES) {
  const l = LANGUAGES[language];
  await expect(page.locator('html')).toHaveAttribute('lang', l.tag);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.title);
  const languageSwitch = page.getByRole('navigation', { name: l.switchLabel });
  await expect(languageSwitch).toBeVisible();
  await expect(languageSwitch.getByRole('link', { name: l.name })).toHaveAttribute('aria-current', 'true');
  await expect(page.locator('.map-summary__item--failures strong')).toHaveText(l.summary);
  await expect(page.locator('.map-legend__title')).toHaveText(l.legend);
  await expect(page.locator('.map-pin, .map-cluster').first()).toBeAttached();
}

for (const [size, device] of [
  ['390', PHONE],
  ['1280', DESKTOP],
] as const) {
  test.describe(`the map page in another language at ${size} px`, () => {
    test.use(device);
    test.beforeEach(async ({ context }) => {
      await context.addInitScript(() => window.sessionStorage.setItem('infoSidebarShown', 'true'));
    });

    for (const language of ['uk', 'en'] as const) {
      test(`/public?lang=${language}: the page, its switch and its head in that language, no Polish UI text, no axe violation`, async ({ page }) => {
        await page.goto(`/public?lang=${language}`);
        await expectMapPageIn(page, language);
        expect(await polishTexts(page)).toEqual([]);

        // The switch is on screen, not cut at the right edge of a phone.
        const box = (await page.locator('.language-switch').boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(Number(size));
        await expect(page.locator(`link[rel="alternate"][hreflang="${LANGUAGES[language].tag}"]`)).toHaveAttribute('href', /\/public\?lang=/);
        await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', /\/public$/);
        await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', `/public/manifest.${language}.webmanifest`);

        await expectNoAxeViolations(page, `/public?lang=${language}`);
        await page.screenshot({ path: shotPath(`languages-map-${language}-${size}.png`) });
        await page.screenshot({ path: shotPath(`languages-map-${language}-${size}-full.png`), fullPage: true });
      });
    }
  });
}

const CARD = {
  uk: {
    search: 'Пошук адреси',
    kind: 'Масштабна аварія',
    end: 'Орієнтовне завершення',
    now: 'Зараз за цією адресою',
    report: 'Повідомити про аварію за цією адресою',
  },
  en: {
    search: 'Search for an address',
    kind: 'Widespread failure',
    end: 'Expected end',
    now: 'Now at this address',
    report: 'Report a failure at this address',
  },
} as const;

test.describe('the address card in another language on a phone', () => {
  test.use(PHONE);

  for (const language of ['uk', 'en'] as const) {
    test(`?lang=${language}: an address in the demo failure, its card in that language, staff text marked Polish, nothing overflowing`, async ({
      page,
      context,
      baseURL,
    }) => {
      await offlineMap(context, baseURL!);
      await context.addInitScript(() => window.sessionStorage.setItem('infoSidebarShown', 'true'));
      const c = CARD[language];
      await page.goto(`/public?lang=${language}`);
      await page.getByRole('combobox', { name: c.search }).fill('Racławicka 77');
      await page
        .getByRole('option', { name: /Racławicka 77/ })
        .first()
        .click();
      const card = page.getByRole('region', { name: /Racławicka 77/ });
      await expect(card.getByRole('heading', { level: 3, name: c.now })).toBeVisible();
      await expect(card.getByText(c.kind, { exact: true })).toBeVisible();
      await expect(card.locator('dt', { hasText: c.end }).first().locator('xpath=following-sibling::dd')).toHaveText(/\d{2}[./]\d{2}[./]\d{4}/);
      await expect(card.getByRole('link', { name: c.report })).toBeVisible();
      expect(await polishTexts(page)).toEqual([]);
      expect(await overflowingBoxes(page, '.address-card-panel')).toEqual([]);
      await expectNoAxeViolations(page, `the address card, ${language}`);
      await page.screenshot({ path: shotPath(`languages-address-card-${language}-390.png`) });
    });
  }
});

test.describe('choosing a language', () => {
  test.use(DESKTOP);

  test('the switch turns the page into Ukrainian, the URL and the cookie keep it, a plain /public then opens in it', async ({ page, context }) => {
    await context.addInitScript(() => window.sessionStorage.setItem('infoSidebarShown', 'true'));
    await page.goto('/public?lang=en');
    await expectMapPageIn(page, 'en');
    const ukrainian = page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Українська' });
    await ukrainian.focus();
    await page.keyboard.press('Enter');
    await expectMapPageIn(page, 'uk');
    await expect(page).toHaveURL(/\/public\?lang=uk$/);
    await expect(page.getByRole('link', { name: 'Українська' })).toBeFocused();
    expect((await context.cookies()).find((c) => c.name === 'lang')).toMatchObject({ value: 'uk', path: '/', sameSite: 'Lax' });

    await page.goto('/public');
    await expectMapPageIn(page, 'uk');
  });

  test.describe('a first visit', () => {
    test.use({ locale: 'uk-UA' });

    test('takes the browser’s language', async ({ page, context }) => {
      await context.addInitScript(() => window.sessionStorage.setItem('infoSidebarShown', 'true'));
      await page.goto('/public');
      await expectMapPageIn(page, 'uk');
    });
  });

  test('a visitor whose browser asks for Polish gets the Polish page, unchanged', async ({ page, context }) => {
    await context.addInitScript(() => window.sessionStorage.setItem('infoSidebarShown', 'true'));
    await page.goto('/public');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl-PL');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mapa awarii i wyłączeń');
    await expect(page.getByRole('navigation', { name: 'Język' }).getByRole('link', { name: 'Polski' })).toHaveAttribute('aria-current', 'true');
  });
});
