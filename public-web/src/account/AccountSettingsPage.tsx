import { LANGUAGE_NAMES, LANGUAGE_TAGS, LANGUAGES } from '@portal/domain';
import { useCallback, useEffect, useState } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { ApiError } from '../api/client';
import { saveSession, readSession } from '../auth/session';
import type { LoginResponse } from '../api/types';
import { PageStatus } from '../components/PageStatus';
import { TextField } from '../components/TextField';
import { useDocumentTitle } from '../components/use-document-title';
import { useToast } from '../toast/toast-context';
import { accountApi } from './account-api';
import { accountTexts } from './account-texts';
import { ChangePasswordSection } from './ChangePasswordSection';
import { PushToggle } from './push/PushToggle';
import { PrioritySection } from './priority/PrioritySection';
import { DeleteAccount } from './DeleteAccount';
import { enabledControls, EMAIL_MAX, FULL_NAME_MAX, settingsErrors, toForm, toRequest, type SettingsForm } from './settings-rules';
import { SETTINGS_TOAST_LIFE, useForcedLogout } from './use-forced-logout';
import './account.css';
import { fieldMessage } from '../auth-pages/auth-texts';

const t = accountTexts.settings;

const resolver: Resolver<SettingsForm> = async (values) => {
  const found = settingsErrors(values);
  const errors = Object.fromEntries(Object.entries(found).map(([field, message]) => [field, { type: 'validate', message }])) as FieldErrors<SettingsForm>;
  return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
};

/** The header shows the stored name: keep it in step with what was saved. */
function rememberProfile(form: SettingsForm): void {
  const session = readSession();
  saveSession({ ...session, fullName: form.fullName.trim(), phone: form.phone.trim() || null } as unknown as LoginResponse);
}

/**
 * /public/user/settings 'Ustawienia konta' (spec §2, §4, §5, §8). Signed-in residents only (RequireRole).
 */
