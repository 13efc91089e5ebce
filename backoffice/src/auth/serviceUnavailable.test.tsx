import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, answerRequests } from '@portal/api-client/testing';
import { plannedListRoutes } from '../../test/plannedOutages';
import { renderStaffAdmin, signInAs } from '../../test/renderStaffAdmin';

jest.mock('./fullPageNavigation', () => ({ loadPage: jest.fn() }));

// The server's 503 when it cannot reach its database.
const UNAVAILABLE = 'Usługa chwilowo niedostępna. Spróbuj ponownie za chwilę.';

describe('while the server cannot reach its database (503)', () => {
  it('keeps the session, says the service is temporarily unavailable, and carries on after a retry', async () => {
    signInAs({ role: 'DISPATCHER' });
    let databaseUp = false;
    const list = plannedListRoutes();
    answerRequests({
      ...list,
      'POST /api/is-token-valid': () => (databaseUp ? { body: { valid: true } } : apiError(503, UNAVAILABLE)),
    });
    const { currentPath } = renderStaffAdmin('/master/planned-my');

    expect(await screen.findByText(UNAVAILABLE)).toBeInTheDocument();
    expect(currentPath()).toBe('/master/planned-my');
    expect(window.localStorage.getItem('token')).not.toBeNull();

    databaseUp = true;
    await userEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect((await screen.findAllByRole('heading', { name: 'Planowane wyłączenia - panel mistrza' })).length).toBeGreaterThan(0);
  });

  it('does not put the staff login into the lockout state: it says so and the form stays usable', async () => {
    answerRequests({ 'POST /api/login': apiError(503, UNAVAILABLE) });
    renderStaffAdmin('/login');
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText(/Login \(e-mail\)/), 'admin@demo.local');
    await user.type(screen.getByLabelText(/Hasło/), 'Demo#2026');
    await user.click(screen.getByRole('button', { name: 'Zaloguj' }));

    expect(await screen.findByText(UNAVAILABLE)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Zaloguj' })).toBeEnabled());
    expect(screen.getByLabelText(/Login \(e-mail\)/)).toBeEnabled();
    expect(screen.queryByText('Zbyt dużo prób logowania, konto zostało tymczasowo zablokowane.')).not.toBeInTheDocument();
  });
});
