import type { APIRequestContext } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, expect, staffSignedIn, test } from '../support/fixtures';
import { shotPath } from '../support/shots';

/** Default SMS quiet hours (docs/notifications.md): planned-work SMS wait from 21:00 to 07:00 Warsaw time. */
function inSmsQuietHours(at = new Date()): boolean {
  const hour = Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Warsaw', hour: '2-digit', hourCycle: 'h23' }).format(at));
  return hour >= 21 || hour < 7;
}

/** Midday Warsaw time `days` from today, as an instant (winter or summer, 12:00 local lies on the same UTC day). */
function middayIn(days: number, hourUtc = 10): Date {
  const d = new Date(Date.now() + days * 86_400_000);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), hourUtc, 0, 0));
}

async function signIn(request: APIRequestContext, path: '/api/login' | '/public/api/login', login: string) {
  const res = await request.post(path, { data: { login, password: DEMO_PASSWORD } });
  expect(res.status(), `${login} signs in`).toBe(200);
  const body = (await res.json()) as { token: string; userId: number };
  return { userId: body.userId, headers: { Authorization: `Bearer ${body.token}` } };
}

test.describe.serial('alerts for watched addresses', () => {
  test('an accepted planned outage alerts the resident, and the administrator sees the delivery', async ({ page, request }) => {
    // The resident (demo data: consent, e-mail and SMS) and one of her watched addresses.
    const resident = await signIn(request, '/public/api/login', DEMO.PUBLIC);
    const watched = (await (await request.get('/public/api/user/address', { headers: resident.headers })).json()) as Array<{
      streetName: string;
      houseNumber: string;
      city: string;
      confirmed: boolean;
    }>;
    // Puławska: the planned-list journey counts the one demo outage on Marszałkowska 10 exactly.
    const address = watched.find((a) => a.confirmed && a.streetName === 'Puławska') ?? watched.find((a) => a.confirmed);
    expect(address, 'the demo resident watches an active address').toBeDefined();
    // The outage takes the building: the flat ('10/4') is not part of the outage's address.
    const streetNumber = address!.houseNumber.split('/')[0];

    // The dispatcher plans work there (times unique to this run, so its alerts are new ones).
    const dispatcher = await signIn(request, '/api/login', DEMO.DISPATCHER);
    const start = new Date(middayIn(9).getTime() + (Date.now() % 50) * 60_000);
    const added = await request.post('/api/planned-outage/add', {
      headers: dispatcher.headers,
      data: {
        addresses: [
          {
            nonFormattedAddress: `ul. ${address!.streetName} ${streetNumber}, ${address!.city}`,
            street: address!.streetName,
            streetNumber,
            city: address!.city,
          },
        ],
        outageStart: start.toISOString(),
        outageEnd: new Date(start.getTime() + 4 * 3_600_000).toISOString(),
        outageAnnouncement: new Date().toISOString().slice(0, 10),
        voltageLevel: 'LV',
        taskNumber: `ALERT-${Date.now()}`,
        recipient: null,
        comment: 'Wymiana słupa (alerty)',
        acceptStatus: '',
      },
    });
    expect(added.status(), await added.text()).toBe(201);
    const outageId = ((await added.json()) as { id: number }).id;

    // The accepter publishes it: the alerts are queued in the same transaction.
    const accepter = await signIn(request, '/api/login', DEMO.ACCEPTER);
    const accepted = await request.post('/api/planned-outage/change-accept-status', {
      headers: accepter.headers,
      data: { id: outageId, acceptStatus: 'ACCEPTED' },
    });
    expect(accepted.status(), await accepted.text()).toBe(200);

    // The administrator opens 'Powiadomienia' and looks for the announcement.
    await staffSignedIn(page, DEMO.ADMIN);
    await page.getByRole('menuitem', { name: 'Powiadomienia' }).click();
    await expect(page).toHaveURL(/\/admin\/notifications$/);
    await expect(page.getByRole('heading', { name: 'Powiadomienia', level: 1 })).toBeVisible();
    await page.getByRole('combobox', { name: 'Zdarzenie' }).click();
    await page.getByRole('option', { name: 'Zapowiedź planowanego wyłączenia' }).click();
    await page.getByRole('textbox', { name: 'ID użytkownika' }).fill(String(resident.userId));
    // The filters live in the address as react-admin's list filter.
    await expect(page).toHaveURL((url) => {
      const filter = JSON.parse(url.searchParams.get('filter') ?? '{}') as Record<string, unknown>;
      return filter.event === 'PLANNED_ANNOUNCED' && filter.userId === String(resident.userId);
    });

    // Newest first: this outage's two alerts lead the list. The worker delivers within seconds: the mail to the
    // journeys' in-process SMTP server, the SMS (no gateway here) only recorded (outbox status LOGGED); both 'Wysłane'.
    // A planned-work SMS in the quiet hours waits for the morning instead.
    const list = page.getByRole('region', { name: 'Powiadomienia' });
    const rows = list.getByRole('row');
    const emailRow = rows.filter({ hasText: 'E-mail' }).first();
    const smsRow = rows.filter({ hasText: 'SMS' }).first();
    const quiet = inSmsQuietHours();
    await expect
      .poll(
        async () => {
          await page.getByRole('main').getByRole('button', { name: 'Odśwież' }).click();
          await expect(list).toHaveAttribute('aria-busy', 'false');
          return [
            await emailRow.getByText(/^(Oczekuje|W trakcie|Wysłane|Błąd|Niepewne)$/).textContent(),
            await smsRow.getByText(/^(Oczekuje|W trakcie|Wysłane|Błąd|Niepewne)$/).textContent(),
          ];
        },
        { timeout: 20_000, intervals: [500, 1_000, 2_000] },
      )
      .toEqual(['Wysłane', quiet ? 'Oczekuje' : 'Wysłane']);
    await expect(emailRow).toContainText(DEMO.PUBLIC);
    await expect(emailRow).toContainText('Zapowiedź planowanego wyłączenia');
    await expect(smsRow).toContainText('504567890');
    if (quiet) await expect(smsRow).toContainText('Następna próba: ');
    await page.screenshot({ path: shotPath('alerts-list-1280.png'), fullPage: true });

    // The e-mail's text names the address and the outage's times.
    await emailRow.getByRole('button', { name: /^Szczegóły/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`Planowane wyłączenie prądu: ul. ${address!.streetName} ${streetNumber}`);
    await expect(dialog).toContainText(`Pod adresem ul. ${address!.streetName} ${streetNumber}`);
    await expect(dialog).toContainText('/public/stop-send-email?emailConsentToken=');
    await expect(page.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
    await page.screenshot({ path: shotPath('alerts-details-1280.png') });
    await dialog.getByRole('button', { name: 'Zamknij' }).click();
    await expect(dialog).toBeHidden();

    // On a phone: one block per alert, the same facts. (Loaded afresh: react-admin keeps its desktop menu open when
    // a window merely shrinks, as a drawer over the page.)
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(list.getByRole('table')).toHaveCount(0);
    const first = list.getByRole('listitem').first();
    await expect(first).toContainText('Zapowiedź planowanego wyłączenia');
    await page.screenshot({ path: shotPath('alerts-list-390.png'), fullPage: true });
    await list
      .getByRole('listitem')
      .filter({ hasText: 'SMS' })
      .first()
      .getByRole('button', { name: /^Szczegóły/ })
      .click();
    await expect(page.getByRole('dialog')).toContainText(`Planowane wylaczenie pradu:`);
    await expect(page.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
    await page.screenshot({ path: shotPath('alerts-details-390.png') });
  });
});
