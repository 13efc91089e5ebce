import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { saveFile } from '../api/download';
import { apiError, answerRequests, type Route } from '@portal/api-client/testing';
import { renderStaffAdmin, ROLES_ANSWER, signInAs } from '../../test/renderStaffAdmin';

jest.mock('../api/download', () => ({ ...jest.requireActual('../api/download'), saveFile: jest.fn() }));

const USERS = [
  { id: 1, systemRole: 'ADMIN', area: null, fullName: 'Anna Kowalczyk', email: 'admin@demo.local', phone: '501234567', deleted: false },
  { id: 5, systemRole: 'PUBLIC', area: null, fullName: 'Joanna Wójcik', email: 'mieszkaniec@demo.local', phone: null, deleted: false },
];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function usersApi(extra: Record<string, Route> = {}) {
  return answerRequests({
    'POST /api/is-token-valid': { body: { valid: true } },
    'GET /api/user/roles': ROLES_ANSWER,
    'POST /api/user/search': { body: USERS },
    'POST /api/user/search/count': { body: { count: USERS.length } },
    ...extra,
  });
}

// The first render of the whole back office takes seconds on a busy machine.
const findUser = (name: string) => screen.findByText(name, undefined, { timeout: 8000 });

beforeEach(() => {
  signInAs();
});

describe('users list: the envelope (spec §2.5, §8)', () => {
  it("200: 'Wysłano mail do wyłączenia powiadomień'", async () => {
    const api = usersApi({ 'POST /api/user/email/unsubscribe/5': { status: 200, body: {} } });
    renderStaffAdmin('/admin/users');
    const row = (await findUser('Joanna Wójcik')).closest('tr')!;

    await userEvent.setup().click(within(row).getByRole('button', { name: 'Wyślij mail do wyłączenia powiadomień: Joanna Wójcik' }));

    expect(await screen.findByText('Wysłano mail do wyłączenia powiadomień')).toBeInTheDocument();
    expect(api.callsTo('POST /api/user/email/unsubscribe/5')).toEqual([expect.objectContaining({ authorization: 'Bearer admin-token' })]);
  });

  it("204: 'Użytkownik już był wypisany z powiadomień'", async () => {
    usersApi({ 'POST /api/user/email/unsubscribe/5': { status: 204 } });
    renderStaffAdmin('/admin/users');
    const row = (await findUser('Joanna Wójcik')).closest('tr')!;

    await userEvent.setup().click(within(row).getByRole('button', { name: /Wyślij mail do wyłączenia powiadomień/ }));

    expect(await screen.findByText('Użytkownik już był wypisany z powiadomień')).toBeInTheDocument();
  });

  it("shows the server's message when the call fails", async () => {
    usersApi({ 'POST /api/user/email/unsubscribe/5': apiError(404, 'Nie znaleziono użytkownika') });
    renderStaffAdmin('/admin/users');
    const row = (await findUser('Joanna Wójcik')).closest('tr')!;

    await userEvent.setup().click(within(row).getByRole('button', { name: /Wyślij mail do wyłączenia powiadomień/ }));

    expect(await screen.findByText('Nie znaleziono użytkownika')).toBeInTheDocument();
  });
});

describe('users list: downloads (spec §2.5)', () => {
  it("'Pobierz raport' posts the list's current filters and order and saves the server's file name", async () => {
    const api = usersApi({
      'POST /api/user/report': {
        raw: new Blob(['xlsx']),
        headers: { 'Content-Type': XLSX, 'Content-Disposition': 'attachment; filename="uzytkownicy-2026-11-21.xlsx"' },
      },
    });
    const filter = encodeURIComponent(JSON.stringify({ systemRole: 'PUBLIC', deleted: false, fullName: 'Wój' }));
    renderStaffAdmin(`/admin/users?filter=${filter}&sort=fullName&order=DESC`);
    await findUser('Joanna Wójcik');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Pobierz raport' }));

    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(expect.objectContaining({ filename: 'uzytkownicy-2026-11-21.xlsx' })));
    expect(api.callsTo('POST /api/user/report')).toEqual([
      expect.objectContaining({
        authorization: 'Bearer admin-token',
        body: { systemRole: 'PUBLIC', deleted: false, fullName: 'Wój', page: { sortField: 'fullName', sortOrder: 'DESC' } },
      }),
    ]);
  });

  it("'Wyniki ankiety' downloads GET /api/poll/results", async () => {
    usersApi({
      'GET /api/poll/results': {
        raw: new Blob(['xlsx']),
        headers: { 'Content-Type': XLSX, 'Content-Disposition': 'attachment; filename="wyniki-ankiety-2026-11-21.xlsx"' },
      },
    });
    renderStaffAdmin('/admin/users');
    await findUser('Joanna Wójcik');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Wyniki ankiety' }));

    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(expect.objectContaining({ filename: 'wyniki-ankiety-2026-11-21.xlsx' })));
  });

  it("tells why a report was refused (the server's message)", async () => {
    usersApi({ 'POST /api/user/report': apiError(400, 'Raport może zawierać najwyżej 10 000 użytkowników: zawęź kryteria') });
    renderStaffAdmin('/admin/users');
    await findUser('Joanna Wójcik');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Pobierz raport' }));

    expect(await screen.findByText('Raport może zawierać najwyżej 10 000 użytkowników: zawęź kryteria')).toBeInTheDocument();
    expect(saveFile).not.toHaveBeenCalled();
  });
});
