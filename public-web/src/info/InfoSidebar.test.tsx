import { screen, within } from '@testing-library/react';
import { renderApp } from '../../test/render-app';

describe('info panel', () => {
  it('shows the hotline and the note that the data is indicative on the first page of a session', () => {
    renderApp('/public', { infoShown: false });

    const panel = screen.getByRole('complementary', { name: 'Ważne informacje' });
    expect(within(panel).getByRole('link', { name: /22 821 31 31/ })).toHaveAttribute('href', 'tel:+48228213131');
    expect(panel).toHaveTextContent('mają charakter orientacyjny i mogą ulec zmianie');
    expect(window.sessionStorage.getItem('infoSidebarShown')).toBe('true');
  });

  it('closes with its close button or "Rozumiem"', async () => {
    const { user } = renderApp('/public', { infoShown: false });
    await user.click(screen.getByRole('button', { name: 'Zamknij ważne informacje' }));
    expect(screen.queryByRole('complementary', { name: 'Ważne informacje' })).not.toBeInTheDocument();
  });

  it('shows once per session: not again on the next load', async () => {
    const first = renderApp('/public', { infoShown: false });
    await first.user.click(screen.getByRole('button', { name: 'Rozumiem' }));
    first.unmount();

    renderApp('/public', { infoShown: false });
    expect(screen.queryByRole('complementary', { name: 'Ważne informacje' })).not.toBeInTheDocument();
  });
});
