import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

// The demo data (backend/src/database/seeds/demo-planned-outages.seed.ts) has six accepted, not
// deleted, not yet ended planned outages, among them Marszałkowska (tomorrow) and two on Puławska
// (in 3 and 14 days); the others are pending, rejected, deleted or over and never listed publicly.
// Counts are read from the page rather than fixed, so outages other journeys add do not break this one.

const list = (page: Page) => page.getByRole('table', { name: /Planowane wyłączenia/ });
const rows = (page: Page) => list(page).locator('tbody > tr.planned-table__row');
const addresses = (page: Page) => rows(page).locator('.planned-addresses');
const range = (page: Page) => page.getByRole('navigation', { name: 'Strony wyników' }).getByText(/^\d+–\d+ z \d+$/);

/** N of 'x–y z N'. */
async function total(page: Page): Promise<number> {
  const text = (await range(page).textContent()) ?? '';
  return Number(/z (\d+)$/.exec(text)?.[1]);
}

/** Waits until the list has answered the current URL (the loading text is gone). */
async function settled(page: Page): Promise<void> {
  await expect(page.getByText('Ładowanie planowanych wyłączeń. Proszę czekać.')).toHaveCount(0);
}

async function snapshot(page: Page, table: Locator = list(page)) {
  await settled(page);
  return {
    addresses: await table.locator('tbody > tr.planned-table__row .planned-addresses').allInnerTexts(),
    range: await range(page).textContent(),
    address: await page.getByLabel('Adres', { exact: true }).inputValue(),
    startFrom: await page.getByLabel('Planowany początek od').inputValue(),
    limit: await page.getByLabel('Wierszy na stronie').inputValue(),
    sorted: await table.locator('th[aria-sort]').evaluateAll((ths) => ths.map((th) => `${th.textContent}:${th.getAttribute('aria-sort')}`)),
  };
}

test.describe('a visitor browses the planned outages', () => {
  test('filters by address, changes the page size, shares the link and opens a row', async ({ page, context }) => {
    await page.goto('/public');
    await page.getByRole('navigation', { name: 'Menu główne' }).getByRole('link', { name: 'Planowane wyłączenia' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Planowane wyłączenia' })).toBeVisible();

    // The list loads, soonest first, and the address carries its state.
    await expect(rows(page).first()).toBeVisible();
    await expect(page).toHaveURL(/\/public\/planned\?limit=10&offset=0&sortField=outageStart&sortOrder=ASC$/);
    await expect(list(page).getByRole('columnheader', { name: 'Planowany początek' })).toHaveAttribute('aria-sort', 'ascending');
    await expect(addresses(page).filter({ hasText: /MARSZAŁKOWSKA 10(?!\d)/ })).toHaveCount(1);
    const all = await total(page);
    expect(all).toBeGreaterThanOrEqual(6);
    await expect(rows(page)).toHaveCount(Math.min(all, 10));
    // Upper case and Warsaw 'dd.MM.yyyy, HH:mm' dates.
    for (const text of await addresses(page).allInnerTexts()) expect(text).toBe(text.toLocaleUpperCase('pl-PL'));
    await expect(rows(page).first().locator('td').nth(1)).toHaveText(/^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/);

    // The address filter narrows the list, without Enter.
    await page.getByLabel('Adres', { exact: true }).fill('puławska');
    await expect(page).toHaveURL(/address=pu%C5%82awska&limit=10&offset=0/);
    await settled(page);
    const pulawska = await total(page);
    expect(pulawska).toBeGreaterThanOrEqual(2);
    expect(pulawska).toBeLessThan(all);
    await expect(rows(page)).toHaveCount(pulawska);
    for (const text of await addresses(page).allInnerTexts()) expect(text).toContain('PUŁAWSKA');

    // A row opens to show the cause and the cancellation note.
    const first = rows(page).first();
    const details = first.getByRole('button', { name: 'Szczegóły' });
    await expect(details).toHaveAttribute('aria-expanded', 'false');
    await details.click();
    await expect(details).toHaveAttribute('aria-expanded', 'true');
    const opened = page.locator(`#${await details.getAttribute('aria-controls')}`);
    await expect(opened).toBeVisible();
    await expect(opened).toContainText('Przyczyna:');
    await expect(opened).toContainText('Planowane wyłączenie może zostać odwołane bez uprzedzenia.');
    await expect(opened).not.toContainText('Brak informacji.'); // both demo Puławska outages have a cause

    // Back to everything, five rows a page, sorted by the planned end, latest first, second page.
    await page.getByRole('button', { name: 'Wyczyść filtry' }).click();
    await settled(page);
    await expect(range(page)).toHaveText(`1–${Math.min(all, 10)} z ${all}`);
    await page.getByLabel('Wierszy na stronie').selectOption('5');
    await expect(page).toHaveURL(/\?limit=5&offset=0&sortField=outageStart&sortOrder=ASC$/);
    await settled(page);
    await expect(rows(page)).toHaveCount(5);
    await expect(range(page)).toHaveText(`1–5 z ${all}`);
    const endHeader = list(page).getByRole('columnheader', { name: 'Planowany koniec' });
    await endHeader.getByRole('button').click();
    await endHeader.getByRole('button').click();
    await expect(endHeader).toHaveAttribute('aria-sort', 'descending');
    await page.getByRole('button', { name: 'Następna strona' }).click();
    await expect(page).toHaveURL(/\?limit=5&offset=5&sortField=outageEnd&sortOrder=DESC$/);
    await settled(page);
    await expect(range(page)).toHaveText(`6–${Math.min(all, 10)} z ${all}`);

    // And a start date: the URL carries the start of that Warsaw day as an ISO instant.
    const date = page.getByLabel('Planowany początek od');
    const min = await date.getAttribute('min');
    expect(min).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await date.fill(min!);
    await expect(page).toHaveURL(/outageStart=\d{4}-\d{2}-\d{2}T2[23]%3A00%3A00\.000Z&limit=5&offset=0&sortField=outageEnd&sortOrder=DESC$/);
    await page.getByLabel('Adres', { exact: true }).fill('Grochowska');
    await expect(page).toHaveURL(/\?address=Grochowska&outageStart=/);
    const here = await snapshot(page);
    expect(here.addresses).toHaveLength(1);
    expect(here.addresses[0]).toMatch(/GROCHOWSKA 200/);

    // The copied link opened in another tab shows the same view, and so does a reload.
    const other = await context.newPage();
    await other.goto(page.url());
    await expect(rows(other).first()).toBeVisible();
    expect(await snapshot(other)).toEqual(here);
    expect(other.url()).toBe(page.url());
    await page.reload();
    await expect(rows(page).first()).toBeVisible();
    expect(await snapshot(page)).toEqual(here);
  });

  test('on a phone the rows are cards, each with its own details button', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/public/planned?address=Marsza%C5%82kowska');
    const cards = page.getByRole('list', { name: 'Planowane wyłączenia' }).locator(':scope > li');
    await expect(cards).toHaveCount(1);
    await expect(page.getByRole('table')).toHaveCount(0);
    const card = cards.first();
    await expect(card).toContainText(/UL\. MARSZAŁKOWSKA 10/);
    await expect(card).toContainText('Planowany początek');
    await card.getByRole('button', { name: 'Szczegóły' }).click();
    await expect(card.getByText('Planowane wyłączenie może zostać odwołane bez uprzedzenia.')).toBeVisible();
    await expect(card).toContainText('Wymiana rozdzielnicy SN w stacji transformatorowej');
  });
});
