import type { BrowserContext } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, expect, test } from '../support/fixtures';
import { offlineMap } from '../support/offline-map';

const DAY_S = 24 * 3600;

/** Days until a cookie expires, rounded: the lifetimes of spec §9. */
async function cookieDays(context: BrowserContext, name: string): Promise<number | undefined> {
  const cookie = (await context.cookies()).find((c) => c.name === name);
  return cookie ? Math.round((cookie.expires - Date.now() / 1000) / DAY_S) : undefined;
}

test.describe('a visitor reads the public information', () => {
  test('the FAQ opens an answer with the legal limits', async ({ page }) => {
    await page.goto('/public');
    await page.getByRole('navigation', { name: 'Menu główne' }).getByRole('link', { name: 'FAQ' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Najczęściej zadawane pytania' })).toBeVisible();

    const question = page.getByRole('button', { name: 'Ile godzin przerw w roku dopuszczają przepisy?' });
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(/nie może przekroczyć 35 godzin dla przerw planowanych i 48 godzin/)).toBeVisible();
  });

  test("the about page shows the map legend, the privacy policy the visitor's rights", async ({ page }) => {
    await page.goto('/public/about');
    await expect(page.getByRole('heading', { level: 3 })).toHaveText([
      'Zgłoszenie użytkownika',
      'Planowane wyłączenie',
      'Potwierdzona awaria',
      'Rozległa awaria',
    ]);
    await page.goto('/public/privacy-policy');
    await expect(page.getByText(/Prezesa Urzędu Ochrony Danych Osobowych/)).toBeVisible();
  });

  test('both documents of the menu are served as PDF files', async ({ page, request }) => {
    await page.goto('/public');
    await page.getByRole('button', { name: 'Dokumenty' }).click();
    for (const [name, file] of [
      ['Regulamin powiadomień', '/public/regulamin_notyfikacje.pdf'],
      ['Instrukcja SMS', '/public/instrukcja_sms.pdf'],
    ]) {
      await expect(page.getByRole('link', { name: new RegExp(name) })).toHaveAttribute('href', file);
      const res = await request.get(file);
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toBe('application/pdf');
      expect((await res.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
  });
});

test.describe('cookie consent on a first visit', () => {
  test.use({ cookieConsent: null });

  test('"Akceptuję wszystkie" is remembered for a year', async ({ page, context }) => {
    await page.goto('/public');
    const dialog = page.getByRole('dialog', { name: 'Pliki cookies' });
    await expect(dialog).toBeVisible();
    // The page behind cannot be used until the choice is made.
    await expect(page.locator('.page')).toHaveAttribute('inert', '');
    expect(await context.cookies()).toEqual([]);

    await dialog.getByRole('button', { name: 'Akceptuję wszystkie' }).click();
    await expect(dialog).toBeHidden();
    expect(await cookieDays(context, 'cookieConsent')).toBe(365);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Mapa awarii i wyłączeń' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('"Tylko niezbędne" is remembered for 90 days and can be changed from the footer', async ({ page, context }) => {
    await page.goto('/public');
    await page.getByRole('dialog', { name: 'Pliki cookies' }).getByRole('button', { name: 'Tylko niezbędne' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect((await context.cookies()).map((c) => `${c.name}=${c.value}`)).toEqual(['cookieConsent=necessary']);
    expect(await cookieDays(context, 'cookieConsent')).toBe(90);

    await page.getByRole('button', { name: 'Ustawienia cookies' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pliki cookies' });
    await expect(dialog.getByText('Twój obecny wybór: tylko niezbędne pliki cookies.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Akceptuję wszystkie' }).click();
    expect(await cookieDays(context, 'cookieConsent')).toBe(365);
  });
});

test.describe('the survey', () => {
  test.use({ cookieConsent: 'all' });

  test('the invitation appears at once after a report (instantPoll) and "Później" postpones it for a day', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'instantPoll', value: 'true', url: baseURL! }]);
    await page.goto('/public');

    const dialog = page.getByRole('dialog', { name: 'Ankieta' });
    await expect(dialog).toBeVisible();
    expect((await context.cookies()).map((c) => c.name)).not.toContain('instantPoll');
    await dialog.getByRole('button', { name: 'Później' }).click();
    await expect(dialog).toBeHidden();
    expect((await context.cookies()).find((c) => c.name === 'poll')?.value).toBe('later');
    expect(await cookieDays(context, 'poll')).toBe(1);
  });

  test('a visitor answers the survey; the ALTCHA widget solves the captcha in the browser', async ({ page, context, request, baseURL }) => {
    // The survey ends on the map: its tiles come from the fake tile server, nothing else leaves the portal.
    const refused = await offlineMap(context, baseURL!);
    const problems: string[] = [];
    page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
    page.on('pageerror', (e) => problems.push(e.message));
    await page.goto('/public/poll');
    await expect(page.getByRole('heading', { level: 1, name: 'Ankieta' })).toBeVisible();

    const send = page.getByRole('button', { name: 'Prześlij odpowiedź' });
    await page.getByRole('checkbox', { name: 'Sprawdzenie planowanych wyłączeń' }).check();
    await page.getByRole('radio', { name: 'Tak' }).check();
    await page.getByLabel('3. Twoje uwagi (nieobowiązkowe)').fill('Znalazłem swoją ulicę na liście.');
    await expect(send).toBeDisabled();
    await page.getByText('Nie jestem robotem').click();
    await expect(send).toBeEnabled({ timeout: 20_000 });
    await send.click();

    await expect(page.getByText('Dziękujemy za Twoją odpowiedź!')).toBeVisible();
    await expect(page).toHaveURL(/\/public$/);
    expect(await cookieDays(context, 'poll')).toBe(365);
    expect((await context.cookies()).find((c) => c.name === 'poll')?.value).toBe('filled');
    expect(problems).toEqual([]);
    expect(refused).toEqual([]);

    // The administrator's results file has the answer.
    const login = await request.post('/api/login', { data: { login: DEMO.ADMIN, password: DEMO_PASSWORD } });
    const { token } = await login.json();
    const results = await request.get('/api/poll/results', { headers: { Authorization: `Bearer ${token}` } });
    expect(results.status()).toBe(200);
    expect(results.headers()['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect((await results.body()).subarray(0, 2).toString('latin1')).toBe('PK');
  });
});
