import { useEffect, useState } from 'react';
import { useSearchParams } from 'wouter';
import { PageStatus } from '../components/PageStatus';
import { useDocumentTitle } from '../components/use-document-title';
import { useLoginState } from '../login/login-context';
import { authPagesApi } from './auth-pages-api';
import { authTexts } from './auth-texts';
import { ResultCard } from './ResultCard';
import './auth-pages.css';

const t = authTexts.confirmEmail;

// The token is single-use: a second request (React's development double effect, a re-render) would
// answer 400 after the first succeeded. One request per token per page load.
const requests = new Map<string, Promise<boolean>>();

function confirmOnce(token: string): Promise<boolean> {
  let request = requests.get(token);
  if (!request) {
    request = authPagesApi.confirmEmail(token).then(
      (answer) => answer?.confirmed !== false,
      () => false,
    );
    requests.set(token, request);
  }
  return request;
}

/** Test hook: forget the requests made. */
export function forgetConfirmations(): void {
  requests.clear();
}

/** /public/confirm-email?confirmEmailToken=… (spec §2): confirms at once, then offers the login. */
export default function ConfirmEmailPage() {
  useDocumentTitle(t.title);
  const token = useSearchParams()[0].get('confirmEmailToken');
  const { openSidebar } = useLoginState();
  const [state, setState] = useState<'checking' | 'confirmed' | 'failed'>(token ? 'checking' : 'failed');

  useEffect(() => {
    if (!token) return;
    let current = true;
    void confirmOnce(token).then((confirmed) => {
      if (current) setState(confirmed ? 'confirmed' : 'failed');
    });
    return () => {
      current = false;
    };
  }, [token]);

  return (
    <section className="page-section auth-page" aria-labelledby="confirm-email-title">
      <h1 id="confirm-email-title">{t.title}</h1>
      {state === 'checking' && <PageStatus>{t.checking}</PageStatus>}
      {state === 'confirmed' && (
        <ResultCard outcome="success" text={t.success}>
          <button type="button" className="button button--primary" onClick={openSidebar}>
            {t.login}
          </button>
        </ResultCard>
      )}
      {state === 'failed' && (
        <ResultCard outcome="failure" text={t.failure}>
          <p>{t.failureHint}</p>
          <button type="button" className="button button--primary" onClick={openSidebar}>
            {t.login}
          </button>
        </ResultCard>
      )}
    </section>
  );
}
