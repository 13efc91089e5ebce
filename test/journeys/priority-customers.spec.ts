import { DEMO, expect, staffSignedIn, test } from '../support/fixtures';
import { publishPlannedOutage, residentSignedIn, signIn } from '../support/portal-api';
import { shotPath } from '../support/shots';

/**
 * Priority customers (docs/priority-customers.md): the resident declares in 'Ustawienia konta' that someone at a
 * watched address depends on an oxygen concentrator, under its own consent; the call centre sees the count in the
 * planned outage's preview, opens the list to call; the administrator sees that the list was opened.
 */

test.describe.serial('priority customers', () => {
  let outageId = 0;
  let watchedAddressId = 0;
  let residentHeaders: Record<string, string> = {};

  test.afterAll(async ({ request }) => {
    // Leave the demo data as it was for the journeys after this one.
    if (watchedAddressId) await request.delete(`/public/api/user/priority/${watchedAddressId}`, { headers: residentHeaders });
  });

  test('the resident declares an oxygen concentrator at a watched address, with the health-data consent', async ({ page, request }) => {
    const resident = await signIn(request, '/public/api/login', DEMO.PUBLIC);
    residentHeaders = resident.headers;
    const watched = (await (await request.get('/public/api/user/address', { headers: resident.headers })).json()) as Array<{
      id: number;
      streetName: string;
      details: string;
    }>;
    const address = watched.find((a) => a.streetName === 'Puławska') ?? watched[0];
    watchedAddressId = address.id;

    await residentSignedIn(page, resident.body);
    await page.goto('/public/user/settings');
    await page.getByRole('button', { name: 'Odbiorca wymagający szczególnej troski' }).click();
    await expect(page.getByText(/art\. 9 ust\. 2 lit\. a RODO/)).toBeVisible();
    await page.getByLabel('Adres', { exact: true }).selectOption(String(address.id));
    await page.getByLabel('Urządzenie').selectOption('OXYGEN');
    const save = page.getByRole('button', { name: 'Zapisz deklarację' });
    await expect(save).toBeDisabled();
    await page.getByRole('checkbox', { name: /Wyrażam zgodę na przetwarzanie danych o stanie zdrowia/ }).check();
    await save.click();
    await expect(page.getByText('Deklaracja zapisana.')).toBeVisible();
    await expect(page.getByText(/— koncentrator tlenu$/)).toBeVisible();
    await expect(page.getByText(/udzielona \(w ustawieniach konta\)/)).toBeVisible();
    await page.locator('.priority-section').screenshot({ path: shotPath('priority-settings.png') });
  });

  test('the call centre sees the count in the outage preview and opens the list to call', async ({ page, request }) => {
    const watched = (await (await request.get('/public/api/user/address', { headers: residentHeaders })).json()) as Array<{
      id: number;
      streetName: string;
      houseNumber: string;
      city: string;
    }>;
    const address = watched.find((a) => a.id === watchedAddressId)!;
    const streetNumber = address.houseNumber.split('/')[0];
    const published = await publishPlannedOutage(request, {
      addresses: [
        { nonFormattedAddress: `ul. ${address.streetName} ${streetNumber}, ${address.city}`, street: address.streetName, streetNumber, city: address.city },
      ],
      start: new Date(Date.now() + 20 * 86_400_000 + (Date.now() % 50) * 60_000),
      hours: 4,
      taskNumber: `TROSKA-${Date.now()}`,
      comment: 'Wymiana kabla (odbiorcy szczególnej troski)',
    });
    outageId = published.id;

    await staffSignedIn(page, DEMO.CALLCENTER);
    await page.goto(`/callcenter/planned/show/${outageId}`);
    const term = page.getByText('Odbiorcy wymagający szczególnej troski', { exact: true });
    await expect(term).toBeVisible();
    await expect(page.getByTestId('priority-count')).toHaveText('1');
    await page.getByRole('button', { name: 'Pokaż listę do kontaktu' }).click();
    const table = page.getByRole('table', { name: 'Odbiorcy wymagający szczególnej troski do kontaktu' });
    await expect(table).toContainText('Joanna Wójcik');
    await expect(table).toContainText('koncentrator tlenu');
    await expect(table.getByRole('link')).toHaveAttribute('href', /^tel:\+48\d{9}$/);
    await table.scrollIntoViewIfNeeded();
    await page.screenshot({ path: shotPath('priority-callcenter-list.png'), fullPage: true });
  });

  test('the administrator sees who opened the list, and no one else can read it', async ({ page, request }) => {
    for (const role of ['ACCEPTER', 'DISPATCHER', 'ADMIN'] as const) {
      const staff = await signIn(request, '/api/login', DEMO[role]);
      expect((await request.get(`/api/priority-customers/planned-outage/${outageId}`, { headers: staff.headers })).status(), role).toBe(403);
    }
    await staffSignedIn(page, DEMO.ADMIN);
    await page.getByRole('menuitem', { name: 'Rejestr list szczególnej troski' }).click();
    await expect(page).toHaveURL(/\/admin\/priority-access$/);
    const log = page.getByRole('table', { name: 'Odbiorcy wymagający szczególnej troski – kto otwierał listy' });
    const row = log.getByRole('row').filter({ hasText: `#${outageId}` });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('(#');
    await page.screenshot({ path: shotPath('priority-access-log.png'), fullPage: true });
  });
});
