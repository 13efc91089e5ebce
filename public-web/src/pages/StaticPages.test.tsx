import { screen, within } from '@testing-library/react';
import { renderApp } from '../../test/render-app';

describe('FAQ', () => {
  it('lists 12 questions, each closed until asked', async () => {
    renderApp('/public/faq');

    expect(await screen.findByRole('heading', { level: 1, name: 'Najczęściej zadawane pytania' })).toBeInTheDocument();
    const questions = within(document.querySelector('.faq') as HTMLElement).getAllByRole('button', { expanded: false });
    expect(questions).toHaveLength(12);
    expect(screen.queryByText(/najwyżej/)).not.toBeVisible();
  });

  it('leads from the question about estimates to the scoreboard', async () => {
    const { user } = renderApp('/public/faq');
    await user.click(await screen.findByRole('button', { name: 'Jak trafne są podawane czasy usunięcia awarii?' }));
    await user.click(within(document.querySelector('.faq') as HTMLElement).getByRole('link', { name: 'statystyki' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/public/statystyki');
  });

  it('expands and collapses an answer', async () => {
    const { user } = renderApp('/public/faq');
    const question = await screen.findByRole('button', { name: 'Jak długo może trwać jednorazowa przerwa w dostawie prądu?' });
    const answer = document.getElementById(question.getAttribute('aria-controls')!)!;
    expect(answer).not.toBeVisible();

    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(answer).toBeVisible();
    expect(answer).toHaveTextContent('pojedyncza przerwa planowana może trwać najwyżej 16 godzin, a przerwa nieplanowana (awaria) najwyżej 24 godziny');

    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(answer).not.toBeVisible();
  });

  it('states the legal limits and the hotline (spec §9)', async () => {
    renderApp('/public/faq');
    await screen.findByRole('heading', { level: 1 });
    const text = document.querySelector('.faq')!.textContent.replace(/\s+/g, ' ');
    expect(text).toContain('nie może przekroczyć 35 godzin dla przerw planowanych i 48 godzin dla przerw nieplanowanych');
    expect(text).toContain('co najmniej 5 dni wcześniej');
    expect(text).toContain('przerwa długa trwa od 3 minut do 12 godzin');
    expect(text).toContain('przerwa bardzo długa trwa od 12 do 24 godzin');
    expect(within(document.querySelector('.faq') as HTMLElement).getAllByRole('link', { name: '22 821 31 31', hidden: true })[0]).toHaveAttribute(
      'href',
      'tel:+48228213131',
    );
  });
});

describe('about page', () => {
  it('explains the four map symbols with the map icons', async () => {
    renderApp('/public/about');

    expect(await screen.findByRole('heading', { level: 1, name: 'O portalu' })).toBeInTheDocument();
    const labels = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(labels).toEqual(['Zgłoszenie użytkownika', 'Planowane wyłączenie', 'Potwierdzona awaria', 'Rozległa awaria']);
    const fills = [...document.querySelectorAll('.legend svg path:first-child')].map((p) => p.getAttribute('fill'));
    // Spec §9: user reports blue, planned dark red, confirmed and extensive bright red.
    expect(fills).toEqual(['#1565c0', '#8e1b1b', '#e53935', '#e53935']);
  });
});

describe('privacy policy', () => {
  it('names the controller, what is kept and for how long, and the rights', async () => {
    renderApp('/public/privacy-policy');

    expect(await screen.findByRole('heading', { level: 1, name: 'Polityka prywatności' })).toBeInTheDocument();
    const text = document.querySelector('article')!.textContent.replace(/\s+/g, ' ');
    expect(text).toContain('Operator Systemu Dystrybucyjnego');
    expect(text).toContain('administrator danych');
    expect(text).toContain('Dane osobowe zgłaszającego przechowujemy przez 90 dni');
    expect(text).toContain('do usunięcia konta');
    expect(text).toContain('Prezesa Urzędu Ochrony Danych Osobowych');
    for (const right of ['dostępu', 'sprostowania', 'usunięcia danych', 'ograniczenia przetwarzania', 'przenoszenia danych', 'sprzeciwu']) {
      expect(text).toContain(right);
    }
    expect(text).not.toMatch(/\[|TODO|XXX/);
  });

  it('lists every cookie and browser storage key the site uses', async () => {
    renderApp('/public/privacy-policy');
    const table = await screen.findByRole('table', { name: 'Dane zapisywane w przeglądarce' });
    const names = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(names).toEqual([
      'cookieConsent',
      'lang',
      'poll',
      'instantPoll',
      'token, userId, role, fullName, area, email, phone',
      'language, copiedReport',
      'pendingReport',
      'portal-app-…, portal-data-1',
      'infoSidebarShown',
    ]);
  });

  it('lets the visitor change the cookie choice from the page', async () => {
    const { user } = renderApp('/public/privacy-policy', { consent: 'all' });
    await screen.findByRole('heading', { level: 1 });
    await user.click(within(document.querySelector('article')!).getByRole('button', { name: 'Ustawienia cookies' }));
    expect(await screen.findByRole('dialog', { name: 'Pliki cookies' })).toBeInTheDocument();
  });
});

describe('Otwarte dane', () => {
  it('is linked from the footer and lists the three feeds with their licence', async () => {
    const { user } = renderApp('/public/faq');
    await screen.findByRole('heading', { level: 1 });
    await user.click(within(document.querySelector('.site-footer') as HTMLElement).getByRole('link', { name: 'Otwarte dane' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Otwarte dane' })).toBeInTheDocument();
    for (const path of ['/public/api/open/v1/outages.geojson', '/public/api/open/v1/planned.atom', '/public/api/open/v1/alerts.cap']) {
      expect(screen.getByRole('link', { name: path })).toHaveAttribute('href', path);
    }
    expect(screen.getByRole('link', { name: /CC BY 4\.0/ })).toHaveAttribute('href', 'https://creativecommons.org/licenses/by/4.0/deed.pl');
  });
});
