import type { RouteObject } from 'react-router';
import { lazyPage } from '../pages/lazy-page';

// Each screen is its own chunk, loaded on first visit (routes.tsx spreads these into the layout's children); the guard
// of the account pages too, with its session check: no page of the first load needs it.
const RequireRole = lazyPage(() => import('../auth/RequireRole').then((m) => ({ default: () => <m.RequireRole role="PUBLIC" /> })));
const RegisterPage = lazyPage(() => import('../auth-pages/RegisterPage'));
const PublicRemindPasswordPage = lazyPage(() => import('../auth-pages/RemindPasswordPage'));
const StaffRemindPasswordPage = lazyPage(() => import('../auth-pages/RemindPasswordPage').then((m) => ({ default: m.StaffRemindPasswordPage })));
const PublicChangePasswordPage = lazyPage(() => import('../auth-pages/ChangePasswordPage'));
const StaffChangePasswordPage = lazyPage(() => import('../auth-pages/ChangePasswordPage').then((m) => ({ default: m.StaffChangePasswordPage })));
const ConfirmEmailPage = lazyPage(() => import('../auth-pages/ConfirmEmailPage'));
const StopEmailPage = lazyPage(() => import('../auth-pages/StopEmailPage'));
const AccountSettingsPage = lazyPage(() => import('./AccountSettingsPage'));
const MyReportsPage = lazyPage(() => import('./MyReportsPage'));
const MyAddressesPage = lazyPage(() => import('./MyAddressesPage'));
const OutageHistoryPage = lazyPage(() => import('./outage-history/OutageHistoryPage'));

/** Spec §2 account and auth screens: sign-up and password screens for anyone; the account pages (§6) are signedInRoutes. */
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
 * The account pages, /public/user/settings and its siblings: paths relative to /public/user/, the prefix the site's route
 * table sends here (pages/OtherRoutes.tsx).
 */
export const signedInRoutes: RouteObject[] = [
  {
    element: <RequireRole />,
    children: [
      { path: 'settings', element: <AccountSettingsPage /> },
      { path: 'reports', element: <MyReportsPage /> },
      { path: 'address', element: <MyAddressesPage /> },
      { path: 'outage-history', element: <OutageHistoryPage /> },
    ],
  },
];
