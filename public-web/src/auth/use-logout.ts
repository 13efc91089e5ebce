import { useCallback } from 'react';
import { authApi } from '../api/auth-api';
import { loadArea, t } from '../i18n/i18n';
import { useToast } from '../toast/toast-context';
import { clearSession } from './session';

/**
 * Spec §4 logout: the server revokes the token, the browser forgets the login data. On a page
 * that needs login, that page's RequireRole notices and moves the user to the public map.
 */
export function useLogout(): () => Promise<void> {
  const showToast = useToast();

  return useCallback(async () => {
    try {
      await authApi.logout();
    } catch {
      // Unreachable server or an already expired token: signing out locally is what the user asked for.
    }
    clearSession();
    // The sign-out's words come with the sign-in's (the `auth` area), not with every page's first load.
    await loadArea('auth');
    showToast({ severity: 'info', text: t('auth.logout.done') });
  }, [showToast]);
}
