import type { Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, expect, staffSignedIn, test } from '../support/fixtures';
import { RenderedPages } from '../support/html-validity';
import { answerStepsThreeAndFour, chooseAddress, fillDetails, phone, quietAddress, solveCaptcha, unique } from '../support/report-wizard-steps';

// Every page of both front ends as rendered, at a desktop's and a phone's width, checked by the W3C Nu HTML checker
// (docs/accessibility.md "Valid HTML"): the routes of public-web/src/routes.tsx (with account-routes.tsx and the
// report wizard's steps) and of backoffice/src/StaffAdmin.tsx for each role's demo account — every list, show, edit
// and create screen. Each test keeps the DOM of its pages once they have settled and checks them together at its end.

const WIDTHS = [
  { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
  { name: 'phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
] as const;

/** Waits until the screen shows its content (its h1 has text, nothing is loading) and keeps its DOM. */
async function keep(pages: RenderedPages, page: Page, where: string, ready?: (page: Page) => Promise<void>): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(/\S/);
  if (ready) await ready(page);
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 });
  await pages.keep(page, where);
}

async function visit(pages: RenderedPages, page: Page, path: string, ready?: (page: Page) => Promise<void>): Promise<void> {
  await page.goto(path);
  await keep(pages, page, path, ready);
}

const mapShown = async (page: Page) => {
  await expect(page.locator('.leaflet-container').first()).toBeVisible();
};
const rowsShown = async (page: Page) => {
  await expect(page.locator('a[href*="/planned/show/"]').first()).toBeVisible();
};

/** The href of the first link on the page whose address contains `part` (an id the demo data chose). */
async function firstHref(page: Page, part: string): Promise<string> {
  const link = page.locator(`a[href*="${part}"]`).first();
  await expect(link).toBeAttached();
  return (await link.getAttribute('href'))!;
}

