import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import { seedCheckStep } from '../report-wizard/test-wizard-state';
import { WIZARD_STORAGE_KEY } from '../report-wizard/wizard-state';
import { answerCalls, type ExpectedAnswer, type ExpectedCall } from '../../test/api-answers';
import { renderApp } from '../../test/render-app';
import type { ReportRequest } from '../report-wizard/report-api';
import { ToastProvider } from '../toast/toast-context';
import { keepPendingReport, PENDING_REPORT_KEY, readPendingReports } from './pending-report';
import PendingReportCard from './PendingReportCard';

// The map page is another feature: here it is only a place to arrive at.
jest.mock('../map/MapPage', () => ({ __esModule: true, default: () => <p>map-page</p> }));
configure({ asyncUtilTimeout: 4000 });

/** A wizard at step 4 with a solved captcha. */
const atCheckStep = () => seedCheckStep({ detailsQuery: '?str=x', captcha: { token: 'first-solution', solvedAt: Date.now() } });
const REPORT = '/public/api/call-net/report';
const reportCall = (answer: ExpectedAnswer): ExpectedCall => ({ method: 'POST', path: REPORT, ...answer });

let online = true;
beforeEach(() => {
  online = true;
  jest.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});
const goOnline = () =>
  act(() => {
    online = true;
    window.dispatchEvent(new Event('online'));
  });
/** The ALTCHA widget of the kept report's card reports a solution (jsdom runs no proof of work). */
const solveCardCaptcha = async (payload: string) => {
  const card = await screen.findByRole('region', { name: 'Zgłoszenie awarii czeka na wysłanie' });
  await waitFor(() => expect(card.querySelector('altcha-widget:not([hidden])')).not.toBeNull());
  const widget = card.querySelector('altcha-widget')!;
  expect(widget).toHaveAttribute('auto', 'onload');
  expect(widget).toHaveAttribute('challenge', '/public/api/captcha/challenge?action=REPORT');
  act(() => void widget.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload } })));
};

/** A report kept by the signed-in person `userId` (as the wizard keeps it), announced to the page. */
const keepPendingReportAs = (userId: string) =>
  act(() => {
    window.localStorage.setItem('userId', userId);
    keepPendingReport(
      { street: 'ul. Hoża', residenceNumber: '21', city: 'Warszawa', reporter: 'Anna Nowak', recaptchaToken: 'x' } as unknown as ReportRequest,
      'key-of-seven',
      'ul. Hoża 21, Warszawa',
    );
  });

/** Sends from step 4 with the network down: the wizard's error page, the report kept. */
async function sendOffline() {
  online = false;
  const first = answerCalls([reportCall({ networkError: true })]);
  atCheckStep();
  const view = renderApp('/public/add-report/4');
  await view.user.click(await screen.findByRole('button', { name: 'Wyślij zgłoszenie' }));
  expect(await screen.findByRole('heading', { level: 1, name: /Wystąpił błąd/ })).toBeInTheDocument();
  return { ...view, key: first.calls[0].headers.get('Idempotency-Key')! };
}

