import { useEffect, useRef, useState } from 'react';
import { useNavigate } from '../routing';
import { readPendingReports } from '../offline/pending-report';
import { WarningIcon } from '../components/WarningIcon';
import { stepUrl } from './steps';
import { useSubmitReport } from './submit-report';
import { clearWizardStorage, freshCaptchaToken, useWizard } from './wizard-state';
import { wizardTexts } from './wizard-texts';

const t = wizardTexts.error;

/**
 * /public/add-report/error (spec §2, §8: no answer or another error). Everything entered is still in the
 * session; the retry sends the same report with the same Idempotency-Key, or returns to step 4 when the
 * captcha must be solved again. A report kept on this device (no answer at all, docs/offline.md) is said to be kept;
 * once it has left the device (sent by the layout's card, or removed) the wizard is over: its data are forgotten and
 * the map shows, with the card's message about how it went.
 */
export function ErrorStep() {
  const { state } = useWizard();
  const navigate = useNavigate();
  const { submit, sending } = useSubmitReport();
  const retry = () => (freshCaptchaToken(state) && state.details && state.reportType ? void submit() : void navigate(stepUrl('check')));
  const kept = useKeptReport(state.submission?.idempotencyKey ?? null);

  return (
    <div className="wizard-done wizard-done--error" role="alert">
      <h1 id="wizard-title" tabIndex={-1}>
        <WarningIcon /> {t.title}
      </h1>
      <p className="wizard-done__lead">{t.text}</p>
      {kept ? (
        <div className="wizard-note wizard-note--kept">
          <h2>{t.keptTitle}</h2>
          <p>{t.kept}</p>
        </div>
      ) : (
        <p>{t.hint}</p>
      )}
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

/** Whether the report with this key is kept on the device; when it stops being kept, the wizard ends. */
function useKeptReport(idempotencyKey: string | null): boolean {
  const navigate = useNavigate();
  const isKept = () => idempotencyKey !== null && readPendingReports().some((r) => r.idempotencyKey === idempotencyKey);
  const [kept, setKept] = useState(isKept);
  const keptRef = useRef(kept);
  useEffect(() => {
    const check = () => {
      const still = isKept();
      const was = keptRef.current;
      keptRef.current = still;
      setKept(still);
      // The wizard is over: its data are forgotten as it leaves for the map (the provider, on its way out, writes
      // nothing more).
      if (was && !still) {
        clearWizardStorage();
        navigate('/public');
      }
    };
    window.addEventListener('storage', check);
    return () => window.removeEventListener('storage', check);
  });
  return kept;
}
