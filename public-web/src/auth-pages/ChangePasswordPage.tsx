import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'wouter';
import { TextField } from '../components/TextField';
import { useDocumentTitle } from '../components/use-document-title';
import { messages, validators } from '../validation';
import { authPagesApi, type Audience } from './auth-pages-api';
import { authTexts, fieldMessage } from './auth-texts';
import { LoginLink } from './BackToLogin';
import { ResultCard } from './ResultCard';
import './auth-pages.css';

const t = authTexts.changePassword;

interface NewPasswordForm {
  newPassword: string;
  repeatPassword: string;
}

type Outcome = 'form' | 'success' | 'failure';

/**
 * /public/change-password and /change-password (spec §2, §4, §8): the new password twice, the token
 * from the e-mail's link (?resetPasswordToken). A link without a token cannot succeed: failure at once.
 */
function ChangePassword({ audience }: { audience: Audience }) {
  useDocumentTitle(t.title);
  const [query] = useSearchParams();
  const token = query.get('resetPasswordToken');
  const [outcome, setOutcome] = useState<Outcome>(token ? 'form' : 'failure');
  const { register, handleSubmit, getValues, reset, formState } = useForm<NewPasswordForm>({
    defaultValues: { newPassword: '', repeatPassword: '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = async ({ newPassword }: NewPasswordForm) => {
    try {
      const changed = await authPagesApi.reset(audience, { resetPasswordToken: token ?? '', newPassword });
      setOutcome(changed === false ? 'failure' : 'success');
    } catch {
      setOutcome('failure');
    }
    reset();
  };

  const remindPath = audience === 'public' ? '/public/remind' : '/remind';

  return (
    <section className="page-section auth-page" aria-labelledby="change-password-title">
      <h1 id="change-password-title">{t.title}</h1>
      {outcome === 'success' && (
        <ResultCard outcome="success" text={t.success}>
          <LoginLink audience={audience} className="button button--primary">
            {t.login}
          </LoginLink>
        </ResultCard>
      )}
      {outcome === 'failure' && (
        <ResultCard outcome="failure" text={t.failure}>
          <p>{t.failureHint}</p>
          <div className="auth-card__actions">
            {token && (
              <button type="button" className="button button--primary" onClick={() => setOutcome('form')}>
                {t.retry}
              </button>
            )}
            <Link className={`button ${token ? 'button--outline' : 'button--primary'}`} to={remindPath}>
              {t.newLink}
            </Link>
            <LoginLink audience={audience} className="button button--outline">
              {t.login}
            </LoginLink>
          </div>
        </ResultCard>
      )}
      {outcome === 'form' && (
        <form className="auth-card" noValidate onSubmit={handleSubmit(onSubmit)}>
          <TextField
            id="change-password-new"
            label={t.newPassword}
            type="password"
            autoComplete="new-password"
            autoFocus
            error={fieldMessage(errors.newPassword?.message)}
            {...register('newPassword', { validate: { required: validators.required, strong: validators.validPassword } })}
          />
          <TextField
            id="change-password-repeat"
            label={t.repeatPassword}
            type="password"
            autoComplete="new-password"
            error={fieldMessage(errors.repeatPassword?.message)}
            {...register('repeatPassword', {
              validate: {
                required: validators.required,
                same: (value) => value === getValues('newPassword') || messages.passwordsDiffer,
              },
            })}
          />
          <button type="submit" className="button button--primary button--block" aria-disabled={isSubmitting || undefined}>
            {isSubmitting ? t.submitting : t.submit}
          </button>
        </form>
      )}
    </section>
  );
}

export default function PublicChangePasswordPage() {
  return <ChangePassword audience="public" />;
}

export function StaffChangePasswordPage() {
  return <ChangePassword audience="staff" />;
}
