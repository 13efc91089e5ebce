import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { App } from '../App';

/** Shows the router's current path, so tests can see where a redirect went. */
export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

/** The whole public site at `path`, in memory. */
export function renderApp(path: string) {
  const user = userEvent.setup();
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <App />
      <LocationProbe />
    </MemoryRouter>,
  );
  return { user, ...view };
}

export const signedIn = (values: Record<string, string>) => {
  for (const [key, value] of Object.entries(values)) window.localStorage.setItem(key, value);
};

export const PUBLIC_USER = {
  token: 'public-token',
  userId: '7',
  role: 'PUBLIC',
  fullName: 'Jan Kowalski',
  area: 'Wola',
  email: 'jan@example.pl',
  phone: '600100200',
  language: 'pl',
};
