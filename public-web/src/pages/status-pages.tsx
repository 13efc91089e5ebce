import { lazyPage } from './lazy-page';

// The 403, 500 and 404 pages load when shown: no visit that goes well downloads them.
export const ForbiddenPage = lazyPage(() => import('./StatusPage').then((m) => ({ default: m.ForbiddenPage })), 'status');
export const ErrorPage = lazyPage(() => import('./StatusPage').then((m) => ({ default: m.ErrorPage })), 'status');
export const NotFoundPage = lazyPage(() => import('./StatusPage').then((m) => ({ default: m.NotFoundPage })), 'status');
