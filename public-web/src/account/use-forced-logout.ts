import { useCallback } from 'react';
import { authApi } from '../api/auth-api';
import { clearSession } from '../auth/session';
import { TOAST_LIFE, useToast } from '../toast/toast-context';

/** Spec §9: settings messages stay 3 s, as the login success. */
export const SETTINGS_TOAST_LIFE = TOAST_LIFE.loginSuccess;

/**
 * Spec §4 forced sign-outs (e-mail changed, password changed, account deleted): the browser forgets the
 * login data and says why. The page's RequireRole then moves the user to the public map. The server has
 * usually revoked the tokens already; the logout call makes sure and its failure does not matter.
 */
export function useForcedLogout(): (message: string) => Promise<void> {
  const showToast = useToast();
  return useCallback(
    async (message: string) => {
      await authApi.logout().catch(() => undefined);
      clearSession();
      showToast({ severity: 'info', text: message, life: TOAST_LIFE.warning });
    },
    [showToast],
  );
}
