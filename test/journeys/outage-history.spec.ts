import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, expect, openFoldedSiteMenu, test } from '../support/fixtures';
import { deletePlannedOutage, publishPlannedOutage, type PublishedOutage } from '../support/portal-api';
import { shotPath } from '../support/shots';

// Issue 18 journey: the demo resident opens 'Historia wyłączeń' from the account menu and sees a planned outage at
// her address that has lasted 20 hours so far (over the 16 h limit of one planned interruption), the limit bars,
// the table, the discount explanation with its calculator, and downloads the CSV and the PDF. At a phone's and a
// desktop's width. The outage is added and accepted through the staff calls, as dispatchers and accepters do, and
// deleted at the end so no other journey sees it.

const HOUR = 3_600_000;

/** A planned outage at Marszałkowska 10 (the resident watches flat 4 there), begun 20 hours ago, 4 hours to go. */
function plannedOutageAtTheResident(request: APIRequestContext): Promise<PublishedOutage> {
  const address = {
    nonFormattedAddress: 'ul. Marszałkowska 10, Warszawa',
    street: 'ul. Marszałkowska',
    streetNumber: '10',
    postcode: '00-590',
    city: 'Warszawa',
    district: 'Śródmieście',
    wesolaDistrict: false,
    coordinates: { lng: 21.0186, lat: 52.2128 },
  };
  return publishPlannedOutage(request, { addresses: [address], start: new Date(Date.now() - 20 * HOUR), hours: 24 });
}

async function signInAsResident(page: Page): Promise<void> {
  await page.goto('/public/faq');
  await openFoldedSiteMenu(page);
  await page.getByRole('banner').getByRole('button', { name: 'Zaloguj się' }).click();
  const sidebar = page.getByRole('dialog', { name: 'Zaloguj się' });
  await sidebar.getByLabel('E-mail').fill(DEMO.PUBLIC);
  await sidebar.getByLabel('Hasło').fill(DEMO_PASSWORD);
  await sidebar.getByRole('button', { name: 'Zaloguj się' }).click();
  await expect(sidebar).toBeHidden();
}

const WIDTHS = [
  { name: 'desktop', use: { viewport: { width: 1280, height: 900 } } },
  { name: 'phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
] as const;

for (const width of WIDTHS) {
  test.describe(`outage history at ${width.use.viewport.width} px`, () => {
    test.use(width.use);

    // Deleted in afterEach rather than in a `finally`: when a test times out its request context is closed before a
    // `finally` can use it, and the outage left behind showed up in the planned-outage journeys that run later.
    let added: PublishedOutage | undefined;
    test.afterEach(async ({ request }) => {
      if (!added) return;
      const outage = added;
      added = undefined;
      await deletePlannedOutage(request, outage);
    });

    test('the resident sees her interruptions against the limits, estimates the discount and downloads the log', async ({ page, request }) => {
      test.setTimeout(90_000);
      added = await plannedOutageAtTheResident(request);
      await signInAsResident(page);
      await openFoldedSiteMenu(page);
      await page
        .getByRole('banner')
        .getByRole('button', { name: /Joanna Wójcik/ })
        .click();
      await page.getByRole('link', { name: 'Historia wyłączeń' }).click();
      await expect(page).toHaveURL(/\/public\/user\/outage-history$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Historia wyłączeń' })).toBeVisible();
      await expect(page.getByText('Nie jest dokumentem rozliczeniowym operatora', { exact: false })).toBeVisible();

      const marszalkowska = page.getByRole('article', { name: 'ul. Marszałkowska 10/4, Warszawa' });
      await expect(marszalkowska.getByText(/^20(,\d)? h z 35 h dopuszczalnych w roku$/)).toBeVisible();
      await expect(marszalkowska.getByRole('heading', { name: 'Przerwy dłuższe niż 16 h' })).toBeVisible();
      const row = marszalkowska.getByRole('row').filter({ hasText: 'Wyłączenie planowane' });
      await expect(row).toContainText('trwa');
      await expect(row).toContainText('Prace planowe na sieci');
      await expect(marszalkowska.getByText('Dz.U. 2023 poz. 819', { exact: false })).toBeVisible();
      await expect(marszalkowska.getByText('Dz.U. 2022 poz. 2505', { exact: false })).toBeVisible();

      // The calculator: 4 h over the limit, 12 kWh a day, 1,10 zł/kWh → 2 kWh not delivered, about 22 zł.
      await marszalkowska.getByLabel('Typowe dzienne zużycie energii (kWh)').fill('12');
      await marszalkowska.getByLabel('Cena energii elektrycznej (zł/kWh)').fill('1,10');
      await expect(marszalkowska.getByRole('status')).toContainText(/Szacunkowo niedostarczono 2(,0\d?)? kWh; bonifikata około 22,\d\d zł\./);
      await marszalkowska.getByLabel('Cena energii elektrycznej (zł/kWh)').fill('abc');
      await expect(marszalkowska.getByText('Wpisz liczbę, np. 8,5')).toBeVisible();
      await marszalkowska.getByLabel('Cena energii elektrycznej (zł/kWh)').fill('1,10');

      await page.screenshot({ path: shotPath(`outage-history-${width.name}.png`), fullPage: true });
      await marszalkowska
        .locator('.limit')
        .first()
        .screenshot({ path: shotPath(`outage-history-${width.name}-bar.png`) });
      await marszalkowska.locator('.history-table').screenshot({ path: shotPath(`outage-history-${width.name}-table.png`) });

      const [csv] = await Promise.all([page.waitForEvent('download'), marszalkowska.getByRole('button', { name: 'Pobierz CSV' }).click()]);
      expect(csv.suggestedFilename()).toMatch(/^historia-wylaczen-\d{4}-adres-\d+\.csv$/);
      const csvBytes = readFileSync(await csv.path());
      expect([...csvBytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(csvBytes.toString('utf8')).toContain('Adres;Rodzaj;Początek;Koniec;Czas trwania (h);Przyczyna');
      const [pdf] = await Promise.all([page.waitForEvent('download'), marszalkowska.getByRole('button', { name: 'Pobierz PDF' }).click()]);
      expect(
        readFileSync(await pdf.path())
          .subarray(0, 5)
          .toString('latin1'),
      ).toBe('%PDF-');

      // 'Moje adresy' leads here too.
      await page.goto('/public/user/address');
      await page.getByRole('link', { name: 'Historia wyłączeń pod Twoimi adresami i limity przerw' }).click();
      await expect(page).toHaveURL(/\/public\/user\/outage-history$/);
    });
  });
}
