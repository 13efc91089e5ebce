import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { overflowingBoxes, polishTexts } from '../support/page-language';
import { JOURNEY_INTEGRATION_KEY } from '../support/portal-process';
import { phone, quietAddress, unique } from '../support/report-wizard-steps';
import { shotPath } from '../support/shots';

// A person reports a failure in Ukrainian, and another in English, on a 390 px phone, through the five steps of the
// report wizard (docs/i18n.md, docs/report-wizard.md): each step in that language, with no Polish text but the
// addresses, no box its text overflows, and no axe violation at 390 and at 1280 px; the report is stored.

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { width: 1280, height: 800 };

const TEXTS = {
  uk: {
    tag: 'uk-UA',
    step1: 'Де немає світла?',
    stepOf: 'Крок 1 з 5',
    search: 'Адреса (вулиця і номер будинку)',
    confirm: 'Підтвердити місце',
    step2: 'Ваші дані',
    reporter: 'Ім’я та прізвище',
    phone: 'Телефон',
    email: 'E-mail',
    consent: /Я погоджуюся на обробку/,
    robot: 'Я не робот',
    next: 'Далі',
    step3: 'Опишіть проблему',
    none: /Повна відсутність живлення/,
    step4: 'Перевірте, перш ніж надіслати',
    flat: /У квартирі/,
    confirmations: [/рахунки/, /запобіжники/, /лічильник/],
    neighbours: /сусідів і в спільних приміщеннях/,
    no: 'Ні',
    note: /дошці оголошень/,
    send: 'Надіслати повідомлення',
    thanks: 'Дякуємо! Ми займемося вашим повідомленням.',
    close: 'Закрити',
  },
  en: {
    tag: 'en-GB',
    step1: 'Where is there no power?',
    stepOf: 'Step 1 of 5',
    search: 'Address (street and house number)',
    confirm: 'Confirm the place',
    step2: 'Your details',
    reporter: 'Full name',
    phone: 'Phone',
    email: 'E-mail',
    consent: /I agree to the processing/,
    robot: "I'm not a robot",
    next: 'Next',
    step3: 'Describe the problem',
    none: /Complete loss of power/,
    step4: 'Check before you send',
    flat: /In a flat/,
    confirmations: [/bills/, /fuses/, /meter/],
    neighbours: /neighbours and the shared parts/,
    no: 'No',
    note: /notice board/,
    send: 'Send the report',
    thanks: 'Thank you! We will deal with your report.',
    close: 'Close',
  },
} as const;

type Language = keyof typeof TEXTS;

/**
 * The step or page as it is now, in `language`: no Polish text, no text in `root` wider than its box, no axe violation
 * at 390 px and at 1280 px; a screenshot at each width (looked at by hand).
 */
async function checkStep(page: Page, language: Language, step: string, root = '.wizard'): Promise<void> {
  const where = `${step} in ${language}`;
  await expect(page.locator('html')).toHaveAttribute('lang', TEXTS[language].tag);
  expect.soft(await polishTexts(page), `${where}: Polish texts`).toEqual([]);
  for (const size of [PHONE.viewport, DESKTOP]) {
    await page.setViewportSize(size);
    expect.soft(await overflowingBoxes(page, root), `${where} at ${size.width} px: text wider than its box`).toEqual([]);
    await expectNoAxeViolations(page, where);
    await page.screenshot({ path: shotPath(`languages-wizard-${language}-${step}-${size.width}.png`), fullPage: true });
  }
  await page.setViewportSize(PHONE.viewport);
}

test.use(PHONE);

