import { Link } from 'wouter';
import { useDocumentTitle } from '../components/use-document-title';
import { areaTexts } from '../i18n/area-texts';

// The `status` area (i18n/status), loaded with these pages (status-pages.tsx, routes.tsx).
const statusTexts = areaTexts('status', { forbiddenCode: '401', errorCode: '500', notFoundCode: '404' });

/** The shared look of the 401, 404 and 500 pages: code, title, advice, a way home. */
function StatusPage({ code, title, text }: { code: string; title: string; text: string }) {
  useDocumentTitle(title);
  return (
    <section className="status-page" aria-labelledby="status-page-title">
      <p className="status-page__code">{code}</p>
      <h1 id="status-page-title">{title}</h1>
      <p className="status-page__text">{text}</p>
      <Link className="button button--primary" to="/">
        {statusTexts.backHome}
      </Link>
    </section>
  );
}

export function ForbiddenPage() {
  const { forbiddenCode, forbiddenTitle, forbiddenText } = statusTexts;
  return <StatusPage code={forbiddenCode} title={forbiddenTitle} text={forbiddenText} />;
}

export function ErrorPage() {
  const { errorCode, errorTitle, errorText } = statusTexts;
  return <StatusPage code={errorCode} title={errorTitle} text={errorText} />;
}

export function NotFoundPage() {
  const { notFoundCode, notFoundTitle, notFoundText } = statusTexts;
  return <StatusPage code={notFoundCode} title={notFoundTitle} text={notFoundText} />;
}
