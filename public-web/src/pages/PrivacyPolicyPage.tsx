import { useDocumentTitle } from '../components/use-document-title';
import { useConsent } from '../consent/consent-context';
import { t, type MessageId } from '../i18n/i18n';
import { texts } from '../texts';
import { STORAGE_ITEMS } from './content/storage-items';
import { infoText } from './info-texts';

const RIGHTS: readonly MessageId[] = [
  'info.privacy.right.access',
  'info.privacy.right.rectification',
  'info.privacy.right.erasure',
  'info.privacy.right.restriction',
  'info.privacy.right.portability',
  'info.privacy.right.objection',
  'info.privacy.right.withdrawal',
  'info.privacy.right.complaint',
];

/** /public/privacy-policy (spec §2): what personal data the portal keeps, why, how long, and the visitor's rights. */
export default function PrivacyPolicyPage() {
  useDocumentTitle(t('info.privacy.title'));
  const { openSettings } = useConsent();
  const where = t('info.privacy.storageWhere');
  const kind = t('info.privacy.storageKind');
  const purpose = t('info.privacy.storagePurpose');
  const lifetime = t('info.privacy.storageLifetime');
  return (
    <article className="page-section text-page" aria-labelledby="privacy-title">
      <h1 id="privacy-title">{t('info.privacy.title')}</h1>
      <p className="lead">{t('info.privacy.lead')}</p>

      <h2>{t('info.privacy.controllerTitle')}</h2>
      <p>{t('info.privacy.controller')}</p>

      <h2>{t('info.privacy.dataTitle')}</h2>
      <h3>{t('info.privacy.reportTitle')}</h3>
      <p>{t('info.privacy.report1')}</p>
      <p>{infoText('info.privacy.report2')}</p>
      <p>{infoText('info.privacy.report3')}</p>

      <h3>{t('info.privacy.accountTitle')}</h3>
      <p>{t('info.privacy.account1')}</p>
      <p>{t('info.privacy.account2')}</p>
      <p>{infoText('info.privacy.account3')}</p>

      <h3>{t('info.privacy.vulnerableTitle')}</h3>
      <p>{t('info.privacy.vulnerable')}</p>

      <h3>{t('info.privacy.surveyTitle')}</h3>
      <p>{t('info.privacy.survey')}</p>

      <h3>{t('info.privacy.securityTitle')}</h3>
      <p>{t('info.privacy.security')}</p>

      <h3>{t('info.privacy.captchaTitle')}</h3>
      <p>{t('info.privacy.captcha')}</p>

      <h2>{t('info.privacy.cookiesTitle')}</h2>
      <p>{t('info.privacy.cookies')}</p>
      <p>
        <button type="button" className="button button--outline" onClick={openSettings}>
          {texts.consent.footerLink}
        </button>
      </p>
      <div className="table-wrap">
        <table className="data-table">
          <caption className="visually-hidden">{t('info.privacy.storageCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('info.privacy.storageName')}</th>
              <th scope="col">{where}</th>
              <th scope="col">{kind}</th>
              <th scope="col">{purpose}</th>
              <th scope="col">{lifetime}</th>
            </tr>
          </thead>
          <tbody>
            {STORAGE_ITEMS.map((item) => (
              <tr key={item.name}>
                <th scope="row">
                  <code>{item.name}</code>
                </th>
                {/* data-label: on narrow screens each row becomes a card with labelled lines. */}
                <td data-label={where}>{t(`info.privacy.where.${item.where}`)}</td>
                <td data-label={kind}>{t(`info.privacy.kind.${item.kind}`)}</td>
                <td data-label={purpose}>{t(item.purpose)}</td>
                <td data-label={lifetime}>{t(item.lifetime)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <h2>{t('info.privacy.recipientsTitle')}</h2>
      <p>{t('info.privacy.recipients')}</p>

      <h2>{t('info.privacy.rightsTitle')}</h2>
      <p>{t('info.privacy.rightsIntro')}</p>
      <ul>
        {RIGHTS.map((id) => (
          <li key={id}>{infoText(id)}</li>
        ))}
      </ul>
      <p>{t('info.privacy.voluntary')}</p>
    </article>
  );
}
