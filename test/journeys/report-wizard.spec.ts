import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { shotPath } from '../support/shots';
import { expectPaintedOnTop, expectPaintedOver } from '../support/painted-on-top';
import { chooseAddress, fillDetails, phone, quietAddress, solveCaptcha, statusAt, unique, type Address } from '../support/report-wizard-steps';

// The failure-report wizard (issue #6) on a phone: 390 px wide, as a person without power uses it.
// Addresses come from the demo register (backend/src/database/seeds/demo-address-streets.ts); spots with and
// without a known outage are found through the public calls, so the demo storm may change without breaking this.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
test.use({ viewport: PHONE });

/** A screenshot of the current step at phone and desktop width (looked at by hand). */
async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: shotPath(`report-wizard-${name}-390.png`), fullPage: true });
  await page.setViewportSize(DESKTOP);
  await page.screenshot({ path: shotPath(`report-wizard-${name}-1280.png`), fullPage: true });
  await page.setViewportSize(PHONE);
}

/**
 * Tabs from the step's heading to its sticky bar and back again: each field, button or the map the keyboard reaches
 * is scrolled wholly into view, not left under the sticky bar at the bottom or the sticky header at the top
 * (WCAG 2.4.11).
 */
async function expectTabbedInView(page: Page, name: string): Promise<void> {
  const focused = page.locator(':focus');
  const expectInView = async () => {
    const at = await focused.evaluate((e) => {
      const box = e.getBoundingClientRect();
      return {
        what: `${e.tagName.toLowerCase()} ${e.getAttribute('name') ?? e.textContent?.trim().slice(0, 30)}`,
        top: Math.round(box.top),
        bottom: Math.round(box.bottom),
        headerBottom: Math.round(document.querySelector('.site-header')!.getBoundingClientRect().bottom),
        barTop: Math.round(document.querySelector('.wizard__actions--sticky')!.getBoundingClientRect().top),
      };
    });
    const inView = at.top >= at.headerBottom && at.bottom <= at.barTop;
    if (!inView) await page.screenshot({ path: shotPath(`report-wizard-${name}-focus-hidden-390.png`) });
    expect(inView, `${at.what} (${at.top}–${at.bottom}) lies between the header (${at.headerBottom}) and the sticky bar (${at.barTop})`).toBe(true);
  };
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('heading', { level: 1 }).click();
  let steps = 0;
  for (;;) {
    await page.keyboard.press('Tab');
    if (await focused.evaluate((e) => e.closest('.wizard__actions--sticky') !== null)) break;
    expect(++steps, 'the keyboard reaches the sticky bar').toBeLessThan(30);
    await expectInView();
  }
  for (; steps > 0; steps--) {
    await page.keyboard.press('Shift+Tab');
    await expectInView();
  }
}

