import { LANGUAGE_NAMES, LANGUAGE_TAGS, LANGUAGES, type Language } from '@portal/domain';
import { useEffect, useRef, type MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { chooseLanguage, currentLanguage, hrefInLanguage, t } from './i18n';

/** The language whose link takes the focus once the site has been rendered again in it (LanguageProvider remounts). */
let focusAfterSwitch: Language | null = null;

/**
 * The language switch at the top of every page (docs/i18n.md): each language named in itself and marked with its own
 * `lang`, so a screen reader pronounces it right; plain links to the same page with `?lang=`, so they work as links
 * too (open in a new tab, copy). Chosen here, a language is kept in the `lang` cookie.
 */
export function LanguageSwitch() {
  const location = useLocation();
  const active = currentLanguage();
  const activeLink = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    if (focusAfterSwitch !== active) return;
    focusAfterSwitch = null;
    activeLink.current?.focus();
  }, [active]);

  const choose = (event: MouseEvent<HTMLAnchorElement>, language: Language) => {
    // A modified click (new tab, new window) is the browser's; the link's own `?lang=` does the rest there.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (language === active) return;
    focusAfterSwitch = language;
    void chooseLanguage(language);
  };

  return (
    <nav className="language-switch" aria-label={t('layout.language.label')}>
      <ul className="language-switch__list">
        {LANGUAGES.map((language) => (
          <li key={language}>
            <a
              ref={language === active ? activeLink : undefined}
              className="language-switch__link"
              href={hrefInLanguage(location, language)}
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
