import ExcelJS from 'exceljs';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO, expect, staffSignedIn, test } from '../support/fixtures';
import { shotPath } from '../support/shots';

const FIXTURE = join(__dirname, '..', 'fixtures', 'obszar-radom.geojson');
const BAD_FIXTURE = join(__dirname, '..', '..', 'backend', 'test', 'fixtures', 'areas', 'self-intersecting.geojson');

test('an administrator uploads a service area and sees it on the map', async ({ page }) => {
  await staffSignedIn(page, DEMO.ADMIN);
  await page.goto('/admin/areas');
  await expect(page.getByRole('heading', { level: 1, name: 'Obszary' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Warszawa' })).toBeVisible();
  const map = page.getByRole('region', { name: 'Mapa obszarów' });
  const outlines = map.locator('path.leaflet-interactive');
  await expect(outlines).toHaveCount(1);

  await page.getByRole('button', { name: 'Dodaj obszary' }).click();
  const dialog = page.getByRole('dialog', { name: 'Dodaj obszary z pliku GeoJSON' });
  const upload = dialog.getByRole('button', { name: 'Wyślij' });
  await expect(upload).toBeDisabled();
  // Spec §5: a file without the geojson extension is refused before any upload.
  await dialog.locator('input[type=file]').setInputFiles({ name: 'obszar.json', mimeType: 'application/json', buffer: readFileSync(FIXTURE) });
  await expect(dialog.getByText('Akceptowane są wyłącznie pliki geoJSON')).toBeVisible();
  await expect(upload).toBeDisabled();

  // A bad file is refused by the server, which says what is wrong and where; the dialog stays open.
  await dialog.locator('input[type=file]').setInputFiles(BAD_FIXTURE);
  await upload.click();
  await expect(dialog.getByRole('alert')).toContainText('wielokąt przecina sam siebie');
  await page.screenshot({ path: shotPath('admin-areas-dialog-error-1280.png') });

  await dialog.locator('input[type=file]').setInputFiles(FIXTURE);
  await expect(upload).toBeEnabled();
  await page.screenshot({ path: shotPath('admin-areas-dialog-1280.png') });
  await upload.click();

  await expect(page.getByText(/Zapisano obszary: nowe \d+, zastąpione \d+/)).toBeVisible();
  await expect(dialog).toBeHidden();
  const radom = page.getByRole('checkbox', { name: 'Obszar testowy Radom' });
  await expect(radom).toHaveAttribute('aria-checked', 'true');
  await expect(outlines).toHaveCount(2);
  // The map fits the uploaded area: its outline is drawn inside the visible map.
  const mapBox = (await map.boundingBox())!;
  const outlineBox = (await outlines.last().boundingBox())!;
  expect(outlineBox.width).toBeGreaterThan(50);
  expect(outlineBox.x).toBeGreaterThanOrEqual(mapBox.x - 1);
  expect(outlineBox.x + outlineBox.width).toBeLessThanOrEqual(mapBox.x + mapBox.width + 1);
  await page.screenshot({ path: shotPath('admin-areas-1280.png') });

  // Clicking an area toggles its outline.
  await radom.click();
  await expect(radom).toHaveAttribute('aria-checked', 'false');
  await expect(outlines).toHaveCount(1);
  await radom.click();
  await expect(outlines).toHaveCount(2);

  // A phone: list above the map.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByText('Obszar testowy Radom')).toBeVisible();
  await expect(outlines).toHaveCount(2);
  // Not fullPage: that stretches the viewport while capturing, and the map (sized in vh) redraws mid-shot.
  await map.scrollIntoViewIfNeeded();
  await page.screenshot({ path: shotPath('admin-areas-390.png') });
});

test('an administrator downloads the users report for the current filters', async ({ page }) => {
  await staffSignedIn(page, DEMO.ADMIN);
  await page.goto(`/admin/users?filter=${encodeURIComponent(JSON.stringify({ systemRole: 'DISPATCHER' }))}`);
  await expect(page.getByRole('row', { name: /dyspozytor@demo\.local/ })).toBeVisible();
  await page.screenshot({ path: shotPath('admin-users-1280.png') });

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Pobierz raport' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^uzytkownicy-\d{4}-\d{2}-\d{2}\.xlsx$/);

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0];
  const rows: string[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
  expect(rows[0]).toEqual(['Numer', 'Rola', 'Imię i nazwisko', 'E-mail', 'Telefon', 'Usunięty', 'Utworzony (czas polski)']);
  const emails = rows.slice(1).map((r) => r[3]);
  expect(emails).toContain('dyspozytor@demo.local');
  expect(emails).not.toContain('admin@demo.local');
  expect(rows.slice(1).every((r) => r[1] === 'Mistrz prac planowych')).toBe(true);

  const survey = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Wyniki ankiety' }).click();
  expect((await survey).suggestedFilename()).toMatch(/^wyniki-ankiety-\d{4}-\d{2}-\d{2}\.xlsx$/);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByText('dyspozytor@demo.local')).toBeVisible();
  await page.screenshot({ path: shotPath('admin-users-390.png'), fullPage: true });
});

test('the outbox lists the mails and text messages the portal sent, and the test SMS reports its result', async ({ page }) => {
  await staffSignedIn(page, DEMO.ADMIN);
  // A mail to read: the staff password reminder of a demo account (sent to the journeys' SMTP server and recorded in the outbox).
  const reminded = await page.request.post('/api/user/password/remind', { data: { email: DEMO.DISPATCHER } });
  expect(reminded.status()).toBeLessThan(300);

  // The envelope of the users list: one of the two spec answers.
  await page.goto(`/admin/users?filter=${encodeURIComponent(JSON.stringify({ fullName: 'Joanna' }))}`);
  const resident = page.getByRole('row', { name: /mieszkaniec@demo\.local/ });
  await resident.getByRole('button', { name: /Wyślij mail do wyłączenia powiadomień/ }).click();
  await expect(page.getByText(/^(Wysłano mail do wyłączenia powiadomień|Użytkownik już był wypisany z powiadomień)$/)).toBeVisible();

  // The test SMS: the demo administrator has a phone; without a gateway the message is only recorded.
  await page.goto('/admin/maintenance');
  await page.getByRole('button', { name: 'Wyślij testowy SMS' }).click();
  await expect(
    page.getByText('Bramka SMS nie jest skonfigurowana: testowy SMS na numer +48 501 234 567 zapisano tylko w wiadomościach wychodzących.'),
  ).toBeVisible();
  await page.screenshot({ path: shotPath('admin-maintenance-1280.png') });

  await page.getByRole('menuitem', { name: 'Wiadomości wychodzące' }).click();
  await expect(page).toHaveURL(/\/admin\/outbox$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Wiadomości wychodzące' })).toBeVisible();
  const mails = page.getByRole('region', { name: 'E-maile' });
  await expect(mails.getByRole('row', { name: new RegExp(DEMO.DISPATCHER.replace(/\./g, '\\.')) }).first()).toBeVisible();
  const sms = page.getByRole('region', { name: 'SMS-y' });
  await expect(sms.getByRole('row', { name: /\+48501234567.*testowy SMS.*Zapisana/ }).first()).toBeVisible();
  await page.screenshot({ path: shotPath('admin-outbox-1280.png'), fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Wiadomości wychodzące' })).toBeVisible();
  await page.screenshot({ path: shotPath('admin-outbox-390.png'), fullPage: true });
  await page.goto('/admin/maintenance');
  await page.getByRole('button', { name: 'Wyślij testowy SMS' }).click();
  await expect(page.getByText(/zapisano tylko w wiadomościach wychodzących/)).toBeVisible();
  await page.screenshot({ path: shotPath('admin-maintenance-390.png'), fullPage: true });
});
