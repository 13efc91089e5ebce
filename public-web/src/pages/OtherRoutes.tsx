import { useRoutes, type RouteObject } from 'react-router';
import { accountRoutes } from '../account/account-routes';
import { ErrorPage, ForbiddenPage, NotFoundPage } from './StatusPage';

const otherRoutes: RouteObject[] = [
  ...accountRoutes,
  { path: '/forbidden', element: <ForbiddenPage /> },
  { path: '/error', element: <ErrorPage /> },
  { path: '*', element: <NotFoundPage /> },
];

/**
 * The account and sign-up screens and the status pages, routed below the site's catch-all: their route table loads
 * with the first of them a visitor opens, never with the map.
 */
export default function OtherRoutes() {
  return useRoutes(otherRoutes);
}
