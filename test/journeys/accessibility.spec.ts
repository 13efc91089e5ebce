import type { Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, expect, openFoldedSiteMenu, staffSignedIn, test } from '../support/fixtures';
import { expectNoAxeViolations, expectOneH1 } from '../support/axe';
import { expectPaintedOnTop } from '../support/painted-on-top';
import { answerStepsThreeAndFour } from '../support/report-wizard-steps';

// Every screen of both front ends, at a desktop's and a phone's width, checked with axe-core's WCAG 2.1 A/AA rules
// (docs/accessibility.md): the routes of public-web/src/routes.tsx (with account-routes.tsx and the wizard's steps) and of
// backoffice/src/StaffAdmin.tsx for each role's demo account, plus the dialogs that matter. Failures are soft: one run
// lists every page with its violations.

const WIDTHS = [
  { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
  { name: 'phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
] as const;

/** Waits until the page shows its content (its h1 has text, nothing is loading), then checks it. */
async function check(page: Page, where: string, ready?: (page: Page) => Promise<void>): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(/\S/);
  if (ready) await ready(page);
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 });
  await expectOneH1(page, where);
  await expectNoAxeViolations(page, where);
}

async function visit(page: Page, path: string, ready?: (page: Page) => Promise<void>): Promise<void> {
  await page.goto(path);
  await check(page, path, ready);
}

/** A dialog that is open now: axe checks the whole page, the dialog above it included. */
async function checkDialog(page: Page, where: string): Promise<void> {
  await expect(page.getByRole('dialog').or(page.getByRole('alertdialog')).first()).toBeVisible();
  await expectNoAxeViolations(page, where);
}

/**
 * Closes the open dialog with Escape. Focus returns to the button that opened it, whose tooltip then shows: focus
 * leaves it and the check waits until no tooltip is fading (axe would measure a half-transparent one).
 */
async function closeDialog(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog').or(page.getByRole('alertdialog'))).toHaveCount(0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await expect(page.locator('.MuiTooltip-popper')).toHaveCount(0);
}

/** The href of the first link on the page whose address contains `part` (an id the demo data chose). */
async function firstHref(page: Page, part: string): Promise<string> {
  const link = page.locator(`a[href*="${part}"]`).first();
  await expect(link).toBeAttached();
  return (await link.getAttribute('href'))!;
}

/** On a phone the public site's header folds its links and buttons into 'Menu': opens it there, checked too. */
async function openSiteMenu(page: Page): Promise<void> {
  if (await openFoldedSiteMenu(page)) await expectNoAxeViolations(page, 'the public site menu');
}

const rowsShown = async (page: Page) => {
  await expect(page.locator('a[href*="/planned/show/"]').first()).toBeVisible();
};

