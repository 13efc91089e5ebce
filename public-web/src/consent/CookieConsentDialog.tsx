import { Link } from 'wouter';
import { CloseIcon } from '../components/icons';
import { Modal } from '../components/Modal';
import { texts } from '../texts';
import { PRIVACY_POLICY_PATH, useConsent } from './consent-context';

/**
 * The cookie dialog (spec §2, §4, §9: modal, at most 750 px wide). Undecided, it blocks the page until
 * a choice: no Esc, no close button. Reopened from the footer it shows the current choice and can be
 * closed without changing it. Both choices are equally easy to make.
 */
export function CookieConsentDialog() {
  const { choice, dialogOpen, settingsOpen, choose, closeSettings } = useConsent();
  const t = texts.consent;
  const reopened = settingsOpen && choice !== null;

  return (
    <Modal open={dialogOpen} labelledBy="consent-title" describedBy="consent-intro" onEscape={reopened ? closeSettings : undefined} className="modal--consent">
      <div className="modal__header">
        <h2 id="consent-title" className="modal__title">
          {t.title}
        </h2>
        {reopened && (
          <button type="button" className="icon-button" aria-label={t.close} onClick={closeSettings}>
            <CloseIcon />
          </button>
        )}
      </div>
      <p id="consent-intro">{t.intro}</p>
      <details className="consent-details">
        <summary>{t.detailsSummary}</summary>
        <dl>
          <dt>{t.necessaryName}</dt>
          <dd>{t.necessaryText}</dd>
          <dt>{t.functionalName}</dt>
          <dd>{t.functionalText}</dd>
        </dl>
      </details>
      <p className="consent-policy">
        {t.policyPrefix}{' '}
        <Link to={PRIVACY_POLICY_PATH} onClick={closeSettings}>
          {t.policyLink}
        </Link>
      </p>
      {reopened && <p className="consent-current">{texts.consentCurrent(choice)}</p>}
      <div className="modal__actions">
        <button type="button" className="button button--outline" onClick={() => choose('necessary')}>
          {t.necessaryOnly}
        </button>
        <button type="button" className="button button--primary" onClick={() => choose('all')}>
          {t.acceptAll}
        </button>
      </div>
    </Modal>
  );
}
