import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { ApiError } from '../api/client';
import { WarningIcon } from '../components/WarningIcon';
import { knownOutageTexts } from './wizard-texts';
import { reportWizardApi } from './report-api';

const t = knownOutageTexts.followUp;

type State = { kind: 'form'; problem: string | null } | { kind: 'sending' } | { kind: 'done'; channels: readonly string[] };

/**
 * "Powiadom mnie, gdy prąd wróci": one message when the outage ends, to the contact given in step 2 —
 * which step 5 no longer holds (the personal data left the session), so the server uses the report's own. The
 * consent is explicit and unticked; e-mail is offered first, SMS on request.
 */
export function FollowUpForm({ reportId, token }: { reportId: number; token: string }) {
  const [email, setEmail] = useState(true);
  const [sms, setSms] = useState(false);
  const [consent, setConsent] = useState(false);
  const [state, setState] = useState<State>({ kind: 'form', problem: null });

  if (state.kind === 'done') {
    return (
      <p className="wizard-known__done" role="status">
        {t.done(state.channels)}
      </p>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email && !sms) return setState({ kind: 'form', problem: t.missingChannel });
    if (!consent) return setState({ kind: 'form', problem: t.missingConsent });
    setState({ kind: 'sending' });
    try {
      const answer = await reportWizardApi.followUp(reportId, { token, email, sms, consent: true });
      setState({ kind: 'done', channels: answer.channels });
    } catch (error) {
      setState({ kind: 'form', problem: error instanceof ApiError && error.status < 500 && error.message ? error.message : t.failed });
    }
  };

  const sending = state.kind === 'sending';
  const problem = state.kind === 'form' ? state.problem : null;
  return (
    <form className="wizard-known__follow-up" onSubmit={(e) => void submit(e)} noValidate>
      <fieldset>
        <legend>{t.legend}</legend>
        <p className="wizard-known__hint">{t.intro}</p>
        <label className="check">
          <input type="checkbox" checked={email} onChange={(e) => setEmail(e.target.checked)} />
          <span>{t.email}</span>
        </label>
        <label className="check">
          <input type="checkbox" checked={sms} onChange={(e) => setSms(e.target.checked)} />
          <span>{t.sms}</span>
        </label>
        <label className="check">
          <input type="checkbox" checked={consent} onChange={(e) => setConsent(e.target.checked)} />
          <span>
            {t.consent}{' '}
            <Link to="/public/privacy-policy" target="_blank" rel="noopener">
              {t.privacyLink}
            </Link>
          </span>
        </label>
      </fieldset>
      {problem && (
        <p className="field__error" role="alert">
          <WarningIcon /> {problem}
        </p>
      )}
      <button type="submit" className="button button--side" disabled={sending}>
        {sending ? t.sending : t.submit}
      </button>
    </form>
  );
}
