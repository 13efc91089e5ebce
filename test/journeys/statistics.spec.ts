import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations, expectOneH1 } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { JOURNEY_INTEGRATION_KEY } from '../support/portal-process';
import { shotPath } from '../support/shots';

// The public scoreboard: a failure restored ten minutes after its estimate is recorded through the integration API;
// a person opens "Statystyki" from the footer, picks the current month and reads the figures the server computed (the
// backend e2e checks the figures themselves over a history built for it), at a phone's and a desktop's width, with
// axe-core's WCAG 2.1 AA rules.

const MINUTE = 60_000;
const currentMonth = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Warsaw', year: 'numeric', month: '2-digit' }).format(new Date()).slice(0, 7);

/** A failure far from the demo's addresses, estimated to end ten minutes before it did, ended a minute ago. */
async function failureRestoredLate(request: APIRequestContext): Promise<void> {
  const id = `SCOREBOARD-${Date.now()}`;
  const now = Date.now();
  const put = await request.put(`/api/integration/outages/${id}`, {
    headers: { 'X-Api-Key': JOURNEY_INTEGRATION_KEY },
    data: {
      type: 'FAILURE',
      voltageClass: 'LV',
      outageCircle: 'SMALL',
      position: { lng: 21.2, lat: 52.35 },
      addressList: [],
      cause: 'Uszkodzenie kabla nN',
      start: new Date(now - 30 * MINUTE).toISOString(),
      end: new Date(now - 11 * MINUTE).toISOString(),
    },
  });
  expect(put.status(), await put.text()).toBe(200);
  const end = await request.post(`/api/integration/outages/${id}/end`, {
    headers: { 'X-Api-Key': JOURNEY_INTEGRATION_KEY },
    data: { endedAt: new Date(now - MINUTE).toISOString() },
  });
  expect(end.status(), await end.text()).toBe(200);
}

test.beforeAll(async ({ request }) => failureRestoredLate(request));

const WIDTHS = [
  { name: 'phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
  { name: 'desktop', use: { viewport: { width: 1280, height: 900 } } },
] as const;

for (const width of WIDTHS) {
  test.describe(`statistics at ${width.use.viewport.width} px`, () => {
    test.use(width.use);

    test('a person opens the scoreboard from the footer and reads the month in tables', async ({ page, request }) => {
      await page.goto('/public/faq');
      await page.getByRole('contentinfo').getByRole('link', { name: 'Statystyki' }).click();
      await expect(page).toHaveURL(/\/public\/statystyki$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Statystyki: jak dotrzymujemy terminów' })).toBeVisible();
      await expectOneH1(page, 'the scoreboard');

      const month = currentMonth();
      await page.getByRole('combobox', { name: 'Miesiąc' }).selectOption(month);
      await expect(page).toHaveURL(new RegExp(`\\?miesiac=${month}$`));
      const answer = await request.get(`/public/api/statistics?month=${month}`);
      expect(answer.status()).toBe(200);
      const { failures } = (await answer.json()) as { failures: { ended: number; withoutEstimate: number; withinGrace: number } };
      expect(failures.withinGrace).toBeGreaterThanOrEqual(1);

      await expect(
        page.getByText(`Zakończonych awarii: ${failures.ended}. Bez podanego przewidywanego czasu usunięcia: ${failures.withoutEstimate}.`),
      ).toBeVisible();
      const table = page.getByRole('table', { name: /Awarie z podanym terminem/ });
      await expect(table.getByRole('row', { name: /Do 30 minut po terminie/ })).toContainText(String(failures.withinGrace));
      await expect(page.getByRole('table', { name: 'Wyłączenia planowane w liczbach' })).toBeVisible();
      await expect(page.getByRole('heading', { name: /Przerwy ponad limity w roku \d{4}/ })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Jak liczymy' })).toBeVisible();

      const csvLink = page.getByRole('link', { name: 'Pobierz dane miesiąca (CSV)' });
      await expect(csvLink).toHaveAttribute('href', `/public/api/statistics/csv?month=${month}`);
      const download = page.waitForEvent('download');
      await csvLink.click();
      const file = await (await download).path();
      expect(readFileSync(file, 'utf8')).toContain(`Awarie zakończone w miesiącu;Wszystkie zakończone;${failures.ended};`);

      await expectNoAxeViolations(page, 'the scoreboard');
      await page.screenshot({ path: shotPath(`statistics-${width.use.viewport.width}.png`), fullPage: true });
    });
  });
}
