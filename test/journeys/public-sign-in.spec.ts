import { DEMO, DEMO_PASSWORD, expect, test } from '../support/fixtures';

test.describe('a resident signs in and out in the login sidebar', () => {
  test('signs in from the sidebar, sees the account menu, signs out', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/public$/);
    await page.getByRole('button', { name: 'Zaloguj się' }).first().click();
    const sidebar = page.getByRole('dialog');
    await expect(sidebar).toBeVisible();
    await sidebar.getByLabel('E-mail').fill(DEMO.PUBLIC);
    await sidebar.getByLabel('Hasło').fill(DEMO_PASSWORD);
    await sidebar.getByRole('button', { name: 'Zaloguj się' }).click();
    await expect(page.getByText('Zalogowano pomyślnie')).toBeVisible();
    await expect(sidebar).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('role'))).toBe('PUBLIC');

    await page.getByRole('button', { name: /Joanna Wójcik/ }).click();
    await page
      .getByRole('menuitem', { name: 'Wyloguj' })
      .or(page.getByRole('button', { name: 'Wyloguj' }))
      .first()
      .click();
    await expect(page.getByText('Zostałeś wylogowany z systemu')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await expect(page.getByRole('button', { name: 'Zaloguj się' }).first()).toBeVisible();
  });

  test('shows the spec message for wrong credentials and keeps the sidebar open', async ({ page }) => {
    await page.goto('/public');
    await page.getByRole('button', { name: 'Zaloguj się' }).first().click();
    const sidebar = page.getByRole('dialog');
    await sidebar.getByLabel('E-mail').fill(DEMO.PUBLIC);
    await sidebar.getByLabel('Hasło').fill('Zle#Haslo1');
    await sidebar.getByRole('button', { name: 'Zaloguj się' }).click();
    await expect(page.getByText('Niepoprawne dane logowania')).toBeVisible();
    await expect(sidebar).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});

test.describe('pages every visitor can reach', () => {
  test('an unknown path shows the not-found page with a link home', async ({ page }) => {
    await page.goto('/to-nie-istnieje/wcale');
    await expect(page.getByRole('heading', { name: 'Nie znaleziono strony' })).toBeVisible();
    await page.getByRole('link', { name: 'Wróć na stronę główną' }).click();
    await expect(page).toHaveURL(/\/public$/);
  });

  test('a signed-in resident opening /admin/users reaches /forbidden', async ({ page, request }) => {
    const login = await request.post('/public/api/login', { data: { login: DEMO.PUBLIC, password: DEMO_PASSWORD } });
    expect(login.ok()).toBeTruthy();
    const body = await login.json();
    await page.goto('/public');
    await page.evaluate((b) => {
      for (const [k, v] of Object.entries(b)) localStorage.setItem(k, v === null ? '' : String(v));
    }, body);
    await page.goto('/admin/users');
    await expect(page).toHaveURL(/\/forbidden$/);
    await expect(page.getByRole('heading', { name: 'Dostęp zabroniony' })).toBeVisible();
  });

  test('the home page sends a signed-in dispatcher to the dispatcher area', async ({ page, request }) => {
    const login = await request.post('/api/login', { data: { login: DEMO.DISPATCHER, password: DEMO_PASSWORD } });
    const body = await login.json();
    await page.goto('/public');
    await page.evaluate((b) => {
      for (const [k, v] of Object.entries(b)) localStorage.setItem(k, v === null ? '' : String(v));
    }, body);
    await page.goto('/');
    await expect(page).toHaveURL(/\/master\/planned-my$/);
  });
});
