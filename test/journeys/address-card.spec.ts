import type { Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, expect, test } from '../support/fixtures';
import { expectNoAxeViolations } from '../support/axe';
import { offlineMap as offline } from '../support/offline-map';
import { shotPath } from '../support/shots';

// Issue 16, "The address answer": a person types their address and learns whether it is affected and when power is
// back, shares the answer, and asks to be told about it. The address lies in the demo storm's Mokotów extensive
// area (backend/src/database/seeds/demo-call-net.seed.ts), which has an estimated end. No tile server is reachable
// here: tiles get a one-pixel PNG, anything else that leaves the portal is refused.

const card = (page: Page, address: RegExp) => page.getByRole('region', { name: address });
const DATE = /\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}/;

async function searchAddress(page: Page, text: string): Promise<string> {
  const box = page.getByRole('combobox', { name: 'Szukaj adresu' });
  await box.fill(text);
  const option = page.getByRole('option', { name: new RegExp(text) }).first();
  await expect(option).toBeVisible();
  const label = (await option.textContent())!;
  await option.click();
  return label;
}

/** The card of an address inside the demo failure: its kind, its estimated end as a date, the pin on the map. */
async function expectFailureCard(page: Page, street: RegExp) {
  const shown = card(page, street);
  await expect(shown).toBeVisible();
  await expect(shown.getByText('Rozległa awaria', { exact: true })).toBeVisible();
  const end = shown.locator('dt', { hasText: 'Przewidywane zakończenie' }).first().locator('xpath=following-sibling::dd');
  await expect(end).toHaveText(DATE);
  await expect(page.locator('.outage-map .map-chosen')).toHaveCount(1);
  return shown;
}

for (const [device, viewport, houseNumber] of [
  ['desktop', { width: 1280, height: 800 }, '75'],
  ['phone', { width: 390, height: 844 }, '77'],
] as const) {
  test.describe(`the address card on a ${device} (${viewport.width} px)`, () => {
    test.use({ viewport, ...(device === 'phone' ? { isMobile: true, hasTouch: true } : {}) });

    test('an address inside a failure: its card and estimated end, a shared link that reopens it, and alerts after sign-in', async ({
      page,
      context,
      baseURL,
    }) => {
      const refused = await offline(context, baseURL!);
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
      const street = new RegExp(`Racławicka ${houseNumber}\\b`);

      await page.goto('/public');
      const label = await searchAddress(page, `Racławicka ${houseNumber}`);
      const shown = await expectFailureCard(page, street);
      await expect(shown.getByRole('heading', { name: label })).toBeFocused();
      await expect(page).toHaveURL(/\/public\/[\d.]+\/[\d.]+\?adres=/);
      await expect(shown.getByRole('link', { name: 'Zgłoś awarię pod tym adresem' })).toHaveAttribute('href', /\/public\/add-report\/1\?lng=[\d.]+&lat=[\d.]+/);
      const box = (await shown.boundingBox())!;
      if (device === 'phone') {
        // A bottom sheet: the whole width, down to the bottom of the screen, the map visible above it.
        expect(box.width).toBeGreaterThanOrEqual(viewport.width - 1);
        expect(Math.round(box.y + box.height)).toBe(viewport.height);
        expect(box.y).toBeGreaterThan(viewport.height * 0.3);
      } else {
        // In the side panel left of the map (docs/map.md "Layouts"), the map beside it keeping the pin in view.
        const map = (await page.locator('.outage-map').boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(map.x);
        expect(box.width).toBeLessThan(map.width * 0.6);
      }
      await page.screenshot({ path: shotPath(`address-card-${device}.png`) });
      // WCAG 2.1 A/AA under axe-core, as every page (accessibility.spec.ts), with the card open.
      await expectNoAxeViolations(page, 'the map with the address card');

      // Escape closes it and gives the focus back; the search picks it again.
      await page.keyboard.press('Escape');
      await expect(card(page, street)).toHaveCount(0);
      await expect(page).not.toHaveURL(/adres=/);
      await searchAddress(page, `Racławicka ${houseNumber}`);
      await expectFailureCard(page, street);

      // 'Udostępnij': no Web Share API in this Chromium, so the link is copied; it opens the same card.
      await card(page, street).getByRole('button', { name: 'Udostępnij' }).click();
      await expect(card(page, street).getByText('Skopiowano link')).toBeVisible();
      const link = await page.evaluate(() => navigator.clipboard.readText());
      expect(link).toMatch(/\/public\/[\d.]+\/[\d.]+\?adres=/);
      const other = await context.newPage();
      await other.goto(link);
      await expectFailureCard(other, street);
      await other.screenshot({ path: shotPath(`address-card-shared-${device}.png`) });
      await other.close();

      // 'Powiadamiaj mnie o tym adresie', signed out: the login sidebar, then the recipient confirmation on the card.
      await card(page, street).getByRole('button', { name: 'Powiadamiaj mnie o tym adresie' }).click();
      const sidebar = page.getByRole('dialog', { name: 'Zaloguj się' });
      await sidebar.getByLabel('E-mail').fill(DEMO.PUBLIC);
      await sidebar.getByLabel('Hasło').fill(DEMO_PASSWORD);
      await sidebar.getByRole('button', { name: 'Zaloguj się' }).click();
      const confirm = page.getByRole('dialog', { name: 'Czy jesteś odbiorcą energii elektrycznej pod wskazanym adresem?' });
      await expect(confirm).toBeVisible();
      await expect(confirm).toContainText(label);
      await expectNoAxeViolations(page, "the address card's recipient confirmation");
      await confirm.getByRole('checkbox').check();
      await confirm.getByRole('button', { name: 'Zapisz' }).click();
      await expect(card(page, street).getByText(`Dodano do „Moich adresów”: ${label}`)).toBeVisible();
      await page.screenshot({ path: shotPath(`address-card-watched-${device}.png`) });

      await page.goto('/public/user/address');
      await expect(page.getByRole('list', { name: 'Obserwowane adresy' })).toContainText(street);
      expect(refused).toEqual([]);
    });
  });
}
