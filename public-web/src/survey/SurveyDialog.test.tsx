import { act, screen, waitFor, within } from '@testing-library/react';
import { cookieNames, recordCookieWrites } from '../../test/cookie-writes';
import { renderApp, type RenderAppOptions } from '../../test/render-app';
import { loadAreaNow } from '../i18n/area-texts';

const DAY = 24 * 3600;

/** The survey page loads its captcha widget after it renders. */
const captchaLoaded = () => waitFor(() => expect(screen.queryByText('Ładowanie weryfikacji…')).not.toBeInTheDocument());

describe('survey invitation dialog', () => {
  // The invitation's code loads after the page's (PublicLayout), its texts when it first opens: both loaded once here,
  // so every test's page has them at once.
  beforeAll(async () => {
    const view = renderApp('/public', { consent: 'all' });
    await act(async () => {
      await import('./SurveyDialog');
      await loadAreaNow('survey');
    });
    view.unmount();
  });

  let cookies: ReturnType<typeof recordCookieWrites>;
  beforeEach(() => {
    jest.useFakeTimers();
    cookies = recordCookieWrites();
  });
  afterEach(() => {
    cookies.restore();
    jest.useRealTimers();
  });

  const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));
  const survey = () => screen.queryByRole('dialog', { name: 'Ankieta' });
  const open = (path = '/public', options: RenderAppOptions = { consent: 'all' }) => {
    const view = renderApp(path, { ...options, advanceTimers: jest.advanceTimersByTime });
    cookies.clear();
    return view;
  };

  it('appears 60 s after the page loads, not earlier', () => {
    open();
    wait(59_999);
    expect(survey()).not.toBeInTheDocument();
    wait(1);
    expect(survey()).toBeInTheDocument();
    expect(survey()).toHaveAccessibleDescription(/trzy krótkie pytania/);
  });

  it.each(['filled', 'later', 'never'])('does not appear while the cookie poll=%s exists', (value) => {
    document.cookie = `poll=${value}; Path=/`;
    open();
    wait(10 * 60_000);
    expect(survey()).not.toBeInTheDocument();
  });

  it('appears at once when the cookie instantPoll exists, and removes it', () => {
    document.cookie = 'instantPoll=true; Path=/';
    open();
    expect(survey()).toBeInTheDocument();
    expect(cookieNames()).toEqual(['cookieConsent']);
  });

  it('appears at once on the next page when instantPoll is set during the visit (the report wizard closing)', async () => {
    const { user } = open();
    document.cookie = 'instantPoll=true; Path=/';
    await user.click(screen.getByRole('link', { name: 'FAQ' }));
    expect(await screen.findByRole('dialog', { name: 'Ankieta' })).toBeInTheDocument();
  });

  it('"Później" keeps it away for a day with poll=later', async () => {
    const { user } = open();
    wait(60_000);

    await user.click(within(survey()!).getByRole('button', { name: 'Później' }));

    expect(survey()).not.toBeInTheDocument();
    expect(cookies.writes).toEqual([`poll=later; Max-Age=${DAY}; Path=/; SameSite=Lax`]);
    wait(10 * 60_000);
    expect(survey()).not.toBeInTheDocument();
  });

  it('"Później" with "Nie pokazuj więcej" ticked keeps it away for 90 days with poll=never', async () => {
    const { user } = open();
    wait(60_000);

    await user.click(within(survey()!).getByRole('checkbox', { name: 'Nie pokazuj więcej' }));
    await user.click(within(survey()!).getByRole('button', { name: 'Później' }));

    expect(cookies.writes).toEqual([`poll=never; Max-Age=${90 * DAY}; Path=/; SameSite=Lax`]);
  });

  it('Esc counts as "Później"', async () => {
    const { user } = open();
    wait(60_000);

    await user.keyboard('{Escape}');

    expect(survey()).not.toBeInTheDocument();
    expect(cookies.writes).toEqual([`poll=later; Max-Age=${DAY}; Path=/; SameSite=Lax`]);
  });

  it('"Przejdź do ankiety" opens the survey page and sets no cookie', async () => {
    const { user } = open();
    wait(60_000);

    await user.click(within(survey()!).getByRole('button', { name: 'Przejdź do ankiety' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Ankieta' })).toBeInTheDocument();
    await captchaLoaded();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/public\/poll$/);
    expect(survey()).not.toBeInTheDocument();
    expect(cookies.writes).toEqual([]);
  });

  it('is not shown to a visitor already on the survey page', async () => {
    open('/public/poll');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ankieta' })).toBeInTheDocument();
    await captchaLoaded();
    wait(60_000);
    expect(survey()).not.toBeInTheDocument();
  });

  it('never appears with the "Tylko niezbędne" choice, even after a report', () => {
    document.cookie = 'instantPoll=true; Path=/';
    open('/public', { consent: 'necessary' });
    wait(10 * 60_000);
    expect(survey()).not.toBeInTheDocument();
  });

  it('waits for the cookie dialog: it counts 60 s from the "Akceptuję wszystkie" choice', async () => {
    const { user } = open('/public', { consent: null });
    wait(2 * 60_000);
    expect(survey()).not.toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Pliki cookies' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Akceptuję wszystkie' }));
    wait(59_999);
    expect(survey()).not.toBeInTheDocument();
    wait(1);
    expect(survey()).toBeInTheDocument();
  });

  it('waits while the login sidebar is open', async () => {
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    wait(200);
    expect(await screen.findByRole('dialog', { name: 'Zaloguj się' })).toBeInTheDocument();
    wait(60_000);
    expect(survey()).not.toBeInTheDocument();

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog', { name: 'Zaloguj się' })).not.toBeInTheDocument();
    expect(survey()).toBeInTheDocument();
  });
});
