import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { expectNoAxeViolations } from '../support/axe';
import { linksOf, mailsTo } from '../support/journey-mail';
import { shotPath } from '../support/shots';

// A resident's account in Ukrainian and in English (docs/i18n.md) on a 390 px phone: registration, the confirmation
// mail as the real SMTP server received it, the confirmation page, sign-in, a watched address, the address list and
// the settings with the account's language; each screen checked by axe-core at 390 and 1280 px and for text that
// does not fit its box.

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const PASSWORD = 'Pierwsze#Haslo1';

const LANGUAGES = {
  uk: {
    tag: 'uk-UA',
    register: 'Реєстрація',
    fullName: 'Ім’я та прізвище',
    password: 'Пароль',
    registerButton: 'Зареєструватися',
    registered: 'Обліковий запис створено. Щоб увійти, підтвердіть свою адресу e-mail.',
    mailSubject: 'Підтвердіть адресу e-mail – Портал аварій і відключень',
    mailGreeting: 'Добрий день, Olena Testowa!',
    confirmed: 'Адресу e-mail підтверджено.',
    login: 'Вхід',
    signIn: 'Увійти',
    signedIn: 'Ви увійшли',
    addresses: 'Мої адреси',
    add: 'Додати адресу',
    search: 'Знайти адресу',
    save: 'Зберегти',
    question: 'Ви споживач електроенергії за цією адресою?',
    statement: 'Заявляю, що я споживач електроенергії за цією адресою',
    saved: /Адресу збережено: .*Wolska 12/,
    watched: 'Стежите',
    settings: 'Налаштування облікового запису',
    language: 'Мова сповіщень',
  },
  en: {
    tag: 'en-GB',
    register: 'Create an account',
    fullName: 'Full name',
    password: 'Password',
    registerButton: 'Create an account',
    registered: 'Your account is created. Confirm your e-mail address to sign in.',
    mailSubject: 'Confirm your e-mail address – Outage portal',
    mailGreeting: 'Hello Olena Testowa,',
    confirmed: 'Your e-mail address is confirmed.',
    login: 'Sign in',
    signIn: 'Sign in',
    signedIn: 'You are signed in',
    addresses: 'My addresses',
    add: 'Add an address',
    search: 'Find an address',
    save: 'Save',
    question: 'Are you an electricity customer at this address?',
    statement: 'I declare that I am an electricity customer at this address',
    saved: /Address saved: .*Wolska 12/,
    watched: 'Watched',
    settings: 'Account settings',
    language: 'Language of alerts',
  },
} as const;

/** Elements whose text does not fit their box: the page wider than the screen, or a heading, label or button cut. */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) found.push(`page: ${root.scrollWidth} > ${root.clientWidth}`);
    const main = document.querySelector('main')!;
    for (const el of [main, ...main.querySelectorAll<HTMLElement>('h1, h2, h3, p, label, legend, button, a, li, select, input, .toast')]) {
      // Screen-reader-only text is clipped on purpose; a scrolling box (a wide table's) scrolls on purpose.
      if (!el.clientWidth || el.closest('.visually-hidden') || ['auto', 'scroll'].includes(getComputedStyle(el).overflowX)) continue;
      // A text field scrolls its own value (a long e-mail address): only its box must stay on the screen.
      if (!el.matches('input') && el.scrollWidth > el.clientWidth + 1)
        found.push(`${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}": ${el.scrollWidth} > ${el.clientWidth}`);
      const box = el.getBoundingClientRect();
      if (box.right > root.clientWidth + 1) found.push(`${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}" ends at ${box.right}`);
    }
    return found;
  });
}

/** One screen: nothing overflows at 390 px, axe finds nothing at 390 and at 1280 px; a screenshot of the phone view. */
async function checkScreen(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  expect(await overflowing(page), `${name}: text that does not fit at 390 px`).toEqual([]);
  await page.screenshot({ path: shotPath(`${name}-390.png`), fullPage: true });
  await expectNoAxeViolations(page, name);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectNoAxeViolations(page, name);
  expect(await overflowing(page), `${name}: text that does not fit at 1280 px`).toEqual([]);
  await page.setViewportSize(PHONE.viewport);
}

