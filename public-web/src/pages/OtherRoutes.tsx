import { useRoutes, type RouteObject } from 'react-router';
import { accountRoutes, signedInRoutes } from '../account/account-routes';
import { ErrorPage, ForbiddenPage, NotFoundPage } from './StatusPage';

const notFound: RouteObject = { path: '*', element: <NotFoundPage /> };

/**
 * The sign-up and password screens and the status pages, routed below the site's catch-all: their route table loads
 * with the first of them a visitor opens, never with the map.
 */
export default function OtherRoutes() {
  return useRoutes([...accountRoutes, { path: '/forbidden', element: <ForbiddenPage /> }, { path: '/error', element: <ErrorPage /> }, notFound]);
}

/**
 * The account pages, below /public/user/*. That prefix has its own entry in the site's route table: under the catch-all,
 * '/public/user/settings' would be taken by the map's '/public/:lng/:lat', which ranks above '*'.
 */
export function AccountPages() {
  return useRoutes([...signedInRoutes, notFound]);
}
