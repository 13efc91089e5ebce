import { LANGUAGE_TAGS, LANGUAGES } from '@portal/domain';
import { LANGUAGE_PARAM } from './i18n';

/**
 * A page's address in each language (`?lang=`) and, as `x-default`, the plain path; the sitemap names the same
 * (backend/src/frontends/site-map.ts).
 */
export function alternateLinks(origin: string, pathname: string): { hreflang: string; href: string }[] {
  return [
    ...LANGUAGES.map((language) => ({ hreflang: LANGUAGE_TAGS[language], href: `${origin}${pathname}?${LANGUAGE_PARAM}=${language}` })),
    { hreflang: 'x-default', href: `${origin}${pathname}` },
  ];
}
