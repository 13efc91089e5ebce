import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { polishTexts } from '../support/page-language';
import { shotPath } from '../support/shots';

// The public pages besides the map in Ukrainian and English (docs/i18n.md): the planned outages list, the FAQ, about,
// the privacy policy, the statistics and a 404, on a 390 px phone and at 1280 px, each with no Polish interface text,
// no axe violation and nothing wider than its box. Runs against this worker's portal (fixtures.ts: journeyPortal()).

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 800 } };

const PAGES = {
  uk: {
    planned: 'Планові відключення',
    faq: 'Поширені запитання',
    about: 'Про портал',
    privacy: 'Політика конфіденційності',
    statistics: 'Статистика: як ми дотримуємося строків',
    notFound: 'Сторінку не знайдено',
  },
  en: {
    planned: 'Planned outages',
    faq: 'Frequently asked questions',
    about: 'About the portal',
    privacy: 'Privacy policy',
    statistics: 'Statistics: how we keep to our times',
    notFound: 'Page not found',
  },
} as const;

const PATHS = {
  planned: '/public/planned',
  faq: '/public/faq',
  about: '/public/about',
  privacy: '/public/privacy-policy',
  statistics: '/public/statystyki',
  notFound: '/public/no-such-page',
} as const;

/**
 * The boxes whose content is wider than they are: the page itself, then every block-level element of the main
 * content (a scrolling container, such as a wide table's wrapper, may be wider inside; what is inside it is not judged;
 * neither is text for screen readers alone).
 */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) found.push(`page: ${root.scrollWidth} > ${root.clientWidth}`);
    for (const el of document.querySelectorAll<HTMLElement>('main, main *')) {
      const style = getComputedStyle(el);
      if (style.display === 'inline' || style.display === 'none' || el.closest('[hidden]')) continue;
      // Text for screen readers alone sits in a 1 px clipped box on purpose.
      if (el.parentElement?.closest('.table-wrap, pre') || el.closest('.visually-hidden')) continue;
      if (['auto', 'scroll'].includes(style.overflowX)) continue;
      if (el.scrollWidth > el.clientWidth + 1)
        found.push(`${el.tagName.toLowerCase()}.${el.className}: ${el.scrollWidth} > ${el.clientWidth} "${(el.textContent ?? '').slice(0, 60)}"`);
    }
    return found;
  });
}

for (const [size, device] of [
  ['390', PHONE],
  ['1280', DESKTOP],
] as const) {
  test.describe(`the public pages in another language at ${size} px`, () => {
    test.use(device);
    test.beforeEach(async ({ context }) => {
      await context.addInitScript(() => window.sessionStorage.setItem('infoSidebarShown', 'true'));
    });

    for (const language of ['uk', 'en'] as const) {
      test(`in ${language}: the planned list, FAQ, about, privacy, statistics and a 404 with no Polish interface text, no axe violation and no overflow`, async ({
        page,
      }) => {
        for (const [name, path] of Object.entries(PATHS) as [keyof typeof PATHS, string][]) {
          const where = `${path}?lang=${language} at ${size} px`;
          await page.goto(`${path}?lang=${language}`);
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(PAGES[language][name]);
          await expect(page.locator('html')).toHaveAttribute('lang', language === 'uk' ? 'uk-UA' : 'en-GB');
          if (name === 'planned') {
            // The list has answered: rows (cards on a phone) with their details open, or the empty state.
            const toggle = page.locator('.details-toggle').first();
            await expect(toggle.or(page.locator('.planned-status--empty'))).toBeVisible();
            if (await toggle.isVisible()) await toggle.click();
          }
          if (name === 'faq') await page.locator('.faq__toggle').first().click();
          if (name === 'statistics') await expect(page.locator('.stat-month a')).toBeVisible();

          expect(await polishTexts(page), where).toEqual([]);
          expect(await overflowing(page), where).toEqual([]);
          await expectNoAxeViolations(page, where);
          await page.screenshot({ path: shotPath(`languages-${name}-${language}-${size}.png`), fullPage: true });
        }
      });
    }
  });
}
