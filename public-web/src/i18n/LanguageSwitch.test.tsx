import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SummaryBar } from '../map/SummaryBar';
import { activateLanguage, initialLanguage } from './i18n';
import { LanguageProvider } from './LanguageProvider';
import { LanguageSwitch } from './LanguageSwitch';

afterEach(async () => {
  await activateLanguage('pl');
  window.history.replaceState(null, '', '/');
});

function renderSwitch() {
  window.history.replaceState(null, '', '/public?x=1');
  return render(
    <LanguageProvider>
      <LanguageSwitch />
      <SummaryBar outages={[]} reports={[]} hours={2} />
    </LanguageProvider>,
  );
}

describe('LanguageSwitch', () => {
  it('names each language in itself, marked with its own lang, Polish current by default', () => {
    renderSwitch();
    const nav = screen.getByRole('navigation', { name: 'Język' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('lang'), link.getAttribute('href')])).toEqual([
      ['Polski', 'pl-PL', '/public?x=1&lang=pl'],
      ['Українська', 'uk-UA', '/public?x=1&lang=uk'],
      ['English', 'en-GB', '/public?x=1&lang=en'],
    ]);
    expect(within(nav).getByRole('link', { current: true })).toHaveTextContent('Polski');
  });

  it('switches the page to Ukrainian from the keyboard: texts, <html lang>, the cookie, the URL, and the focus kept', async () => {
    const user = userEvent.setup();
    renderSwitch();
    expect(screen.getByText('Brak zdarzeń na mapie')).toBeInTheDocument();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Українська' })).toHaveFocus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(screen.getByRole('navigation', { name: 'Мова' })).toBeInTheDocument());
    expect(screen.getByText('На мапі немає подій')).toBeInTheDocument();
    expect(screen.queryByText('Brak zdarzeń na mapie')).not.toBeInTheDocument();
    expect(document.documentElement.lang).toBe('uk-UA');
    expect(document.cookie).toContain('lang=uk');
    expect(window.location.search).toBe('?x=1&lang=uk');
    expect(screen.getByRole('link', { current: true })).toHaveTextContent('Українська');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Українська' })).toHaveFocus());
  });

  it('switches to English and back to Polish by clicking', async () => {
    const user = userEvent.setup();
    renderSwitch();
    await user.click(screen.getByRole('link', { name: 'English' }));
    await waitFor(() => expect(screen.getByText('No events on the map')).toBeInTheDocument());
    expect(document.documentElement.lang).toBe('en-GB');
    await user.click(screen.getByRole('link', { name: 'Polski' }));
    await waitFor(() => expect(screen.getByText('Brak zdarzeń na mapie')).toBeInTheDocument());
    expect(document.documentElement.lang).toBe('pl-PL');
    expect(document.cookie).toContain('lang=pl');
  });
});

describe('initialLanguage', () => {
  it('takes ?lang= first, then the lang cookie, then the browser’s languages, then Polish', () => {
    expect(initialLanguage('?lang=en', 'uk', ['uk-UA'])).toBe('en');
    expect(initialLanguage('?lang=de', 'uk', ['en-GB'])).toBe('uk');
    expect(initialLanguage('', 'xx', ['de-DE', 'uk-UA', 'en'])).toBe('uk');
    expect(initialLanguage('', null, ['en-US', 'pl'])).toBe('en');
    expect(initialLanguage('', null, ['de-DE', 'fr'])).toBe('pl');
    expect(initialLanguage('', null, [])).toBe('pl');
  });
});
