import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '../api/client';
import type { ChangePasswordRequest } from '../api/types';
import { ChevronDownIcon } from '../components/icons';
import { TextField } from '../components/TextField';
import { useToast } from '../toast/toast-context';
import { validators } from '../validation';
import { accountApi } from './account-api';
import { accountTexts } from './account-texts';
import { fieldMessage } from '../auth-pages/auth-texts';

const t = accountTexts.settings;

/**
 * The collapsible password change of the settings (spec §2): current and new password, 'Zmień hasło'.
 * A wrong current password clears both fields (spec §8); success signs the user out (spec §4).
 */
export function ChangePasswordSection({ onChanged }: { onChanged: () => Promise<void> }) {
  const regionId = useId();
  const [open, setOpen] = useState(false);
  const showToast = useToast();
  const { register, handleSubmit, reset, setError, formState } = useForm<ChangePasswordRequest>({
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = async (form: ChangePasswordRequest) => {
    try {
      await accountApi.changePassword(form);
      reset();
      await onChanged();
    } catch (error) {
      const wrongCurrent = error instanceof ApiError && (Boolean(error.fieldErrors.currentPassword) || error.message === t.wrongCurrentPassword);
      if (wrongCurrent) {
        reset();
        showToast({ severity: 'error', text: t.wrongCurrentPassword });
        return;
      }
      // The wrong guesses count like the sign-in's: while locked (503) the server says so and for how long it lasts.
      if (error instanceof ApiError && error.status === 503 && error.message) {
        reset();
        showToast({ severity: 'error', text: error.message });
        return;
      }
      const weak = error instanceof ApiError ? error.fieldErrors.newPassword : undefined;
      if (weak) setError('newPassword', { type: 'server', message: weak });
      showToast({ severity: 'error', text: accountTexts.unknownError });
    }
  };

  return (
    <section className="account-card password-section">
      <h2 className="password-section__heading">
        <button type="button" className="collapse-toggle" aria-expanded={open} aria-controls={regionId} onClick={() => setOpen(!open)}>
          {t.passwordToggle}
          <ChevronDownIcon />
        </button>
      </h2>
      <form id={regionId} hidden={!open} noValidate onSubmit={handleSubmit(onSubmit)} aria-label={t.passwordToggle}>
        <TextField
          id="settings-current-password"
          label={t.currentPassword}
          type="password"
          autoComplete="current-password"
          error={fieldMessage(errors.currentPassword?.message)}
          {...register('currentPassword', { validate: { required: validators.required } })}
        />
        <TextField
          id="settings-new-password"
          label={t.newPassword}
          type="password"
          autoComplete="new-password"
          error={fieldMessage(errors.newPassword?.message)}
          {...register('newPassword', { validate: { required: validators.required, strong: validators.validPassword } })}
        />
        <button type="submit" className="button button--primary" aria-disabled={isSubmitting || undefined}>
          {isSubmitting ? t.changingPassword : t.changePassword}
        </button>
      </form>
    </section>
  );
}
