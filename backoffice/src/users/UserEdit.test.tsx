import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, answerRequests, type Route } from '@portal/api-client/testing';
import { renderStaffAdmin, ROLES_ANSWER, signInAs } from '../../test/renderStaffAdmin';

const PIOTR = { id: 2, systemRole: 'DISPATCHER', area: 3, fullName: 'Piotr Wiśniewski', email: 'dyspozytor@demo.local', phone: '502345678', deleted: false };

const NO_SECOND_FACTOR = { body: { enrolled: false, enrolledAt: null, required: false, exempt: false, recoveryCodesLeft: 0 } };

function editApi(edit: Route, secondFactor: Record<string, Route> = { 'GET /api/user/second-factor/2': NO_SECOND_FACTOR }) {
  return answerRequests({
    ...secondFactor,
    'POST /api/is-token-valid': { body: { valid: true } },
    'GET /api/user/roles': ROLES_ANSWER,
    'GET /api/user/get/2': { body: PIOTR },
    'PUT /api/user/edit/2': edit,
    'POST /api/user/search': { body: [PIOTR] },
    'POST /api/user/search/count': { body: { count: 1 } },
  });
}

beforeEach(() => {
  signInAs();
});

describe('edit user form (/admin/user/edit/{id})', () => {
  it('loads the user, saves only the edit fields and goes back', async () => {
    const api = editApi({ body: { ...PIOTR, fullName: 'Piotr W.' } });
    const { currentPath } = renderStaffAdmin('/admin/user/edit/2');
    const user = userEvent.setup();
    const fullName = await screen.findByDisplayValue('Piotr Wiśniewski');

    await user.clear(fullName);
    await user.type(fullName, 'Piotr W.');
    await user.clear(screen.getByRole('textbox', { name: /Telefon/ }));
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));

    expect(await screen.findByText('Zapisano dane użytkownika')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/user/edit/2').map((call) => call.body)).toEqual([
      { fullName: 'Piotr W.', email: 'dyspozytor@demo.local', systemRole: 'DISPATCHER', phone: null },
    ]);
    await waitFor(() => expect(currentPath()).toBe('/admin/users'));
  });

  it('requires full name and e-mail but not the role', async () => {
    const api = editApi({ body: PIOTR });
    renderStaffAdmin('/admin/user/edit/2');
    const user = userEvent.setup();

    await user.clear(await screen.findByDisplayValue('Piotr Wiśniewski'));
    await user.clear(screen.getByDisplayValue('dyspozytor@demo.local'));
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));

    expect(await screen.findAllByText('Pole obowiązkowe')).toHaveLength(2);
    expect(api.callsTo('PUT /api/user/edit/2')).toHaveLength(0);
  });

  it.each([
    [403, 'Nie masz wystarczających uprawnień'],
    [400, 'Wystąpił nieoczekiwany błąd'],
    [500, 'Wystąpił nieoczekiwany błąd'],
  ])('reports a %s answer as %s and stays on the form', async (status, message) => {
    editApi(apiError(status, 'x'));
    const { currentPath } = renderStaffAdmin('/admin/user/edit/2');
    const user = userEvent.setup();
    const fullName = await screen.findByDisplayValue('Piotr Wiśniewski');

    await user.type(fullName, ' Jr');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/user/edit/2');
  });

  it('shows the second factor and lets the administrator reset it after a confirmation', async () => {
    const api = editApi(
      { body: PIOTR },
      {
        'GET /api/user/second-factor/2': {
          body: { enrolled: true, enrolledAt: '2026-11-20T10:00:00.000Z', required: true, exempt: false, recoveryCodesLeft: 8 },
        },
        'POST /api/user/second-factor/reset/2': { body: { enrolled: false, enrolledAt: null, required: true, exempt: false, recoveryCodesLeft: 0 } },
      },
    );
    renderStaffAdmin('/admin/user/edit/2');
    const user = userEvent.setup();

    expect(await screen.findByText('Włączona od 20.11.2026; pozostałe kody zapasowe: 8 (wymagana dla tej roli)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resetuj weryfikację dwuetapową' }));
    expect(await screen.findByText('Zresetować weryfikację dwuetapową?')).toBeInTheDocument();
    expect(api.callsTo('POST /api/user/second-factor/reset/2')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Potwierdź' }));

    expect(await screen.findByText('Weryfikacja dwuetapowa została zresetowana')).toBeInTheDocument();
    expect(screen.getByText('Wyłączona (wymagana dla tej roli)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resetuj weryfikację dwuetapową' })).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/user/second-factor/reset/2')).toHaveLength(1);
  });

  it('says a demo account signs in with the password alone', async () => {
    editApi(
      { body: PIOTR },
      { 'GET /api/user/second-factor/2': { body: { enrolled: false, enrolledAt: null, required: false, exempt: true, recoveryCodesLeft: 0 } } },
    );
    renderStaffAdmin('/admin/user/edit/2');

    expect(await screen.findByText('Wyłączona (konto demonstracyjne: logowanie samym hasłem)')).toBeInTheDocument();
  });
});
