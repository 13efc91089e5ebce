import { DEMO, expect, staffSignedIn, test } from '../support/fixtures';

test('an administrator creates, edits, deletes and restores a user', async ({ page }) => {
  const email = `nowy.${Date.now()}@demo.local`;
  await staffSignedIn(page, DEMO.ADMIN);
  await expect(page).toHaveURL(/\/admin\/users/);

  await page
    .getByRole('link', { name: 'Dodaj użytkownika' })
    .or(page.getByRole('button', { name: 'Dodaj użytkownika' }))
    .first()
    .click();
  await expect(page).toHaveURL(/\/admin\/user\/add$/);
  await page.getByRole('button', { name: /zapisz/i }).click();
  await expect(page.getByText('Pole obowiązkowe').first()).toBeVisible();

  await page.getByLabel('Rola').click();
  await page.getByRole('option', { name: 'Mistrz prac planowych' }).click();
  await page.getByLabel('Imię i nazwisko').fill('Tomasz Nowak');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Telefon').fill('600123456');
  await page.getByRole('button', { name: /zapisz/i }).click();
  await expect(page.getByText('Zapisano dane użytkownika')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/users/, { timeout: 5000 });

  // Find the new user with the name filter, as a person would.
  await page.goto(`/admin/users?filter=${encodeURIComponent(JSON.stringify({ fullName: 'Tomasz Nowak' }))}`);
  const row = page.getByRole('row', { name: new RegExp(email) });
  await expect(row).toBeVisible();

  await row
    .getByRole('link', { name: 'Edytuj' })
    .or(row.getByRole('button', { name: 'Edytuj' }))
    .first()
    .click();
  await expect(page).toHaveURL(/\/admin\/user\/edit\/\d+$/);
  await page.getByRole('textbox', { name: 'Imię i nazwisko' }).fill('Tomasz Nowak-Zieliński');
  await page.getByRole('button', { name: /zapisz/i }).click();
  await expect(page).toHaveURL(/\/admin\/users/);
  await page.goto(`/admin/users?filter=${encodeURIComponent(JSON.stringify({ fullName: 'Nowak-Zieliński' }))}`);
  const edited = page.getByRole('row', { name: new RegExp(email) });
  await expect(edited).toContainText('Tomasz Nowak-Zieliński');

  await edited.getByRole('button', { name: 'Usuń' }).click();
  await expect(page.getByText('Na pewno?')).toBeVisible();
  await page.getByRole('button', { name: 'Tak' }).click();
  await expect(edited.getByRole('button', { name: 'Przywróć' })).toBeVisible();

  await edited.getByRole('button', { name: 'Przywróć' }).click();
  await page.getByRole('button', { name: 'Tak' }).click();
  await expect(edited.getByRole('button', { name: 'Usuń' })).toBeVisible();
});

test('the users list pages on the server and keeps the page in the URL', async ({ page }) => {
  await staffSignedIn(page, DEMO.ADMIN);
  await page.goto('/admin/users?perPage=5&page=1&sort=email&order=ASC');
  await expect(page.getByRole('row', { name: /admin@demo\.local/ })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('row', { name: /admin@demo\.local/ })).toBeVisible();
  await expect(page.getByText('Nie znaleziono użytkowników.')).toBeHidden();
});