test.describe('a resident’s account in another language on a phone', () => {
  test.use(PHONE);
  test.beforeEach(async ({ context }) => {
    await context.addInitScript(() => window.sessionStorage.setItem('infoSidebarShown', 'true'));
  });

  for (const language of ['uk', 'en'] as const) {
    test(`${language}: registers, confirms from the mail, signs in, watches an address, sees the settings`, async ({ page }) => {
      test.setTimeout(120_000);
      const l = LANGUAGES[language];
      const email = `konto.${language}.${Date.now()}@example.pl`;

      // ---- Registration, in the page's language ----
      await page.goto(`/public/register?lang=${language}`);
      await expect(page.locator('html')).toHaveAttribute('lang', l.tag);
      await expect(page.getByRole('heading', { name: l.register, level: 1 })).toBeVisible();
      await checkScreen(page, `account-${language}-register`);
      await page.getByLabel(l.fullName).fill('Olena Testowa');
      await page.getByLabel('E-mail').fill(email);
      await page.getByLabel(l.password, { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: l.registerButton }).click();
      await expect(page.locator('.toast').getByText(l.registered)).toBeVisible();
      await checkScreen(page, `account-${language}-registered`);

      // ---- The confirmation mail arrives in the account's language, its link opening the site in it ----
      let link: string | undefined;
      await expect
        .poll(async () => {
          const mail = (await mailsTo(email)).at(-1);
          link = mail && linksOf(mail).find((href) => href.includes('/public/confirm-email'));
          return mail?.subject;
        })
        .toBe(l.mailSubject);
      const mail = (await mailsTo(email)).at(-1)!;
      expect(mail.text).toContain(l.mailGreeting);
      expect(link).toContain(`lang=${language}`);
      const confirmUrl = new URL(link!);
      await page.goto(`${confirmUrl.pathname}${confirmUrl.search}`);
      await expect(page.getByText(l.confirmed)).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', l.tag);
      await checkScreen(page, `account-${language}-confirmed`);

      // ---- Sign-in ----
      await page.goto(`/public/login?lang=${language}`);
      await expect(page.getByRole('heading', { name: l.login, level: 1 })).toBeVisible();
      await checkScreen(page, `account-${language}-login`);
      const main = page.getByRole('main');
      await main.getByLabel('E-mail').fill(email);
      await main.getByLabel(l.password).fill(PASSWORD);
      await main.getByRole('button', { name: l.signIn }).click();
      await expect(page.locator('.toast').getByText(l.signedIn)).toBeVisible();

      // ---- A watched address ----
      await page.goto(`/public/user/address?lang=${language}`);
      await expect(page.getByRole('heading', { name: l.addresses, level: 1 })).toBeVisible();
      await page.getByRole('button', { name: l.add }).click();
      await page.getByRole('combobox', { name: l.search }).fill('Wolska 12');
      await page
        .getByRole('option', { name: /Wolska 12,/ })
        .first()
        .click();
      await page.getByRole('button', { name: l.save, exact: true }).click();
      const confirm = page.getByRole('dialog', { name: l.question });
      await confirm.getByRole('checkbox', { name: l.statement }).check();
      await page.screenshot({ path: shotPath(`account-${language}-address-confirm-390.png`) });
      await expectNoAxeViolations(page, `account-${language}-address-confirm`, '[role="dialog"]');
      await confirm.getByRole('button', { name: l.save, exact: true }).click();
      await expect(page.locator('.toast').getByText(l.saved)).toBeVisible();
      await expect(page.getByRole('checkbox', { name: l.watched })).toBeChecked();
      await expect(page.getByRole('heading', { name: /Wolska 12/, level: 2 })).toHaveAttribute('lang', 'pl-PL');
      await checkScreen(page, `account-${language}-addresses`);

      // ---- The settings: the account's language is the one it registered in ----
      await page.goto(`/public/user/settings?lang=${language}`);
      await expect(page.getByRole('heading', { name: l.settings, level: 1 })).toBeVisible();
      await expect(page.getByLabel(l.language)).toHaveValue(language);
      await checkScreen(page, `account-${language}-settings`);
    });
  }
});
