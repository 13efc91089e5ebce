import { Link } from 'wouter';
import { PageStatus } from '../components/PageStatus';
import { WarningIcon } from '../components/WarningIcon';
import { TextField } from '../components/TextField';
import { REPORT_FIELD_LIMITS as L } from '../validation';
import { OutageDialog } from './OutageDialog';
import type { DetailsFormModel } from './use-details-form';
import { WizardCaptcha } from './WizardCaptcha';
import { wizardTexts } from './wizard-texts';

/** Step 2's view: the address, the contact data and the captcha, with what is missing listed under Dalej. */
export function DetailsForm({ form }: { form: DetailsFormModel }) {
  const t = wizardTexts.details;
  const { field, fieldError } = form;
  return (
    <form className="wizard-form" noValidate onSubmit={form.onSubmit}>
      <h1 id="wizard-title" tabIndex={-1}>
        {t.title}
      </h1>
      <p className="wizard__intro">{t.intro}</p>

      <fieldset className="wizard-form__group">
        <legend>{t.addressLegend}</legend>
        <TextField id="report-street" label={t.street} autoComplete="address-line1" maxLength={L.street} error={fieldError('street')} {...field('street')} />
        <div className="wizard-form__row">
          <TextField
            id="report-number"
            label={t.residenceNumber}
            maxLength={L.residenceNumber}
            error={fieldError('residenceNumber')}
            {...field('residenceNumber')}
          />
          <TextField
            id="report-apartment"
            label={t.apartmentNumber}
            maxLength={L.apartmentNumber}
            error={fieldError('apartmentNumber')}
            {...field('apartmentNumber')}
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
            {...form.postcodeField()}
          />
          <TextField id="report-city" label={t.city} autoComplete="address-level2" maxLength={L.city} error={fieldError('city')} {...field('city')} />
        </div>
        {form.excepted && (
          <p className="form-alert" role="alert">
            <WarningIcon /> {wizardTexts.location.otherOperator}
          </p>
        )}
      </fieldset>

      <fieldset className="wizard-form__group">
        <legend>{t.contactLegend}</legend>
        <TextField id="report-reporter" label={t.reporter} autoComplete="name" maxLength={L.reporter} error={fieldError('reporter')} {...field('reporter')} />
        <div className="wizard-form__phone">
          <div className="field">
            <label htmlFor="report-dial-code" className="field__label">
              {t.dialCode}
            </label>
            <select id="report-dial-code" className="field__input" autoComplete="tel-country-code" {...form.dialCodeField()}>
              {form.dialCodes.map((option) => (
                // The country list is Polish in every language (packages/domain country-codes.ts).
                <option key={option.code} value={option.code} lang="pl-PL">
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
            {...field('phone')}
          />
        </div>
        <TextField id="report-email" label={t.email} type="email" autoComplete="email" maxLength={L.email} error={fieldError('email')} {...field('email')} />
        <label className="check wizard-form__consent">
          <input type="checkbox" aria-invalid={fieldError('dataProtectionConsent') ? true : undefined} {...field('dataProtectionConsent')} />
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

      <WizardCaptcha solved={form.captchaSolved} onChange={form.onCaptcha} />

      {form.formError && (
        <p className="form-alert" role="alert">
          <WarningIcon /> {form.formError}
        </p>
      )}
      {form.busy && <PageStatus>{t.geocoding}</PageStatus>}
      {!form.canContinue && !form.busy && form.missing.length > 0 && (
        <div id="details-missing" className="wizard__missing">
          <p>{t.missingIntro}</p>
          <ul>
            {form.missing.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="wizard__actions wizard__actions--sticky">
        <button type="button" className="button button--outline" onClick={form.onBack}>
          {wizardTexts.back}
        </button>
        <button
          type="submit"
          className="button button--primary"
          disabled={!form.canContinue}
          aria-describedby={!form.canContinue ? 'details-missing' : undefined}
        >
          {wizardTexts.next}
        </button>
      </div>
      <OutageDialog status={form.outage} onYes={form.onOutageYes} onNo={form.onOutageNo} />
    </form>
  );
}