describe('a report typed while the network is down (docs/offline.md)', () => {
  it('is kept on this device, and sent once with a fresh captcha and the same key when the connection returns', async () => {
    const { key } = await sendOffline();
    expect(screen.getByRole('heading', { name: 'Brak połączenia z internetem — zgłoszenie zapisane' })).toBeInTheDocument();
    expect(screen.getByText(/Zapisaliśmy zgłoszenie tylko w tej przeglądarce, na tym urządzeniu/)).toBeInTheDocument();
    expect(readPendingReports()).toEqual([expect.objectContaining({ idempotencyKey: key, address: 'ul. Marszałkowska 10, Warszawa' })]);
    expect(window.localStorage.getItem(PENDING_REPORT_KEY)).not.toContain('first-solution');
    const card = await screen.findByRole('region', { name: 'Zgłoszenie awarii czeka na wysłanie' });
    expect(within(card).getByRole('status')).toHaveTextContent('Brak połączenia z internetem. Wyślemy zgłoszenie automatycznie');
    expect(card.querySelector('altcha-widget')).toBeNull();

    // Back online: a fresh challenge, solved by the widget itself, then the report; one answer only is expected.
    const second = answerCalls([reportCall({ status: 201, body: { id: 41, status: 'CREATED' } })]);
    goOnline();
    await solveCardCaptcha('fresh-solution');
    expect(await screen.findByText('Wysłaliśmy zapisane zgłoszenie awarii: ul. Marszałkowska 10, Warszawa. Dziękujemy!')).toBeInTheDocument();
    expect(second.calls).toHaveLength(1);
    expect(second.calls[0].headers.get('Idempotency-Key')).toBe(key);
    expect(second.calls[0].body).toMatchObject({
      recaptchaToken: 'fresh-solution',
      reporter: 'Jan Kowalski',
      phoneNumber: '+48600100200',
      reportType: 'NO_VOLTAGE',
    });
    // Gone from the device, the wizard over (its personal data forgotten), the map shown.
    expect(window.localStorage.getItem(PENDING_REPORT_KEY)).toBeNull();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/public$/));
    expect(screen.queryByRole('region', { name: 'Zgłoszenie awarii czeka na wysłanie' })).toBeNull();
    expect(window.sessionStorage.getItem(WIZARD_STORAGE_KEY)).toBeNull();
    // Another 'online' sends nothing more (an extra call would be unexpected and fail the test).
    goOnline();
  });

  it('joins an account only when the person who kept it is the one signed in as it is sent (a shared device)', async () => {
    const signIn = (userId: string) =>
      ['token', 'userId', 'role'].forEach((key, i) => window.localStorage.setItem(key, [`token-${userId}`, userId, 'PUBLIC'][i]));
    signIn('7');
    await sendOffline();
    expect(readPendingReports()[0].userId).toBe('7');

    // Still the same person: the report goes with their session, as it would have online.
    let sent = answerCalls([reportCall({ status: 201, body: { id: 43, status: 'CREATED' } })]);
    goOnline();
    await solveCardCaptcha('fresh-solution');
    await screen.findByText(/Wysłaliśmy zapisane zgłoszenie awarii/);
    expect(sent.calls[0].headers.get('Authorization')).toBe('Bearer token-7');

    // Kept by person 7, sent while person 8 is signed in: without 8's token, so 8's account never holds 7's report.
    online = false;
    keepPendingReportAs('7');
    signIn('8');
    sent = answerCalls([reportCall({ status: 201, body: { id: 44, status: 'CREATED' } })]);
    goOnline();
    await solveCardCaptcha('another-solution');
    await waitFor(() => expect(sent.calls).toHaveLength(1));
    expect(sent.calls[0].headers.get('Authorization')).toBeNull();
  });

  it('two tabs online at once send it once: the second waits for the first (Web Locks) and finds it gone', async () => {
    // A LockManager as the browser's: requests of one name run one after the other.
    let held: Promise<unknown> = Promise.resolve();
    const request = jest.fn((_name: string, callback: () => Promise<unknown>) => {
      const run = held.then(callback);
      held = run.catch(() => undefined);
      return run;
    });
    Object.defineProperty(navigator, 'locks', { configurable: true, value: { request } });
    try {
      await sendOffline();
      // The second tab: the same storage, its own card.
      render(
        <ToastProvider>
          <PendingReportCard />
        </ToastProvider>,
      );
      const sent = answerCalls([reportCall({ status: 201, body: { id: 45, status: 'CREATED' } })]);
      goOnline();
      const cards = await screen.findAllByRole('region', { name: 'Zgłoszenie awarii czeka na wysłanie' });
      expect(cards).toHaveLength(2);
      await waitFor(() => cards.forEach((card) => expect(card.querySelector('altcha-widget:not([hidden])')).not.toBeNull()));
      // Both solve their captcha in the same moment.
      act(() =>
        cards.forEach(
          (card, i) =>
            void card
              .querySelector('altcha-widget')!
              .dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload: `solution-${i}` } })),
        ),
      );
      expect(await screen.findByText(/Wysłaliśmy zapisane zgłoszenie awarii/)).toBeInTheDocument();
      await act(() => held);
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(sent.calls).toHaveLength(1);
      expect(request.mock.calls.map(([name]) => name)).toEqual(['portal-pending-report', 'portal-pending-report']);
    } finally {
      delete (navigator as { locks?: unknown }).locks;
    }
  });

  it('stays kept when the server does not answer, and says it will try again', async () => {
    await sendOffline();
    answerCalls([reportCall({ status: 503, body: { statusCode: 503, message: 'Usługa chwilowo niedostępna.' } })]);
    goOnline();
    await solveCardCaptcha('fresh-solution');
    const card = screen.getByRole('region', { name: 'Zgłoszenie awarii czeka na wysłanie' });
    await waitFor(() => expect(within(card).getByRole('status')).toHaveTextContent('Serwer nie odpowiada. Spróbujemy ponownie za chwilę.'));
    expect(readPendingReports()).toHaveLength(1);
  });

  it('is dropped with the reason when the portal refuses it, and the person is told to call', async () => {
    await sendOffline();
    answerCalls([reportCall({ status: 403, body: { statusCode: 403, message: 'Zbyt wiele zgłoszeń w krótkim czasie.' } })]);
    goOnline();
    await solveCardCaptcha('fresh-solution');
    expect(
      await screen.findByText(
        /Portal nie przyjął zapisanego zgłoszenia \(ul\. Marszałkowska 10, Warszawa\): Zbyt wiele zgłoszeń w krótkim czasie\. .*22 821 31 31/,
      ),
    ).toBeInTheDocument();
    expect(readPendingReports()).toEqual([]);
  });

  it('asks for a new captcha when the server refuses the solution', async () => {
    await sendOffline();
    const calls = answerCalls([
      reportCall({
        status: 403,
        body: { statusCode: 403, message: 'Weryfikacja captcha nie powiodła się. Spróbuj ponownie.', errors: { recaptchaToken: 'x' } },
      }),
    ]);
    goOnline();
    await solveCardCaptcha('stale-solution');
    await waitFor(() => expect(calls.calls).toHaveLength(1));
    answerCalls([reportCall({ status: 201, body: { id: 42, status: 'CREATED' } })]);
    await solveCardCaptcha('new-solution');
    expect(await screen.findByText(/Wysłaliśmy zapisane zgłoszenie awarii/)).toBeInTheDocument();
  });

  it('can be removed by the person; one older than a day is dropped with a word why', async () => {
    const { user } = await sendOffline();
    await user.click(screen.getByRole('button', { name: 'Usuń zapisane zgłoszenie' }));
    expect(await screen.findByText('Usunięto zapisane zgłoszenie.')).toBeInTheDocument();
    expect(window.localStorage.getItem(PENDING_REPORT_KEY)).toBeNull();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/public$/));

    window.localStorage.setItem(
      PENDING_REPORT_KEY,
      JSON.stringify([{ body: {}, idempotencyKey: 'old-key-1', savedAt: Date.now() - 25 * 3600_000, address: 'ul. Hoża 21, Warszawa' }]),
    );
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: PENDING_REPORT_KEY })));
    expect(
      await screen.findByText(
        'Zapisane zgłoszenie (ul. Hoża 21, Warszawa) nie zostało wysłane: minęła ponad doba. Jeśli nadal nie masz prądu, zgłoś awarię ponownie.',
      ),
    ).toBeInTheDocument();
    expect(window.localStorage.getItem(PENDING_REPORT_KEY)).toBeNull();
  });
});
