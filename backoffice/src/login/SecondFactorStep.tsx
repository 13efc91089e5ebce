import { type FormEvent, type ReactNode, useCallback, useEffect, useState } from 'react';
import { Alert, Box, Button, Checkbox, CircularProgress, FormControlLabel, Stack, TextField, Typography } from '@mui/material';
import { useAuthProvider, useTranslate } from 'react-admin';
import type { LoginResponse, SecondFactorChallenge, SecondFactorEnrolment } from '../api/types';
import type { StaffAuthProvider } from '../auth/authProvider';
import { isServiceUnavailable, SERVICE_UNAVAILABLE_MESSAGE } from '../api/http';
import { serverMessage } from '../planned-outages/errorMessages';
import { useEnterAfterLogin } from './useStaffLogin';
import { passkeyDialogError, passkeysAvailable } from '../auth/passkeyCeremony';
import { PasskeyNameField } from '../account/PasskeyNameField';

const LOCKED_OUT = 503;
const UNAUTHORIZED = 401;
/** The server's text for a challenge that expired or was revoked (backend SECOND_FACTOR_MESSAGES.challengeExpired). */
const CHALLENGE_EXPIRED = 'Logowanie wygasło. Zaloguj się ponownie hasłem.';

interface Props {
  challenge: SecondFactorChallenge;
  /** Back to the password: the challenge expired, or the person chose to. */
  onRestart: (message?: string) => void;
  /** The sign-in lockout answered: the login page shows its blocked state. */
  onBlocked: () => void;
}

/**
 * The step after a right password (docs/security.md "Second factor"): the code of the authenticator app or a recovery
 * code, or — when the role requires a second factor and the person has none — enrolment first. Its own component, so
 * the login page only decides which step to show.
 */
export const SecondFactorStep = ({ challenge, onRestart, onBlocked }: Props) =>
  challenge.secondFactor === 'enrol' ? (
    <EnrolmentStep challenge={challenge} onRestart={onRestart} onBlocked={onBlocked} />
  ) : (
    <CodeStep challenge={challenge} onRestart={onRestart} onBlocked={onBlocked} />
  );

/**
 * Sends a code (or runs the passkey dialog); a refusal shows the server's message, an expired challenge goes back to
 * the password, the lockout shows the blocked state. `dialogError` names a failure of the browser's own dialog.
 */
function useCodeSubmit<T>(
  { onRestart, onBlocked }: Omit<Props, 'challenge'>,
  send: (value: T) => Promise<LoginResponse>,
  dialogError: (e: unknown) => string | null = () => null,
) {
  const enter = useEnterAfterLogin();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (value: T) => {
    setBusy(true);
    setError(null);
    try {
      enter(await send(value));
    } catch (e) {
      const status = (e as { status?: number }).status;
      const message = serverMessage(e);
      if (isServiceUnavailable(e)) setError(SERVICE_UNAVAILABLE_MESSAGE);
      else if (status === LOCKED_OUT) onBlocked();
      else if (status === UNAUTHORIZED && message === CHALLENGE_EXPIRED) onRestart(CHALLENGE_EXPIRED);
      else setError(dialogError(e) ?? message ?? 'app.second_factor.wrong_code');
      setBusy(false);
    }
  };
  return { error, busy, submit };
}

interface CodeFieldProps {
  value: string;
  onChange: (v: string) => void;
  error: string | null;
  label: string;
  helper?: string;
  autoFocus?: boolean;
}

const CodeField = ({ value, onChange, error, label, helper, autoFocus }: CodeFieldProps) => {
  const translate = useTranslate();
  return (
    <TextField
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      autoComplete="one-time-code"
      autoFocus={autoFocus}
      required
      fullWidth
      slotProps={{ htmlInput: { maxLength: 32, spellCheck: false, autoCapitalize: 'characters' } }}
      error={!!error}
      helperText={error ? translate(error, { _: error }) : helper}
    />
  );
};

