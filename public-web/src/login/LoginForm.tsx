import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import type { LoginRequest, LoginResponse } from '../api/types';
import { WarningIcon } from '../components/WarningIcon';
import { TextField } from '../components/TextField';
import { authTexts, fieldMessage } from '../auth-pages/auth-texts';
import { validators } from '../validation';
import { useLoginState } from './login-context';
import { useLogin } from './use-login';

interface LoginFormProps {
  /** Keeps element ids unique when the sidebar and the login page are both on screen. */
  idPrefix: string;
  autoFocus?: boolean;
  onLoggedIn?: (response: LoginResponse) => void;
}

/** The login form of the sidebar and of /public/login (spec §2, §4, §5). Enter submits. */
export function LoginForm({ idPrefix, autoFocus = false, onLoggedIn }: LoginFormProps) {
  const { register, handleSubmit, reset, setFocus, formState } = useForm<LoginRequest>({
    defaultValues: { login: '', password: '' },
  });
  const { errors, isSubmitting } = formState;
  const { blocked } = useLoginState();
  const logIn = useLogin();
  const inFlight = useRef(false);

  useEffect(() => {
    if (autoFocus) setFocus('login');
  }, [autoFocus, setFocus]);

  const onSubmit = async (credentials: LoginRequest) => {
    // A second Enter while the first attempt is on its way must not count as another attempt.
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      const response = await logIn({ login: credentials.login.trim(), password: credentials.password });
      if (response) {
        reset();
        onLoggedIn?.(response);
      }
    } finally {
      inFlight.current = false;
    }
  };

  return (
    <form className="login-form" noValidate onSubmit={handleSubmit(onSubmit)}>
      {blocked && (
        <p className="form-alert" role="alert">
          <WarningIcon /> {authTexts.login.blocked}
        </p>
      )}
      <fieldset className="login-form__fields" disabled={blocked}>
        <legend className="visually-hidden">{authTexts.login.title}</legend>
        <TextField
          id={`${idPrefix}-login`}
          label={authTexts.login.loginLabel}
          type="email"
          autoComplete="username"
          inputMode="email"
          error={fieldMessage(errors.login?.message)}
          {...register('login', { validate: { required: validators.required, email: validators.email } })}
        />
        <TextField
          id={`${idPrefix}-password`}
          label={authTexts.login.passwordLabel}
          type="password"
          autoComplete="current-password"
          error={fieldMessage(errors.password?.message)}
          {...register('password', { validate: { required: validators.required } })}
        />
        <button type="submit" className="button button--primary button--block" aria-disabled={isSubmitting || undefined}>
          {isSubmitting ? authTexts.login.submitting : authTexts.login.submit}
        </button>
      </fieldset>
      <Link className="login-form__remind" to="/public/remind">
        {authTexts.login.remindPassword}
      </Link>
    </form>
  );
}
