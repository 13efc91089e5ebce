import type { ComponentType } from 'react';
import { loadArea } from '../i18n/i18n';
import type { LazyArea } from '../i18n/catalogs';
import { lazyPage } from '../pages/lazy-page';

// Each screen is its own chunk, loaded on first visit (pages/OtherRoutes.tsx and account/AccountPages.tsx route them). Each loads with its texts in
// the active language: the `auth` area (sign-in, sign-up, passwords) or the `account` area (docs/i18n.md).
const withTexts =
  <M,>(area: LazyArea, load: () => Promise<M>) =>
  () =>
    Promise.all([load(), loadArea(area)]).then(([module]) => module);

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
export const AccountSettingsPage = lazyPage(withTexts('account', () => import('./AccountSettingsPage')));
export const MyReportsPage = lazyPage(withTexts('account', () => import('./MyReportsPage')));
export const MyAddressesPage = lazyPage(withTexts('account', () => import('./MyAddressesPage')));
export const OutageHistoryPage = lazyPage(withTexts('account', () => import('./outage-history/OutageHistoryPage')));

/** Spec §2 auth screens: sign-up and password screens, for anyone (routed by pages/OtherRoutes.tsx). */
export const accountRoutes: readonly (readonly [path: string, Page: ComponentType])[] = [
  ['/public/register', RegisterPage],
  ['/public/remind', PublicRemindPasswordPage],
  ['/remind', StaffRemindPasswordPage],
  ['/public/change-password', PublicChangePasswordPage],
  ['/change-password', StaffChangePasswordPage],
  ['/public/confirm-email', ConfirmEmailPage],
  ['/public/stop-send-email', StopEmailPage],
];
