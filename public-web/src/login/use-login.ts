import { useCallback } from 'react';
import { authApi } from '../api/auth-api';
import { ApiError, isServiceUnavailable } from '../api/client';
import type { LoginRequest, LoginResponse } from '../api/types';
import { isStaffRole, STAFF_LANDING_PAGES, STAFF_LOGIN_PAGE } from '../auth/roles';
import { saveSession } from '../auth/session';
import { fullPageNavigate } from '../navigation';
import { authTexts } from '../auth-pages/auth-texts';
import { TOAST_LIFE, useToast } from '../toast/toast-context';
import { useLoginState } from './login-context';

/** Spec §4 and §8: sign in, store the login data, tell the user; resolves to null on failure. */
export function useLogin(): (credentials: LoginRequest) => Promise<LoginResponse | null> {
  const showToast = useToast();
  const { setBlocked } = useLoginState();

  return useCallback(
    async (credentials) => {
      try {
        const response = await authApi.login(credentials);
        // A staff member with a second factor gets a challenge, not a session: the code step is the back office's.
        if ('challengeToken' in response) {
          fullPageNavigate(STAFF_LOGIN_PAGE);
          return null;
        }
        saveSession(response);
        showToast({ severity: 'success', text: authTexts.login.success, life: TOAST_LIFE.loginSuccess });
        // Staff work in the back office, a separate app on its own paths.
        if (isStaffRole(response.role)) fullPageNavigate(STAFF_LANDING_PAGES[response.role]);
        return response;
      } catch (error) {
        if (isServiceUnavailable(error)) {
          // The database is down: not a lockout, the form stays usable for a retry.
          showToast({ severity: 'warning', text: authTexts.serviceUnavailable, life: TOAST_LIFE.warning });
        } else if (error instanceof ApiError && error.status === 503) {
          setBlocked(true);
          showToast({ severity: 'warning', text: authTexts.login.blocked, life: TOAST_LIFE.warning });
        } else if (error instanceof ApiError && error.status === 429) {
          // Too many tries from here, or the server is busy checking passwords: not a wrong password; try again soon.
          showToast({ severity: 'warning', text: error.message, life: TOAST_LIFE.warning });
        } else if (error instanceof ApiError && error.status === 403 && error.message === authTexts.login.unconfirmed) {
          // Spec §4: registered but not confirmed; telling so does not reveal anything the password did not.
          showToast({ severity: 'warning', text: error.message, life: TOAST_LIFE.warning });
        } else {
          // 401 and 403 by the spec; any other failure too, since the user can only retry.
          showToast({ severity: 'warning', text: authTexts.login.invalidCredentials, life: TOAST_LIFE.warning, closable: false });
        }
        return null;
      }
    },
    [setBlocked, showToast],
  );
}
