import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { answerCalls } from '../../test/api-answers';
import { recordCookieWrites } from '../../test/cookie-writes';
import { renderApp, type RenderAppOptions } from '../../test/render-app';

const YEAR = 365 * 24 * 3600;

async function openPoll(options: RenderAppOptions = {}) {
  const view = renderApp('/public/poll', options);
  await screen.findByRole('heading', { level: 1, name: 'Ankieta' });
  const widget = view.container.querySelector('altcha-widget') as HTMLElement;
  await waitFor(() => expect(widget).not.toHaveAttribute('hidden'));
  // The widget reports its state; jsdom cannot run it, so the test plays its part.
  const captcha = (state: string, payload?: string) =>
    act(() => {
      widget.dispatchEvent(new CustomEvent('statechange', { detail: { state, payload } }));
    });
  const submit = () => screen.getByRole('button', { name: 'Prześlij odpowiedź' });
  return { ...view, widget, captcha, submit };
}

type Poll = Awaited<ReturnType<typeof openPoll>>;

// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- it widens the default so a test may pass null
async function fillIn({ user }: Poll, { purposes = ['Zgłoszenie awarii'], goal = 'Tak' as string | null, remark = '' } = {}) {
  for (const name of purposes) await user.click(screen.getByRole('checkbox', { name }));
  if (goal) await user.click(screen.getByRole('radio', { name: goal }));
  if (remark) await user.type(screen.getByLabelText('3. Twoje uwagi (nieobowiązkowe)'), remark);
}

