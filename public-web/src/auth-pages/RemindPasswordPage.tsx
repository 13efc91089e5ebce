import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '../api/client';
import type { RemindPasswordRequest } from '../api/types';
import { TextField } from '../components/TextField';
import { useDocumentTitle } from '../components/use-document-title';
import { TOAST_LIFE, useToast } from '../toast/toast-context';
import { validators } from '../validation';
import { authPagesApi, type Audience } from './auth-pages-api';
import { authTexts, fieldMessage } from './auth-texts';
import { LoginLink } from './BackToLogin';
import './auth-pages.css';

const t = authTexts.remind;

/**
 * /public/remind and /remind (spec §2, §4 password reset): the e-mail, then a confirmation view with
 * hints. The server answers the same whether or not the account exists, so the view does too.
 */
function RemindPassword({ audience }: { audience: Audience }) {
  useDocumentTitle(t.title);
  const showToast = useToast();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<RemindPasswordRequest>({ defaultValues: { email: '' } });
  const { errors, isSubmitting } = formState;

  const onSubmit = async ({ email }: RemindPasswordRequest) => {
    try {
      await authPagesApi.remind(audience, { email: email.trim() });
      setSentTo(email.trim());
    } catch (error) {
      const text = error instanceof ApiError && error.status === 429 ? t.tooMany : authTexts.unknownError;
      showToast({ severity: 'warning', text, life: TOAST_LIFE.warning });
    }
  };

  return (
    <section className="page-section auth-page" aria-labelledby="remind-title">
      <h1 id="remind-title">{t.title}</h1>
      {sentTo ? (
        <div className="auth-card" role="status">
          <h2 className="auth-card__title">{t.sentTitle}</h2>
          <p>{t.sentText(sentTo)}</p>
          <h3 className="auth-card__subtitle">{t.hintsTitle}</h3>
          <ul className="auth-card__hints">
            <li>{t.hintSpam}</li>
            <li>{t.hintAddress}</li>
          </ul>
          <div className="auth-card__actions">
            <LoginLink audience={audience} className="button button--primary">
              {authTexts.backToLogin}
            </LoginLink>
            <button type="button" className="button button--outline" onClick={() => setSentTo(null)}>
              {t.again}
            </button>
          </div>
        </div>
      ) : (
        <form className="auth-card" noValidate onSubmit={handleSubmit(onSubmit)}>
          <p>{t.intro}</p>
          <TextField
            id="remind-email"
            label={t.email}
            type="email"
            inputMode="email"
            autoComplete="email"
            autoFocus
            error={fieldMessage(errors.email?.message)}
            {...register('email', { validate: { required: validators.required, email: validators.email } })}
          />
          <button type="submit" className="button button--primary button--block" aria-disabled={isSubmitting || undefined}>
            {isSubmitting ? t.submitting : t.submit}
          </button>
          <p className="auth-card__links">
            <LoginLink audience={audience}>{authTexts.backToLogin}</LoginLink>
          </p>
        </form>
      )}
    </section>
  );
}

export default function PublicRemindPasswordPage() {
  return <RemindPassword audience="public" />;
}

export function StaffRemindPasswordPage() {
  return <RemindPassword audience="staff" />;
}
