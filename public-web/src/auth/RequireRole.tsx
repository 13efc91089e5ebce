import { useEffect, useState, type ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { authApi } from '../api/auth-api';
import { ApiError, isServiceUnavailable } from '../api/client';
import type { Role } from '../api/types';
import { PageStatus } from '../components/PageStatus';
import { authTexts } from '../auth-pages/auth-texts';
import { PUBLIC_HOME } from './roles';
import { clearSession, useSession } from './session';

type Outcome = 'valid' | 'rejected' | 'unavailable' | 'server-error';

/** What the sign-in page gets from a guarded page: where to come back to after signing in. */
export interface LoginReturn {
  from: string;
}

/**
 * Guard for pages that need a signed-in user of one role (spec §6). The stored role is checked
 * locally; the session itself is verified by the server once per mount and per token.
 * - no token: to the login page, which brings the user back here afterwards;
 * - another role: /forbidden;
 * - token rejected (401/403 or valid: false): the login data is removed, to the login page;
 * - the server cannot reach its database (503): the token is kept and the page says the
 *   service is temporarily unavailable;
 * - any other failure (server down, 5xx): /error, the token is kept, so that a server outage
 *   does not sign everyone out;
 * - signed out while on the page (Wyloguj here or in another tab): to the public map (spec §4).
 */
export function RequireRole({ role, children }: { role: Role; children: ReactNode }) {
  const { token, role: storedRole } = useSession();
  const [pathname] = useLocation();
  const search = useSearch();
  const [checked, setChecked] = useState<{ token: string; outcome: Outcome }>();
  const mustVerify = Boolean(token) && storedRole === role;

  useEffect(() => {
    if (!mustVerify || !token) return;
    const controller = new AbortController();
    const reject = () => {
      setChecked({ token, outcome: 'rejected' });
      clearSession();
    };
    authApi.isTokenValid(controller.signal).then(
      (answer) => (answer?.valid === true ? setChecked({ token, outcome: 'valid' }) : reject()),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && (error.status === 401 || error.status === 403)) reject();
        else if (isServiceUnavailable(error)) setChecked({ token, outcome: 'unavailable' });
        else setChecked({ token, outcome: 'server-error' });
      },
    );
    return () => controller.abort();
  }, [mustVerify, token]);

  if (!token) {
    const from: LoginReturn = { from: search ? `${pathname}?${search}` : pathname };
    return checked?.outcome === 'valid' ? <Redirect to={PUBLIC_HOME} replace /> : <Redirect to="/public/login" replace state={from} />;
  }
  if (storedRole !== role) return <Redirect to="/forbidden" replace />;

  const outcome = checked?.token === token ? checked.outcome : undefined;
  if (outcome === 'server-error') return <Redirect to="/error" replace />;
  if (outcome === 'unavailable') return <PageStatus>{authTexts.serviceUnavailable}</PageStatus>;
  if (outcome !== 'valid') {
    return <PageStatus>{authTexts.session.checking}</PageStatus>;
  }
  return children;
}
