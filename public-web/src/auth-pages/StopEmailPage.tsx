import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../components/use-document-title';
import { authPagesApi } from './auth-pages-api';
import { authTexts } from './auth-texts';
import { ResultCard } from './ResultCard';
import './auth-pages.css';

const t = authTexts.stopEmail;

type State = 'question' | 'working' | 'done' | 'failed';

/**
 * /public/stop-send-email?emailConsentToken=… (spec §2, §8), the link at the foot of every notification
 * e-mail. Nothing changes until the person confirms; 'Anuluj' goes to the map.
 */
export default function StopEmailPage() {
  useDocumentTitle(t.title);
  const token = useSearchParams()[0].get('emailConsentToken');
  const navigate = useNavigate();
  const [state, setState] = useState<State>('question');

  const stop = async () => {
    setState('working');
    try {
      await authPagesApi.unsubscribe(token);
      setState('done');
    } catch {
      // A missing token is refused before any call (spec §5), and lands here as well.
      setState('failed');
    }
  };

  return (
    <section className="page-section auth-page" aria-labelledby="stop-email-title">
      <h1 id="stop-email-title">{t.title}</h1>
      {(state === 'question' || state === 'working') && (
        <div className="auth-card">
          <p className="auth-card__question">{t.question}</p>
          <div className="auth-card__actions">
            <button type="button" className="button button--side" onClick={() => void stop()} disabled={state === 'working'}>
              {state === 'working' ? t.working : t.confirm}
            </button>
            <button type="button" className="button button--outline" onClick={() => void navigate('/public')}>
              {t.cancel}
            </button>
          </div>
        </div>
      )}
      {state === 'done' && (
        <ResultCard outcome="success" text={t.success}>
          <Link className="button button--primary" to="/public">
            {t.toMap}
          </Link>
        </ResultCard>
      )}
      {state === 'failed' && (
        <ResultCard outcome="failure" text={t.failure}>
          <Link className="button button--primary" to="/public">
            {t.toMap}
          </Link>
        </ResultCard>
      )}
    </section>
  );
}
