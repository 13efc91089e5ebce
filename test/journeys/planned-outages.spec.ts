import { join } from 'node:path';
import { DEMO, expect, staffSignedIn, test } from '../support/fixtures';

/** A day well ahead, in Warsaw local time for the datetime-local inputs. */
function aheadLocal(days: number, hour: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  const date = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Warsaw' }).format(d);
  return `${date}T${String(hour).padStart(2, '0')}:00`;
}

test.describe.serial('a planned outage from plan to publication', () => {
  const comment = `Wymiana złącza kablowego ${Date.now()}`;

  test('a dispatcher imports an .xlsx, saves the outage and prints the announcement', async ({ page }) => {
    await staffSignedIn(page, DEMO.DISPATCHER);
    await expect(page).toHaveURL(/\/master\/planned-my/);
    await page
      .getByRole('link', { name: 'Dodaj wyłączenie' })
      .or(page.getByRole('button', { name: 'Dodaj wyłączenie' }))
      .first()
      .click();
    await expect(page).toHaveURL(/\/master\/planned\/add/);
    await expect(page.getByText('Czas wyłączenia')).toBeVisible();

    await page.getByRole('textbox', { name: 'Rozpoczęcie', exact: true }).fill(aheadLocal(10, 8));
    await page.getByRole('textbox', { name: 'Zakończenie', exact: true }).fill(aheadLocal(10, 14));
    await page
      .locator('input[type=file]')
      .first()
      .setInputFiles(join(__dirname, '..', 'fixtures', 'adresy-wylaczenia.xlsx'));
    await expect(page.getByText('3 adresy na liście')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(/Hoża 12/).first()).toBeVisible();

    await page.getByRole('textbox', { name: 'Prace do wykonania' }).fill(comment);
    await page.getByRole('textbox', { name: 'Data ogłoszenia' }).fill(aheadLocal(3, 0).slice(0, 10));
    await page.getByRole('combobox', { name: 'Napięcie' }).click();
    await page.getByRole('option', { name: 'SN' }).click();
    await page.getByRole('textbox', { name: 'Nr zadania SAP/CallNet' }).fill('SAP-77001');
    await page.getByRole('button', { name: /zapisz/i }).click();

    // The list drops showToast from the address once the toast has shown (docs/deviations.md).
    await expect(page).toHaveURL(/\/master\/planned-my/);
    await expect(page.getByText('Zapisano dane planowanego wyłączenia')).toBeVisible();
    const row = page.getByRole('row', { name: /SAP-77001/ });
    await expect(row).toContainText('Do akceptacji');

    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: /Drukuj ogłoszenie/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.docx$/);
  });

  test('the outage is not public until an accepter accepts it after the dialog', async ({ page, request }) => {
    const publicBefore = await (await request.post('/public/api/planned-outage/search/compressed-report', { data: { address: 'Wspólna 20' } })).json();
    expect(publicBefore.map((o: { comment: string }) => o.comment)).not.toContain(comment);

    await staffSignedIn(page, DEMO.ACCEPTER);
    await expect(page).toHaveURL(/\/accepter\/planned/);
    const row = page.getByRole('row', { name: /SAP-77001/ });
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: /^Akceptuj/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Zaakceptowane wyłączenie zostanie opublikowane na publicznym portalu wyłączeń.');
    await dialog
      .getByRole('button', { name: /Akceptuj|Potwierdź|Tak/ })
      .first()
      .click();
    await expect(row).toContainText('Zaakceptowane');
    await expect(row.getByRole('button', { name: /^Akceptuj/ })).toBeDisabled();

    await expect
      .poll(async () => {
        const list = await (await request.post('/public/api/planned-outage/search/compressed-report', { data: { address: 'Wspólna 20' } })).json();
        return list.map((o: { comment: string }) => o.comment);
      })
      .toContain(comment);
  });

  test('the call centre opens the preview read-only', async ({ page }) => {
    await staffSignedIn(page, DEMO.CALLCENTER);
    await expect(page).toHaveURL(/\/callcenter\/planned/);
    const row = page.getByRole('row', { name: /Hoża 12/ }).first();
    await row
      .getByRole('button', { name: /Podgląd/ })
      .or(row.getByRole('link', { name: /Podgląd/ }))
      .first()
      .click();
    await expect(page).toHaveURL(/\/callcenter\/planned\/show\/\d+/);
    await expect(page.getByText(comment)).toBeVisible();
    await expect(page.getByText('SN', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edytuj' })).toHaveCount(0);
  });
});
