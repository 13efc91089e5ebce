import { lazyPage } from './lazy-page';

// The 500 and 404 pages of the layout and the map load when shown: no visit that goes well downloads them (the other
// routes' 403, 500 and 404 come with those routes, pages/OtherRoutes.tsx).
export const ErrorPage = lazyPage(() => import('./StatusPage').then((m) => ({ default: m.ErrorPage })), 'status');
export const NotFoundPage = lazyPage(() => import('./StatusPage').then((m) => ({ default: m.NotFoundPage })), 'status');
