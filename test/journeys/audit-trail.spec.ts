import { readFile } from 'node:fs/promises';
import { DEMO, expect, staffSignedIn, test } from '../support/fixtures';
import { expectNoAxeViolations } from '../support/axe';
import { shotPath } from '../support/shots';

test('an administrator filters the audit trail, opens a record and exports the filtered list as CSV', async ({ page }) => {
  // Two layouts, a download and five list loads: longer than one screen's journey on a loaded machine.
  test.setTimeout(90_000);
  await staffSignedIn(page, DEMO.ADMIN);

  await page.getByRole('menuitem', { name: 'Dziennik zdarzeń' }).click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await expect(page.getByRole('row').nth(1)).toBeVisible();

  // The sign-in that started this journey is on record: filter by that action.
  await page.getByLabel('Działanie').click();
  await page.getByRole('option', { name: 'Logowanie', exact: true }).click();
  await expect(page).toHaveURL(/filter=.*auth\.sign-in\.success/);
  const rows = page.getByRole('row').filter({ hasText: 'Logowanie' });
  await expect(rows.first()).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Dodanie użytkownika' })).toHaveCount(0);
  await page.screenshot({ path: shotPath('audit-list-1280.png'), fullPage: true });
  await expectNoAxeViolations(page, 'audit-list-1280');

  await rows.first().click();
  await expect(page).toHaveURL(/\/admin\/audit\/\d+$/);
  const changes = page.getByRole('table', { name: 'Zmiana' });
  await expect(changes.getByRole('rowheader', { name: 'Login' })).toBeVisible();
  await expect(changes).toContainText('a***@demo.local');
  await expect(page.getByText('password', { exact: true })).toBeVisible();
  await page.screenshot({ path: shotPath('audit-record-1280.png'), fullPage: true });
  await expectNoAxeViolations(page, 'audit-record-1280');

  await page.getByRole('link', { name: 'Wróć do dziennika' }).click();
  await page.goto(`/admin/audit?filter=${encodeURIComponent(JSON.stringify({ action: 'auth.sign-in.success' }))}`);
  await expect(rows.first()).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Eksportuj CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^dziennik-zdarzen-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile(await download.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe('Id;Kiedy (czas warszawski);Kto (id);Sposób logowania;Adres;Działanie;Obiekt;Id obiektu;Przed;Po;Skrót');
  expect(lines.length).toBeGreaterThan(1);
  for (const line of lines.slice(1)) expect(line).toContain(';auth.sign-in.success;session;');

  // The export is itself on record.
  await page.goto(`/admin/audit?filter=${encodeURIComponent(JSON.stringify({ action: 'audit.export' }))}`);
  await expect(page.getByRole('row').filter({ hasText: 'Eksport dziennika zdarzeń' }).first()).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  // The list keeps its last filters for the session: clear them as the link of the menu would not.
  await page.goto(`/admin/audit?filter=${encodeURIComponent('{}')}`);
  await expect(page.getByText('Logowanie').first()).toBeVisible();
  await page.screenshot({ path: shotPath('audit-list-390.png'), fullPage: true });
  await expectNoAxeViolations(page, 'audit-list-390');
  await page.getByText('Logowanie').first().click();
  await expect(page).toHaveURL(/\/admin\/audit\/\d+$/);
  await expect(page.getByRole('table', { name: 'Zmiana' })).toBeVisible();
  await page.screenshot({ path: shotPath('audit-record-390.png'), fullPage: true });
  await expectNoAxeViolations(page, 'audit-record-390');
});
