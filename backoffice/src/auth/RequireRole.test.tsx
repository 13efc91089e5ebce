import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, answerRequests } from '@portal/api-client/testing';
import { plannedListRoutes } from '../../test/plannedOutages';
import { renderStaffAdmin, signInAs } from '../../test/renderStaffAdmin';
import { loadPage } from './fullPageNavigation';

jest.mock('./fullPageNavigation', () => ({ loadPage: jest.fn() }));

const STORED_KEYS = ['token', 'userId', 'role', 'fullName', 'area', 'email', 'phone'];

describe('staff area guard (spec §2.2, §4.5)', () => {
  it('sends a visitor without a token to /login without calling the server', async () => {
    const api = answerRequests({});
    const { currentPath } = renderStaffAdmin('/admin/users');

    await waitFor(() => expect(currentPath()).toBe('/login'));
    expect(await screen.findByRole('heading', { name: 'Logowanie pracownika' })).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('forgets the stored login and goes to /login when the server rejects the token', async () => {
    signInAs({ role: 'CALLCENTER' });
    window.localStorage.setItem('language', 'pl');
    answerRequests({ 'POST /api/is-token-valid': apiError(401, 'Brak autoryzacji') });
    const { currentPath } = renderStaffAdmin('/callcenter/planned');

    await waitFor(() => expect(currentPath()).toBe('/login'));
    expect(STORED_KEYS.filter((key) => window.localStorage.getItem(key) !== null)).toEqual([]);
    expect(window.localStorage.getItem('language')).toBe('pl');
  });

  it.each([
    ['DISPATCHER', '/admin/users'],
    ['ADMIN', '/master/planned-my'],
    ['CALLCENTER', '/accepter/planned'],
    ['ACCEPTER', '/callcenter/user'],
    ['PUBLIC', '/admin/areas'],
  ])('sends a %s on %s to /forbidden', async (role, path) => {
    signInAs({ role: role as never });
    answerRequests({ 'POST /api/is-token-valid': { body: { valid: true } } });
    renderStaffAdmin(path);

    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/forbidden'));
    expect(window.localStorage.getItem('token')).not.toBeNull();
  });

  it.each([
    ['ACCEPTER', '/accepter/planned', 'Planowane wyłączenia - panel akceptującego'],
    ['CALLCENTER', '/callcenter/planned', 'Planowane wyłączenia'],
    ['DISPATCHER', '/master/planned-all', 'Planowane wyłączenia - panel mistrza'],
    ['ADMIN', '/admin/maintenance', 'Przerwa serwisowa'],
    ['ADMIN', '/admin/areas', 'Obszary'],
  ])('lets a %s see %s (%s)', async (role, path, title) => {
    signInAs({ role: role as never });
    // The session check, the planned-outage lists' own calls, the maintenance page's settings and the areas.
    answerRequests({ ...plannedListRoutes(), 'GET /public/api/config/get/all': { body: [] }, 'GET /api/area/get/all': { body: [] } });
    renderStaffAdmin(path);

    // The page title in the app bar is the page's one h1 (WCAG 1.3.1, 2.4.6).
    expect(await screen.findByRole('heading', { name: title, level: 1 })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(loadPage).not.toHaveBeenCalled();
  });

  it('checks the session again on every route change', async () => {
    signInAs();
    const api = answerRequests({
      'POST /api/is-token-valid': { body: { valid: true } },
      'GET /public/api/config/get/all': { body: [] },
      'GET /api/area/get/all': { body: [] },
    });
    renderStaffAdmin('/admin/areas');
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Obszary', level: 1 });

    await user.click(screen.getByRole('menuitem', { name: 'Przerwa serwisowa' }));

    expect(await screen.findByRole('heading', { name: 'Przerwa serwisowa', level: 1 })).toBeInTheDocument();
    expect(api.callsTo('POST /api/is-token-valid')).toHaveLength(2);
  });
});

describe('account page and logout (spec §2.4)', () => {
  it("shows the stored account and 'Nie podano numeru telefonu.' without a phone", async () => {
    signInAs({ role: 'ACCEPTER', fullName: 'Katarzyna Zielińska', email: 'akceptujacy@demo.local', phone: null });
    answerRequests({ 'POST /api/is-token-valid': { body: { valid: true } }, 'GET /api/second-factor/passkeys': { body: [] } });
    renderStaffAdmin('/accepter/user');

    // The page's one h1 is its title in the app bar; the card holds the data.
    expect(await screen.findByRole('heading', { name: 'Moje konto', level: 1 })).toBeInTheDocument();
    const card = screen.getByText('Katarzyna Zielińska').closest('dl')!;
    expect(within(card).getByText('Akceptujący')).toBeInTheDocument();
    expect(within(card).getByText('Katarzyna Zielińska')).toBeInTheDocument();
    expect(within(card).getByText('akceptujacy@demo.local')).toBeInTheDocument();
    expect(within(card).getByText('Nie podano numeru telefonu.')).toBeInTheDocument();
  });

  it.each([
    ['the server answers', { status: 204 }],
    ['the server is unreachable', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('logs out when %s: revokes, clears the stored login, goes to /login', async (_case, logoutAnswer) => {
    signInAs({ role: 'DISPATCHER', fullName: 'Piotr Wiśniewski' });
    const api = answerRequests({
      ...plannedListRoutes(),
      'POST /api/logout': logoutAnswer,
    });
    const { currentPath } = renderStaffAdmin('/master/planned-my');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: /^Profil/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Wyloguj' }));

    await waitFor(() => expect(currentPath()).toBe('/login'));
    expect(api.callsTo('POST /api/logout')[0].authorization).toBe('Bearer admin-token');
    expect(STORED_KEYS.filter((key) => window.localStorage.getItem(key) !== null)).toEqual([]);
  });

  it("opens 'Moje konto' from the user menu", async () => {
    signInAs({ role: 'DISPATCHER' });
    answerRequests({ ...plannedListRoutes(), 'GET /api/second-factor/passkeys': { body: [] } });
    const { currentPath } = renderStaffAdmin('/master/planned-my');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: /^Profil/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Moje konto' }));

    await waitFor(() => expect(currentPath()).toBe('/master/user/profile'));
  });
});