for (const width of WIDTHS) {
  test.describe(`accessibility at ${width.use.viewport.width} px`, () => {
    test.use(width.use);

    test('public pages, signed out', async ({ page }) => {
      test.setTimeout(120_000);
      await visit(page, '/public', async (p) => {
        await expect(p.locator('.leaflet-container').first()).toBeVisible();
      });
      await visit(page, '/public?widok=lista', async (p) => {
        await expect(p.getByRole('table').first()).toBeVisible();
      });
      // A shared map link at a point, and the wizard's 'already registered' ending, which opens without a report.
      await visit(page, '/public/21.0122/52.2297', async (p) => {
        await expect(p.locator('.leaflet-container').first()).toBeVisible();
      });
      await visit(page, '/public/add-report/5/true');
      await visit(page, '/public/planned');
      for (const path of ['/public/about', '/public/faq', '/public/privacy-policy', '/public/otwarte-dane', '/public/poll']) await visit(page, path);
      for (const path of ['/public/login', '/public/register', '/public/remind', '/remind', '/public/change-password', '/change-password']) {
        await visit(page, path);
      }
      for (const path of [
        '/public/confirm-email',
        '/public/stop-send-email',
        '/public/report-followup/stop',
        '/forbidden',
        '/error',
        '/public/nie-ma-takiej-strony',
      ])
        await visit(page, path);

      await visit(page, '/public/faq');
      await openSiteMenu(page);
      await page.getByRole('button', { name: 'Zaloguj się' }).first().click();
      await checkDialog(page, 'the login sidebar');
    });

    test.describe('on a first visit', () => {
      test.use({ cookieConsent: null });
      test('the cookie dialog', async ({ page }) => {
        await page.goto('/public/faq');
        await expect(page.getByRole('dialog', { name: 'Pliki cookies' })).toBeVisible();
        await checkDialog(page, 'the cookie dialog');
      });
    });

    test('the report wizard, step by step', async ({ page, request }) => {
      test.setTimeout(90_000);
      await visit(page, '/public/add-report/1');
      const [address] = (await (await request.get('/public/api/geocode/autocomplete?q=Chmielna%2041&limit=1')).json()) as Array<{ label: string }>;
      await page.getByRole('combobox', { name: 'Adres (ulica i numer domu)' }).fill('Chmielna 41');
      await page.getByRole('option', { name: address.label }).click();
      await check(page, 'wizard step 1 with an address');
      await page.getByRole('button', { name: 'Potwierdź lokalizację' }).click();
      // A known outage there asks first; either way step 2 follows. The question comes after the wizard has asked the
      // server, so wait for whichever comes: isVisible() does not wait (its timeout is ignored), and one CI run
      // looked before the question had come, then waited for step 2 behind it.
      const goOn = page.getByRole('dialog').getByRole('button', { name: /Tak|Zgłoś|Dalej/ });
      const stepTwo = /\/public\/add-report\/2\?/;
      await expect.poll(async () => stepTwo.test(page.url()) || (await goOn.first().isVisible()), { timeout: 10_000 }).toBe(true);
      if (!stepTwo.test(page.url())) await goOn.first().click();

      await expect(page).toHaveURL(stepTwo);
      await check(page, 'wizard step 2');
      await page.getByLabel('Imię i nazwisko').fill('Anna Nowak');
      await page.getByLabel('Telefon').fill(`6${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`);
      await page.getByLabel('E-mail').fill(`a11y.${Date.now()}@example.pl`);
      await page.getByRole('checkbox', { name: /Wyrażam zgodę/ }).check();
      await page.getByText('Nie jestem robotem', { exact: true }).click();
      await expect(page.getByRole('button', { name: 'Dalej' })).toBeEnabled({ timeout: 20_000 });
      await check(page, 'wizard step 2, filled in');
      await page.getByRole('button', { name: 'Dalej' }).click();

      await answerStepsThreeAndFour(page, (step) => check(page, step));
    });

    test('account pages of the demo resident', async ({ page, request }) => {
      const login = await request.post('/public/api/login', { data: { login: DEMO.PUBLIC, password: DEMO_PASSWORD } });
      expect(login.ok()).toBeTruthy();
      const session = (await login.json()) as Record<string, unknown>;
      await page.goto('/public/faq');
      await page.evaluate((s) => {
        for (const [k, v] of Object.entries(s)) localStorage.setItem(k, v === null ? '' : String(v));
      }, session);
      await visit(page, '/public', async (p) => {
        await expect(p.locator('.leaflet-container').first()).toBeVisible();
      });
      await visit(page, '/public/user/settings');
      await visit(page, '/public/user/reports');
      await visit(page, '/public/user/outage-history');
      await visit(page, '/public/user/address', async (p) => {
        await expect(p.getByText(/Marszałkowska|ul\./).first()).toBeVisible();
      });
      await openSiteMenu(page);
      await page.getByRole('button', { name: /Joanna Wójcik/ }).click();
      await expect(
        page
          .getByRole('menu')
          .or(page.getByRole('link', { name: 'Ustawienia konta' }))
          .first(),
      ).toBeVisible();
      await expectNoAxeViolations(page, "the resident's account menu");
    });

    test('staff sign-in', async ({ page }) => {
      await visit(page, '/login');
    });

    test('administrator pages', async ({ page, request }) => {
      test.setTimeout(120_000);
      // A deleted user of its own, so the list shows how deleted users look.
      const login = await request.post('/public/api/login', { data: { login: DEMO.ADMIN, password: DEMO_PASSWORD } });
      const headers = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
      const created = await request.post('/api/user/create', {
        headers,
        data: { systemRole: 'CALLCENTER', fullName: `Usunięty Konsultant ${width.name}`, email: `usuniety.${width.name}.${Date.now()}@example.pl` },
      });
      expect(created.status()).toBe(201);
      expect((await request.post(`/api/user/delete/${((await created.json()) as { id: number }).id}`, { headers })).status()).toBe(200);

      await staffSignedIn(page, DEMO.ADMIN);
      await visit(page, '/admin/users', async (p) => {
        await expect(p.getByText('admin@demo.local').first()).toBeVisible();
      });
      const edit = await firstHref(page, '/admin/user/edit/');
      await page
        .getByRole('button', { name: /^Usuń: / })
        .first()
        .click();
      await checkDialog(page, 'the user delete confirmation');
      await closeDialog(page);

      // Deleted users are listed (and greyed) only when asked for.
      await visit(page, '/admin/users?filter=%7B%22deleted%22%3Atrue%7D', async (p) => {
        await expect(p.getByRole('button', { name: /^Przywróć: / }).first()).toBeVisible();
      });
      await visit(page, '/admin/user/add');
      await visit(page, edit, async (p) => {
        await expect(p.getByRole('textbox', { name: /E-mail/ })).not.toHaveValue('');
      });
      await visit(page, '/admin/user/profile');
      await visit(page, '/admin/areas', async (p) => {
        await expect(p.getByRole('checkbox', { name: 'Warszawa' })).toBeVisible();
      });
      await page.getByRole('button', { name: 'Dodaj obszary' }).click();
      await checkDialog(page, 'the add-areas dialog');
      await closeDialog(page);
      await visit(page, '/admin/maintenance');
      await visit(page, '/admin/outbox');
      await visit(page, '/admin/notifications');
      await visit(page, '/admin/outage-history');
      await visit(page, '/admin/priority-access');
      await visit(page, '/admin/nie-ma-takiej-strony');
    });

    test('dispatcher pages', async ({ page }) => {
      test.setTimeout(90_000);
      await staffSignedIn(page, DEMO.DISPATCHER);
      await visit(page, '/master/planned-my', rowsShown);
      const edit = await firstHref(page, '/master/planned/edit/');
      const show = await firstHref(page, '/master/planned/show/');
      await page
        .getByRole('button', { name: /^Usuń wyłączenie/ })
        .and(page.locator(':enabled'))
        .first()
        .click();
      await checkDialog(page, 'the outage delete confirmation');
      await closeDialog(page);
      await page
        .getByRole('checkbox', { name: /Zaznacz/ })
        .first()
        .check();
      await expectNoAxeViolations(page, '/master/planned-my with a row selected');

      await visit(page, '/master/planned-all', rowsShown);
      // Deleted outages (greyed and struck through) only when asked for.
      await visit(page, '/master/planned-all?filter=%7B%22deleted%22%3Atrue%7D', async (p) => {
        await expect(p.getByText('Prace odwołane').or(p.getByText('SAP-4100199')).first()).toBeVisible();
      });
      await visit(page, '/master/planned/add');
      await visit(page, edit, async (p) => {
        await expect(p.getByRole('textbox', { name: 'Prace do wykonania' })).not.toHaveValue('');
      });
      await visit(page, show);
      await visit(page, '/master/user/profile');
    });

    test('accepter pages', async ({ page }) => {
      await staffSignedIn(page, DEMO.ACCEPTER);
      await visit(page, '/accepter/planned', rowsShown);
      const show = await firstHref(page, '/accepter/planned/show/');
      await page
        .getByRole('button', { name: /^Akceptuj/ })
        .and(page.locator(':enabled'))
        .first()
        .click();
      await checkDialog(page, 'the accept dialog');
      await closeDialog(page);
      await page
        .getByRole('checkbox', { name: /Zaznacz/ })
        .first()
        .check();
      await expectNoAxeViolations(page, '/accepter/planned with a row selected');
      await visit(page, show);
      await visit(page, '/accepter/user');
    });

    test('call centre pages', async ({ page }) => {
      await staffSignedIn(page, DEMO.CALLCENTER);
      await visit(page, '/callcenter/planned', rowsShown);
      const show = await firstHref(page, '/callcenter/planned/show/');
      await visit(page, show);
      await visit(page, '/callcenter/user');
    });
  });
}

