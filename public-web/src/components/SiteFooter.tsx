import { Link } from 'wouter';
import { useConsent } from '../consent/consent-context';
import { texts } from '../texts';
import { PhoneIcon } from './icons';

export function SiteFooter() {
  const { openSettings } = useConsent();
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <p className="site-footer__hotline">
          <span className="site-footer__intro">
            <PhoneIcon /> {texts.footer.hotlineIntro}
          </span>{' '}
          <a className="site-footer__phone" href={texts.footer.hotlineHref}>
            {texts.footer.hotline}
          </a>
        </p>
        <p className="site-footer__note">{texts.footer.disclaimer}</p>
        {/* Spec §4/§9: the choice can be changed at any time. A button: it opens a dialog, it goes nowhere. */}
        <p className="site-footer__links">
          <button type="button" className="link-button site-footer__link" onClick={openSettings}>
            {texts.consent.footerLink}
          </button>{' '}
          <Link className="site-footer__link" to="/public/otwarte-dane">
            {texts.footer.openData}
          </Link>{' '}
          <Link className="site-footer__link" to="/public/statystyki">
            {texts.footer.statistics}
          </Link>
        </p>
      </div>
    </footer>
  );
}
