import { LANGUAGE_TAGS, LANGUAGES } from './languages';

/**
 * A public page's address in each language (`?lang=`, as the public site's language switch writes it) and, as
 * `x-default`, the plain spec path, which a first visit answers in the browser's language (docs/i18n.md): the sitemap's
 * `xhtml:link` entries and the page's `<link rel="alternate" hreflang>` tags alike.
 */
export function languageAlternates(baseUrl: string, path: string): { hreflang: string; href: string }[] {
  return [
    ...LANGUAGES.map((language) => ({ hreflang: LANGUAGE_TAGS[language], href: `${baseUrl}${path}?lang=${language}` })),
    { hreflang: 'x-default', href: `${baseUrl}${path}` },
  ];
}