const CodeStep = ({ challenge, onRestart, onBlocked }: Props) => {
  const translate = useTranslate();
  const authProvider = useAuthProvider<StaffAuthProvider>();
  const [code, setCode] = useState('');
  const { error, busy, submit } = useCodeSubmit({ onRestart, onBlocked }, (c: string) =>
    authProvider!.completeSecondFactor(challenge.challengeToken, c.trim()),
  );
  const methods = challenge.methods ?? ['totp'];
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void submit(code);
  };
  return (
    <Stack component="form" spacing={2} onSubmit={onSubmit} noValidate aria-labelledby="second-factor-title">
      <Typography variant="h6" component="h2" id="second-factor-title">
        {translate('app.second_factor.verify_title')}
      </Typography>
      {methods.includes('passkey') && <PasskeySignIn challenge={challenge} onRestart={onRestart} onBlocked={onBlocked} />}
      {methods.includes('totp') && <CodeForm code={code} setCode={setCode} error={error} busy={busy} />}
      <Button variant="text" onClick={() => onRestart()}>
        {translate('app.second_factor.back')}
      </Button>
    </Stack>
  );
};

const CodeForm = ({ code, setCode, error, busy }: { code: string; setCode: (c: string) => void; error: string | null; busy: boolean }) => {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="body2">{translate('app.second_factor.verify_intro')}</Typography>
      <CodeField
        value={code}
        onChange={setCode}
        error={error}
        label={translate('app.second_factor.code')}
        helper={translate('app.second_factor.code_helper')}
        autoFocus
      />
      <Button type="submit" variant="contained" fullWidth disabled={busy || !code.trim()}>
        {translate('app.second_factor.verify_submit')}
      </Button>
    </>
  );
};

/** "Użyj klucza dostępu": the browser's dialog, then the server's check; or why this browser cannot. */
const PasskeySignIn = ({ challenge, onRestart, onBlocked }: Props) => {
  const translate = useTranslate();
  const authProvider = useAuthProvider<StaffAuthProvider>();
  const { error, busy, submit } = useCodeSubmit(
    { onRestart, onBlocked },
    () => authProvider!.completeWithPasskey(challenge.challengeToken),
    passkeyDialogError,
  );
  if (!passkeysAvailable()) return <Alert severity="info">{translate('app.passkeys.unavailable')}</Alert>;
  return (
    <Stack spacing={1}>
      <Typography variant="body2">{translate('app.passkeys.verify_intro')}</Typography>
      <Button variant="contained" fullWidth disabled={busy} onClick={() => void submit(undefined)}>
        {translate('app.passkeys.verify_submit')}
      </Button>
      {error && (
        <Alert severity="error" role="alert">
          {translate(error, { _: error })}
        </Alert>
      )}
    </Stack>
  );
};

const EnrolmentStep = ({ challenge, onRestart, onBlocked }: Props) => {
  const authProvider = useAuthProvider<StaffAuthProvider>();
  const { error, busy, submit } = useCodeSubmit({ onRestart, onBlocked }, (c: string) =>
    authProvider!.confirmSecondFactorEnrolment(challenge.challengeToken, c.trim()),
  );
  const begin = useCallback(() => authProvider!.beginSecondFactorEnrolment(challenge.challengeToken), [authProvider, challenge.challengeToken]);
  const onLoadError = useCallback(
    (message: string | null) => {
      if (message !== CHALLENGE_EXPIRED) return false;
      onRestart(CHALLENGE_EXPIRED);
      return true;
    },
    [onRestart],
  );
  return (
    <EnrolmentForm
      begin={begin}
      onLoadError={onLoadError}
      submit={submit}
      error={error}
      busy={busy}
      intro="app.second_factor.enrol_intro"
      submitLabel="app.second_factor.enrol_submit"
      onCancel={() => onRestart()}
      cancelLabel="app.second_factor.back"
      alternative={passkeysAvailable() ? <PasskeyEnrolment challenge={challenge} onRestart={onRestart} onBlocked={onBlocked} /> : undefined}
    />
  );
};

/** A required enrolment with a passkey instead of the app: a name for it, the browser's dialog, and the session. */
const PasskeyEnrolment = ({ challenge, onRestart, onBlocked }: Props) => {
  const translate = useTranslate();
  const authProvider = useAuthProvider<StaffAuthProvider>();
  const [name, setName] = useState('');
  const { error, busy, submit } = useCodeSubmit(
    { onRestart, onBlocked },
    (n: string) => authProvider!.enrolPasskey(challenge.challengeToken, n.trim()),
    passkeyDialogError,
  );
  return (
    <Stack spacing={1} component="section" aria-labelledby="passkey-enrolment-title" sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Typography variant="subtitle1" component="h3" id="passkey-enrolment-title">
        {translate('app.passkeys.enrol_title')}
      </Typography>
      <Typography variant="body2">{translate('app.passkeys.enrol_intro')}</Typography>
      <PasskeyNameField value={name} onChange={setName} />
      <Button variant="contained" fullWidth disabled={busy || !name.trim()} onClick={() => void submit(name)}>
        {translate('app.passkeys.enrol_submit')}
      </Button>
      {error && (
        <Alert severity="error" role="alert">
          {translate(error, { _: error })}
        </Alert>
      )}
    </Stack>
  );
};

