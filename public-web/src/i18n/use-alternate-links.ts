import { LANGUAGE_TAGS, LANGUAGES } from '@portal/domain';
import { useEffect } from 'react';
import { LANGUAGE_PARAM } from './i18n';

/**
 * `<link rel="alternate" hreflang>` for the page in each language and `x-default` for the address without `?lang=`
 * (which a first visit answers in the browser's language): search engines list each language's page for its readers.
 */
export function useAlternateLinks(pathname: string): void {
  useEffect(() => {
    const links = [...LANGUAGES.map((language) => [LANGUAGE_TAGS[language], language] as const), ['x-default', null] as const].map(([hreflang, language]) => {
      const link = document.createElement('link');
      link.rel = 'alternate';
      link.hreflang = hreflang;
      link.href = `${window.location.origin}${pathname}${language ? `?${LANGUAGE_PARAM}=${language}` : ''}`;
      return link;
    });
    document.head.append(...links);
    return () => links.forEach((link) => link.remove());
  }, [pathname]);
}
