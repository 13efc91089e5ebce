import type { APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations, expectOneH1 } from '../support/axe';
import { DEMO, expect, staffSignedIn, test } from '../support/fixtures';
import { linksOf, mailsTo } from '../support/journey-mail';
import { JOURNEY_INTEGRATION_KEY } from '../support/portal-process';
import { quietAddress, unique } from '../support/report-wizard-steps';
import { shotPath } from '../support/shots';

// "Czy masz już prąd?" (docs/notifications.md "Is your power back?"): a resident watching an address is told a failure
// began there; when the outage-management system ends it, the "power is back" e-mail (the journeys' in-process SMTP
// server) asks the question, and its "Nadal nie mam prądu" link, opened on a phone, records the report once.

const PHONE = { width: 390, height: 844 };
const PASSWORD = 'Prad#Wrocil2026';
test.use({ viewport: PHONE });

/** A new resident, e-mail confirmed, consenting to e-mail alerts, watching `address`: as the account pages would set it up. */
async function watcher(request: APIRequestContext, email: string, address: { street: string; number: string }): Promise<void> {
  expect((await request.post('/public/api/register', { data: { fullName: 'Maria Prądzyńska', email, password: PASSWORD } })).ok()).toBeTruthy();
  let confirm: string | undefined;
  await expect
    .poll(async () => (confirm = (await mailsTo(email)).flatMap(linksOf).find((href) => href.includes('confirmEmailToken='))), { timeout: 15_000 })
    .toBeTruthy();
  const token = new URL(confirm!).searchParams.get('confirmEmailToken')!;
  expect((await request.post(`/public/api/email/confirm/${encodeURIComponent(token)}`)).ok()).toBeTruthy();
  const login = await request.post('/public/api/login', { data: { login: email, password: PASSWORD } });
  const headers = { Authorization: `Bearer ${(await login.json()).token}` };
  const settings = await (await request.get('/public/api/user/get', { headers })).json();
  const updated = await request.post('/public/api/user/update', {
    headers,
    data: { ...settings, dataProcessingConsent: true, emailNotificationAgreement: true, smsNotificationAgreement: false },
  });
  expect(updated.status(), await updated.text()).toBe(200);
  const watched = await request.post('/public/api/user/address', {
    headers,
    data: { confirmed: true, streetName: address.street, houseNumber: address.number, city: 'Warszawa' },
  });
  expect(watched.status(), await watched.text()).toBe(201);
}

test('the "power is back" mail asks "Czy masz już prąd?", and "Nadal nie mam prądu" on a phone records the report once', async ({ page, request }) => {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  const address = await quietAddress(request);
  const [, street, number] = /^(.+) (\S+)$/.exec(address.search)!;
  const email = `obserwator.${unique()}@example.pl`;
  await watcher(request, email, { street, number });

  // The outage-management system reports a failure around the address: the watcher is told it began.
  const externalId = `NESTED-${unique()}`;
  const integration = { 'X-Api-Key': JOURNEY_INTEGRATION_KEY };
  const written = await request.put(`/api/integration/outages/${externalId}`, {
    headers: integration,
    data: {
      type: 'FAILURE',
      voltageClass: 'LV',
      position: address.coordinates,
      outageCircle: 'MEDIUM',
      addressList: [],
      start: new Date(Date.now() - 30 * 60_000).toISOString(),
      end: null,
      cause: 'Uszkodzenie złącza kablowego',
    },
  });
  expect(written.status(), await written.text()).toBe(200);
  const subjects = async () => (await mailsTo(email)).map((m) => m.subject);
  await expect.poll(subjects, { timeout: 15_000 }).toContain(`Awaria zasilania: ul. ${street} ${number}, Warszawa`);

  // It ends: "power is back", with the question and its link.
  expect((await request.post(`/api/integration/outages/${externalId}/end`, { headers: integration, data: {} })).status()).toBe(200);
  await expect.poll(subjects, { timeout: 15_000 }).toContain(`Zasilanie przywrócone: ul. ${street} ${number}, Warszawa`);
  const mail = (await mailsTo(email)).find((m) => m.subject.startsWith('Zasilanie przywrócone'))!;
  expect(mail.text).toContain('Czy masz już prąd? Jeśli nie, kliknij „Nadal nie mam prądu”');
  const link = linksOf(mail).find((href) => /\/public\/prad\/\d+\/[A-Za-z0-9_-]{22}$/.test(href));
  expect(link, mail.text).toBeDefined();

  // On the phone: the question first (nothing is recorded by opening the link), then the confirmation. The link names
  // the server by PUBLIC_URL (unset here: localhost); the journey's browser knows it by its worker's portal address, so the path is taken.
  const path = new URL(link!).pathname;
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Czy masz już prąd?' })).toBeVisible();
  await expectOneH1(page, 'the "Nadal nie mam prądu" question');
  await expectNoAxeViolations(page, 'the "Nadal nie mam prądu" question');
  await page.screenshot({ path: shotPath('still-no-power-question-390.png'), fullPage: true });
  await page.getByRole('button', { name: 'Nadal nie mam prądu' }).click();
  await expect(page.getByRole('status')).toContainText(
    `Dziękujemy, zgłoszenie przyjęte: nadal brak prądu pod adresem ul. ${street} ${number}, Warszawa. Dyspozytorzy sprawdzą, czy to kolejna awaria.`,
  );
  await expectNoAxeViolations(page, 'the "Nadal nie mam prądu" confirmation');
  await page.screenshot({ path: shotPath('still-no-power-received-390.png'), fullPage: true });
  // Nothing wider than the phone's screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  // The same link again: already used, said in Polish.
  await page.goto(path);
  await page.getByRole('button', { name: 'Nadal nie mam prądu' }).click();
  await expect(page.getByRole('alert')).toContainText('Ten link został już użyty');
  await page.screenshot({ path: shotPath('still-no-power-used-390.png'), fullPage: true });
  expect(problems).toEqual([]);

  // The dispatcher's 'Zgłoszenia mieszkańców': the report, marked as a possible nested outage, also under the filter.
  await page.setViewportSize({ width: 1280, height: 800 });
  await staffSignedIn(page, DEMO.DISPATCHER);
  await page.getByRole('menuitem', { name: 'Zgłoszenia mieszkańców' }).click();
  await expect(page).toHaveURL(/\/master\/reports$/);
  await page.getByRole('checkbox', { name: 'Tylko możliwe awarie zagnieżdżone' }).check();
  const row = page
    .getByRole('row')
    .filter({ hasText: `ul. ${street} ${number}, Warszawa` })
    .first();
  await expect(row).toContainText('Możliwa awaria zagnieżdżona');
  await expect(row).toContainText('Nadal brak prądu po zakończeniu awarii');
  await page.screenshot({ path: shotPath('still-no-power-backoffice-1280.png'), fullPage: true });
});
