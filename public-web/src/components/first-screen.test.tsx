import { screen, waitFor } from '@testing-library/react';
import { activateLanguage } from '../i18n/i18n';
import { renderApp } from '../../test/render-app';
import { prepareFirstScreen } from './PublicLayout';

// The only test of its file: the dialog's module is loaded once per file, and a test before it would load it.
afterEach(() => activateLanguage('pl'));

it('on a first visit, the first render already holds the cookie dialog, in the language about to be activated', async () => {
  // As main.tsx starts the site: the catalogs and the first screen's parts load side by side, then the first render.
  await Promise.all([activateLanguage('uk'), prepareFirstScreen('uk')]);

  renderApp('/public', { consent: null });

  // Synchronously after the first render: no frame without the dialog, the largest thing a first visit paints.
  expect(screen.getByRole('dialog', { name: 'Файли cookie' })).toHaveAttribute('aria-modal', 'true');
  // The page under it renders in the frame after that paint: its code is not fetched before it.
  const main = screen.getByRole('main');
  expect(main).toBeEmptyDOMElement();
  await waitFor(() => expect(main).not.toBeEmptyDOMElement());
});
