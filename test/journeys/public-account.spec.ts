import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, expect, test } from '../support/fixtures';
import { linksOf, mailsTo } from '../support/journey-mail';
import { shotPath } from '../support/shots';

// Issue #7 browser journey: register, confirm from the received mail, sign in, add a watched address,
// switch it off, change the password and be signed out with the spec's message, delete the account.
// The journeys' server sends over real SMTP to the in-process server of global setup: the links are read from the
// mails that arrived there (the outbox keeps them with the tokens masked).

const PASSWORD = 'Pierwsze#Haslo1';
const NEW_PASSWORD = 'Drugie#Haslo2';

/** The newest link of a mail to `to` whose path contains `path`, as the SMTP server received it. */
async function mailedLink(to: string, path: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      link = (await mailsTo(to))
        .flatMap(linksOf)
        .reverse()
        .find((href) => href.includes(path));
      return link;
    })
    .toBeTruthy();
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Zaloguj się' }).click();
  const sidebar = page.getByRole('dialog', { name: 'Zaloguj się' });
  await sidebar.getByLabel('E-mail').fill(email);
  await sidebar.getByLabel('Hasło').fill(password);
  await sidebar.getByRole('button', { name: 'Zaloguj się' }).click();
  return sidebar;
}

async function openAccountPage(page: Page, fullName: string, entry: string) {
  await page.getByRole('button', { name: fullName }).click();
  await page.getByRole('link', { name: entry }).click();
}

