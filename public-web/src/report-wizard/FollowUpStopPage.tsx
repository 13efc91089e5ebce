import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ResultCard } from '../auth-pages/ResultCard';
import { useDocumentTitle } from '../components/use-document-title';
import '../auth-pages/auth-pages.css';
import { reportWizardApi } from './report-api';

const t = {
  title: 'Rezygnacja z powiadomienia o przywróceniu zasilania',
  question: 'Czy na pewno nie chcesz dostać wiadomości, gdy prąd wróci pod zgłoszonym adresem?',
  confirm: 'Tak, rezygnuję',
  working: 'Odwoływanie…',
  success: 'Powiadomienie odwołane. Nie wyślemy już wiadomości o tym zgłoszeniu.',
  failure: 'Nie udało się odwołać powiadomienia: link jest niepełny albo nieważny.',
  toMap: 'Przejdź do mapy',
} as const;

type State = 'question' | 'working' | 'done' | 'failed';

/**
 * /public/report-followup/stop?report=…&token=… — the link in the "power is back" message of a reporter's follow-up
 * (issue 18; docs/reports.md). Nothing changes until the person confirms: mail scanners open links.
 */
export default function FollowUpStopPage() {
  useDocumentTitle(t.title);
  const [params] = useSearchParams();
  const reportId = Number(params.get('report'));
  const token = params.get('token') ?? '';
  const [state, setState] = useState<State>('question');

  const stop = async () => {
    setState('working');
    try {
      if (!Number.isInteger(reportId) || reportId < 1 || !token) throw new Error('incomplete link');
      await reportWizardApi.stopFollowUp(reportId, token);
      setState('done');
    } catch {
      setState('failed');
    }
  };

  return (
    <section className="page-section auth-page" aria-labelledby="followup-stop-title">
      <h1 id="followup-stop-title">{t.title}</h1>
      {(state === 'question' || state === 'working') && (
        <div className="auth-card">
          <p className="auth-card__question">{t.question}</p>
          <div className="auth-card__actions">
            <button type="button" className="button button--side" onClick={() => void stop()} disabled={state === 'working'}>
              {state === 'working' ? t.working : t.confirm}
            </button>
            <Link className="button button--outline" to="/public">
              {t.toMap}
            </Link>
          </div>
        </div>
      )}
      {(state === 'done' || state === 'failed') && (
        <ResultCard outcome={state === 'done' ? 'success' : 'failure'} text={state === 'done' ? t.success : t.failure}>
          <Link className="button button--primary" to="/public">
            {t.toMap}
          </Link>
        </ResultCard>
      )}
    </section>
  );
}
