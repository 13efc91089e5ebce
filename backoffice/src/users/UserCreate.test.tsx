import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, answerRequests, type Route } from '@portal/api-client/testing';
import { renderStaffAdmin, ROLES_ANSWER, signInAs } from '../../test/renderStaffAdmin';

const PASSWORD_RULE = 'Hasło musi mieć długość co najmniej 8 znaków, zawierać małą i dużą literę, cyfrę, oraz znak specjalny';

function createApi(create: Route = { status: 201, body: {} }) {
  return answerRequests({
    'POST /api/is-token-valid': { body: { valid: true } },
    'GET /api/user/roles': ROLES_ANSWER,
    'POST /api/user/create': create,
  });
}

async function fillForm(user: ReturnType<typeof userEvent.setup>, password: string) {
  await user.click(await screen.findByRole('combobox', { name: /Rola/ }));
  await user.click(await screen.findByRole('option', { name: 'Akceptujący' }));
  await user.type(screen.getByRole('textbox', { name: /Imię i nazwisko/ }), 'Ewa Nowak');
  await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'ewa@example.pl');
  await user.type(screen.getByRole('textbox', { name: /Telefon/ }), '600100200');
  if (password) await user.type(screen.getByLabelText(/Hasło początkowe/), password);
}

beforeEach(() => {
  signInAs();
});

describe('add user form (/admin/user/add)', () => {
  it('requires role, full name and e-mail and sends nothing until they are given', async () => {
    const api = createApi();
    renderStaffAdmin('/admin/user/add');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Zapisz' }));

    expect(await screen.findAllByText('Pole obowiązkowe')).toHaveLength(3);
    expect(api.callsTo('POST /api/user/create')).toHaveLength(0);
  });

  it('checks the e-mail format and the password rule', async () => {
    const api = createApi();
    renderStaffAdmin('/admin/user/add');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /E-mail/ }), 'not-an-email');
    await user.type(screen.getByLabelText(/Hasło początkowe/), 'password1');

    await user.click(screen.getByRole('button', { name: 'Zapisz' }));

    expect(await screen.findByText('Wpisz poprawny email')).toBeInTheDocument();
    expect(screen.getByText(PASSWORD_RULE)).toBeInTheDocument();
    expect(api.callsTo('POST /api/user/create')).toHaveLength(0);
  });

  it('accepts a strong password and sends exactly the form fields, then confirms', async () => {
    const api = createApi({
      status: 201,
      body: { id: 9, systemRole: 'ACCEPTER', area: null, fullName: 'Ewa Nowak', email: 'ewa@example.pl', phone: '600100200', deleted: false },
    });
    renderStaffAdmin('/admin/user/add');
    const user = userEvent.setup();
    await fillForm(user, 'Mocne#Hasło1');

    await user.click(screen.getByRole('button', { name: 'Zapisz' }));

    expect(await screen.findByText('Zapisano dane użytkownika')).toBeInTheDocument();
    expect(screen.queryByText(PASSWORD_RULE)).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/user/create').map((call) => call.body)).toEqual([
      { systemRole: 'ACCEPTER', fullName: 'Ewa Nowak', email: 'ewa@example.pl', phone: '600100200', password: 'Mocne#Hasło1' },
    ]);
  });

  it('goes back to the list a second after saving when opened directly', async () => {
    answerRequests({
      'POST /api/is-token-valid': { body: { valid: true } },
      'GET /api/user/roles': ROLES_ANSWER,
      'POST /api/user/create': { status: 201, body: { id: 9 } },
      'POST /api/user/search': { body: [] },
      'POST /api/user/search/count': { body: { count: 0 } },
    });
    const { currentPath } = renderStaffAdmin('/admin/user/add');
    const user = userEvent.setup();
    await fillForm(user, '');

    await user.click(screen.getByRole('button', { name: 'Zapisz' }));

    await screen.findByText('Zapisano dane użytkownika');
    expect(currentPath()).toBe('/admin/user/add');
    await waitFor(() => expect(currentPath()).toBe('/admin/users'), { timeout: 2500 });
  });

  it('reports a duplicate e-mail (400) with the toast and under the field', async () => {
    createApi(apiError(400, 'Niepoprawne dane', { email: 'Ten adres jest już zajęty' }));
    renderStaffAdmin('/admin/user/add');
    const user = userEvent.setup();
    await fillForm(user, '');

    await user.click(screen.getByRole('button', { name: 'Zapisz' }));

    expect(await screen.findByText('Użytkownik o podanym adresie email już istnieje')).toBeInTheDocument();
    expect(await screen.findByText('Ten adres jest już zajęty')).toBeInTheDocument();
  });

  it.each([
    [403, 'Nie masz wystarczających uprawnień'],
    [500, 'Wystąpił nieoczekiwany błąd'],
  ])('reports a %s answer as %s', async (status, message) => {
    createApi(apiError(status, 'x'));
    renderStaffAdmin('/admin/user/add');
    const user = userEvent.setup();
    await fillForm(user, '');

    await user.click(screen.getByRole('button', { name: 'Zapisz' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(within(document.body).queryByText('Zapisano dane użytkownika')).not.toBeInTheDocument();
  });
});
