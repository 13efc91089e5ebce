import { useNavigate } from 'react-router';
import { WarningIcon } from '../components/icons';
import { stepUrl } from './steps';
import { useSubmitReport } from './submit-report';
import { freshCaptchaToken, useWizard } from './wizard-state';
import { wizardTexts } from './wizard-texts';

const t = wizardTexts.error;

/**
 * /public/add-report/error (spec §2, §8: no answer or another error). Everything entered is still in the
 * session; the retry sends the same report with the same Idempotency-Key, or returns to step 4 when the
 * captcha must be solved again.
 */
export function ErrorStep() {
  const { state } = useWizard();
  const navigate = useNavigate();
  const { submit, sending } = useSubmitReport();
  const retry = () => (freshCaptchaToken(state) && state.details && state.reportType ? void submit() : void navigate(stepUrl('check')));

  return (
    <div className="wizard-done wizard-done--error" role="alert">
      <h1 id="wizard-title" tabIndex={-1}>
        <WarningIcon /> {t.title}
      </h1>
      <p className="wizard-done__lead">{t.text}</p>
      <p>{t.hint}</p>
      <div className="wizard__actions">
        <button type="button" className="button button--outline" onClick={() => void navigate('/public')}>
          {t.toMap}
        </button>
        <button type="button" className="button button--primary" onClick={retry} disabled={sending}>
          {sending ? t.retrying : t.retry}
        </button>
      </div>
    </div>
  );
}