for (const width of WIDTHS) {
  test.describe(`valid HTML at ${width.use.viewport.width} px`, () => {
    test.use(width.use);
    // Each test visits many pages and starts Java once: a shared two-core machine needs more than the default 30 s.
    test.describe.configure({ timeout: 150_000 });

    test('public pages, signed out', async ({ page }) => {
      const pages = new RenderedPages();
      await visit(pages, page, '/public', mapShown);
      await visit(pages, page, '/public?widok=lista', async (p) => {
        await expect(p.getByRole('table').first()).toBeVisible();
      });
      await visit(pages, page, '/public/21.0122/52.2297', mapShown);
      await visit(pages, page, '/public/add-report/5/true');
      for (const path of [
        '/public/planned',
        '/public/about',
        '/public/faq',
        '/public/privacy-policy',
        '/public/otwarte-dane',
        '/public/poll',
        '/public/login',
        '/public/register',
        '/public/remind',
        '/remind',
        '/public/change-password',
        '/change-password',
        '/public/confirm-email',
        '/public/stop-send-email',
        '/public/report-followup/stop',
        '/forbidden',
        '/error',
        '/public/nie-ma-takiej-strony',
      ])
        await visit(pages, page, path);
      await pages.expectNoErrors();
    });

    test.describe('on a first visit', () => {
      test.use({ cookieConsent: null });
      test('the cookie dialog', async ({ page }) => {
        const pages = new RenderedPages();
        await page.goto('/public/faq');
        await expect(page.getByRole('dialog', { name: 'Pliki cookies' })).toBeVisible();
        await keep(pages, page, 'the cookie dialog');
        await pages.expectNoErrors();
      });
    });

    test('the report wizard, step by step', async ({ page, request }) => {
      const pages = new RenderedPages();
      const address = await quietAddress(request);
      await visit(pages, page, '/public/add-report/1');
      await chooseAddress(page, address.search, address.label);
      await keep(pages, page, 'wizard step 1 with an address');
      await page.getByRole('button', { name: 'Potwierdź lokalizację' }).click();
      await expect(page).toHaveURL(/\/public\/add-report\/2\?/);
      await keep(pages, page, 'wizard step 2');
      await fillDetails(page, { name: 'Anna Nowak', phone: phone(), email: `nu.${unique()}@example.pl` });
      await solveCaptcha(page);
      await keep(pages, page, 'wizard step 2, filled in');
      await page.getByRole('button', { name: 'Dalej' }).click();
      await answerStepsThreeAndFour(page, (step) => keep(pages, page, step));
      await pages.expectNoErrors();
    });

    test('account pages of the demo resident', async ({ page, request }) => {
      const pages = new RenderedPages();
      const login = await request.post('/public/api/login', { data: { login: DEMO.PUBLIC, password: DEMO_PASSWORD } });
      expect(login.ok()).toBeTruthy();
      const session = (await login.json()) as Record<string, unknown>;
      await page.goto('/public/faq');
      await page.evaluate((s) => {
        for (const [k, v] of Object.entries(s)) localStorage.setItem(k, v === null ? '' : String(v));
      }, session);
      await visit(pages, page, '/public', mapShown);
      await visit(pages, page, '/public/user/settings');
      await visit(pages, page, '/public/user/reports');
      await visit(pages, page, '/public/user/outage-history');
      await visit(pages, page, '/public/user/address', async (p) => {
        await expect(p.getByText(/Marszałkowska|ul\./).first()).toBeVisible();
      });
      await pages.expectNoErrors();
    });

    test('staff sign-in', async ({ page }) => {
      const pages = new RenderedPages();
      await visit(pages, page, '/login');
      await pages.expectNoErrors();
    });

    test('administrator pages', async ({ page }) => {
      const pages = new RenderedPages();
      await staffSignedIn(page, DEMO.ADMIN);
      await visit(pages, page, '/admin/users', async (p) => {
        await expect(p.getByText('admin@demo.local').first()).toBeVisible();
      });
      const edit = await firstHref(page, '/admin/user/edit/');
      await visit(pages, page, '/admin/users?filter=%7B%22deleted%22%3Atrue%7D');
      await visit(pages, page, '/admin/user/add');
      await visit(pages, page, edit, async (p) => {
        await expect(p.getByRole('textbox', { name: /E-mail/ })).not.toHaveValue('');
      });
      await visit(pages, page, '/admin/user/profile');
      await visit(pages, page, '/admin/areas', async (p) => {
        await expect(p.getByRole('checkbox', { name: 'Warszawa' })).toBeVisible();
      });
      for (const path of [
        '/admin/maintenance',
        '/admin/outbox',
        '/admin/notifications',
        '/admin/outage-history',
        '/admin/priority-access',
        '/admin/nie-ma-takiej-strony',
      ])
        await visit(pages, page, path);
      await pages.expectNoErrors();
    });

    test('dispatcher pages', async ({ page }) => {
      const pages = new RenderedPages();
      await staffSignedIn(page, DEMO.DISPATCHER);
      await visit(pages, page, '/master/planned-my', rowsShown);
      const edit = await firstHref(page, '/master/planned/edit/');
      const show = await firstHref(page, '/master/planned/show/');
      await visit(pages, page, '/master/planned-all', rowsShown);
      await visit(pages, page, '/master/planned/add');
      await visit(pages, page, edit, async (p) => {
        await expect(p.getByRole('textbox', { name: 'Prace do wykonania' })).not.toHaveValue('');
      });
      await visit(pages, page, show);
      await visit(pages, page, '/master/user/profile');
      await visit(pages, page, '/master/nie-ma-takiej-strony');
      await pages.expectNoErrors();
    });

    test('accepter pages', async ({ page }) => {
      const pages = new RenderedPages();
      await staffSignedIn(page, DEMO.ACCEPTER);
      await visit(pages, page, '/accepter/planned', rowsShown);
      const show = await firstHref(page, '/accepter/planned/show/');
      await visit(pages, page, show);
      await visit(pages, page, '/accepter/user');
      await pages.expectNoErrors();
    });

    test('call centre pages', async ({ page }) => {
      const pages = new RenderedPages();
      await staffSignedIn(page, DEMO.CALLCENTER);
      await visit(pages, page, '/callcenter/planned', rowsShown);
      const show = await firstHref(page, '/callcenter/planned/show/');
      await visit(pages, page, show);
      await visit(pages, page, '/callcenter/user');
      await pages.expectNoErrors();
    });
  });
}
