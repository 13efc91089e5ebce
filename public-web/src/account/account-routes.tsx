import type { RouteObject } from 'react-router';
import { loadArea } from '../i18n/i18n';
import type { LazyArea } from '../i18n/catalogs';
import { lazyPage } from '../pages/lazy-page';
import { NotFoundPage } from '../pages/StatusPage';

// Each screen is its own chunk, loaded on first visit (routes.tsx spreads these into the layout's children); the guard
// of the account pages too, with its session check: no page of the first load needs it. Each loads with its texts in
// the active language: the `auth` area (sign-in, sign-up, passwords) or the `account` area (docs/i18n.md).
const withTexts =
  <M,>(area: LazyArea, load: () => Promise<M>) =>
  () =>
    Promise.all([load(), loadArea(area)]).then(([module]) => module);

const RequireRole = lazyPage(withTexts('auth', () => import('../auth/RequireRole').then((m) => ({ default: () => <m.RequireRole role="PUBLIC" /> }))));
const RegisterPage = lazyPage(withTexts('auth', () => import('../auth-pages/RegisterPage')));
const PublicRemindPasswordPage = lazyPage(withTexts('auth', () => import('../auth-pages/RemindPasswordPage')));
const StaffRemindPasswordPage = lazyPage(
  withTexts('auth', () => import('../auth-pages/RemindPasswordPage').then((m) => ({ default: m.StaffRemindPasswordPage }))),
);
const PublicChangePasswordPage = lazyPage(withTexts('auth', () => import('../auth-pages/ChangePasswordPage')));
const StaffChangePasswordPage = lazyPage(
  withTexts('auth', () => import('../auth-pages/ChangePasswordPage').then((m) => ({ default: m.StaffChangePasswordPage }))),
);
const ConfirmEmailPage = lazyPage(withTexts('auth', () => import('../auth-pages/ConfirmEmailPage')));
const StopEmailPage = lazyPage(withTexts('auth', () => import('../auth-pages/StopEmailPage')));
const AccountSettingsPage = lazyPage(withTexts('account', () => import('./AccountSettingsPage')));
const MyReportsPage = lazyPage(withTexts('account', () => import('./MyReportsPage')));
const MyAddressesPage = lazyPage(withTexts('account', () => import('./MyAddressesPage')));
const OutageHistoryPage = lazyPage(withTexts('account', () => import('./outage-history/OutageHistoryPage')));

/** Spec §2 auth screens: sign-up and password screens, for anyone. */
export const accountRoutes: RouteObject[] = [
  { path: '/public/register', element: <RegisterPage /> },
  { path: '/public/remind', element: <PublicRemindPasswordPage /> },
  { path: '/remind', element: <StaffRemindPasswordPage /> },
  { path: '/public/change-password', element: <PublicChangePasswordPage /> },
  { path: '/change-password', element: <StaffChangePasswordPage /> },
  { path: '/public/confirm-email', element: <ConfirmEmailPage /> },
  { path: '/public/stop-send-email', element: <StopEmailPage /> },
];

/**
 * The account's pages (§6: PUBLIC only) below /public/user/, routed from the site's table (routes.tsx) so that their
 * three segments are not taken for the map's coordinates (/public/:lng/:lat).
 */
export const accountPages: RouteObject[] = [
  {
    element: <RequireRole />,
    children: [
      { path: 'settings', element: <AccountSettingsPage /> },
      { path: 'reports', element: <MyReportsPage /> },
      { path: 'address', element: <MyAddressesPage /> },
      { path: 'outage-history', element: <OutageHistoryPage /> },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
];
