import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../api/client';
import { CaptchaField } from '../captcha/CaptchaField';
import { PageStatus } from '../components/PageStatus';
import { WarningIcon } from '../components/icons';
import { TextField } from '../components/TextField';
import { isExceptedAddress } from '@portal/domain';
import {
  DEFAULT_DIAL_CODE,
  locationMessages,
  REPORT_FIELD_LIMITS as L,
  reportDetailsComplete,
  reportDetailsFieldError,
  type ReportDetailsValues,
} from '../validation';
import type { DialCodeOption } from './country-codes';
import { addressKeyOf, addressQuery, initialDetails } from './details-values';
import { outageAt } from './location-check';
import { OutageDialog } from './OutageDialog';
import { reportWizardApi, type GeocodedAddress, type PointStatusResponse } from './report-api';
import { nextUrl, previousUrl } from './steps';
import { freshCaptchaToken, useWizard } from './wizard-state';
import { wizardTexts } from './wizard-texts';

const t = wizardTexts.details;
type Field = keyof ReportDetailsValues;

const FIELD_LABELS: Record<Field, string> = {
  street: t.street,
  residenceNumber: t.residenceNumber,
  apartmentNumber: t.apartmentNumber,
  postcode: t.postcode,
  city: t.city,
  reporter: t.reporter,
  dialCode: t.dialCode,
  phone: t.phone,
  email: t.email,
  dataProtectionConsent: t.consentShort,
};

const POLAND: DialCodeOption = { code: DEFAULT_DIAL_CODE, label: `${DEFAULT_DIAL_CODE} (Polska)` };

/** '00590' → '00-590': the dash is the part people leave out. */
const withDash = (postcode: string) => (/^\d{5}$/.test(postcode.trim()) ? `${postcode.trim().slice(0, 2)}-${postcode.trim().slice(2)}` : postcode);