describe('survey page', () => {
  it('asks the three questions and loads the captcha for the POLL action', async () => {
    const { widget } = await openPoll();

    expect(screen.getByRole('group', { name: '1. W jakim celu odwiedziłeś dziś portal?' })).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox').map((c) => c.getAttribute('name'))).toEqual(['reportFailureTarget', 'failureCheckTarget', 'plannedCheckTarget']);
    expect(screen.getByRole('group', { name: '2. Czy udało Ci się osiągnąć cel wizyty?' })).toBeInTheDocument();
    expect(screen.getByLabelText('3. Twoje uwagi (nieobowiązkowe)')).toHaveAttribute('maxLength', '500');
    expect(widget).toHaveAttribute('challenge', '/public/api/captcha/challenge?action=POLL');
    expect(document.title).toBe('Ankieta – Portal awarii i wyłączeń');
  });

  it.each([
    { purposes: [], goal: null, captcha: false, enabled: false },
    { purposes: ['Zgłoszenie awarii'], goal: null, captcha: true, enabled: false },
    { purposes: [], goal: 'Tak', captcha: true, enabled: false },
    { purposes: ['Sprawdzenie bieżących awarii'], goal: 'Nie', captcha: false, enabled: false },
    { purposes: ['Sprawdzenie planowanych wyłączeń'], goal: 'Tak', captcha: true, enabled: true },
    { purposes: ['Zgłoszenie awarii', 'Sprawdzenie bieżących awarii', 'Sprawdzenie planowanych wyłączeń'], goal: 'Nie', captcha: true, enabled: true },
  ])('purposes $purposes, goal $goal, captcha solved $captcha: sending enabled $enabled', async ({ purposes, goal, captcha, enabled }) => {
    const poll = await openPoll();
    await fillIn(poll, { purposes, goal });
    if (captcha) poll.captcha('verified', 'solution');

    if (enabled) expect(poll.submit()).toBeEnabled();
    else expect(poll.submit()).toBeDisabled();
  });

  it('says what is missing, next to the disabled button', async () => {
    const poll = await openPoll();
    expect(poll.submit()).toHaveAccessibleDescription(
      'Aby przesłać odpowiedź: Wybierz co najmniej jeden cel wizyty Wybierz jedną odpowiedź: tak albo nie Potwierdź, że nie jesteś robotem',
    );
    await fillIn(poll);
    expect(poll.submit()).toHaveAccessibleDescription('Aby przesłać odpowiedź: Potwierdź, że nie jesteś robotem');
  });

  it('takes one answer to question 2: "Tak" and "Nie" exclude each other', async () => {
    const poll = await openPoll();
    await poll.user.click(screen.getByRole('radio', { name: 'Tak' }));
    await poll.user.click(screen.getByRole('radio', { name: 'Nie' }));
    expect(screen.getByRole('radio', { name: 'Tak' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Nie' })).toBeChecked();
  });

  it('disables sending again when the captcha solution expires', async () => {
    const poll = await openPoll();
    await fillIn(poll);
    poll.captcha('verified', 'solution');
    expect(poll.submit()).toBeEnabled();
    poll.captcha('expired');
    expect(poll.submit()).toBeDisabled();
  });

  it('does not send on Enter', async () => {
    const poll = await openPoll();
    await fillIn(poll, { remark: 'Pierwsza linia{Enter}druga linia' });
    poll.captcha('verified', 'solution');

    const checkbox = screen.getByRole('checkbox', { name: 'Zgłoszenie awarii' });
    checkbox.focus();
    await poll.user.keyboard('{Enter}');
    const keyDown = fireEvent.keyDown(screen.getByRole('radio', { name: 'Tak' }), { key: 'Enter' });

    expect(keyDown).toBe(false); // default prevented
    // The fake backend refuses any call not declared: a send would fail the test.
    expect(screen.getByLabelText('3. Twoje uwagi (nieobowiązkowe)')).toHaveValue('Pierwsza linia\ndruga linia');
    expect(screen.queryByRole('region', { name: 'Powiadomienia' })).toBeEmptyDOMElement();
  });

  it('counts the remark characters', async () => {
    const poll = await openPoll();
    await fillIn(poll, { remark: 'Dobra mapa' });
    expect(screen.getByLabelText('3. Twoje uwagi (nieobowiązkowe)')).toHaveAccessibleDescription('10 z 500 znaków');
  });

  describe('sending', () => {
    let cookies: ReturnType<typeof recordCookieWrites>;
    beforeEach(() => {
      cookies = recordCookieWrites();
    });
    afterEach(() => {
      cookies.restore();
      jest.useRealTimers();
    });

    it('sends the answers, remembers the survey is filled for a year, thanks, clears and goes to the map after 1.8 s', async () => {
      jest.useFakeTimers();
      const { calls } = answerCalls([{ method: 'POST', path: '/public/api/poll/add', status: 204 }]);
      const poll = await openPoll({ consent: 'all', advanceTimers: jest.advanceTimersByTime });
      cookies.clear();
      await fillIn(poll, { purposes: ['Zgłoszenie awarii', 'Sprawdzenie planowanych wyłączeń'], goal: 'Nie', remark: '  Brak mojej ulicy.  ' });
      poll.captcha('verified', 'the-solution');

      await poll.user.click(poll.submit());

      expect(await screen.findByText('Dziękujemy za Twoją odpowiedź!')).toBeInTheDocument();
      expect(calls[0].body).toEqual({
        reportFailureTarget: true,
        failureCheckTarget: false,
        plannedCheckTarget: true,
        targetAchieved: false,
        targetNotAchieved: true,
        additionalRemarks: 'Brak mojej ulicy.',
        recaptchaToken: 'the-solution',
      });
      expect(cookies.writes).toEqual([`poll=filled; Max-Age=${YEAR}; Path=/; SameSite=Lax`]);
      expect(screen.getAllByRole('checkbox').filter((c) => (c as HTMLInputElement).checked)).toEqual([]);
      expect(screen.getByRole('radio', { name: 'Nie' })).not.toBeChecked();
      expect(screen.getByLabelText('3. Twoje uwagi (nieobowiązkowe)')).toHaveValue('');
      expect(poll.submit()).toBeDisabled();
      expect(poll.submit()).not.toHaveAccessibleDescription();

      act(() => jest.advanceTimersByTime(1799));
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/public\/poll$/);
      act(() => jest.advanceTimersByTime(1));
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/public$/);
      // The thank-you toast lasts 2.5 s (spec §9).
      act(() => jest.advanceTimersByTime(699));
      expect(screen.getByText('Dziękujemy za Twoją odpowiedź!')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.queryByText('Dziękujemy za Twoją odpowiedź!')).not.toBeInTheDocument();
    });

    it('sends no remark when none is written and sets no cookie without the "all" choice', async () => {
      const { calls } = answerCalls([{ method: 'POST', path: '/public/api/poll/add', status: 204 }]);
      const poll = await openPoll({ consent: 'necessary' });
      cookies.clear();
      await fillIn(poll);
      poll.captcha('verified', 'the-solution');

      await poll.user.click(poll.submit());

      expect(await screen.findByText('Dziękujemy za Twoją odpowiedź!')).toBeInTheDocument();
      expect(calls[0].body).toMatchObject({ additionalRemarks: null, targetAchieved: true, targetNotAchieved: false });
      expect(cookies.writes).toEqual([]);
    });

    it.each([
      ['a refusal', { status: 400, body: { statusCode: 400, message: 'Weryfikacja captcha nie powiodła się.' } }],
      ['no answer', { networkError: true }],
    ])('after %s shows "Wystąpił nieoczekiwany błąd", keeps the answers and asks for the captcha again', async (_name, answer) => {
      answerCalls([{ method: 'POST', path: '/public/api/poll/add', ...answer }]);
      const poll = await openPoll({ consent: 'all' });
      cookies.clear();
      await fillIn(poll);
      poll.captcha('verified', 'the-solution');

      await poll.user.click(poll.submit());

      const toast = (await screen.findByText('Wystąpił nieoczekiwany błąd')).closest('[data-testid="toast"]') as HTMLElement;
      expect(toast).toHaveClass('toast--error');
      expect(
        within(screen.getByRole('group', { name: '1. W jakim celu odwiedziłeś dziś portal?' })).getByRole('checkbox', { name: 'Zgłoszenie awarii' }),
      ).toBeChecked();
      expect(poll.submit()).toBeDisabled();
      expect(poll.submit()).toHaveAccessibleDescription('Aby przesłać odpowiedź: Potwierdź, że nie jesteś robotem');
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/public\/poll$/);
      expect(cookies.writes).toEqual([]);
    });
  });
});
