import { Secret, TOTP } from 'otpauth';
import { DEMO, expect, staffLogin, staffSignedIn, test } from '../support/fixtures';
import { signIn } from '../support/portal-api';
import { expectNoAxeViolations } from '../support/axe';
import { shotPath } from '../support/shots';

/** What the person's authenticator app shows: the code of the step at `at`. */
function appCode(secret: string, at = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: at });
}

const PASSWORD = 'Mocne#Haslo2026';

test('a new administrator enrols an authenticator app, signs in with its code, and an administrator resets it', async ({ page, request }) => {
  test.setTimeout(90_000);
  // A real administrator added on the demo installation: unlike the demo accounts, asked for a second factor.
  const email = `admin.2fa.${Date.now()}@firma.pl`;
  const admin = await signIn(request, '/api/login', DEMO.ADMIN);
  const created = await request.post('/api/user/create', {
    headers: admin.headers,
    data: { systemRole: 'ADMIN', fullName: 'Zofia Kamińska', email, password: PASSWORD },
  });
  expect(created.status()).toBe(201);
  const userId = ((await created.json()) as { id: number }).id;

  // Password → enrolment: the QR code, the key to type by hand and ten recovery codes, shown once.
  await staffLogin(page, email, PASSWORD);
  await expect(page.getByRole('heading', { name: 'Włącz weryfikację dwuetapową' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Kod QR dla aplikacji uwierzytelniającej' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Kody zapasowe' }).getByRole('listitem')).toHaveCount(10);
  const secret = (await page.getByTestId('second-factor-secret').innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await expectNoAxeViolations(page, 'second-factor enrolment');
  await page.screenshot({ path: shotPath('second-factor-enrolment-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: shotPath('second-factor-enrolment-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // By keyboard: tick "saved", type the first code (the previous step's, so the next sign-in's code is still unused), Enter.
  const saved = page.getByRole('checkbox', { name: /Zapisałem\(-am\) kody zapasowe/ });
  await saved.focus();
  await page.keyboard.press('Space');
  await expect(saved).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(/Kod z aplikacji/)).toBeFocused();
  await page.keyboard.type(appCode(secret, Date.now() - 30_000));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/users/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();

  // Signed out, on a phone: the password, then the code the app shows now.
  await page.evaluate(() => localStorage.clear());
  await page.setViewportSize({ width: 390, height: 844 });
  await staffLogin(page, email, PASSWORD);
  const code = page.getByLabel(/Kod weryfikacyjny/);
  await expect(code).toBeFocused();
  await expectNoAxeViolations(page, 'second-factor code, phone');
  await page.screenshot({ path: shotPath('second-factor-code-390.png'), fullPage: true });
  await page.keyboard.type(appCode(secret));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/users/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();

  // The demo administrator resets it (a lost phone): the edit page shows the state and asks first.
  await page.evaluate(() => localStorage.clear());
  await page.setViewportSize({ width: 1280, height: 800 });
  await staffSignedIn(page, DEMO.ADMIN);
  await page.goto(`/admin/user/edit/${userId}`);
  await expect(page.getByText(/Włączona od .*pozostałe kody zapasowe: 10 \(wymagana dla tej roli\)/)).toBeVisible();
  await page.screenshot({ path: shotPath('second-factor-user-edit-1280.png'), fullPage: true });
  await page.getByRole('button', { name: 'Resetuj weryfikację dwuetapową' }).click();
  await page.getByRole('button', { name: 'Potwierdź' }).click();
  await expect(page.getByText('Weryfikacja dwuetapowa została zresetowana')).toBeVisible();
  await expect(page.getByText('Wyłączona (wymagana dla tej roli)')).toBeVisible();

  // The next sign-in asks for a new enrolment.
  await page.evaluate(() => localStorage.clear());
  await staffLogin(page, email, PASSWORD);
  await expect(page.getByRole('heading', { name: 'Włącz weryfikację dwuetapową' })).toBeVisible();
});

test('the code step at 1280 px, with a recovery code refused once used', async ({ page, request }) => {
  const email = `akceptujacy.2fa.${Date.now()}@firma.pl`;
  const admin = await signIn(request, '/api/login', DEMO.ADMIN);
  expect(
    (
      await request.post('/api/user/create', { headers: admin.headers, data: { systemRole: 'ACCEPTER', fullName: 'Jan Wróbel', email, password: PASSWORD } })
    ).status(),
  ).toBe(201);
  // Enrolled through the API, as the back office does it.
  const { challengeToken } = (await (await request.post('/api/login', { data: { login: email, password: PASSWORD } })).json()) as { challengeToken: string };
  const challenge = { challengeToken };
  const enrolment = (await (await request.post('/api/login/second-factor/enrolment', { data: challenge })).json()) as {
    secret: string;
    recoveryCodes: string[];
  };
  const confirmed = await request.post('/api/login/second-factor/enrolment/confirm', { data: { ...challenge, code: appCode(enrolment.secret) } });
  expect(confirmed.status()).toBe(200);

  await staffLogin(page, email, PASSWORD);
  await expect(page.getByRole('heading', { name: 'Weryfikacja dwuetapowa' })).toBeVisible();
  await page.screenshot({ path: shotPath('second-factor-code-1280.png'), fullPage: true });
  await page.getByLabel(/Kod weryfikacyjny/).fill(enrolment.recoveryCodes[0]);
  await page.getByRole('button', { name: 'Potwierdź' }).click();
  // Signed in, the back office loads the accepter's list as a new page: its session is cleared once that page is up, or
  // the page still loading would find no session and leave for /forbidden while the next sign-in starts.
  await expect(page).toHaveURL(/\/accepter\/planned/);
  await expect(page.locator('a[href*="/planned/show/"]').first()).toBeVisible();

  await page.evaluate(() => localStorage.clear());
  await staffLogin(page, email, PASSWORD);
  await page.getByLabel(/Kod weryfikacyjny/).fill(enrolment.recoveryCodes[0]);
  await page.getByRole('button', { name: 'Potwierdź' }).click();
  await expect(page.getByText('Niepoprawny kod')).toBeVisible();
  await page.getByRole('button', { name: 'Wróć do logowania' }).click();
  await expect(page.getByLabel(/hasło/i).first()).toBeVisible();
});
