import { type ReactNode, useEffect, useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import { Loading, useCheckAuth, useGetPermissions, useLocation, useLogout, useNotify, useTranslate } from 'react-admin';
import { isServiceUnavailable, SERVICE_UNAVAILABLE_MESSAGE } from '../api/http';
import type { StaffRole } from './roles';
import { PUBLIC_PAGES } from './roles';
import { loadPage } from './fullPageNavigation';

type GuardState = 'checking' | 'allowed' | 'unreachable' | 'unavailable';

/**
 * The guard of a staff area (spec §2.2, §4.5). On every route change it asks the server whether the
 * token is still valid (authProvider.checkAuth → POST /api/is-token-valid), then compares the stored
 * role with the area's role. No token or a rejected token: login page. Wrong role: the public
 * /forbidden page. The check is not cached on purpose: the server may have revoked the token.
 */
export const RequireRole = ({ role, children }: { role: StaffRole; children: ReactNode }) => {
  const { pathname } = useLocation();
  const checkAuth = useCheckAuth();
  const getPermissions = useGetPermissions();
  const logout = useLogout();
  const notify = useNotify();
  const [state, setState] = useState<GuardState>('checking');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    // logoutOnFailure=false: only a rejected session signs the person out, not a network failure.
    checkAuth({ route: pathname }, false)
      .then(() => getPermissions())
      .then((storedRole) => {
        if (!current) return;
        if (storedRole === role) setState('allowed');
        else loadPage(PUBLIC_PAGES.forbidden);
      })
      .catch((error: { redirectTo?: string; message?: string | false } | undefined) => {
        if (!current) return;
        if (error?.redirectTo) {
          if (error.message) notify(error.message, { type: 'error' });
          void logout({}, error.redirectTo);
        } else {
          // A 503 from a database outage keeps the session and says so; the person retries in a moment.
          setState(isServiceUnavailable(error) ? 'unavailable' : 'unreachable');
        }
      });
    return () => {
      current = false;
    };
  }, [pathname, role, attempt, checkAuth, getPermissions, logout, notify]);

  if (state === 'allowed') return <>{children}</>;
  if (state === 'unreachable' || state === 'unavailable') {
    return <GuardRetry unavailable={state === 'unavailable'} onRetry={() => setAttempt((n) => n + 1)} />;
  }
  return <Loading loadingPrimary="app.guard.checking" loadingSecondary="ra.message.loading" />;
};

const GuardRetry = ({ unavailable, onRetry }: { unavailable: boolean; onRetry: () => void }) => {
  const translate = useTranslate();
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', mt: 8, px: 2 }} role="alert">
      <Typography>{unavailable ? SERVICE_UNAVAILABLE_MESSAGE : translate('app.guard.unreachable')}</Typography>
      <Button variant="contained" onClick={onRetry}>
        {translate('app.guard.retry')}
      </Button>
    </Stack>
  );
};
