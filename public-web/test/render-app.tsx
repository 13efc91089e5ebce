import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation, useSearch } from 'wouter';
import { App } from '../src/App';
import { CONSENT_COOKIE, type ConsentChoice } from '../src/consent/consent';
import { INFO_SHOWN_KEY } from '../src/info/InfoSidebar';

/**
 * Shows the router's current path (and, as data-search, the address bar's query as the browser encodes it), so tests can
 * see where a redirect went. Drawn again on every change of either.
 */
export function LocationProbe() {
  const [pathname] = useLocation();
  useSearch();
  return (
    <div data-testid="location" data-search={window.location.search}>
      {pathname}
    </div>
  );
}

/** The page's address, as if the visitor had opened it: the site routes on the browser's location. */
export const openAt = (path: string) => window.history.replaceState(null, '', path);

export interface RenderAppOptions {
  /** The cookie choice already made; null for a first visit (the cookie dialog blocks the page). Default 'necessary'. */
  consent?: ConsentChoice | null;
  /** The info panel was already shown in this session (default true, so it is out of the way). */
  infoShown?: boolean;
  /** For tests with jest's fake timers. */
  advanceTimers?: (ms: number) => void;
}

/** The whole public site at `path`. */
export function renderApp(path: string, { consent = 'necessary', infoShown = true, advanceTimers }: RenderAppOptions = {}) {
  if (consent) document.cookie = `${CONSENT_COOKIE}=${consent}; Path=/`;
  if (infoShown) window.sessionStorage.setItem(INFO_SHOWN_KEY, 'true');
  const user = userEvent.setup(advanceTimers ? { advanceTimers } : {});
  openAt(path);
  const view = render(
    <>
      <App />
      <LocationProbe />
    </>,
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
