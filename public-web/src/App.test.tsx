import { screen, within } from '@testing-library/react';
import { fullPageNavigate } from './navigation';
import { PUBLIC_USER, renderApp, signedIn } from '../test/render-app';

jest.mock('./navigation', () => ({ fullPageNavigate: jest.fn() }));

describe('public site routes', () => {
  it('shows "Nie znaleziono strony" with a link home for an unknown path', async () => {
    renderApp('/public/no-such-page');

    expect(await screen.findByRole('heading', { level: 1, name: 'Nie znaleziono strony' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wróć na stronę główną' })).toHaveAttribute('href', '/');
    expect(screen.getByText(/skontaktuj się z administratorem systemu/)).toBeInTheDocument();
  });

  it.each(['/public/user/settings', '/public/user/address', '/public/user/reports', '/public/user/outage-history'])(
    'sends a visitor at %s to the sign-in page (the map route /public/:lng/:lat does not take it)',
    async (path) => {
      renderApp(path);

      expect(await screen.findByRole('heading', { level: 1, name: 'Logowanie' })).toBeInTheDocument();
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/public\/login$/);
    },
  );

  it('shows "Nie znaleziono strony" for an unknown account page', async () => {
    renderApp('/public/user/no-such-page');

    expect(await screen.findByRole('heading', { level: 1, name: 'Nie znaleziono strony' })).toBeInTheDocument();
  });

  it('shows the forbidden page', async () => {
    renderApp('/forbidden');

    expect(await screen.findByRole('heading', { level: 1, name: 'Dostęp zabroniony' })).toBeInTheDocument();
    expect(screen.getByText(/skontaktuj się z administratorem systemu/)).toBeInTheDocument();
  });

  it('shows the error page', async () => {
    renderApp('/error');

    expect(await screen.findByRole('heading', { level: 1, name: 'Błąd' })).toBeInTheDocument();
  });

  it('sends a visitor from / to the public map', async () => {
    renderApp('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Mapa awarii i wyłączeń' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/public$/);
    expect(fullPageNavigate).not.toHaveBeenCalled();
  });

  it('sends a public user from / to the public map', async () => {
    signedIn(PUBLIC_USER);
    renderApp('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Mapa awarii i wyłączeń' })).toBeInTheDocument();
  });

  it('sends staff from / to the back office with a full page load', async () => {
    signedIn({ ...PUBLIC_USER, role: 'ACCEPTER' });
    renderApp('/');

    expect(await screen.findByText('Przekierowanie…')).toBeInTheDocument();
    expect(fullPageNavigate).toHaveBeenCalledWith('/accepter/planned', { replace: true });
  });

  it('ignores a stored staff role without a token', async () => {
    window.localStorage.setItem('role', 'ADMIN');
    renderApp('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Mapa awarii i wyłączeń' })).toBeInTheDocument();
    expect(fullPageNavigate).not.toHaveBeenCalled();
  });

  it('has the public login page with a register link', async () => {
    renderApp('/public/login');

    expect(await screen.findByRole('heading', { level: 1, name: 'Logowanie' })).toBeInTheDocument();
    expect(await screen.findByLabelText('E-mail')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zarejestruj się' })).toHaveAttribute('href', '/public/register');
  });

  it('has the top menu, the document links and the hotline', async () => {
    renderApp('/public');

    const nav = screen.getByRole('navigation', { name: 'Menu główne' });
    const links = within(nav).getAllByRole('link', { hidden: true });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/public',
      '/public/planned',
      '/public/about',
      '/public/faq',
      '/public/privacy-policy',
      '/public/poll',
      '/public/regulamin_notyfikacje.pdf',
      '/public/instrukcja_sms.pdf',
    ]);
    expect(screen.getByRole('link', { name: '22 821 31 31' })).toHaveAttribute('href', 'tel:+48228213131');
    expect(screen.getByRole('link', { name: 'Przejdź do treści' })).toBeInTheDocument();
  });
});
