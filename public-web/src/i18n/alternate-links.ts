import { languageAlternates } from '@portal/domain';

/** The page's `<link rel="alternate" hreflang>` entries, the sitemap's own; a module of its own, loaded after the page. */
export function alternateLinks(origin: string, pathname: string): { hreflang: string; href: string }[] {
  return languageAlternates(origin, pathname);
}
