import { useState } from 'react';
import { Link } from 'wouter';
import { useNavigate } from '../routing';
import { useDocumentTitle } from '../components/use-document-title';
import { ResultCard } from './ResultCard';
import './auth-pages.css';

export interface ConfirmLinkTexts {
  title: string;
  question: string;
  confirm: string;
  cancel: string;
  working: string;
  success: string;
  failure: string;
  toMap: string;
}

type State = 'question' | 'working' | 'done' | 'failed';

/**
 * A page behind a link mailed to someone that changes something (stop e-mail alerts, cancel a report's follow-up):
 * nothing happens until the person confirms — mail scanners open links — and 'Anuluj' goes to the map.
 */
export function ConfirmLinkPage<R>({
  id,
  texts: t,
  run,
  successOf,
  failureOf,
}: {
  id: string;
  texts: ConfirmLinkTexts;
  run: () => Promise<R>;
  /** The success text from the answer, when it says more than `texts.success`. */
  successOf?: (result: R) => string;
  /** The failure text for this error (the server's own reason, e.g. a used or expired link); null: `texts.failure`. */
  failureOf?: (error: unknown) => string | null;
}) {
  useDocumentTitle(t.title);
  const navigate = useNavigate();
  const [state, setState] = useState<State>('question');
  const [told, setTold] = useState<string | null>(null);

  const confirm = async () => {
    setState('working');
    try {
      const result = await run();
      setTold(successOf ? successOf(result) : null);
      setState('done');
    } catch (error) {
      // A link missing its parts is refused before any call, and lands here as well.
      setTold(failureOf?.(error) ?? null);
      setState('failed');
    }
  };

  return (
    <section className="page-section auth-page" aria-labelledby={id}>
      <h1 id={id}>{t.title}</h1>
      {(state === 'question' || state === 'working') && (
        <div className="auth-card">
          <p className="auth-card__question">{t.question}</p>
          <div className="auth-card__actions">
            <button type="button" className="button button--side" onClick={() => void confirm()} disabled={state === 'working'}>
              {state === 'working' ? t.working : t.confirm}
            </button>
            <button type="button" className="button button--outline" onClick={() => void navigate('/public')}>
              {t.cancel}
            </button>
          </div>
        </div>
      )}
      {(state === 'done' || state === 'failed') && (
        <ResultCard outcome={state === 'done' ? 'success' : 'failure'} text={told ?? (state === 'done' ? t.success : t.failure)}>
          <Link className="button button--primary" to="/public">
            {t.toMap}
          </Link>
        </ResultCard>
      )}
    </section>
  );
}