test.describe('the accepter list on a desktop', () => {
  /**
   * The page does not scroll sideways; the action column's header and one row's three buttons are wholly in view, with
   * nothing painted over them.
   */
  async function expectActionsInView(page: Page): Promise<void> {
    const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
    expect(widths.scroll, 'the page does not scroll sideways').toBeLessThanOrEqual(widths.client);
    const header = page.getByRole('columnheader', { name: 'Akcje' });
    // An outage awaiting acceptance: both decisions enabled (a disabled button lets the pointer through to its cell).
    const row = page
      .getByRole('row')
      .filter({ has: page.getByText('Do akceptacji') })
      .first();
    const [accept, reject] = [/^Akceptuj/, /^Odrzuć/].map((name) => row.getByRole('button', { name, disabled: false }));
    for (const target of [header, accept, reject, row.getByRole('link', { name: /^Podgląd/ })]) await expect(target).toBeInViewport({ ratio: 1 });
    // The header and the buttons' cell (round buttons leave their corners to the cell): no other column over them.
    for (const target of [header, row.getByRole('cell').last()]) await expectPaintedOnTop(target);
  }

  // A 1280 px wide window less a classic 17 px scrollbar: headless Chromium draws none (Playwright hides them), a
  // desktop browser showing a long list does.
  test('fits a 1280 px screen whole: nothing scrolls sideways, the action column in view', async ({ page }) => {
    await page.setViewportSize({ width: 1280 - 17, height: 800 });
    await staffSignedIn(page, DEMO.ACCEPTER);
    await page.goto('/accepter/planned');
    await rowsShown(page);
    await expectActionsInView(page);
    const tableScrolls = await page.locator('table').evaluate((t) => t.parentElement!.scrollWidth > t.parentElement!.clientWidth);
    expect(tableScrolls, 'the table needs no scrolling of its own').toBe(false);
    await page.screenshot({ path: test.info().outputPath('accepter-planned-1263.png'), fullPage: true });
  });

  // The whole window: the table's scroll container (the element around the table) is no wider inside than it shows.
  test('at 1280 px its table does not scroll sideways', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await staffSignedIn(page, DEMO.ACCEPTER);
    await page.goto('/accepter/planned');
    await rowsShown(page);
    const box = await page.locator('table').evaluate((t) => ({ scroll: t.parentElement!.scrollWidth, client: t.parentElement!.clientWidth }));
    expect(box.scroll, `the table's container scrolls ${box.scroll - box.client} px sideways`).toBeLessThanOrEqual(box.client);
    await expectActionsInView(page);
    await page.screenshot({ path: test.info().outputPath('accepter-planned-1280.png'), fullPage: true });
  });

  test('in a narrower window scrolls only its table, keeping the action column in view', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await staffSignedIn(page, DEMO.ACCEPTER);
    await page.goto('/accepter/planned');
    await rowsShown(page);
    await expectActionsInView(page);
    await page.screenshot({ path: test.info().outputPath('accepter-planned-1024.png'), fullPage: true });
  });
});
