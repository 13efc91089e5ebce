import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadPage } from '../auth/fullPageNavigation';
import { apiError, answerRequests } from '@portal/api-client/testing';
import { plannedListRoutes } from '../../test/plannedOutages';
import { ADMIN_LOGIN, renderStaffAdmin } from '../../test/renderStaffAdmin';

jest.mock('../auth/fullPageNavigation', () => ({ loadPage: jest.fn() }));

async function submitLogin(login = 'admin@demo.local', password = 'Demo#2026') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/Login \(e-mail\)/), login);
  await user.type(screen.getByLabelText(/Hasło/), password);
  await user.click(screen.getByRole('button', { name: 'Zaloguj' }));
}

describe('staff login page', () => {
  it('shows the required-field messages and sends nothing when the form is empty', async () => {
    const api = answerRequests({});
    renderStaffAdmin('/login');

    await userEvent.click(await screen.findByRole('button', { name: 'Zaloguj' }));

    expect(await screen.findAllByText('Pole obowiązkowe')).toHaveLength(2);
    expect(api.calls).toEqual([]);
  });

  it('refuses a login that is not an e-mail address', async () => {
    const api = answerRequests({});
    renderStaffAdmin('/login');

    await submitLogin('admin', 'whatever');

    expect(await screen.findByText('Wpisz poprawny email')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it("shows 'Niepoprawne dane logowania' when the server answers 401", async () => {
    answerRequests({ 'POST /api/login': apiError(401, 'Niepoprawne dane logowania') });
    renderStaffAdmin('/login');

    await submitLogin();

    expect(await screen.findByText('Niepoprawne dane logowania')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zaloguj' })).toBeEnabled();
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('shows the server’s message on 429 (too many tries or a busy server) and keeps the form usable', async () => {
    const busy = 'Serwer jest chwilowo przeciążony logowaniem. Spróbuj ponownie za chwilę.';
    answerRequests({ 'POST /api/login': apiError(429, busy) });
    renderStaffAdmin('/login');

    await submitLogin();

    expect(await screen.findByText(busy)).toBeInTheDocument();
    expect(screen.queryByText('Niepoprawne dane logowania')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zaloguj' })).toBeEnabled();
  });

  it('enters the blocked state on 503: message, toast and a disabled form', async () => {
    answerRequests({ 'POST /api/login': apiError(503, 'Zablokowane') });
    renderStaffAdmin('/login');

    await submitLogin();

    const blocked = 'Zbyt dużo prób logowania, konto zostało tymczasowo zablokowane.';
    await waitFor(() => expect(screen.getAllByText(blocked)).toHaveLength(2)); // alert on the page + toast
    expect(screen.getByRole('button', { name: 'Zaloguj' })).toBeDisabled();
    expect(screen.getByLabelText(/Login \(e-mail\)/)).toBeDisabled();
    expect(screen.getByLabelText(/Hasło/)).toBeDisabled();
    expect(screen.queryByText('Niepoprawne dane logowania')).not.toBeInTheDocument();
  });

  it('stores the login answer and takes a dispatcher to /master/planned-my', async () => {
    const api = answerRequests({
      'POST /api/login': {
        body: { ...ADMIN_LOGIN, token: 't-1', userId: 4, role: 'DISPATCHER', fullName: 'Piotr Wiśniewski', area: 2 },
      },
      ...plannedListRoutes(),
    });
    const { currentPath } = renderStaffAdmin('/login');

    await submitLogin('dyspozytor@demo.local', 'Demo#2026');

    // The list's title is in the app bar, like the users list's.
    expect((await screen.findAllByRole('heading', { name: 'Planowane wyłączenia - panel mistrza' })).length).toBeGreaterThan(0);
    expect(currentPath()).toBe('/master/planned-my');
    expect(api.callsTo('POST /api/login')[0].body).toEqual({ login: 'dyspozytor@demo.local', password: 'Demo#2026' });
    expect(api.callsTo('POST /api/is-token-valid')[0].authorization).toBe('Bearer t-1');
    expect(
      Object.fromEntries(['token', 'userId', 'role', 'fullName', 'area', 'email', 'phone', 'language'].map((key) => [key, window.localStorage.getItem(key)])),
    ).toEqual({
      token: 't-1',
      userId: '4',
      role: 'DISPATCHER',
      fullName: 'Piotr Wiśniewski',
      area: '2',
      email: 'admin@demo.local',
      phone: '501234567',
      language: 'pl',
    });
  });

  it('sends a portal (PUBLIC) account to the public site with a page load', async () => {
    answerRequests({ 'POST /api/login': { body: { ...ADMIN_LOGIN, role: 'PUBLIC' } } });
    renderStaffAdmin('/login');

    await submitLogin('mieszkaniec@demo.local');

    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/public'));
  });

  it('links to the public password reminder and tells how accounts are made', async () => {
    answerRequests({});
    renderStaffAdmin('/login');

    expect(await screen.findByRole('link', { name: 'Nie pamiętasz hasła?' })).toHaveAttribute('href', '/public/remind');
    expect(screen.getByText(/Konta pracowników zakłada administrator/)).toBeInTheDocument();
  });
});
