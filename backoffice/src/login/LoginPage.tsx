import { useCallback, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Divider, Link, Stack, Typography } from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';
import { Form, PasswordInput, TextInput, useNotify, useTranslate } from 'react-admin';
import { PUBLIC_PAGES } from '../auth/roles';
import { requiredField, validEmail } from '../validation/rules';
import { isServiceUnavailable, SERVICE_UNAVAILABLE_MESSAGE } from '../api/http';
import { useStaffLogin } from './useStaffLogin';
import type { SecondFactorChallenge } from '../api/types';
import { SecondFactorStep } from './SecondFactorStep';
import { SsoButton, useSsoCompletion, useSsoOptions } from './SsoSignIn';

// Spec §8/§9: the failed-login toast stays 5 s.
const LOGIN_TOAST_MS = 5000;
const LOCKED_OUT = 503;
const TOO_MANY = 429;

const loginValidation = [requiredField(), validEmail()];
const passwordValidation = [requiredField()];

interface LoginValues {
  login: string;
  password: string;
}

/** /login: the staff login (spec §2.3, §4.4, §5, §8). */
export const LoginPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const login = useStaffLogin();
  const sso = useSsoOptions();
  useSsoCompletion();
  // Single sign-on alone: the operator switched staff passwords off (OIDC_STAFF_PASSWORDS=false).
  const passwords = !sso.enabled || sso.passwordSignIn;
  const [submitting, setSubmitting] = useState(false);
  // §4.4: after too many attempts the server answers 503 and the screen stays blocked.
  const [blocked, setBlocked] = useState(false);
  // After a right password, when a second factor follows: the code (or enrolment) step replaces the form.
  const [challenge, setChallenge] = useState<SecondFactorChallenge | null>(null);
  const restart = useCallback(
    (message?: string) => {
      setChallenge(null);
      if (message) notify(message, { type: 'warning', autoHideDuration: LOGIN_TOAST_MS, messageArgs: { _: message } });
    },
    [notify],
  );
  const blockAfterCode = useCallback(() => {
    setChallenge(null);
    setBlocked(true);
    notify('app.login.blocked', { type: 'warning', autoHideDuration: LOGIN_TOAST_MS });
  }, [notify]);

  const submit = async (values: Partial<LoginValues>) => {
    setSubmitting(true);
    try {
      setChallenge(await login({ login: values.login?.trim() ?? '', password: values.password ?? '' }));
    } catch (error) {
      if (isServiceUnavailable(error)) {
        // The database is down: not a lockout; the form stays usable for a retry.
        notify(SERVICE_UNAVAILABLE_MESSAGE, { type: 'warning', autoHideDuration: LOGIN_TOAST_MS });
      } else if ((error as { status?: number }).status === LOCKED_OUT) {
        setBlocked(true);
        notify('app.login.blocked', { type: 'warning', autoHideDuration: LOGIN_TOAST_MS });
      } else if ((error as { status?: number }).status === TOO_MANY) {
        // Too many tries from here, or the server is busy checking passwords: not a wrong password; try again soon.
        notify((error as Error).message || 'app.login.failed', { type: 'warning', autoHideDuration: LOGIN_TOAST_MS });
      } else {
        notify('app.login.failed', { type: 'warning', autoHideDuration: LOGIN_TOAST_MS });
      }
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: { xs: 'flex-start', sm: 'center' },
        justifyContent: 'center',
        bgcolor: 'background.default',
        px: 2,
        py: { xs: 4, sm: 2 },
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent>
          <Stack spacing={2}>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              <LockIcon color="primary" aria-hidden />
              <Typography variant="h5" component="h1">
                {translate('app.login.title')}
              </Typography>
            </Stack>
            {sso.enabled && !challenge && (
              <>
                {!passwords && <Typography variant="body2">{translate('app.login.sso_only')}</Typography>}
                <SsoButton name={sso.providerName ?? ''} primary={!passwords} />
                {passwords && <Divider>{translate('app.login.sso_or')}</Divider>}
              </>
            )}
            {blocked && <Alert severity="error">{translate('app.login.blocked')}</Alert>}
            {challenge && <SecondFactorStep challenge={challenge} onRestart={restart} onBlocked={blockAfterCode} />}
            {passwords && (
              <Form<LoginValues> onSubmit={submit} noValidate>
                <Box component="fieldset" disabled={blocked} hidden={!!challenge} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
                  <TextInput
                    source="login"
                    label="app.login.login"
                    type="email"
                    autoComplete="username"
                    validate={loginValidation}
                    disabled={blocked}
                    autoFocus
                  />
                  <PasswordInput
                    source="password"
                    label="app.login.password"
                    autoComplete="current-password"
                    validate={passwordValidation}
                    disabled={blocked}
                  />
                  <Button type="submit" variant="contained" fullWidth disabled={blocked || submitting} sx={{ mt: 1 }}>
                    {translate('app.login.submit')}
                  </Button>
                </Box>
              </Form>
            )}
            {/* /public/remind belongs to the public site: a real page load, not a router move. */}
            {passwords && (
              <Link href={PUBLIC_PAGES.remindPassword} variant="body2">
                {translate('app.login.remind_password')}
              </Link>
            )}
            <Alert severity="info" variant="outlined">
              {translate('app.login.registration_notice')}
            </Alert>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
};