export default function AccountSettingsPage() {
  useDocumentTitle(t.title);
  const showToast = useToast();
  const forcedLogout = useForcedLogout();
  const [loaded, setLoaded] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [savedEmail, setSavedEmail] = useState('');
  // Push is switched on at once, not with the form: it needs the consent as saved on the server.
  const [savedConsent, setSavedConsent] = useState(false);
  const { register, handleSubmit, reset, watch, setValue, setError, formState } = useForm<SettingsForm>({
    mode: 'all',
    resolver,
    defaultValues: {
      fullName: '',
      email: '',
      phone: '',
      dataProcessingConsent: false,
      emailNotificationAgreement: false,
      smsNotificationAgreement: false,
      language: 'pl',
    },
  });
  const { errors, isValid, isDirty, isSubmitting } = formState;
  const consent = watch('dataProcessingConsent');
  const enabled = enabledControls({ dataProcessingConsent: consent });

  const load = useCallback(
    (signal?: AbortSignal) => {
      setLoaded('loading');
      accountApi.getSettings(signal).then(
        (settings) => {
          reset(toForm(settings));
          setSavedEmail(settings.email);
          setSavedConsent(settings.dataProcessingConsent);
          setLoaded('ready');
        },
        () => {
          if (!signal?.aborted) setLoaded('failed');
        },
      );
    },
    [reset],
  );

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal);
    return () => controller.abort();
  }, [load]);

  // No consent, no channels (spec §2): unticking the consent unticks them.
  const consentField = register('dataProcessingConsent', {
    onChange: (event: { target: { checked: boolean } }) => {
      if (!event.target.checked) {
        setValue('emailNotificationAgreement', false, { shouldDirty: true });
        setValue('smsNotificationAgreement', false, { shouldDirty: true, shouldValidate: true });
      }
    },
  });

  const onSubmit = async (form: SettingsForm) => {
    try {
      const mustConfirm = await accountApi.updateSettings(toRequest(form));
      if (mustConfirm) {
        await forcedLogout(accountTexts.loggedOut.emailChanged);
        return;
      }
      rememberProfile(form);
      reset(form);
      setSavedEmail(form.email.trim());
      setSavedConsent(form.dataProcessingConsent);
      showToast({ severity: 'success', text: t.saved, life: SETTINGS_TOAST_LIFE });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setError('email', { type: 'server', message: t.emailTaken });
        showToast({ severity: 'error', text: t.emailTaken });
        return;
      }
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          if (field in form) setError(field as keyof SettingsForm, { type: 'server', message });
        }
      }
      showToast({ severity: 'error', text: accountTexts.unknownError });
    }
  };

  const withdraw = async () => {
    try {
      await accountApi.withdrawNotifications();
      showToast({ severity: 'success', text: t.withdrawn, life: SETTINGS_TOAST_LIFE });
      load();
    } catch {
      showToast({ severity: 'error', text: accountTexts.unknownError });
    }
  };

  return (
    <section className="page-section account-page" aria-labelledby="settings-title">
      <h1 id="settings-title">{t.title}</h1>
      {loaded === 'loading' && <PageStatus />}
      {loaded === 'failed' && (
        <div className="account-error" role="alert">
          <p>{accountTexts.loadFailed}</p>
          <button type="button" className="button button--primary" onClick={() => load()}>
            {accountTexts.retry}
          </button>
        </div>
      )}
      <div hidden={loaded !== 'ready'} className="settings-layout">
        <form className="account-card settings-form" noValidate onSubmit={handleSubmit(onSubmit)} aria-label={t.title}>
          <fieldset className="account-fieldset">
            <legend>{t.personalLegend}</legend>
            <TextField
              id="settings-full-name"
              label={t.fullName}
              autoComplete="name"
              maxLength={FULL_NAME_MAX}
              error={fieldMessage(errors.fullName?.message)}
              {...register('fullName')}
            />
            <TextField
              id="settings-email"
              label={t.email}
              type="email"
              inputMode="email"
              autoComplete="email"
              maxLength={EMAIL_MAX}
              error={fieldMessage(errors.email?.message)}
              {...register('email')}
            />
            <p className="field__hint">{t.emailHint}</p>
          </fieldset>

          <fieldset className="account-fieldset">
            <legend>{t.notificationsLegend}</legend>
            <label className="check">
              <input type="checkbox" {...consentField} />
              <span>{t.consent}</span>
            </label>
            {!consent && <p className="check__hint">{t.consentNeeded}</p>}
            <label className={`check${enabled.emailNotificationAgreement ? '' : ' check--disabled'}`}>
              <input type="checkbox" disabled={!enabled.emailNotificationAgreement} {...register('emailNotificationAgreement')} />
              <span>{t.emailChannel}</span>
            </label>
            <div className="field field--indented">
              <label htmlFor="settings-notification-email" className="field__label">
                {t.notificationEmail}
              </label>
              <input id="settings-notification-email" className="field__input" value={savedEmail} readOnly />
            </div>
            <label className={`check${enabled.smsNotificationAgreement ? '' : ' check--disabled'}`}>
              <input type="checkbox" disabled={!enabled.smsNotificationAgreement} {...register('smsNotificationAgreement', { deps: ['phone'] })} />
              <span>{t.smsChannel}</span>
            </label>
            <TextField
              id="settings-phone"
              className="field--indented"
              label={t.phone}
              // Text with a phone keypad: a national number (its dial code is apart) is `tel-national`, which HTML allows
              // on a text field only (a tel field takes the whole `tel`).
              type="text"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={9}
              disabled={!enabled.phone}
              error={fieldMessage(errors.phone?.message)}
              {...register('phone')}
            />
            {loaded === 'ready' && <PushToggle consentGiven={savedConsent} />}
            {/* The account's language (docs/i18n.md): what its alerts are written in; each language named in itself. */}
            <div className="field">
              <label htmlFor="settings-language" className="field__label">
                {t.language}
              </label>
              <select id="settings-language" className="field__input" aria-describedby="settings-language-hint" {...register('language')}>
                {LANGUAGES.map((language) => (
                  <option key={language} value={language} lang={LANGUAGE_TAGS[language]}>
                    {LANGUAGE_NAMES[language]}
                  </option>
                ))}
              </select>
            </div>
            <p id="settings-language-hint" className="field__hint">
              {t.languageHint}
            </p>
          </fieldset>

          <div className="account-actions">
            <button type="submit" className="button button--primary" disabled={!isValid || !isDirty || isSubmitting}>
              {isSubmitting ? t.saving : t.save}
            </button>
            <span className="account-actions__withdraw">
              <button type="button" className="link-button" onClick={() => void withdraw()}>
                {t.withdraw}
              </button>{' '}
              <span className="field__hint">{t.withdrawHint}</span>
            </span>
          </div>
        </form>

        {loaded === 'ready' && <PrioritySection hasPhone={!!readSession().phone} />}
        <ChangePasswordSection onChanged={() => forcedLogout(accountTexts.loggedOut.passwordChanged)} />
        <DeleteAccount onDeleted={() => forcedLogout(accountTexts.loggedOut.deleted)} />
      </div>
    </section>
  );
}