test.describe('a person without power reports it from a phone', () => {
  test('complete lack of power in a flat, through all five steps', async ({ page, request }) => {
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(e.message));
    const address = await quietAddress(request);

    await page.goto('/public/add-report/1');
    await expect(page.getByRole('heading', { level: 1, name: 'Gdzie nie ma prądu?' })).toBeVisible();
    await expect(page.getByText('Krok 1 z 5')).toBeVisible();
    const confirm = page.getByRole('button', { name: 'Potwierdź lokalizację' });
    await expect(confirm).toBeDisabled();
    await chooseAddress(page, address.search, address.label);
    await expect(confirm).toBeEnabled();
    await shoot(page, '1-location');
    await confirm.click();

    await expect(page).toHaveURL(/\/public\/add-report\/2\?str=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Twoje dane' })).toBeVisible();
    await expect(page.getByLabel('Kierunkowy')).toHaveValue('+48');
    await expect(page.getByLabel('Kierunkowy').locator('option').first()).toHaveText('+48 (Polska)');
    // The chosen '+48 (Polska)' shows whole in the closed field on a phone, beside its arrow (about 1.5 rem).
    const dialCode = await page.getByLabel('Kierunkowy').evaluate((select: HTMLSelectElement) => {
      const style = getComputedStyle(select);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 1.5 * parseFloat(style.fontSize);
      return { text: Math.ceil(context.measureText(select.selectedOptions[0].text).width), room: Math.floor(room) };
    });
    expect(dialCode.text, `'+48 (Polska)' (${dialCode.text} px) fits the field (${dialCode.room} px)`).toBeLessThanOrEqual(dialCode.room);
    const next = page.getByRole('button', { name: 'Dalej' });
    await expect(next).toBeDisabled();
    const annasPhone = phone();
    await fillDetails(page, {
      name: 'Anna Nowak',
      phone: `${annasPhone.slice(0, 3)} ${annasPhone.slice(3, 6)} ${annasPhone.slice(6)}`,
      email: `anna.${unique()}@example.pl`,
    });
    await page.getByLabel('Numer mieszkania (nieobowiązkowe)').fill('12');
    await solveCaptcha(page);
    await shoot(page, '2-details');
    await next.click();

    await expect(page.getByRole('heading', { level: 1, name: 'Opisz problem' })).toBeVisible();
    await page.getByRole('radio', { name: /Całkowity brak zasilania/ }).check();
    await shoot(page, '3-description');
    await page.getByRole('button', { name: 'Dalej' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Sprawdź, zanim wyślesz' })).toBeVisible();
    const send = page.getByRole('button', { name: 'Wyślij zgłoszenie' });
    await page.getByRole('radio', { name: /W mieszkaniu/ }).check();
    await page.getByRole('checkbox', { name: /rachunki/ }).check();
    await page.getByRole('checkbox', { name: /bezpieczniki/ }).check();
    await page.getByRole('checkbox', { name: /licznik/ }).check();
    await expect(send).toBeDisabled();
    await page
      .getByRole('group', { name: /sąsiedzi i części wspólne/ })
      .getByRole('radio', { name: 'Nie' })
      .check();
    await expect(page.getByRole('note')).toContainText('tablicy ogłoszeń na klatce schodowej');
    await expect(send).toBeEnabled();
    await shoot(page, '4-check');
    const [sent] = await Promise.all([page.waitForRequest('**/public/api/call-net/report'), send.click()]);
    expect(sent.headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent.postDataJSON()).toMatchObject({
      reportType: 'NO_VOLTAGE',
      phoneNumber: `+48${annasPhone}`,
      apartmentNumber: '12',
      checkAnswers: { building: 'FLAT', neighboursHaveLight: false },
    });

    await expect(page.getByRole('heading', { level: 1, name: 'Dziękujemy! Zajmiemy się Twoim zgłoszeniem.' })).toBeVisible();
    await expect(page).toHaveURL(/\/public\/add-report\/5$/);
    await expect(page.locator('.wizard').getByRole('link', { name: /22 821 31 31/ })).toHaveAttribute('href', 'tel:+48228213131');
    await shoot(page, '5-done');
    await page.getByRole('button', { name: 'Zamknij', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/public/${address.coordinates.lng}/${address.coordinates.lat}$`));
    expect(problems).toEqual([]);
  });

  test('partial lack of power in a house', async ({ page, request }) => {
    const address = await quietAddress(request);
    await page.goto('/public/add-report/1');
    await chooseAddress(page, address.search, address.label);
    await page.getByRole('button', { name: 'Potwierdź lokalizację' }).click();

    await fillDetails(page, { name: 'Piotr Wiśniewski', phone: phone(), email: `piotr.${unique()}@example.pl` });
    await solveCaptcha(page);
    await page.getByRole('button', { name: 'Dalej' }).click();
    await page.getByRole('radio', { name: /Częściowy brak zasilania/ }).check();
    await page.getByRole('button', { name: 'Dalej' }).click();

    const send = page.getByRole('button', { name: 'Wyślij zgłoszenie' });
    await page.getByRole('radio', { name: /W domu jednorodzinnym/ }).check();
    // Partial lack of power: no confirmations, only the supply and the electrician.
    await expect(page.getByRole('checkbox')).toHaveCount(0);
    await page.getByRole('radio', { name: /kablową/ }).check();
    await expect(send).toBeDisabled();
    await page
      .getByRole('group', { name: /elektryk/ })
      .getByRole('radio', { name: 'Tak' })
      .check();
    await expect(send).toBeEnabled();
    await send.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dziękujemy! Zajmiemy się Twoim zgłoszeniem.' })).toBeVisible();
  });

  test('a spot with a known failure asks first, and No returns to the map', async ({ page, request }) => {
    const failures = (await (await request.get('/public/api/call-net/failures-lv')).json()) as Array<{ position: { lng: number; lat: number } }>;
    let spot: { lng: number; lat: number } | undefined;
    for (const failure of failures) {
      const reverse = await request.get(`/public/api/geocode/reverse?lat=${failure.position.lat}&lng=${failure.position.lng}`);
      if (reverse.status() !== 200) continue;
      const address = (await reverse.json()) as Address;
      if ((await statusAt(request, address.coordinates)) === 'FAILURE') {
        spot = failure.position;
        break;
      }
    }
    expect(spot, 'a demo LV failure at an address').toBeDefined();

    await page.goto(`/public/add-report/1?lng=${spot!.lng}&lat=${spot!.lat}`);
    const confirm = page.getByRole('button', { name: 'Potwierdź lokalizację' });
    await expect(confirm).toBeEnabled();
    await confirm.click();
    const dialog = page.getByRole('dialog', { name: 'Awaria w danej lokalizacji jest już zgłoszona.' });
    await expect(dialog).toContainText('Odnotowaliśmy już zgłoszenia awarii dotyczące wskazanej przez Ciebie okolicy. Czy chcesz dodać nowe zgłoszenie?');
    // The dialog's backdrop covers the sticky Confirm bar too: it is not lit up, nor tappable, behind the question.
    await expectPaintedOver(page.locator('.wizard__actions--sticky'), page.locator('.modal-backdrop'));
    await shoot(page, '1-known-failure');
    await dialog.getByRole('button', { name: 'Nie' }).click();
    await expect(page).toHaveURL(/\/public$/);
  });

  test('an address served by another operator is refused', async ({ page }) => {
    await page.goto('/public/add-report/1');
    await page.getByRole('combobox', { name: 'Adres (ulica i numer domu)' }).fill('Kasprzaka 29');
    await page.getByRole('option', { name: /Kasprzaka 29,/ }).click();
    await expect(page.getByRole('alert')).toHaveText(/Adres obsługiwany przez innego Operatora Sieci Dystrybucyjnej\./);
    await expect(page.getByRole('button', { name: 'Potwierdź lokalizację' })).toBeDisabled();
    await shoot(page, '1-other-operator');
  });

  test('the map of step 1 stays under the sticky Confirm bar (its controls do not paint over it)', async ({ page }) => {
    await page.goto('/public/add-report/1');
    await expect(page.locator('.leaflet-container .leaflet-control-zoom')).toBeVisible();
    const bar = page.locator('.wizard__actions--sticky');
    await expect(bar).toBeVisible();
    // Scrolled so that the map's lower edge, with the attribution, is under the bar that sticks to the screen's bottom.
    const mapBottom = await page.locator('.wizard-location__map').evaluate((m) => m.getBoundingClientRect().bottom);
    const barBox = (await bar.boundingBox())!;
    await page.evaluate((by) => window.scrollBy(0, by), mapBottom - (barBox.y + barBox.height / 2));
    await expectPaintedOnTop(bar);
  });

  test('a field reached with the keyboard is not hidden under the sticky bar or the header', async ({ page, request }) => {
    const address = await quietAddress(request);
    await page.goto('/public/add-report/1');
    await chooseAddress(page, address.search, address.label);
    await expectTabbedInView(page, 'step-1');
    await page.getByRole('button', { name: 'Potwierdź lokalizację' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Twoje dane' })).toBeVisible();
    await expectTabbedInView(page, 'step-2');
  });

  test('the back button keeps what was entered, also after a reload', async ({ page, request }) => {
    const address = await quietAddress(request);
    await page.goto('/public/add-report/1');
    await chooseAddress(page, address.search, address.label);
    await page.getByRole('button', { name: 'Potwierdź lokalizację' }).click();
    await fillDetails(page, { name: 'Ewa Zielińska', phone: '602303404', email: 'ewa@example.pl' });
    await page.getByLabel('Numer mieszkania (nieobowiązkowe)').fill('7');

    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Gdzie nie ma prądu?' })).toBeVisible();
    await expect(page.getByText(address.label, { exact: true }).last()).toBeVisible();
    await page.goForward();
    await expect(page.getByLabel('Imię i nazwisko')).toHaveValue('Ewa Zielińska');
    await expect(page.getByLabel('Numer mieszkania (nieobowiązkowe)')).toHaveValue('7');

    await solveCaptcha(page);
    await page.getByRole('button', { name: 'Dalej' }).click();
    await page.getByRole('radio', { name: /Całkowity brak zasilania/ }).check();
    await page.reload();
    await expect(page.getByRole('radio', { name: /Całkowity brak zasilania/ })).toBeChecked();
    await page.getByRole('button', { name: 'Wstecz' }).click();
    await expect(page.getByLabel('E-mail')).toHaveValue('ewa@example.pl');
    await expect(page.getByText(/Weryfikacja zakończona/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Dalej' })).toBeEnabled();
  });
});
