import { DEMO, expect, staffLogin, staffSignedIn, test } from '../support/fixtures';

const LANDINGS = [
  { role: 'ADMIN', email: DEMO.ADMIN, url: /\/admin\/users$/, heading: 'Użytkownicy' },
  { role: 'DISPATCHER', email: DEMO.DISPATCHER, url: /\/master\/planned-my$/, heading: 'Planowane wyłączenia - panel mistrza' },
  { role: 'ACCEPTER', email: DEMO.ACCEPTER, url: /\/accepter\/planned$/, heading: 'Planowane wyłączenia - panel akceptującego' },
  { role: 'CALLCENTER', email: DEMO.CALLCENTER, url: /\/callcenter\/planned$/, heading: 'Planowane wyłączenia' },
] as const;

test.describe('staff sign in at /login and land on their page', () => {
  for (const { role, email, url, heading } of LANDINGS) {
    test(`${role} lands on its page and can sign out`, async ({ page }) => {
      await staffLogin(page, email);
      await expect(page).toHaveURL(url);
      await expect(page.getByRole('heading', { name: heading, exact: true }).first()).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('role'))).toBe(role);

      await page.getByRole('button', { name: /^Profil/ }).click();
      await page.getByRole('menuitem', { name: 'Wyloguj' }).click();
      await expect(page).toHaveURL(/\/login$/);
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    });
  }

  test('wrong credentials show the spec message and stay on /login', async ({ page }) => {
    await staffLogin(page, DEMO.ADMIN, 'Zle#Haslo1');
    await expect(page.getByText('Niepoprawne dane logowania')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a staff page without a session goes to /login', async ({ page }) => {
    await page.goto('/admin/users');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a dispatcher opening the administrator area reaches /forbidden', async ({ page }) => {
    await staffLogin(page, DEMO.DISPATCHER);
    await expect(page).toHaveURL(/\/master\/planned-my$/);
    await page.goto('/admin/users');
    await expect(page).toHaveURL(/\/forbidden$/);
    await expect(page.getByRole('heading', { name: 'Dostęp zabroniony' })).toBeVisible();
  });

  test('My account shows the signed-in person', async ({ page }) => {
    await staffSignedIn(page, DEMO.CALLCENTER);
    await page.goto('/callcenter/user');
    const details = page.locator('dl');
    await expect(details.getByText('Michał Lewandowski')).toBeVisible();
    await expect(details.getByText('callcenter@demo.local')).toBeVisible();
    await expect(details.getByText('Call Center')).toBeVisible();
    await expect(details.getByText('503456789')).toBeVisible();
  });

  test('a revoked token sends the user back to /login', async ({ page, request }) => {
    await staffLogin(page, DEMO.ACCEPTER);
    await expect(page).toHaveURL(/\/accepter\/planned$/);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    await request.post('/api/logout', { headers: { Authorization: `Bearer ${token}` } });
    await page.goto('/accepter/user');
    await expect(page).toHaveURL(/\/login$/);
  });
});
