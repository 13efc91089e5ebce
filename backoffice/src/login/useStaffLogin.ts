import { useCallback } from 'react';
import { useAuthProvider, useNavigate, useRefresh } from 'react-admin';
import type { LoginRequest } from '../api/types';
import type { StaffAuthProvider } from '../auth/authProvider';
import { loadPage } from '../auth/fullPageNavigation';
import { destinationAfterLogin } from '../auth/roles';

/**
 * Signs in and goes to the role's landing page (spec §2.3); a portal (PUBLIC) account goes to the
 * public site. Rejects with the HttpError of the login call (status 401, 503 ...).
 */
export function useStaffLogin(): (credentials: LoginRequest) => Promise<void> {
  const authProvider = useAuthProvider<StaffAuthProvider>();
  const navigate = useNavigate();
  const refresh = useRefresh();
  return useCallback(
    async (credentials) => {
      if (!authProvider) throw new Error('authProvider missing');
      const session = await authProvider.login(credentials);
      // Drop anything cached for a previous person (identity in the app bar, lists).
      refresh();
      const destination = destinationAfterLogin(session.role);
      if (destination.fullPageLoad) loadPage(destination.path);
      else navigate(destination.path, { replace: true });
    },
    [authProvider, navigate, refresh],
  );
}
