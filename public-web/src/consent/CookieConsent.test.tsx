import { screen, waitFor, within } from '@testing-library/react';
import { cookieNames, recordCookieWrites } from '../../test/cookie-writes';
import { renderApp } from '../../test/render-app';

const YEAR = 365 * 24 * 3600;
const DAYS_90 = 90 * 24 * 3600;

describe('cookie consent', () => {
  let cookies: ReturnType<typeof recordCookieWrites>;
  beforeEach(() => {
    cookies = recordCookieWrites();
  });
  afterEach(() => cookies.restore());

  const dialog = () => screen.getByRole('dialog', { name: 'Pliki cookies' });
  // The dialog's code and texts load with the layout on a first visit (PublicLayout.tsx).
  const dialogLoaded = () => screen.findByRole('dialog', { name: 'Pliki cookies' });

  it('blocks the page on a first visit and sets no cookie before the choice', async () => {
    const { user, container } = renderApp('/public', { consent: null });
    await dialogLoaded();

    expect(dialog()).toHaveAttribute('aria-modal', 'true');
    expect(dialog()).toHaveAccessibleDescription(/Nie używamy cookies analitycznych ani reklamowych/);
    expect(container.querySelector('.page')).toHaveAttribute('inert');
    await waitFor(() => expect(dialog()).toHaveFocus());
    // No way out but a choice: Esc does nothing and there is no close button.
    await user.keyboard('{Escape}');
    expect(dialog()).toBeInTheDocument();
    expect(within(dialog()).queryByRole('button', { name: 'Zamknij bez zmian' })).not.toBeInTheDocument();
    expect(cookies.writes).toEqual([]);
    expect(document.cookie).toBe('');
  });

  it('"Akceptuję wszystkie" remembers the choice for a year and frees the page', async () => {
    const { user, container } = renderApp('/public', { consent: null });
    await dialogLoaded();

    await user.click(within(dialog()).getByRole('button', { name: 'Akceptuję wszystkie' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(container.querySelector('.page')).not.toHaveAttribute('inert');
    expect(cookies.of('cookieConsent')).toEqual([`cookieConsent=all; Max-Age=${YEAR}; Path=/; SameSite=Lax`]);
    expect(cookieNames()).toEqual(['cookieConsent']);
  });

  it('"Tylko niezbędne" remembers the choice for 90 days and sets nothing else', async () => {
    const { user } = renderApp('/public', { consent: null });
    await dialogLoaded();

    await user.click(within(dialog()).getByRole('button', { name: 'Tylko niezbędne' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cookies.of('cookieConsent')).toEqual([`cookieConsent=necessary; Max-Age=${DAYS_90}; Path=/; SameSite=Lax`]);
    expect(cookieNames()).toEqual(['cookieConsent']);
  });

  it('is not asked again once decided', () => {
    renderApp('/public', { consent: 'all' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('can be changed from the footer: the survey cookies go with "Tylko niezbędne"', async () => {
    document.cookie = 'poll=later; Path=/';
    const { user } = renderApp('/public', { consent: 'all' });

    await user.click(screen.getByRole('button', { name: 'Ustawienia cookies' }));

    await dialogLoaded();
    expect(within(dialog()).getByText('Twój obecny wybór: wszystkie pliki cookies.')).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'Tylko niezbędne' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cookieNames()).toEqual(['cookieConsent']);
    expect(document.cookie).toBe('cookieConsent=necessary');
  });

  it('reopened from the footer, closes with Esc or the close button without changing the choice', async () => {
    const { user } = renderApp('/public', { consent: 'necessary' });
    cookies.clear();
    const footerButton = screen.getByRole('button', { name: 'Ustawienia cookies' });

    await user.click(footerButton);

    await dialogLoaded();
    expect(within(dialog()).getByText('Twój obecny wybór: tylko niezbędne pliki cookies.')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(footerButton).toHaveFocus());

    await user.click(footerButton);

    await dialogLoaded();
    await user.click(within(dialog()).getByRole('button', { name: 'Zamknij bez zmian' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cookies.writes).toEqual([]);
  });

  it('keeps focus inside while open: Tab cycles through the dialog', async () => {
    const { user } = renderApp('/public', { consent: null });
    await dialogLoaded();
    await waitFor(() => expect(dialog()).toHaveFocus());

    await user.tab();
    expect(within(dialog()).getByText('Jakie pliki cookies zapisujemy?')).toHaveFocus();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(within(dialog()).getByRole('button', { name: 'Akceptuję wszystkie' })).toHaveFocus();
    await user.tab();
    expect(within(dialog()).getByText('Jakie pliki cookies zapisujemy?')).toHaveFocus();
  });

  it('lets an undecided visitor read the privacy policy it links to', async () => {
    const { user } = renderApp('/public', { consent: null });
    await dialogLoaded();

    await user.click(within(dialog()).getByRole('link', { name: 'Polityka prywatności' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Polityka prywatności' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Leaving the policy without a choice brings the question back.
    await user.click(screen.getByRole('link', { name: 'FAQ' }));
    expect(await screen.findByRole('dialog', { name: 'Pliki cookies' })).toBeInTheDocument();
  });
});
