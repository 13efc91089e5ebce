import { USER_FIELD_LIMITS } from '@portal/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { ApiError, isServiceUnavailable } from '../api/client';
import type { RegisterRequest } from '../api/types';
import { TextField } from '../components/TextField';
import { useDocumentTitle } from '../components/use-document-title';
import { useLoginState } from '../login/login-context';
import { TOAST_LIFE, useToast } from '../toast/toast-context';
import { validators } from '../validation';
import { authPagesApi } from './auth-pages-api';
import { authTexts, fieldMessage } from './auth-texts';
import { ResultCard } from './ResultCard';
import './auth-pages.css';

const t = authTexts.register;

// Spec §9 field limits: name 100 (a user's, @portal/domain), e-mail 50.
export const FULL_NAME_MAX = USER_FIELD_LIMITS.fullName;
export const EMAIL_MAX = 50;

/**
 * /public/register (spec §2): full name, e-mail, password; the button stays disabled while any rule
 * fails (spec §5). After success the account still needs its e-mail confirmed (spec §4).
 */
export default function RegisterPage() {
  useDocumentTitle(t.title);
  const showToast = useToast();
  const { setBlocked } = useLoginState();
  const [registered, setRegistered] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<RegisterRequest>({
    mode: 'all',
    defaultValues: { fullName: '', email: '', password: '' },
  });
  const { errors, isValid, isSubmitting } = formState;

  const onSubmit = async (form: RegisterRequest) => {
    const email = form.email.trim();
    try {
      await authPagesApi.register({ fullName: form.fullName.trim(), email, password: form.password });
      showToast({ severity: 'success', text: t.success, life: TOAST_LIFE.warning });
      setRegistered(email);
    } catch (error) {
      // The database is down: say so, block nothing; the same form works again in a moment.
      if (isServiceUnavailable(error)) return showToast({ severity: 'warning', text: authTexts.serviceUnavailable, life: TOAST_LIFE.warning });
      // Spec §8: one message for every failure, which does not say whether the account exists.
      if (error instanceof ApiError && error.status === 503) setBlocked(true);
      showToast({ severity: 'warning', text: t.failure, life: TOAST_LIFE.warning });
    }
  };

  if (registered) {
    return (
      <section className="page-section auth-page" aria-labelledby="register-title">
        <h1 id="register-title">{t.doneTitle}</h1>
        <ResultCard outcome="success" text={t.success}>
          <p>{t.doneText(registered)}</p>
          <p>{t.doneSpam}</p>
          <Link className="button button--primary" to="/public">
            {t.toMap}
          </Link>
        </ResultCard>
      </section>
    );
  }

  return (
    <section className="page-section auth-page auth-page--wide" aria-labelledby="register-title">
      <h1 id="register-title">{t.title}</h1>
      <p className="lead">{t.intro}</p>
      <div className="register-layout">
        <form className="auth-card" noValidate onSubmit={handleSubmit(onSubmit)}>
          <TextField
            id="register-full-name"
            label={t.fullName}
            autoComplete="name"
            maxLength={FULL_NAME_MAX}
            error={fieldMessage(errors.fullName?.message)}
            {...register('fullName', { validate: { required: validators.required, max: validators.max(FULL_NAME_MAX) } })}
          />
          <TextField
            id="register-email"
            label={t.email}
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={EMAIL_MAX}
            error={fieldMessage(errors.email?.message)}
            {...register('email', { validate: { required: validators.required, email: validators.email, max: validators.max(EMAIL_MAX) } })}
          />
          <TextField
            id="register-password"
            label={t.password}
            type="password"
            autoComplete="new-password"
            aria-describedby={errors.password ? 'register-password-error' : 'register-password-hint'}
            error={fieldMessage(errors.password?.message)}
            {...register('password', { validate: { required: validators.required, strong: validators.validPassword } })}
          />
          {!errors.password && (
            <p id="register-password-hint" className="field__hint">
              {t.passwordHint}
            </p>
          )}
          <button type="submit" className="button button--primary button--block" disabled={!isValid || isSubmitting}>
            {isSubmitting ? t.submitting : t.submit}
          </button>
          <p className="auth-card__links">
            {t.haveAccount} <Link to="/public/login">{t.login}</Link>
          </p>
          <p className="auth-card__links">
            <Link to="/public/privacy-policy">{t.dataProtection}</Link>
          </p>
        </form>
        <aside className="benefits" aria-labelledby="register-benefits">
          <h2 id="register-benefits">{t.benefitsTitle}</h2>
          <ul className="benefits__list">
            {t.benefits.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
        </aside>
      </div>
    </section>
  );
}
