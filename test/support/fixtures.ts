import { test as base, expect, type Page } from '@playwright/test';
import { journeyPortal } from './journey-portals';

export const DEMO_PASSWORD = 'Demo#2026';
export const DEMO = {
  ADMIN: 'admin@demo.local',
  DISPATCHER: 'dyspozytor@demo.local',
  ACCEPTER: 'akceptujacy@demo.local',
  CALLCENTER: 'callcenter@demo.local',
  PUBLIC: 'mieszkaniec@demo.local',
} as const;

/** Every journey runs against its worker's server, started by global-setup (journey-portals.ts). */
export const test = base.extend<{ cookieConsent: 'all' | 'necessary' | null }>({
  baseURL: async ({}, use, testInfo) => {
    await use(journeyPortal(testInfo.parallelIndex).baseUrl);
  },
  // The public site's cookie dialog blocks the page until a choice (spec §4). Journeys about other
  // things start with the choice made; a journey about the dialog sets `test.use({ cookieConsent: null })`.
  cookieConsent: ['necessary', { option: true }],
  context: async ({ context, baseURL, cookieConsent }, use) => {
    if (cookieConsent) await context.addCookies([{ name: 'cookieConsent', value: cookieConsent, url: baseURL! }]);
    await use(context);
  },
});

export { expect };

/** Signs in at the staff login as a person would. */
export async function staffLogin(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page
    .getByLabel(/e-?mail|login/i)
    .first()
    .fill(email);
  await page.getByLabel(/hasło/i).first().fill(password);
  await page.getByRole('button', { name: /zaloguj/i }).click();
}

/** Signs in and waits for the landing page, for journeys that start from a signed-in state. */
export async function staffSignedIn(page: Page, email: string): Promise<void> {
  await staffLogin(page, email);
  await expect(page).not.toHaveURL(/\/login$/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
}

/**
 * On a phone the public site's header folds its links and buttons into 'Menu': opens it there and returns true.
 * Waits for the header to render first — `isVisible()` does not wait, and asked before React has drawn the banner it
 * answered false on a phone, after which a click on a folded button waited out the whole test.
 */
export async function openFoldedSiteMenu(page: Page): Promise<boolean> {
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Portal awarii i wyłączeń' })).toBeVisible();
  const menu = banner.getByRole('button', { name: 'Menu' });
  if (!(await menu.isVisible())) return false;
  if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  return true;
}