/** Step 2 /public/add-report/2 (spec §2 Wizard, §5 step-2 rules). */
export function DetailsStep() {
  const { state, update } = useWizard();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const addressKey = addressKeyOf(search);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on entry: afterwards the form owns the values
  const defaults = useMemo(() => initialDetails(state, search), []);
  const { register, watch, handleSubmit, setValue, trigger, getFieldState, formState } = useForm<ReportDetailsValues>({
    mode: 'onTouched',
    defaultValues: defaults,
  });
  const values = watch();

  // Every change is kept for the session: Back to step 1, or a reload, loses nothing.
  useEffect(() => {
    update({ detailsDraft: { values: defaults, addressKey }, detailsQuery: `?${search}` });
    const subscription = watch((current) => update({ detailsDraft: { values: current as ReportDetailsValues, addressKey } }));
    return () => subscription.unsubscribe();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the query is kept as the step was entered; addressKey stands for it
  }, [watch, update, addressKey, defaults]);

  // The ~240 country names load after the step shows; until then +48 is the only choice (and the default).
  const [codes, setCodes] = useState<DialCodeOption[]>([POLAND]);
  useEffect(() => {
    let active = true;
    import('./country-codes').then(
      (m) => active && setCodes(m.dialCodeOptions()),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, []);

  // Excepted addresses are refused here too when typed by hand, unless reports outside the area are allowed.
  const [outsideAllowed, setOutsideAllowed] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    reportWizardApi.canAddReportOutsideArea(controller.signal).then(setOutsideAllowed, () => undefined);
    return () => controller.abort();
  }, []);
  const excepted = !outsideAllowed && isExceptedAddress(values.street, values.residenceNumber);

  const token = freshCaptchaToken(state);
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [dialog, setDialog] = useState<{ status: PointStatusResponse; finish: () => void } | null>(null);

  const missing = (Object.keys(FIELD_LABELS) as Field[]).filter((field) => reportDetailsFieldError(field, values) !== true).map((field) => FIELD_LABELS[field]);
  if (!token) missing.push(t.captchaMissing);
  const canContinue = reportDetailsComplete(values) && token !== null && !excepted && !busy;

  const onSubmit = async (submitted: ReportDetailsValues) => {
    if (!canContinue) return;
    setBusy(true);
    setFormError(null);
    const typedIsStepOne =
      !!state.location &&
      addressKey ===
        addressKeyOf(new URLSearchParams({ str: submitted.street, num: submitted.residenceNumber, post: submitted.postcode, city: submitted.city }));
    let found: GeocodedAddress | null = null;
    try {
      found = await reportWizardApi.search(addressQuery(submitted));
    } catch (error) {
      // Not found: only an address edited by hand is a problem; a failed call falls back to the point of step 1.
      if (error instanceof ApiError && error.status === 404 && !typedIsStepOne) {
        setBusy(false);
        setFormError(t.addressNotFound);
        return;
      }
    }
    const coordinates = found?.coordinates ?? state.location?.coordinates;
    if (!coordinates) {
      setBusy(false);
      setFormError(t.addressNotFound);
      return;
    }
    const district = found?.district ?? (search.get('district') || state.location?.district || null);

    const finish = (status: PointStatusResponse | null) => {
      const details = { values: submitted, district, coordinates, outageStart: status?.outageStart ?? null };
      update({ details });
      void navigate(nextUrl('details', { ...state, details }));
    };
    // Spec §2: checked again only when step 1 found no outage; a failed check continues as if there were none.
    const status = search.get('outageInArea') === 'true' ? null : await outageAt(coordinates);
    setBusy(false);
    if (status) setDialog({ status, finish: () => finish(status) });
    else finish(null);
  };

  const fieldError = (field: Field) => formState.errors[field]?.message;
  const rules = (field: Field) => ({ validate: (_: unknown, all: ReportDetailsValues) => reportDetailsFieldError(field, all) });

  return (
    <form className="wizard-form" noValidate onSubmit={handleSubmit(onSubmit)}>
      <h1 id="wizard-title" tabIndex={-1}>
        {t.title}
      </h1>
      <p className="wizard__intro">{t.intro}</p>

      <fieldset className="wizard-form__group">
        <legend>{t.addressLegend}</legend>
        <TextField
          id="report-street"
          label={t.street}
          autoComplete="address-line1"
          maxLength={L.street}
          error={fieldError('street')}
          {...register('street', rules('street'))}
        />
        <div className="wizard-form__row">
          <TextField
            id="report-number"
            label={t.residenceNumber}
            maxLength={L.residenceNumber}
            error={fieldError('residenceNumber')}
            {...register('residenceNumber', rules('residenceNumber'))}
          />
          <TextField
            id="report-apartment"
            label={t.apartmentNumber}
            maxLength={L.apartmentNumber}
            error={fieldError('apartmentNumber')}
            {...register('apartmentNumber', rules('apartmentNumber'))}
          />
        </div>
        <div className="wizard-form__row">
          <TextField
            id="report-postcode"
            label={t.postcode}
            autoComplete="postal-code"
            placeholder={t.postcodeHint}
            maxLength={L.postcode}
            error={fieldError('postcode')}
            {...register('postcode', {
              ...rules('postcode'),
              setValueAs: (v: string) => v,
              onBlur: (e: { target: { value: string } }) => setValue('postcode', withDash(e.target.value), { shouldValidate: true }),
            })}
          />
          <TextField
            id="report-city"
            label={t.city}
            autoComplete="address-level2"
            maxLength={L.city}
            error={fieldError('city')}
            {...register('city', rules('city'))}
          />
        </div>
        {excepted && (
          <p className="form-alert" role="alert">
            <WarningIcon /> {locationMessages.otherOperator}
          </p>
        )}
      </fieldset>

      <fieldset className="wizard-form__group">
        <legend>{t.contactLegend}</legend>
        <TextField
          id="report-reporter"
          label={t.reporter}
          autoComplete="name"
          maxLength={L.reporter}
          error={fieldError('reporter')}
          {...register('reporter', rules('reporter'))}
        />
        <div className="wizard-form__phone">
          <div className="field">
            <label htmlFor="report-dial-code" className="field__label">
              {t.dialCode}
            </label>
            <select
              id="report-dial-code"
              className="field__input"
              autoComplete="tel-country-code"
              {...register('dialCode', {
                ...rules('dialCode'),
                onChange: () => getFieldState('phone').isTouched && void trigger('phone'),
              })}
            >
              {(codes.some((c) => c.code === values.dialCode) ? codes : [...codes, { code: values.dialCode, label: values.dialCode }]).map((option) => (
                <option key={option.code} value={option.code}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          <TextField
            id="report-phone"
            label={t.phone}
            // Text with a phone keypad: a national number (its dial code is apart) is `tel-national`, which HTML allows
            // on a text field only (a tel field takes the whole `tel`).
            type="text"
            inputMode="tel"
            autoComplete="tel-national"
            maxLength={20}
            error={fieldError('phone')}
            {...register('phone', rules('phone'))}
          />
        </div>
        <TextField
          id="report-email"
          label={t.email}
          type="email"
          autoComplete="email"
          maxLength={L.email}
          error={fieldError('email')}
          {...register('email', rules('email'))}
        />
        <label className="check wizard-form__consent">
          <input
            type="checkbox"
            aria-invalid={fieldError('dataProtectionConsent') ? true : undefined}
            {...register('dataProtectionConsent', rules('dataProtectionConsent'))}
          />
          <span>
            {t.consent}{' '}
            <Link to="/public/privacy-policy" target="_blank" rel="noopener">
              {t.privacyLink}
            </Link>
          </span>
        </label>
        {fieldError('dataProtectionConsent') && (
          <p className="field__error">
            <WarningIcon /> {fieldError('dataProtectionConsent')}
          </p>
        )}
      </fieldset>

      <fieldset className="wizard-form__group">
        <legend>{t.captchaLegend}</legend>
        <p className="wizard-form__notice">{t.captchaNotice}</p>
        {token ? (
          <p className="wizard-form__done">✓ {t.captchaDone}</p>
        ) : (
          <CaptchaField action="REPORT" resetKey={0} onChange={(solved) => update({ captcha: solved ? { token: solved, solvedAt: Date.now() } : null })} />
        )}
      </fieldset>

      {formError && (
        <p className="form-alert" role="alert">
          <WarningIcon /> {formError}
        </p>
      )}
      {busy && <PageStatus>{t.geocoding}</PageStatus>}
      {!canContinue && !busy && missing.length > 0 && (
        <div id="details-missing" className="wizard__missing">
          <p>{t.missingIntro}</p>
          <ul>
            {missing.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="wizard__actions wizard__actions--sticky">
        <button type="button" className="button button--outline" onClick={() => void navigate(previousUrl('details', state))}>
          {wizardTexts.back}
        </button>
        <button type="submit" className="button button--primary" disabled={!canContinue} aria-describedby={!canContinue ? 'details-missing' : undefined}>
          {wizardTexts.next}
        </button>
      </div>
      <OutageDialog
        status={dialog?.status ?? null}
        onYes={() => {
          const pending = dialog;
          setDialog(null);
          pending?.finish();
        }}
        onNo={() => void navigate('/public')}
      />
    </form>
  );
}
