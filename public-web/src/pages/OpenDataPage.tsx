import { useDocumentTitle } from '../components/use-document-title';
import { t, type MessageId } from '../i18n/i18n';
import { infoText } from './info-texts';

const BASE = '/public/api/open/v1';
const FEEDS: readonly { path: string; name: MessageId; text: MessageId }[] = [
  { path: `${BASE}/outages.geojson`, name: 'info.openData.geojson.name', text: 'info.openData.geojson.text' },
  { path: `${BASE}/planned.atom`, name: 'info.openData.atom.name', text: 'info.openData.atom.text' },
  { path: `${BASE}/alerts.cap`, name: 'info.openData.cap.name', text: 'info.openData.cap.text' },
];

/** /public/otwarte-dane 'Otwarte dane' (docs/open-data.md): the three open feeds, their licence and rules. */
export default function OpenDataPage() {
  useDocumentTitle(t('info.openData.title'));
  return (
    <section className="page-section text-page" aria-labelledby="open-data-title">
      <h1 id="open-data-title">{t('info.openData.title')}</h1>
      <p className="lead">{t('info.openData.lead')}</p>

      <h2>{t('info.openData.feedsTitle')}</h2>
      <ul className="feature-list">
        {FEEDS.map((feed) => (
          <li key={feed.path}>
            <strong>{t(feed.name)}</strong> – <a href={feed.path}>{feed.path}</a>
            <p>{infoText(feed.text)}</p>
          </li>
        ))}
      </ul>

      <h2>{t('info.openData.licenceTitle')}</h2>
      <p>{infoText('info.openData.licence')}</p>

      <h2>{t('info.openData.freshnessTitle')}</h2>
      <p>{infoText('info.openData.freshness')}</p>
      <pre className="code-sample">
        <code>{`curl --compressed https://…${BASE}/outages.geojson\ncurl -H 'If-None-Match: W/"…"' https://…${BASE}/planned.atom`}</code>
      </pre>

      <h2>{t('info.openData.versionsTitle')}</h2>
      <p>{infoText('info.openData.versions')}</p>
      <p>{t('info.openData.apiDocs')}</p>
    </section>
  );
}
