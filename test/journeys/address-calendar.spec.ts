import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, expect, test } from '../support/fixtures';
import { shotPath } from '../support/shots';

// A resident creates the calendar link of a watched address, the .ics it points at answers, and "Wyłącz link"
// makes it answer 404 (docs/calendar.md).

async function signInDemoResident(page: Page, request: APIRequestContext): Promise<void> {
  const login = await request.post('/public/api/login', { data: { login: DEMO.PUBLIC, password: DEMO_PASSWORD } });
  const body = (await login.json()) as Record<string, unknown>;
  await page.goto('/public');
  await page.evaluate((values) => {
    for (const [key, value] of Object.entries(values)) if (value !== null) localStorage.setItem(key, String(value));
  }, body);
}

for (const width of [1280, 390]) {
  test(`a resident subscribes to the outage calendar of an address and switches the link off (${width} px)`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInDemoResident(page, request);
    await page.goto('/public/user/address');
    await expect(page.getByRole('heading', { name: 'Moje adresy', level: 1 })).toBeVisible();
    const card = page.locator('li.address-card').first();
    await card.getByRole('button', { name: 'Kalendarz wyłączeń' }).click();
    await card.getByRole('button', { name: /Utwórz (nowy )?link/ }).click();
    const url = await card.getByLabel('Link do kalendarza').inputValue();
    expect(url).toMatch(/\/public\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    await expect(card.getByRole('link', { name: 'Otwórz w aplikacji kalendarza' })).toHaveAttribute('href', /^webcal:\/\//);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: shotPath(`address-calendar-${width}.png`), fullPage: true });

    const path = new URL(url).pathname;
    const ics = await request.get(path);
    expect(ics.status()).toBe(200);
    expect(ics.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    expect(await ics.text()).toContain('BEGIN:VCALENDAR');

    await card.getByRole('button', { name: 'Wyłącz link' }).click();
    await expect(card.getByText('Link wyłączony. Subskrypcje z tym linkiem przestaną się odświeżać.')).toBeVisible();
    expect((await request.get(path)).status()).toBe(404);
  });
}
