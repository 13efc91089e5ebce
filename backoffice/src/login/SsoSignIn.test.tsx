import { screen, waitFor } from '@testing-library/react';
import { apiError, answerRequests } from '@portal/api-client/testing';
import { plannedListRoutes } from '../../test/plannedOutages';
import { ADMIN_LOGIN, renderStaffAdmin } from '../../test/renderStaffAdmin';

const OFFERED = { enabled: true, providerName: 'Konto Operatora', passwordSignIn: true };

describe('staff sign-in through the operator’s provider', () => {
  it('offers „Zaloguj przez …” beside the password form when single sign-on is configured', async () => {
    answerRequests({ 'GET /api/sso/options': { body: OFFERED } });
    renderStaffAdmin('/login');

    expect(await screen.findByRole('link', { name: 'Zaloguj przez Konto Operatora' })).toHaveAttribute('href', '/api/sso/login');
    expect(screen.getByLabelText(/Login \(e-mail\)/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zaloguj' })).toBeInTheDocument();
  });

  it('offers the provider alone when staff passwords are switched off', async () => {
    answerRequests({ 'GET /api/sso/options': { body: { ...OFFERED, passwordSignIn: false } } });
    renderStaffAdmin('/login');

    expect(await screen.findByRole('link', { name: 'Zaloguj przez Konto Operatora' })).toBeInTheDocument();
    expect(screen.getByText('Pracownicy logują się kontem u dostawcy tożsamości operatora.')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Login \(e-mail\)/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Zaloguj' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Nie pamiętasz hasła?' })).not.toBeInTheDocument();
  });

  it('shows the password form alone when single sign-on is not configured', async () => {
    const api = answerRequests({ 'GET /api/sso/options': { body: { enabled: false, providerName: null, passwordSignIn: true } } });
    renderStaffAdmin('/login');

    await waitFor(() => expect(api.callsTo('GET /api/sso/options')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Zaloguj' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Zaloguj przez/ })).not.toBeInTheDocument();
  });

  it('back from the provider, collects the session and takes the person to the role’s landing page', async () => {
    const api = answerRequests({
      'GET /api/sso/options': { body: OFFERED },
      'POST /api/sso/session': { body: { ...ADMIN_LOGIN, token: 'sso-token', userId: 9, role: 'DISPATCHER', fullName: 'Damian Dyspozytor' } },
      ...plannedListRoutes(),
    });
    const { currentPath } = renderStaffAdmin('/login?sso=1');

    await waitFor(() => expect(currentPath()).toBe('/master/planned-my'));
    expect(api.callsTo('POST /api/sso/session')).toHaveLength(1);
    expect(window.localStorage.getItem('token')).toBe('sso-token');
    expect(window.localStorage.getItem('role')).toBe('DISPATCHER');
  });

  it('says so when the session cannot be collected, and stays on the sign-in page', async () => {
    answerRequests({ 'GET /api/sso/options': { body: OFFERED }, 'POST /api/sso/session': apiError(401, 'Logowanie wygasło. Zaloguj się ponownie.') });
    const { currentPath } = renderStaffAdmin('/login?sso=1');

    expect(await screen.findByText('Logowanie przez dostawcę tożsamości wygasło albo się nie udało. Spróbuj ponownie.')).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
    expect(window.localStorage.getItem('token')).toBeNull();
  });
});
