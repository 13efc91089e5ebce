import { useEffect, useRef, useState } from 'react';
import { Button } from '@mui/material';
import KeyIcon from '@mui/icons-material/Key';
import { useAuthProvider, useNotify, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { apiUrl } from '../api/http';
import type { SsoOptions } from '../api/types';
import type { StaffAuthProvider } from '../auth/authProvider';
import { useEnterAfterLogin } from './useStaffLogin';

const LOGIN_TOAST_MS = 5000;
/** Until the server has said otherwise, the page offers what it always did: the password form alone. */
const PASSWORD_ONLY: SsoOptions = { enabled: false, providerName: null, passwordSignIn: true };

/** What the sign-in page offers (GET /api/sso/options); the password form alone while unknown or unreachable. */
export function useSsoOptions(): SsoOptions {
  const authProvider = useAuthProvider<StaffAuthProvider>();
  const [options, setOptions] = useState<SsoOptions>(PASSWORD_ONLY);
  useEffect(() => {
    let current = true;
    authProvider
      ?.ssoOptions()
      .then((answer) => current && setOptions(answer))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [authProvider]);
  return options;
}

/**
 * Back from the provider (/login?sso=1): collects the session the server prepared and goes to the role's landing
 * page, or says the sign-in failed and leaves the page as it was.
 */
export function useSsoCompletion(): void {
  const authProvider = useAuthProvider<StaffAuthProvider>();
  const enter = useEnterAfterLogin();
  const notify = useNotify();
  const [params, setParams] = useSearchParams();
  const started = useRef(false);
  const back = params.get('sso') === '1';
  useEffect(() => {
    if (!back || !authProvider || started.current) return;
    started.current = true;
    authProvider
      .completeSso()
      .then(enter)
      .catch(() => {
        setParams({}, { replace: true });
        notify('app.login.sso_failed', { type: 'warning', autoHideDuration: LOGIN_TOAST_MS });
      });
  }, [back, authProvider, enter, notify, setParams]);
}

/** "Zaloguj przez …": a real page load to the server, which sends the browser on to the provider. */
export const SsoButton = ({ name, primary }: { name: string; primary: boolean }) => {
  const translate = useTranslate();
  return (
    <Button href={apiUrl('/api/sso/login')} variant={primary ? 'contained' : 'outlined'} fullWidth startIcon={<KeyIcon aria-hidden />}>
      {translate('app.login.sso_button', { name })}
    </Button>
  );
};
