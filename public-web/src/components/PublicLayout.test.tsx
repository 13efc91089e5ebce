import { screen } from '@testing-library/react';
import { renderApp } from '../../test/render-app';

it('on a return visit (no cookie dialog), the page renders with the layout, not a frame later', () => {
  renderApp('/public', { consent: 'necessary' });
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.getByRole('main')).not.toBeEmptyDOMElement();
});
