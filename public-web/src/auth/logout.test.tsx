import { screen, within } from '@testing-library/react';
import { answerCalls } from '../../test/api-answers';
import { PUBLIC_USER, renderApp, signedIn } from '../../test/render-app';

async function logOut(user: ReturnType<typeof renderApp>['user']) {
  await user.click(screen.getByRole('button', { name: 'Jan Kowalski' }));
  await user.click(screen.getByRole('button', { name: 'Wyloguj' }));
}

describe('logout', () => {
  it('asks the server to revoke the token, removes the login data and says so', async () => {
    signedIn(PUBLIC_USER);
    const { calls } = answerCalls([{ method: 'POST', path: '/api/logout', status: 204 }]);
    const { user } = renderApp('/public');

    await logOut(user);

    expect(await screen.findByText('Zostałeś wylogowany z systemu')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0].headers.get('Authorization')).toBe('Bearer public-token');
    // Only the language stays (spec §3, §4).
    expect({ ...window.localStorage }).toEqual({ language: 'pl' });
    expect(screen.getByRole('button', { name: 'Zaloguj się' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/public$/);
  });

  it('signs out locally even when the server cannot be reached', async () => {
    signedIn(PUBLIC_USER);
    answerCalls([{ method: 'POST', path: '/api/logout', networkError: true }]);
    const { user } = renderApp('/public');

    await logOut(user);

    expect(await screen.findByText('Zostałeś wylogowany z systemu')).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('shows the account entries of a public user', async () => {
    signedIn(PUBLIC_USER);
    const { user } = renderApp('/public');

    await user.click(screen.getByRole('button', { name: 'Jan Kowalski' }));

    const menu = screen.getByRole('button', { name: 'Jan Kowalski' }).nextElementSibling as HTMLElement;
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Ustawienia konta', '/public/user/settings'],
      ['Moje adresy', '/public/user/address'],
      ['Historia wyłączeń', '/public/user/outage-history'],
      ['Moje zgłoszenia', '/public/user/reports'],
    ]);
  });
});
