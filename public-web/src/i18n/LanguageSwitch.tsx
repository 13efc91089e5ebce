import { LANGUAGE_NAMES, LANGUAGE_TAGS, LANGUAGES, type Language } from '@portal/domain';
import { useEffect, useRef, type MouseEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { saveAccountLanguage } from '../account/account-language';
import { readSession } from '../auth/session';
import { chooseLanguage, currentLanguage, hrefInLanguage, t, takesFocusAfterSwitch } from './i18n';

/**
 * The language switch at the top of every page (docs/i18n.md): each language named in itself and marked with its own
 * `lang`, so a screen reader pronounces it right; plain links to the same page with `?lang=`, so they work as links
 * too (open in a new tab, copy). Chosen here, a language is kept in the `lang` cookie.
 */
export function LanguageSwitch() {
  const [pathname] = useLocation();
  const search = useSearch();
  const active = currentLanguage();
  const activeLink = useRef<HTMLAnchorElement>(null);

  // The site is mounted again in the chosen language (LanguageProvider): the focus goes back to the link chosen.
  useEffect(() => {
    if (takesFocusAfterSwitch(active)) activeLink.current?.focus();
  }, [active]);

  const choose = (event: MouseEvent<HTMLAnchorElement>, language: Language) => {
    // A modified click (new tab, new window) is the browser's; the link's own `?lang=` does the rest there.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (language === active) return;
    // A signed-in resident's alerts follow the choice (the account's language). The site is drawn again once it is
    // saved, so the settings page shows the language chosen; a failure to save does not keep the page from switching.
    // Two plain calls, not a chunk of their own: a dynamic import here would cost the first load more than they do.
    void (readSession().role === 'PUBLIC' ? saveAccountLanguage(language) : Promise.resolve()).then(() => chooseLanguage(language));
  };

  return (
    <nav className="language-switch" aria-label={t('layout.language.label')}>
      <ul className="language-switch__list">
        {LANGUAGES.map((language) => (
          <li key={language}>
            <a
              ref={language === active ? activeLink : undefined}
              className="language-switch__link"
              href={hrefInLanguage({ pathname, search, hash: '' }, language)}
              lang={LANGUAGE_TAGS[language]}
              hrefLang={LANGUAGE_TAGS[language]}
              aria-current={language === active ? 'true' : undefined}
              onClick={(event) => choose(event, language)}
            >
              {LANGUAGE_NAMES[language]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