interface EnrolmentFormProps {
  /** Asks the server for a new secret and recovery codes. */
  begin: () => Promise<SecondFactorEnrolment>;
  /** True when it handled the error of `begin` itself (an expired challenge). */
  onLoadError?: (message: string | null) => boolean;
  submit: (code: string) => void | Promise<void>;
  error: string | null;
  busy: boolean;
  intro: string;
  submitLabel: string;
  onCancel: () => void;
  cancelLabel: string;
  /** Another way to enrol, shown before the app's QR code (a passkey). */
  alternative?: ReactNode;
}

/**
 * The QR code, the key to type by hand and the recovery codes, shown once; the first code is sent only after the
 * person confirms the recovery codes are saved. Used at the sign-in (a required enrolment) and on "Moje konto".
 */
export const EnrolmentForm = ({ begin, onLoadError, submit, error, busy, intro, submitLabel, onCancel, cancelLabel, alternative }: EnrolmentFormProps) => {
  const translate = useTranslate();
  const [enrolment, setEnrolment] = useState<SecondFactorEnrolment | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [code, setCode] = useState('');

  useEffect(() => {
    let live = true;
    begin()
      .then((e) => live && setEnrolment(e))
      .catch((e: unknown) => {
        if (!live) return;
        const message = serverMessage(e);
        if (!onLoadError?.(message)) setLoadError(message ?? 'app.errors.unexpected');
      });
    return () => {
      live = false;
    };
  }, [begin, onLoadError]);

  if (loadError) return <Alert severity="error">{translate(loadError, { _: loadError })}</Alert>;
  if (!enrolment) return <CircularProgress aria-label={translate('app.second_factor.loading')} sx={{ alignSelf: 'center' }} />;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (saved) void submit(code);
  };
  return (
    <Stack component="form" spacing={2} onSubmit={onSubmit} noValidate aria-labelledby="second-factor-title">
      <Typography variant="h6" component="h2" id="second-factor-title">
        {translate('app.second_factor.enrol_title')}
      </Typography>
      {alternative}
      <Typography variant="body2">{translate(intro)}</Typography>
      <Box
        component="img"
        src={enrolment.qrCode}
        alt={translate('app.second_factor.qr_alt')}
        sx={{ width: 200, height: 200, alignSelf: 'center', bgcolor: '#fff' }}
      />
      <Typography variant="body2">{translate('app.second_factor.manual_key')}</Typography>
      <Box
        component="code"
        data-testid="second-factor-secret"
        sx={{ fontFamily: 'monospace', fontSize: '0.875rem', overflowWrap: 'anywhere', p: 1, bgcolor: 'action.hover', borderRadius: 1 }}
      >
        {enrolment.secret.replace(/(.{4})(?=.)/g, '$1 ')}
      </Box>
      <Typography variant="subtitle1" component="h3">
        {translate('app.second_factor.recovery_title')}
      </Typography>
      <Alert severity="warning">{translate('app.second_factor.recovery_intro')}</Alert>
      <Box component="ol" aria-label={translate('app.second_factor.recovery_title')} sx={{ fontFamily: 'monospace', m: 0, pl: 4, '& li': { py: 0.25 } }}>
        {enrolment.recoveryCodes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </Box>
      <FormControlLabel
        control={<Checkbox checked={saved} onChange={(e) => setSaved(e.target.checked)} />}
        label={translate('app.second_factor.recovery_saved')}
      />
      <CodeField value={code} onChange={setCode} error={error} label={translate('app.second_factor.first_code')} />
      <Button type="submit" variant="contained" fullWidth disabled={busy || !saved || !code.trim()}>
        {translate(submitLabel)}
      </Button>
      <Button variant="text" onClick={onCancel}>
        {translate(cancelLabel)}
      </Button>
    </Stack>
  );
};
