import { screen, waitFor, within } from '@testing-library/react';
import { answerCalls, type ExpectedCall } from '../../test/api-answers';
import { PUBLIC_USER, renderApp, signedIn } from '../../test/render-app';
import { activateLanguage } from '../i18n/i18n';

// The sign-up, sign-in and account screens in Ukrainian and English (docs/i18n.md): their own texts come from the
// `auth` and `account` catalogs, the stored addresses stay as written and are marked Polish.

const TOKEN_OK: ExpectedCall = { method: 'POST', path: '/api/is-token-valid', body: { valid: true } };
const SETTINGS = {
  dataProcessingConsent: true,
  fullName: 'Jan Kowalski',
  email: 'jan@example.pl',
  phone: '600100200',
  emailNotificationAgreement: true,
  smsNotificationAgreement: false,
  language: 'uk',
};
const HOME = { id: 1, confirmed: true, details: null, streetName: 'Marszałkowska', houseNumber: '10', city: 'Warszawa', district: 'Śródmieście' };

/** Letters only Polish uses of the Latin ones: no Ukrainian or English sentence has them. */
const POLISH_LETTERS = /[ąćęłńóśźżĄĆĘŁŃÓŚŹŻ]/;

/** The Polish texts inside `root`, less what is marked Polish (stored addresses) and the language switch. */
function polishTextsIn(root: HTMLElement): string[] {
  const found: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement!;
    if (parent.closest('[lang="pl-PL"], .language-switch, [hidden]')) continue;
    const text = node.textContent!.trim();
    if (text && POLISH_LETTERS.test(text)) found.push(text);
  }
  for (const element of root.querySelectorAll('[aria-label], [placeholder]')) {
    for (const name of ['aria-label', 'placeholder']) {
      const value = element.getAttribute(name);
      if (value && POLISH_LETTERS.test(value.replace(/Marszałkowska 10, Warszawa/, ''))) found.push(`${name}="${value}"`);
    }
  }
  return found;
}

const LANGUAGES = {
  uk: {
    register: 'Реєстрація',
    fullName: 'Ім’я та прізвище',
    password: 'Пароль',
    registerButton: 'Зареєструватися',
    invalidEmail: 'Введіть правильну адресу e-mail',
    settings: 'Налаштування облікового запису',
    consent: /Я погоджуюся на обробку/,
    language: 'Мова сповіщень',
    addresses: 'Мої адреси',
    watched: 'Стежите',
    add: 'Додати адресу',
    toSettings: 'Змінити в налаштуваннях',
  },
  en: {
    register: 'Create an account',
    fullName: 'Full name',
    password: 'Password',
    registerButton: 'Create an account',
    invalidEmail: 'Enter a valid e-mail address',
    settings: 'Account settings',
    consent: /I agree to the processing/,
    language: 'Language of alerts',
    addresses: 'My addresses',
    watched: 'Watched',
    add: 'Add an address',
    toSettings: 'Change in account settings',
  },
} as const;

afterEach(async () => {
  await activateLanguage('pl');
});

describe.each(Object.keys(LANGUAGES) as (keyof typeof LANGUAGES)[])('the account screens in %s', (language) => {
  const l = LANGUAGES[language];

  beforeEach(async () => {
    await activateLanguage(language);
  });

  it('the registration page speaks the language, with nothing Polish in it', async () => {
    renderApp('/public/register');
    expect(await screen.findByRole('heading', { name: l.register, level: 1 }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByLabelText(l.fullName)).toBeInTheDocument();
    expect(screen.getByLabelText(l.password, { exact: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: l.registerButton })).toBeDisabled();
    expect(polishTextsIn(screen.getByRole('main'))).toEqual([]);
  });

  it('the registration form’s own checks speak the language', async () => {
    const { user } = renderApp('/public/register');
    await screen.findByRole('heading', { name: l.register, level: 1 }, { timeout: 5000 });
    await user.type(screen.getByLabelText('E-mail'), 'jan@');
    await user.tab();
    expect(await screen.findByText(l.invalidEmail)).toBeInTheDocument();
    expect(polishTextsIn(screen.getByRole('main'))).toEqual([]);
  });

  it('the settings page shows the account’s language and saves a new one', async () => {
    signedIn(PUBLIC_USER);
    const { calls } = answerCalls([
      TOKEN_OK,
      { method: 'GET', path: '/public/api/user/get', body: SETTINGS },
      { method: 'POST', path: '/public/api/user/update', body: false },
    ]);
    const { user } = renderApp('/public/user/settings');
    expect(await screen.findByRole('heading', { name: l.settings, level: 1 }, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(l.fullName)).toHaveValue('Jan Kowalski'));
    expect(screen.getByRole('checkbox', { name: l.consent })).toBeChecked();
    const select = screen.getByRole('combobox', { name: l.language });
    expect(select).toHaveValue('uk');
    // Each language is named in itself and marked with its own tag.
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => [option.textContent, option.getAttribute('lang')]),
    ).toEqual([
      ['Polski', 'pl-PL'],
      ['Українська', 'uk-UA'],
      ['English', 'en-GB'],
    ]);
    expect(polishTextsIn(screen.getByRole('main'))).toEqual([]);

    await user.selectOptions(select, 'en');
    await user.click(screen.getByRole('button', { name: language === 'uk' ? 'Зберегти зміни' : 'Save changes' }));
    await waitFor(() => expect(calls.find((call) => call.path === '/public/api/user/update')?.body).toMatchObject({ language: 'en' }));
  });

  it('the address list speaks the language and shows the stored address as written, marked Polish', async () => {
    signedIn(PUBLIC_USER);
    answerCalls([
      TOKEN_OK,
      { method: 'GET', path: '/public/api/user/notification', body: { notificationType: 'EMAIL' } },
      { method: 'GET', path: '/public/api/user/address', body: [HOME] },
    ]);
    renderApp('/public/user/address');
    expect(await screen.findByRole('heading', { name: l.addresses, level: 1 }, { timeout: 5000 })).toBeInTheDocument();
    const street = await screen.findByRole('heading', { name: 'Marszałkowska 10', level: 2 });
    expect(street).toHaveAttribute('lang', 'pl-PL');
    expect(screen.getByText('Śródmieście')).toHaveAttribute('lang', 'pl-PL');
    expect(screen.getByRole('checkbox', { name: l.watched })).toBeChecked();
    expect(screen.getByRole('button', { name: l.add })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: l.toSettings })).toBeInTheDocument();
    expect(polishTextsIn(screen.getByRole('main'))).toEqual([]);
  });
});

describe('the language switch of a signed-in resident', () => {
  it('saves the chosen language as the account’s before the page switches, so the alerts follow it', async () => {
    signedIn(PUBLIC_USER);
    const { calls } = answerCalls([
      TOKEN_OK,
      { method: 'GET', path: '/public/api/user/notification', body: { notificationType: 'EMAIL' } },
      { method: 'GET', path: '/public/api/user/address', body: [] },
      { method: 'GET', path: '/public/api/user/get', body: { ...SETTINGS, language: 'pl' } },
      { method: 'POST', path: '/public/api/user/update', body: false },
    ]);
    const { user } = renderApp('/public/user/address');
    await screen.findByRole('heading', { name: 'Moje adresy', level: 1 }, { timeout: 5000 });
    await user.click(within(screen.getByRole('navigation', { name: 'Język' })).getByRole('link', { name: 'English' }));
    await waitFor(() => expect(document.documentElement.lang).toBe('en-GB'));
    expect(calls.find((call) => call.path === '/public/api/user/update')?.body).toEqual({ ...SETTINGS, language: 'en' });
  }, 20_000);
});
