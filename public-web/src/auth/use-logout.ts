import { useCallback } from 'react';
import { authApi } from '../api/auth-api';
import { texts } from '../texts';
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
    showToast({ severity: 'info', text: texts.logout.done });
  }, [showToast]);
}
