import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerRequests } from '@portal/api-client/testing';
import { renderStaffAdmin, ROLES_ANSWER, signInAs } from '../../test/renderStaffAdmin';

const USERS = [
  { id: 1, systemRole: 'ADMIN', area: null, fullName: 'Anna Kowalczyk', email: 'admin@demo.local', phone: '501234567', deleted: false },
  { id: 2, systemRole: 'DISPATCHER', area: 3, fullName: 'Piotr Wiśniewski', email: 'dyspozytor@demo.local', phone: null, deleted: true },
];

function listApi(users: unknown[], count = users.length) {
  return answerRequests({
    'POST /api/is-token-valid': { body: { valid: true } },
    'GET /api/user/roles': ROLES_ANSWER,
    'POST /api/user/search': { body: users },
    'POST /api/user/search/count': { body: { count } },
  });
}

beforeEach(() => {
  signInAs();
});

describe('users list (/admin/users)', () => {
  it('shows one row per user with role labels, and a delete or restore button by state', async () => {
    const api = listApi(USERS, 12);
    renderStaffAdmin('/admin/users');

    const annaRow = (await screen.findByText('Anna Kowalczyk')).closest('tr')!;
    const piotrRow = screen.getByText('Piotr Wiśniewski').closest('tr')!;
    expect(within(annaRow).getByText('Administrator')).toBeInTheDocument();
    expect(within(annaRow).getByText('admin@demo.local')).toBeInTheDocument();
    expect(within(annaRow).getByText('501234567')).toBeInTheDocument();
    expect(within(piotrRow).getByText('Mistrz prac planowych')).toBeInTheDocument();
    expect(within(annaRow).getByRole('link', { name: 'Edytuj: Anna Kowalczyk' })).toHaveAttribute('href', '/admin/user/edit/1');
    expect(within(annaRow).getByRole('button', { name: 'Usuń: Anna Kowalczyk' })).toBeInTheDocument();
    expect(within(piotrRow).getByRole('button', { name: 'Przywróć: Piotr Wiśniewski' })).toBeInTheDocument();
    expect(screen.getByText('1–10 z 12')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dodaj użytkownika' })).toHaveAttribute('href', '/admin/user/add');
    expect(api.callsTo('POST /api/user/search')[0].body).toEqual({ page: { limit: 10, offset: 0, sortField: 'id', sortOrder: 'ASC' } });
  });

  it("says 'Nie znaleziono użytkowników.' when the search finds nobody", async () => {
    listApi([]);
    renderStaffAdmin('/admin/users');

    expect(await screen.findByText('Nie znaleziono użytkowników.')).toBeInTheDocument();
  });

  it('rebuilds the search from the URL query (filters, paging, sort survive a reload)', async () => {
    const api = listApi([]);
    const query = new URLSearchParams({
      filter: JSON.stringify({ deleted: true, systemRole: 'ACCEPTER', fullName: 'Kow' }),
      page: '2',
      perPage: '20',
      sort: 'email',
      order: 'DESC',
    });
    renderStaffAdmin(`/admin/users?${query}`);

    await screen.findByText('Nie znaleziono użytkowników.');
    expect(api.callsTo('POST /api/user/search')[0].body).toEqual({
      deleted: true,
      systemRole: 'ACCEPTER',
      fullName: 'Kow',
      page: { limit: 20, offset: 20, sortField: 'email', sortOrder: 'DESC' },
    });
  });

  it("asks 'Na pewno?' before deleting and calls the toggle only after 'Tak'", async () => {
    const api = answerRequests({
      'POST /api/is-token-valid': { body: { valid: true } },
      'GET /api/user/roles': ROLES_ANSWER,
      'POST /api/user/search': { body: USERS },
      'POST /api/user/search/count': { body: { count: 2 } },
      'POST /api/user/delete/1': { body: { ...USERS[0], deleted: true } },
    });
    renderStaffAdmin('/admin/users');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Usuń: Anna Kowalczyk' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Na pewno?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /api/user/delete/1')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Usuń: Anna Kowalczyk' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Tak' }));

    await waitFor(() => expect(api.callsTo('POST /api/user/delete/1')).toHaveLength(1));
    // The list reloads shortly after (spec §9: 300 ms).
    await waitFor(() => expect(api.callsTo('POST /api/user/search').length).toBeGreaterThan(1));
  });
});
