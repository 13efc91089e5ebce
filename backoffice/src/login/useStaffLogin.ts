import { useCallback } from 'react';
import { useAuthProvider, useNavigate, useRefresh } from 'react-admin';
import type { LoginRequest, LoginResponse, SecondFactorChallenge } from '../api/types';
import { isSecondFactorChallenge, type StaffAuthProvider } from '../auth/authProvider';
import { loadPage } from '../auth/fullPageNavigation';
import { destinationAfterLogin } from '../auth/roles';

/**
 * Signs in and goes to the role's landing page (spec §2.3); a portal (PUBLIC) account goes to the
 * public site. When a second factor follows, resolves with the challenge and stays on the page.
 * Rejects with the HttpError of the login call (status 401, 503 ...).
 */
export function useStaffLogin(): (credentials: LoginRequest) => Promise<SecondFactorChallenge | null> {
  const authProvider = useAuthProvider<StaffAuthProvider>();
  const enter = useEnterAfterLogin();
  return useCallback(
    async (credentials) => {
      if (!authProvider) throw new Error('authProvider missing');
      const answer = await authProvider.login(credentials);
      if (isSecondFactorChallenge(answer)) return answer;
      enter(answer);
      return null;
    },
    [authProvider, enter],
  );
}

/** Once a session is stored: to the role's landing page (the password alone, or after the second factor). */
export function useEnterAfterLogin(): (session: LoginResponse) => void {
  const navigate = useNavigate();
  const refresh = useRefresh();
  return useCallback(
    (session) => {
      // Drop anything cached for a previous person (identity in the app bar, lists).
      refresh();
      const destination = destinationAfterLogin(session.role);
      if (destination.fullPageLoad) loadPage(destination.path);
      else navigate(destination.path, { replace: true });
    },
    [navigate, refresh],
  );
}
