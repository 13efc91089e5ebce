import { Route, Switch } from 'wouter';
import { accountRoutes } from '../account/account-routes';
import { ErrorPage, ForbiddenPage, NotFoundPage } from './StatusPage';

/**
 * The sign-up and password screens and the status pages, routed below the site's catch-all: their route table loads
 * with the first of them a visitor opens, never with the map. The account's pages have their own entry
 * (account/AccountPages.tsx).
 */
export default function OtherRoutes() {
  return (
    <Switch>
      {[...accountRoutes, ['/forbidden', ForbiddenPage] as const, ['/error', ErrorPage] as const, ['*', NotFoundPage] as const].map(([path, Page]) => (
        <Route key={path} path={path}>
          <Page />
        </Route>
      ))}
    </Switch>
  );
}
