import { useRoutes } from 'react-router';
import { accountRoutes } from '../account/account-routes';
import { ErrorPage, ForbiddenPage, NotFoundPage } from './StatusPage';

/**
 * The sign-up and password screens and the status pages, routed below the site's catch-all: their route table loads
 * with the first of them a visitor opens, never with the map. The account's pages have their own entry
 * (account/AccountPages.tsx).
 */
export default function OtherRoutes() {
  return useRoutes([
    ...accountRoutes,
    { path: '/forbidden', element: <ForbiddenPage /> },
    { path: '/error', element: <ErrorPage /> },
    { path: '*', element: <NotFoundPage /> },
  ]);
}
