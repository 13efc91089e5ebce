import { Route, Switch } from 'wouter';
import { RequireRole } from '../auth/RequireRole';
import { NotFoundPage } from '../pages/StatusPage';
import { AccountSettingsPage, MyAddressesPage, MyReportsPage, OutageHistoryPage } from './account-routes';

/** The account's pages (§6: PUBLIC only), each behind the guard. */
const ACCOUNT_PAGES = [
  ['/public/user/settings', AccountSettingsPage],
  ['/public/user/reports', MyReportsPage],
  ['/public/user/address', MyAddressesPage],
  ['/public/user/outage-history', OutageHistoryPage],
] as const;

/**
 * /public/user/*: the account's pages, a chunk of their own like every other route, with the guard and its session check
 * (no page of the first load needs them). Routed from the site's table (routes.tsx) ahead of the map's coordinates
 * (/public/:lng/:lat), which have as many segments. An unknown account page is a 404.
 */
export default function AccountPages() {
  return (
    <Switch>
      {ACCOUNT_PAGES.map(([path, Page]) => (
        <Route key={path} path={path}>
          <RequireRole role="PUBLIC">
            <Page />
          </RequireRole>
        </Route>
      ))}
      <Route>
        <NotFoundPage />
      </Route>
    </Switch>
  );
}
