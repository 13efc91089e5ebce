import { useEffect } from 'react';
import { useParams } from 'wouter';
import { useNavigate } from '../routing';
import { PhoneIcon } from '../components/icons';
import { forgetPendingReport } from '../offline/pending-report';
import { requestInstantPoll } from '../survey/survey-cookies';
import { KnownOutageCard } from './KnownOutageCard';
import { stepUrl } from './steps';
import { clearWizardStorage, useWizard } from './wizard-state';
import { wizardTexts } from './wizard-texts';

const t = wizardTexts.completed;

/**
 * Step 5 (spec §2): /5 thanks; /5/{alreadyCompleted} already registered — or refused (403), which the spec
 * routes to /5/true as well; the wizard's state tells them apart (docs/deviations.md). A report folded into a known
 * outage also says what is known and offers the follow-up (KnownOutageCard).
 */
export function CompletedStep() {
  const { state, reset } = useWizard();
  const { alreadyCompleted } = useParams();
  const navigate = useNavigate();
  const outcome = state.result?.outcome ?? (alreadyCompleted === 'true' ? 'ALREADY_REGISTERED' : 'CREATED');
  const refused = outcome === 'REFUSED';

  // Answered: a copy kept on this device while the network was down (docs/offline.md) is not sent again.
  useEffect(() => {
    if (state.result && state.submission) forgetPendingReport(state.submission.idempotencyKey);
  }, [state.result, state.submission]);

  // Stored: the personal data leaves the session, only the outcome stays. A refused report keeps everything for a retry.
  useEffect(() => {
    if (state.result && state.result.outcome !== 'REFUSED' && (state.details || state.detailsDraft)) reset({ result: state.result });
  }, [state.result, state.details, state.detailsDraft, reset]);

  const close = () => {
    const position = state.result?.position;
    requestInstantPoll();
    // Forgotten without a state change: the step's guard must not send the person elsewhere on the way out.
    clearWizardStorage();
    void navigate(position ? `/public/${position.lng}/${position.lat}` : '/public');
  };

  return (
    <div className={`wizard-done${refused ? ' wizard-done--refused' : ''}`}>
      <h1 id="wizard-title" tabIndex={-1}>
        {refused ? t.refusedTitle : outcome === 'ALREADY_REGISTERED' ? t.already : t.thanks}
      </h1>
      {refused && (
        <>
          <p>{t.refused}</p>
          {state.result?.message && <p className="wizard-done__reason">{state.result.message}</p>}
        </>
      )}
      {!refused && state.result?.knownOutage && (
        <KnownOutageCard
          outage={state.result.knownOutage}
          position={state.result.position}
          address={state.result.address ?? null}
          followUp={state.result.followUp ?? null}
        />
      )}
      <p className="wizard-done__hotline">
        {t.hotlineIntro}{' '}
        <a href={t.hotlineHref} className="wizard-done__phone">
          <PhoneIcon /> {t.hotline}
        </a>
      </p>
      <div className="wizard__actions">
        {refused && state.details && (
          <button type="button" className="button button--outline" onClick={() => void navigate(stepUrl('check'))}>
            {t.refusedRetry}
          </button>
        )}
        <button type="button" className="button button--primary" onClick={close}>
          {t.close}
        </button>
      </div>
    </div>
  );
}
