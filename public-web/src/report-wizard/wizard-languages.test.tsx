import { act, configure, screen, waitFor } from '@testing-library/react';
import type { Language } from '@portal/domain';
import { answerCalls } from '../../test/api-answers';
import { renderApp } from '../../test/render-app';
import { activateLanguage } from '../i18n/i18n';
import { keepPendingReport } from '../offline/pending-report';
import type { ReportRequest } from './report-api';
import { seedCheckStep, seedWizard, TEST_DETAILS } from './test-wizard-state';

// The report wizard, the card of a report kept offline and the follow-up link pages in Ukrainian and English
// (docs/i18n.md): every screen in the language, no Polish sentence but the staff's text and the addresses, marked
// lang="pl-PL".

jest.mock('./LocationMap', () => ({ __esModule: true, default: () => <p>test-map</p> }));
jest.mock('../map/MapPage', () => ({ __esModule: true, default: () => <p>map-page</p> }));

configure({ asyncUtilTimeout: 4000 });

/** Letters only Polish uses of the Latin ones: a Ukrainian or English sentence never has them. */
const POLISH_LETTERS = /[ąćęłńóśźżĄĆĘŁŃÓŚŹŻ]/;

/** The texts of the page in Polish, less what is marked lang="pl-PL" (staff text, addresses) and the language switch. */
function polishTexts(): string[] {
  const found: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent!.trim();
    if (text && POLISH_LETTERS.test(text) && !node.parentElement!.closest('[lang="pl-PL"], .language-switch')) found.push(text);
  }
  for (const el of document.body.querySelectorAll('[aria-label], [placeholder], [title]')) {
    for (const name of ['aria-label', 'title']) {
      const value = el.getAttribute(name);
      if (value && POLISH_LETTERS.test(value)) found.push(`${name}="${value}"`);
    }
  }
  return found;
}

const STEP2_QUERY = new URLSearchParams({
  str: 'ul. Marszałkowska',
  num: '10',
  post: '00-590',
  city: 'Warszawa',
  district: 'Śródmieście',
  outageInArea: 'false',
  isPlanned: 'false',
  inExtensiveArea: 'false',
  extensiveAreaDescription: '',
}).toString();

const EXPECTED = {
  uk: {
    tag: 'uk-UA',
    step1: 'Де немає світла?',
    stepOf: 'Крок 1 з 5',
    search: 'Адреса (вулиця і номер будинку)',
    confirm: 'Підтвердити місце',
    step2: 'Ваші дані',
    street: 'Вулиця',
    required: 'Обов’язкове поле',
    postcode: 'Поштовий індекс',
    badPostcode: 'Введіть правильний поштовий індекс',
    missing: 'Щоб перейти далі, заповніть:',
    captcha: 'Підтвердьте, що ви не робот',
    next: 'Далі',
    step3: 'Опишіть проблему',
    none: 'Повна відсутність живлення',
    step4: 'Перевірте, перш ніж надіслати',
    flat: 'У квартирі (багатоквартирний будинок)',
    neighbours: 'Чи є світло в сусідів і в спільних приміщеннях будинку (під’їзд, підвал)?',
    note: /дошці оголошень у під’їзді/,
    missingAnswer: 'Щоб надіслати, дайте відповідь на запитання:',
    send: 'Надіслати повідомлення',
    thanks: 'Дякуємо! Ми займемося вашим повідомленням.',
    known: 'Ми вже знаємо про це відключення',
    causeWritten: 'Причина (польською)',
    reports: '3 (разом із вашим)',
    followUp: 'Повідомте мені, коли світло повернеться',
    start: '22.11.2026, 08:00',
    error: 'Сталася помилка',
    errorText: 'Не вдалося надіслати повідомлення',
    stillOff: 'Світло вже є?',
    stillOffConfirm: 'Світла досі немає',
    stop: 'Відмова від сповіщення про відновлення живлення',
    pending: 'Повідомлення про аварію чекає на надсилання',
    pendingOffline: /Немає з’єднання з інтернетом/,
  },
  en: {
    tag: 'en-GB',
    step1: 'Where is there no power?',
    stepOf: 'Step 1 of 5',
    search: 'Address (street and house number)',
    confirm: 'Confirm the place',
    step2: 'Your details',
    street: 'Street',
    required: 'This field is required',
    postcode: 'Postcode',
    badPostcode: 'Enter a valid postcode',
    missing: 'To go on, fill in:',
    captcha: 'Confirm that you are not a robot',
    next: 'Next',
    step3: 'Describe the problem',
    none: 'Complete loss of power',
    step4: 'Check before you send',
    flat: 'In a flat (a block of flats)',
    neighbours: 'Do your neighbours and the shared parts of the building (staircase, basement) have power?',
    note: /notice board on the staircase/,
    missingAnswer: 'To send, answer the question:',
    send: 'Send the report',
    thanks: 'Thank you! We will deal with your report.',
    known: 'We already know about this outage',
    causeWritten: 'Cause (in Polish)',
    reports: '3 (including yours)',
    followUp: 'Tell me when the power is back',
    start: '22/11/2026, 08:00',
    error: 'Something went wrong',
    errorText: 'The report could not be sent',
    stillOff: 'Is your power back?',
    stillOffConfirm: 'I still have no power',
    stop: 'Stop the power-back alert',
    pending: 'A failure report is waiting to be sent',
    pendingOffline: /No internet connection/,
  },
} satisfies Record<Exclude<Language, 'pl'>, Record<string, string | RegExp>>;

afterEach(async () => {
  await activateLanguage('pl');
});

