import { useEffect, useState } from 'react';
import { CloseIcon, PhoneIcon } from '../components/icons';
import { texts } from '../texts';

/** sessionStorage: the panel shows once per browser session (spec §2), i.e. until the tab is closed. */
export const INFO_SHOWN_KEY = 'infoSidebarShown';

function alreadyShown(): boolean {
  try {
    return window.sessionStorage.getItem(INFO_SHOWN_KEY) !== null;
  } catch {
    return false; // storage disabled: show it, it can be closed
  }
}

function rememberShown(): void {
  try {
    window.sessionStorage.setItem(INFO_SHOWN_KEY, 'true');
  } catch {
    // nothing to remember with
  }
}

/**
 * The info panel (spec §1, §2): the emergency hotline and the note that outage data is indicative.
 * Not modal: it does not take focus and the page stays usable; it is a labelled complementary region.
 * It sits in the flow under the header, not floating over the page: floating, it covered buttons of
 * the page (the survey's send button, the footer's cookie settings) on ordinary screens.
 */
export function InfoSidebar() {
  const [open, setOpen] = useState(() => !alreadyShown());

  useEffect(() => {
    if (open) rememberShown();
  }, [open]);

  if (!open) return null;
  const close = () => {
    setOpen(false);
    document.getElementById('main')?.focus();
  };
  return (
    <aside className="info-panel container" aria-labelledby="info-panel-title">
      <div className="info-panel__box">
        <div className="info-panel__body">
          <h2 id="info-panel-title" className="info-panel__title">
            {texts.info.title}
          </h2>
          <p className="info-panel__hotline">
            {texts.info.hotlineIntro}{' '}
            <a className="info-panel__phone" href={texts.footer.hotlineHref}>
              <PhoneIcon /> {texts.footer.hotline}
            </a>
          </p>
          <p>{texts.info.indicative}</p>
          <button type="button" className="button button--outline" onClick={close}>
            {texts.info.ok}
          </button>
        </div>
        <button type="button" className="icon-button info-panel__close" aria-label={texts.info.close} onClick={close}>
          <CloseIcon />
        </button>
      </div>
    </aside>
  );
}
