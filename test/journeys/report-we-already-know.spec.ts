import type { Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, expect, test } from '../support/fixtures';
import { mailsTo } from '../support/journey-mail';
import { JOURNEY_INTEGRATION_KEY } from '../support/portal-process';
import { chooseAddress, fillDetails, phone, quietAddress, solveCaptcha, unique } from '../support/report-wizard-steps';
import { shotPath } from '../support/shots';

// Issue 18, "we already know": a person reports a failure the outage-management system has already sent; step 5 says
// what is known and takes "Powiadom mnie, gdy prąd wróci"; when the system ends the failure, the alerts outbox sends
// the reporter one e-mail, which reaches the journeys' in-process SMTP server (global-setup.ts), and no second one.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
test.use({ viewport: PHONE });

async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: shotPath(`report-we-already-know-${name}-390.png`), fullPage: true });
  await page.setViewportSize(DESKTOP);
  await page.screenshot({ path: shotPath(`report-we-already-know-${name}-1280.png`), fullPage: true });
  await page.setViewportSize(PHONE);
}

test('a report inside a known failure says what is known, and the reporter is told once when power is back', async ({ page, request }) => {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  const address = await quietAddress(request);
  const externalId = `JOURNEY-${unique()}`;
  const integration = { 'X-Api-Key': JOURNEY_INTEGRATION_KEY };

  // The outage-management system reports a failure around the address, with its cause and no estimated end yet.
  const written = await request.put(`/api/integration/outages/${externalId}`, {
    headers: integration,
    data: {
      type: 'FAILURE',
      voltageClass: 'LV',
      position: address.coordinates,
      outageCircle: 'MEDIUM',
      addressList: [],
      start: new Date(Date.now() - 40 * 60_000).toISOString(),
      end: null,
      cause: 'Uszkodzenie linii kablowej nN',
    },
  });
  expect(written.status(), await written.text()).toBe(200);
  // The map's snapshot is rebuilt within 2 s of a write (docs/map-feeds.md).
  await expect
    .poll(
      async () =>
        (await (await request.post('/public/api/call-net/point-electricity-area-status', { data: address.coordinates })).json()).pointElectricityStatus,
    )
    .toBe('FAILURE');

  // Steps 1–4: the wizard says the failure is known; the person reports anyway.
  await page.goto('/public/add-report/1');
  await chooseAddress(page, address.search, address.label);
  await page.getByRole('button', { name: 'Potwierdź lokalizację' }).click();
  const dialog = page.getByRole('dialog', { name: 'Awaria w danej lokalizacji jest już zgłoszona.' });
  await dialog.getByRole('button', { name: 'Tak' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Twoje dane' })).toBeVisible();
  const email = `zglaszajacy.${unique()}@example.pl`;
  await fillDetails(page, { name: 'Tomasz Zieliński', phone: phone(), email });
  await solveCaptcha(page);
  await page.getByRole('button', { name: 'Dalej' }).click();
  await page.getByRole('radio', { name: /Całkowity brak zasilania/ }).check();
  await page.getByRole('button', { name: 'Dalej' }).click();
  await page.getByRole('radio', { name: /W mieszkaniu/ }).check();
  await page.getByRole('checkbox', { name: /rachunki/ }).check();
  await page.getByRole('checkbox', { name: /bezpieczniki/ }).check();
  await page.getByRole('checkbox', { name: /licznik/ }).check();
  await page
    .getByRole('group', { name: /sąsiedzi i części wspólne/ })
    .getByRole('radio', { name: 'Nie' })
    .check();
  await page.getByRole('button', { name: 'Wyślij zgłoszenie' }).click();

  // Step 5: thanks, and what is known.
  await expect(page.getByRole('heading', { level: 1, name: 'Dziękujemy! Zajmiemy się Twoim zgłoszeniem.' })).toBeVisible();
  const known = page.getByRole('region', { name: 'Wiemy już o tym wyłączeniu' });
  await expect(known).toContainText('Twoje zgłoszenie dotyczy awarii, którą już usuwamy.');
  const fact = (term: string) => known.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd');
  await expect(fact('Rodzaj')).toHaveText('Awaria');
  await expect(fact('Szacowany koniec')).toHaveText('Brak informacji');
  await expect(fact('Przyczyna')).toHaveText('Uszkodzenie linii kablowej nN');
  await expect(fact('Zgłoszenia')).toHaveText(/^(Twoje jest pierwsze|\d+ \(z Twoim\))$/);
  await expect(known.getByRole('link', { name: 'Zobacz, co wiemy o tym adresie' })).toHaveAttribute('href', /^\/public\/\d+\.\d{6}\/\d+\.\d{6}\?adres=/);
  await shoot(page, '5-known');

  // "Powiadom mnie, gdy prąd wróci": by e-mail, with the consent ticked.
  await known.getByRole('checkbox', { name: /Zgadzam się na jednorazowe powiadomienie/ }).check();
  await known.getByRole('button', { name: 'Powiadom mnie, gdy prąd wróci' }).click();
  await expect(known.getByRole('status')).toHaveText('Gotowe. Powiadomimy Cię e-mailem, gdy prąd wróci.');
  await shoot(page, '5-follow-up');

  // The system ends the failure: one e-mail goes to the reporter through the alerts outbox, and no second one.
  const ended = await request.post(`/api/integration/outages/${externalId}/end`, { headers: integration, data: {} });
  expect(ended.status()).toBe(200);
  await expect.poll(async () => (await mailsTo(email)).length, { timeout: 15_000 }).toBe(1);
  const [mail] = await mailsTo(email);
  expect(mail.to).toEqual([email]);
  expect(mail.subject).toMatch(/^Zasilanie przywrócone: .+, Warszawa$/);
  expect(mail.text).toContain('została usunięta, zasilanie powinno już być dostępne');
  expect(mail.text).toMatch(/\/public\/report-followup\/stop\?report=\d+&token=[^&\s…]+/);
  // The reporter has no account: the alert is the report's, not a user's.
  const login = await request.post('/api/login', { data: { login: DEMO.ADMIN, password: DEMO_PASSWORD } });
  const admin = { Authorization: `Bearer ${(await login.json()).token}` };
  const alerts = await request.get('/api/notifications?event=OUTAGE_ENDED&channel=EMAIL&limit=100', { headers: admin });
  const mine = ((await alerts.json()).items as Array<{ recipient: string; status: string; userId: number | null }>).filter((n) => n.recipient === email);
  expect(mine.map((n) => [n.status, n.userId])).toEqual([['SENT', null]]);
  // The worker runs every 2 s: a few rounds later the SMTP server still holds one mail to the reporter.
  await page.waitForTimeout(4500);
  expect(await mailsTo(email)).toHaveLength(1);
  expect(problems).toEqual([]);
});
