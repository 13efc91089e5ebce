import { useEffect } from 'react';

/**
 * `<link rel="alternate" hreflang>` for the page in each language and `x-default` for the address without `?lang=`
 * (which a first visit answers in the browser's language): search engines list each language's page for its
 * readers. Like the page's description, the code comes after the page's (search engines read the head once the page
 * has loaded), outside /public's first load.
 */
export function useAlternateLinks(pathname: string): void {
  useEffect(() => {
    let links: HTMLLinkElement[] = [];
    let current = true;
    void import('./alternate-links').then(({ alternateLinks }) => {
      if (!current) return;
      links = alternateLinks(window.location.origin, pathname).map(({ hreflang, href }) => {
        const link = document.createElement('link');
        link.rel = 'alternate';
        link.hreflang = hreflang;
        link.href = href;
        return link;
      });
      document.head.append(...links);
    });
    return () => {
      current = false;
      links.forEach((link) => link.remove());
    };
  }, [pathname]);
}