describe.each(['uk', 'en'] as const)('the report wizard in %s', (language) => {
  const x = EXPECTED[language];
  beforeEach(async () => {
    await activateLanguage(language);
  });

  it('step 1: the heading, the step count, the search and the button', async () => {
    answerCalls();
    renderApp('/public/add-report/1');
    expect(await screen.findByRole('heading', { level: 1, name: x.step1 })).toBeInTheDocument();
    expect(screen.getByText(x.stepOf, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: x.search })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: x.confirm })).toBeDisabled();
    expect(polishTexts()).toEqual([]);
  });

  it('step 2: the labels, the validation messages, what is missing and the captcha', async () => {
    const { user } = renderApp(`/public/add-report/2?${STEP2_QUERY}`);
    expect(await screen.findByRole('heading', { level: 1, name: x.step2 })).toBeInTheDocument();
    const street = screen.getByLabelText(x.street);
    expect(street).toHaveValue('ul. Marszałkowska');
    await user.clear(street);
    await user.tab();
    expect(await screen.findByText(x.required)).toBeInTheDocument();
    const postcode = screen.getByLabelText(x.postcode);
    await user.clear(postcode);
    await user.type(postcode, '0059');
    await user.tab();
    expect(await screen.findByText(x.badPostcode)).toBeInTheDocument();
    expect(screen.getByText(x.missing)).toBeInTheDocument();
    expect(screen.getByText(x.missing).nextElementSibling).toHaveTextContent(x.street);
    expect(screen.getByRole('group', { name: x.captcha })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: x.next })).toBeDisabled();
    expect(polishTexts()).toEqual([]);
  });

  it('steps 3 and 4: the choices, the questions, the note and what is still to answer', async () => {
    seedCheckStep({ check: { building: 'FLAT' } });
    const { user } = renderApp('/public/add-report/3');
    expect(await screen.findByRole('heading', { level: 1, name: x.step3 })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: new RegExp(x.none) })).toBeChecked();
    expect(polishTexts()).toEqual([]);

    await user.click(screen.getByRole('button', { name: x.next }));
    expect(await screen.findByRole('heading', { level: 1, name: x.step4 })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: x.flat })).toBeChecked();
    expect(screen.getByText(x.missingAnswer, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: x.send })).toBeDisabled();
    for (const box of screen.getAllByRole('checkbox')) await user.click(box);
    await user.click(screen.getByRole('group', { name: x.neighbours }).querySelectorAll('input')[1]);
    expect(screen.getByRole('note')).toHaveTextContent(x.note);
    expect(screen.getByRole('button', { name: x.send })).toBeEnabled();
    expect(polishTexts()).toEqual([]);
  });

  it('step 5: the thanks and what is known, the staff’s cause as written and marked Polish, the follow-up form', async () => {
    seedWizard({
      result: {
        outcome: 'CREATED',
        message: null,
        position: { lng: 21.0196, lat: 52.2142 },
        address: 'ul. Marszałkowska 10, Warszawa',
        knownOutage: { kind: 'FAILURE', start: '2026-11-22T07:00:00Z', end: null, cause: 'Uszkodzenie kabla', description: null, reportsCount: 3 },
        followUp: { reportId: 5, token: 'tok' },
      },
    } as never);
    renderApp('/public/add-report/5');
    expect(await screen.findByRole('heading', { level: 1, name: x.thanks })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: x.known })).toBeInTheDocument();
    expect(screen.getByText(x.causeWritten)).toBeInTheDocument();
    expect(screen.getByText('Uszkodzenie kabla')).toHaveAttribute('lang', 'pl-PL');
    expect(screen.getByText(x.reports)).toBeInTheDocument();
    expect(screen.getByText(x.start)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: x.followUp })).toBeInTheDocument();
    expect(polishTexts()).toEqual([]);
  });

  it('the error page', async () => {
    seedCheckStep({ submission: { idempotencyKey: 'key-1', body: {} } } as never);
    renderApp('/public/add-report/error');
    expect(await screen.findByRole('heading', { level: 1, name: new RegExp(x.error) })).toBeInTheDocument();
    expect(screen.getByText(x.errorText)).toBeInTheDocument();
    expect(polishTexts()).toEqual([]);
  });

  it('the "Nadal nie mam prądu" page of a watcher’s link', async () => {
    const fake = answerCalls([
      { method: 'POST', path: '/public/api/restoration-check/17/still-off', status: 403, body: { statusCode: 403, message: 'refused-in-page-language' } },
    ]);
    const { user } = renderApp('/public/prad/17/AbCdEfGhIjKlMnOpQrStUv');
    expect(await screen.findByRole('heading', { level: 1, name: x.stillOff })).toBeInTheDocument();
    expect(polishTexts()).toEqual([]);
    await user.click(screen.getByRole('button', { name: x.stillOffConfirm }));
    expect(await screen.findByRole('alert')).toHaveTextContent('refused-in-page-language');
    // The server is asked for its refusal in the page's language, whatever the browser's own.
    expect(fake.calls.find((c) => c.path.endsWith('/still-off'))?.headers.get('Accept-Language')).toBe(x.tag);
  });

  it('the stop page of a reporter’s follow-up', async () => {
    answerCalls();
    renderApp('/public/report-followup/stop?report=5&token=tok');
    expect(await screen.findByRole('heading', { level: 1, name: x.stop })).toBeInTheDocument();
    expect(polishTexts()).toEqual([]);
  });

  it('the card of a report kept offline', async () => {
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    answerCalls();
    await act(async () => {
      keepPendingReport({ ...TEST_DETAILS, recaptchaToken: 'x' } as unknown as ReportRequest, 'key-2', 'ul. Hoża 21, Warszawa');
    });
    renderApp('/public');
    expect(await screen.findByRole('heading', { level: 2, name: x.pending })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(x.pendingOffline));
  });
});
