import { CaptchaField } from '../captcha/CaptchaField';
import { wizardTexts } from './wizard-texts';

/** The captcha of steps 2 and 4: what it is and that it uses nothing outside, then the widget, or that it is solved. */
export function WizardCaptcha({ solved, onChange }: { solved: boolean; onChange: (token: string | null) => void }) {
  const t = wizardTexts.captcha;
  return (
    <fieldset className="wizard-form__group">
      <legend>{t.legend}</legend>
      <p className="wizard-form__notice">{t.notice}</p>
      {solved ? <p className="wizard-form__done">✓ {t.done}</p> : <CaptchaField action="REPORT" resetKey={0} onChange={onChange} texts={t} />}
    </fieldset>
  );
}
