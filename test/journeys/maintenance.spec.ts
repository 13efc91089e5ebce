import type { Browser } from '@playwright/test';
import { DEMO, expect, staffSignedIn, test } from '../support/fixtures';

const BANNER =
  'Od 1 grudnia 2030 22:00 do 2 grudnia 2030 04:30 planujemy prace serwisowe na Portalu planowanych wyłączeń i awarii. Serwis może być w tym czasie niedostępny. Przepraszamy za utrudnienia.';

/**
 * A visitor's fresh page load: a new browser context each time, because the settings answer may be
 * cached by the browser for 30 s (docs/settings.md) and a visitor after the change has no such copy.
 */
async function publicBanner(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, locale: 'pl-PL', timezoneId: 'Europe/Warsaw' });
  await context.addCookies([{ name: 'cookieConsent', value: 'necessary', url: baseURL }]);
  const page = await context.newPage();
  const settingsLoaded = page.waitForResponse((response) => response.url().endsWith('/public/api/config/get/all') && response.ok());
  await page.goto('/public/about');
  await settingsLoaded;
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return { page, close: () => context.close() };
}

test('an administrator announces a maintenance break and the public sees the warning, then switches it off', async ({ page, browser, baseURL }) => {
  await staffSignedIn(page, DEMO.ADMIN);
  await page.goto('/admin/maintenance');
  await expect(page.getByRole('heading', { level: 1, name: 'Przerwa serwisowa' })).toBeVisible();

  await page.getByLabel('Czas rozpoczęcia').fill('2030-12-01T22:00');
  await page.getByLabel('Czas zakończenia').fill('2030-12-02T04:30');
  const warning = page.getByRole('checkbox', { name: 'Pokaż publiczne ostrzeżenie' });
  await warning.check();
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByText('Zapisano dane')).toBeVisible();

  const shown = await publicBanner(browser, baseURL!);
  await expect(shown.page.getByText(BANNER)).toBeVisible();
  await shown.close();

  // Other journeys share this server: leave the warning off.
  await page.reload();
  await expect(page.getByLabel('Czas rozpoczęcia')).toHaveValue('2030-12-01T22:00');
  await expect(warning).toBeChecked();
  await warning.uncheck();
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByText('Zapisano dane')).toBeVisible();

  const hidden = await publicBanner(browser, baseURL!);
  await expect(hidden.page.getByText(/planujemy prace serwisowe/)).toHaveCount(0);
  await hidden.close();
});