test('a resident registers, confirms, watches an address, changes the password and deletes the account', async ({ page, request }) => {
  test.setTimeout(90_000);
  const email = `konto.${Date.now()}@example.pl`;
  const fullName = 'Ewa Testowa';

  // ---- Register ----
  await page.goto('/public/register');
  const register = page.getByRole('button', { name: 'Zarejestruj się' });
  await expect(register).toBeDisabled();
  await page.getByLabel('Imię i nazwisko').fill(fullName);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Hasło', { exact: true }).fill(PASSWORD);
  await expect(register).toBeEnabled();
  await page.screenshot({ path: shotPath('register-1280.png'), fullPage: true });
  await register.click();
  await expect(
    page.getByRole('region', { name: 'Powiadomienia' }).getByText('Konto zostało utworzone. Aby się zalogować potwierdź swój adres email.'),
  ).toBeVisible();

  // ---- Not confirmed yet: the sign-in says so ----
  const early = await signIn(page, email, PASSWORD);
  await expect(page.getByText('Adres e-mail nie został jeszcze potwierdzony.', { exact: false })).toBeVisible();
  await page.screenshot({ path: shotPath('login-unconfirmed-1280.png') });
  await early.getByRole('button', { name: 'Zamknij' }).click();

  // ---- Confirm from the mail ----
  await page.goto(await mailedLink(email, '/public/confirm-email'));
  await expect(page.getByText('Adres e-mail został potwierdzony.')).toBeVisible();
  await page.screenshot({ path: shotPath('confirm-email-1280.png') });
  await page.getByRole('main').getByRole('button', { name: 'Zaloguj się' }).click();
  const sidebar = page.getByRole('dialog', { name: 'Zaloguj się' });
  await sidebar.getByLabel('E-mail').fill(email);
  await sidebar.getByLabel('Hasło').fill(PASSWORD);
  await sidebar.getByRole('button', { name: 'Zaloguj się' }).click();
  await expect(page.getByText('Zalogowano pomyślnie')).toBeVisible();

  // ---- A watched address ----
  await openAccountPage(page, fullName, 'Moje adresy');
  await expect(page.getByRole('heading', { name: 'Moje adresy' })).toBeVisible();
  await page.getByRole('button', { name: 'Dodaj adres' }).click();
  const search = page.getByRole('combobox', { name: 'Wyszukaj adres' });

  // An address of another operator (spec §5) cannot be saved.
  await search.fill('Kasprzaka 29');
  await page
    .getByRole('option', { name: /Kasprzaka 29,/ })
    .first()
    .click();
  await expect(page.getByText('Adres nieobsługiwany')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Zapisz' })).toBeDisabled();

  await search.fill('Wolska 12');
  await page
    .getByRole('option', { name: /Wolska 12,/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Zapisz' }).click();
  const confirm = page.getByRole('dialog', { name: 'Czy jesteś odbiorcą energii elektrycznej pod wskazanym adresem?' });
  await expect(confirm.getByRole('button', { name: 'Zapisz' })).toBeDisabled();
  await confirm.getByRole('checkbox', { name: 'Oświadczam, że jestem odbiorcą energii elektrycznej pod wskazanym adresem' }).check();
  await page.screenshot({ path: shotPath('address-confirm-1280.png') });
  await confirm.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByText(/Zapisano adres: Wolska 12/)).toBeVisible();
  const watched = page.getByRole('checkbox', { name: 'Obserwowany' });
  await expect(watched).toBeChecked();

  // Switch it off.
  await watched.click();
  await expect(page.getByText('Adres został dezaktywowany')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Nieobserwowany' })).not.toBeChecked();
  await page.screenshot({ path: shotPath('addresses-1280.png'), fullPage: true });

  // ---- My reports (none yet) ----
  await openAccountPage(page, fullName, 'Moje zgłoszenia');
  await expect(page.getByText('Brak wyników')).toBeVisible();

  // ---- Change the password: signed out with the spec's message ----
  await openAccountPage(page, fullName, 'Ustawienia konta');
  await expect(page.getByLabel('Imię i nazwisko')).toHaveValue(fullName);
  await page.screenshot({ path: shotPath('settings-1280.png'), fullPage: true });
  await page.getByRole('button', { name: 'Zmiana hasła' }).click();
  await page.getByLabel('Bieżące hasło').fill(PASSWORD);
  await page.getByLabel('Nowe hasło').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Zmień hasło' }).click();
  await expect(page.getByText('Hasło zaktualizowano. Zaloguj się za pomocą nowego hasła.')).toBeVisible();
  await expect(page).toHaveURL(/\/public$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // ---- Sign in with the new password and delete the account ----
  await signIn(page, email, NEW_PASSWORD);
  await expect(page.getByText('Zalogowano pomyślnie')).toBeVisible();
  await openAccountPage(page, fullName, 'Ustawienia konta');
  await page.getByRole('button', { name: 'Usuń konto' }).click();
  const ask = page.getByRole('dialog', { name: 'Na pewno chcesz usunąć konto?' });
  await page.screenshot({ path: shotPath('delete-account-1280.png') });
  await ask.getByRole('button', { name: 'Tak' }).click();
  await expect(page.getByText('Konto zostało usunięte.')).toBeVisible();
  await expect(page).toHaveURL(/\/public$/);

  // The account is gone: its sign-in is refused.
  const again = await request.post('/public/api/login', { data: { login: email, password: NEW_PASSWORD } });
  expect(again.status()).toBe(401);
});

test('a resident who forgot the password sets a new one from the mailed link', async ({ page, request }) => {
  const email = `reset.${Date.now()}@example.pl`;
  expect((await request.post('/public/api/register', { data: { fullName: 'Adam Reset', email, password: PASSWORD } })).ok()).toBeTruthy();
  const confirmPath = await mailedLink(email, '/public/confirm-email');
  const token = new URL(confirmPath, 'http://x').searchParams.get('confirmEmailToken')!;
  expect((await request.post(`/public/api/email/confirm/${encodeURIComponent(token)}`)).ok()).toBeTruthy();

  await page.goto('/public');
  await page.getByRole('banner').getByRole('button', { name: 'Zaloguj się' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Nie pamiętasz hasła?' }).click();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Wyślij link' }).click();
  await expect(page.getByRole('heading', { name: 'Link został wysłany' })).toBeVisible();
  await page.screenshot({ path: shotPath('remind-sent-1280.png') });

  await page.goto(await mailedLink(email, '/public/change-password'));
  await page.getByLabel('Nowe hasło', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Powtórz nowe hasło').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Zmień hasło' }).click();
  await expect(page.getByText('Hasło zostało zmienione.')).toBeVisible();

  await page.getByRole('main').getByRole('link', { name: 'Zaloguj się' }).click();
  await page.getByRole('main').getByLabel('E-mail').fill(email);
  await page.getByRole('main').getByLabel('Hasło').fill(NEW_PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Zaloguj się' }).click();
  await expect(page.getByText('Zalogowano pomyślnie')).toBeVisible();
});

/** Signs the demo resident in the way the site does: the login answer stored in localStorage. */
async function signInDemoResident(page: Page, request: APIRequestContext): Promise<void> {
  const login = await request.post('/public/api/login', { data: { login: DEMO.PUBLIC, password: DEMO_PASSWORD } });
  const body = (await login.json()) as Record<string, unknown>;
  await page.goto('/public');
  await page.evaluate((values) => {
    for (const [key, value] of Object.entries(values)) if (value !== null) localStorage.setItem(key, String(value));
  }, body);
}

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the sign-up and password screens fit the screen', async ({ page }) => {
    for (const [path, name] of [
      ['/public/register', 'register'],
      ['/public/remind', 'remind'],
      ['/public/change-password?resetPasswordToken=x', 'change-password'],
      ['/public/stop-send-email?emailConsentToken=x', 'stop-email'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
      await page.screenshot({ path: shotPath(`${name}-390.png`), fullPage: true });
    }
  });

  test('a new address opens with the search field focused and its suggestions in view', async ({ page, request }) => {
    await signInDemoResident(page, request);
    await page.goto('/public/user/address');
    const open = page.getByRole('button', { name: 'Dodaj adres' });
    await open.click();
    // The button the form replaces had the focus: it moves to the search field, not to the page's body.
    const search = page.getByRole('combobox', { name: 'Wyszukaj adres' });
    await expect(search).toBeFocused();
    await page.keyboard.type('Hoża 2');
    // The list opens under the field: the form came up the screen, so the first suggestions are in view.
    await expect(page.getByRole('option').first()).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('option').nth(2)).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: shotPath('addresses-new-suggestions-390.png') });
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Anuluj' }).click();
    await expect(open).toBeFocused();
  });

  test('the account pages fit the screen', async ({ page, request }) => {
    await signInDemoResident(page, request);
    for (const [path, name, heading] of [
      ['/public/user/settings', 'settings', 'Ustawienia konta'],
      ['/public/user/address', 'addresses', 'Moje adresy'],
      ['/public/user/reports', 'reports', 'Moje zgłoszenia'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
      await page.screenshot({ path: shotPath(`${name}-390.png`), fullPage: true });
    }
  });
});
