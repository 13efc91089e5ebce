import { useDocumentTitle } from '../components/use-document-title';
import { t, type MessageId } from '../i18n/i18n';
import { LEGEND_ENTRIES } from '../map/icons/legend';
import { texts } from '../texts';
import { infoText } from './info-texts';

/** What each symbol of the legend means (the map's legend shows only the names, map/icons/legend.ts). */
const LEGEND_DESCRIPTIONS: Record<(typeof LEGEND_ENTRIES)[number]['kind'], MessageId> = {
  userReport: 'info.about.legend.userReport',
  planned: 'info.about.legend.planned',
  confirmed: 'info.about.legend.confirmed',
  extensive: 'info.about.legend.extensive',
};

const OFFERS: readonly MessageId[] = [
  'info.about.offerMap',
  'info.about.offerPlanned',
  'info.about.offerReport',
  'info.about.offerAccount',
  'info.about.offerFaq',
];

/** /public/about 'O portalu' (spec §2): what the portal offers and what the map's symbols mean. */
export default function AboutPage() {
  useDocumentTitle(t('info.about.title'));
  return (
    <section className="page-section text-page" aria-labelledby="about-title">
      <h1 id="about-title">{t('info.about.title')}</h1>
      <p className="lead">{t('info.about.lead')}</p>

      <h2>{t('info.about.offerTitle')}</h2>
      <ul className="feature-list">
        {OFFERS.map((id) => (
          <li key={id}>{infoText(id)}</li>
        ))}
      </ul>

      <h2>{t('info.about.legendTitle')}</h2>
      <ul className="legend">
        {LEGEND_ENTRIES.map(({ kind, Icon }) => (
          <li key={kind} className="legend__entry">
            <span className="legend__symbol">
              <Icon size={40} />
            </span>
            <div>
              <h3 className="legend__label">{t(`map.type.${kind}`)}</h3>
              <p className="legend__text">{t(LEGEND_DESCRIPTIONS[kind])}</p>
            </div>
          </li>
        ))}
      </ul>

      <h2>{t('info.about.beforeTitle')}</h2>
      <p>
        {texts.footer.disclaimer} {infoText('info.about.hotline')}
      </p>
    </section>
  );
}
