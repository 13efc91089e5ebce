import { act, render, screen } from '@testing-library/react';
import { Route, Switch } from 'wouter';
import { answerCalls, type ExpectedCall } from '../../test/api-answers';
import { LocationProbe, openAt, PUBLIC_USER, signedIn } from '../../test/render-app';
import { RequireRole } from './RequireRole';
import { clearSession } from './session';

// A test-only route table: one guarded page and the places the guard may send the user.
function renderGuarded(path = '/public/user/settings') {
  openAt(path);
  return render(
    <>
      <Switch>
        <Route path="/public/user/settings">
          <RequireRole role="PUBLIC">
            <h1>Ustawienia konta</h1>
          </RequireRole>
        </Route>
        <Route path="/public/login">
          <h1>Logowanie</h1>
        </Route>
        <Route path="/public">
          <h1>Mapa</h1>
        </Route>
        <Route path="/forbidden">
          <h1>Dostęp zabroniony</h1>
        </Route>
        <Route path="/error">
          <h1>Błąd</h1>
        </Route>
      </Switch>
      <LocationProbe />
    </>,
  );
}

const tokenCheck = (status: number, body: unknown): ExpectedCall[] => [{ method: 'POST', path: '/api/is-token-valid', status, body }];

describe('RequireRole guard', () => {
  it('sends a visitor without a token to the public login, without asking the server', async () => {
    const { requests } = answerCalls();
    renderGuarded();

    expect(await screen.findByRole('heading', { name: 'Logowanie' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/public/login');
    expect(requests).toEqual([]);
  });

  it('sends a signed-in user of another role to /forbidden', async () => {
    signedIn({ ...PUBLIC_USER, role: 'ADMIN' });
    const { requests } = answerCalls();
    renderGuarded();

    expect(await screen.findByRole('heading', { name: 'Dostęp zabroniony' })).toBeInTheDocument();
    expect(requests).toEqual([]);
    expect(window.localStorage.getItem('token')).toBe('public-token');
  });

  it('shows the page once the server confirms the session, asking with the bearer token', async () => {
    signedIn(PUBLIC_USER);
    const { calls } = answerCalls(tokenCheck(200, { valid: true }));
    renderGuarded();

    expect(screen.getByRole('status')).toHaveTextContent('Sprawdzanie sesji…');
    expect(await screen.findByRole('heading', { name: 'Ustawienia konta' })).toBeInTheDocument();
    expect(calls.at(-1)?.headers.get('Authorization')).toBe('Bearer public-token');
  });

  it('removes the login data and sends the user to the login page when the server answers 401', async () => {
    signedIn(PUBLIC_USER);
    answerCalls(tokenCheck(401, { statusCode: 401, message: 'Unauthorized' }));
    renderGuarded();

    expect(await screen.findByRole('heading', { name: 'Logowanie' })).toBeInTheDocument();
    for (const key of ['token', 'userId', 'role', 'fullName', 'area', 'email', 'phone']) {
      expect(window.localStorage.getItem(key)).toBeNull();
    }
  });

  it('treats { valid: false } like a rejected token', async () => {
    signedIn(PUBLIC_USER);
    answerCalls(tokenCheck(200, { valid: false }));
    renderGuarded();

    expect(await screen.findByRole('heading', { name: 'Logowanie' })).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('shows the error page and keeps the token when the check itself fails', async () => {
    signedIn(PUBLIC_USER);
    answerCalls(tokenCheck(500, { statusCode: 500, message: 'Internal server error' }));
    renderGuarded();

    expect(await screen.findByRole('heading', { name: 'Błąd' })).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBe('public-token');
  });

  it('keeps the session and says the service is temporarily unavailable when the server cannot reach its database (503)', async () => {
    signedIn(PUBLIC_USER);
    answerCalls(tokenCheck(503, { statusCode: 503, message: 'Usługa chwilowo niedostępna. Spróbuj ponownie za chwilę.' }));
    renderGuarded();

    expect(await screen.findByText('Usługa chwilowo niedostępna. Spróbuj ponownie za chwilę.')).toHaveAttribute('role', 'status');
    expect(screen.getByTestId('location')).toHaveTextContent('/public/user/settings');
    expect(window.localStorage.getItem('token')).toBe('public-token');
  });

  it('sends the user to the public map when they sign out on the guarded page', async () => {
    signedIn(PUBLIC_USER);
    answerCalls(tokenCheck(200, { valid: true }));
    renderGuarded();
    await screen.findByRole('heading', { name: 'Ustawienia konta' });

    // As the Wyloguj entry (or another tab) does.
    act(() => clearSession());

    expect(await screen.findByRole('heading', { name: 'Mapa' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/public$/);
  });
});