for (const language of ['uk', 'en'] as const) {
  test(`a failure reported in ${language === 'uk' ? 'Ukrainian' : 'English'} on a phone, end to end, and stored`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const x = TEXTS[language];
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(e.message));
    await page.context().addInitScript(() => window.sessionStorage.setItem('infoSidebarShown', 'true'));
    const address = await quietAddress(request);
    const since = new Date(Date.now() - 60_000).toISOString();
    const number = phone();

    await page.goto(`/public/add-report/1?lang=${language}`);
    await expect(page.getByRole('heading', { level: 1, name: x.step1 })).toBeVisible();
    await expect(page.getByText(x.stepOf)).toBeVisible();
    await page.getByRole('combobox', { name: x.search }).fill(address.search);
    await page.getByRole('option', { name: address.label }).click();
    const confirm = page.getByRole('button', { name: x.confirm });
    await expect(confirm).toBeEnabled();
    await checkStep(page, language, '1-location');
    await confirm.click();

    await expect(page.getByRole('heading', { level: 1, name: x.step2 })).toBeVisible();
    await page.getByLabel(x.reporter).fill('Olena Kowalenko');
    await page.getByLabel(x.phone).fill(number);
    await page.getByLabel(x.email).fill(`olena.${unique()}@example.pl`);
    await page.getByRole('checkbox', { name: x.consent }).check();
    await page.getByText(x.robot, { exact: true }).click();
    const next = page.getByRole('button', { name: x.next });
    await expect(next).toBeEnabled({ timeout: 20_000 });
    await checkStep(page, language, '2-details');
    await next.click();

    await expect(page.getByRole('heading', { level: 1, name: x.step3 })).toBeVisible();
    await page.getByRole('radio', { name: x.none }).check();
    await checkStep(page, language, '3-description');
    await page.getByRole('button', { name: x.next }).click();

    await expect(page.getByRole('heading', { level: 1, name: x.step4 })).toBeVisible();
    await page.getByRole('radio', { name: x.flat }).check();
    for (const name of x.confirmations) await page.getByRole('checkbox', { name }).check();
    await page.getByRole('group', { name: x.neighbours }).getByRole('radio', { name: x.no }).check();
    await expect(page.getByRole('note')).toContainText(x.note);
    const send = page.getByRole('button', { name: x.send });
    await expect(send).toBeEnabled();
    await checkStep(page, language, '4-check');
    await send.click();

    await expect(page.getByRole('heading', { level: 1, name: x.thanks })).toBeVisible();
    await expect(page).toHaveURL(/\/public\/add-report\/5$/);
    await checkStep(page, language, '5-done');

    // The report is stored, as sent, once.
    const stored = await request.get(`/api/integration/user-reports?since=${encodeURIComponent(since)}&limit=1000`, {
      headers: { 'X-Api-Key': JOURNEY_INTEGRATION_KEY },
    });
    expect(stored.status()).toBe(200);
    const mine = ((await stored.json()) as { items: Array<{ phoneNumber: string; reporter: string; reportType: string }> }).items.filter(
      (r) => r.phoneNumber === `+48${number}`,
    );
    expect(mine).toEqual([expect.objectContaining({ reporter: 'Olena Kowalenko', reportType: 'NO_VOLTAGE' })]);

    await page.getByRole('button', { name: x.close, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/public/${address.coordinates.lng}/${address.coordinates.lat}`));
    expect(problems).toEqual([]);
  });
}

const LINK_PAGES = {
  uk: { stillOff: 'Світло вже є?', confirm: 'Світла досі немає', stop: 'Відмова від сповіщення про відновлення живлення', stopConfirm: 'Так, відмовляюся' },
  en: { stillOff: 'Is your power back?', confirm: 'I still have no power', stop: 'Stop the power-back alert', stopConfirm: 'Yes, stop it' },
} as const;

for (const language of ['uk', 'en'] as const) {
  test(`the pages behind a report's links in ${language === 'uk' ? 'Ukrainian' : 'English'}, with the server's refusal in that language`, async ({ page }) => {
    const x = LINK_PAGES[language];
    await page.context().addInitScript(() => window.sessionStorage.setItem('infoSidebarShown', 'true'));

    // "Nadal nie mam prądu" of a link that is not valid: the question, then the server's reason.
    await page.goto(`/public/prad/999999/AAAAAAAAAAAAAAAAAAAAAA?lang=${language}`);
    await expect(page.getByRole('heading', { level: 1, name: x.stillOff })).toBeVisible();
    await checkStep(page, language, 'still-off', '.auth-page');
    await page.getByRole('button', { name: x.confirm }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await checkStep(page, language, 'still-off-refused', '.auth-page');

    // A reporter's follow-up stop link missing its parts: refused before any call.
    await page.goto(`/public/report-followup/stop?lang=${language}`);
    await expect(page.getByRole('heading', { level: 1, name: x.stop })).toBeVisible();
    await page.getByRole('button', { name: x.stopConfirm }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await checkStep(page, language, 'stop-refused', '.auth-page');
  });
}
