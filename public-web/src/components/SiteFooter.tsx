import { texts } from '../texts';
import { PhoneIcon } from './icons';

export function SiteFooter() {
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
      </div>
    </footer>
  );
}
