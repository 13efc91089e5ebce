import { useEffect } from 'react';

/**
 * Keeps the page's meta description in step with the route (the shell's own description is the fallback). The table
 * of descriptions is a chunk of its own: search engines read the tag after the page has loaded, and the first load of
 * /public stays within its budget (docs/performance.md).
 */
export function usePageDescription(pathname: string): void {
  useEffect(() => {
    let current = true;
    void import('./page-descriptions').then(({ pageDescription }) => {
      const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
      if (!current || !meta) return;
      meta.dataset.siteDescription ??= meta.content;
      meta.content = pageDescription(pathname, meta.dataset.siteDescription);
    });
    return () => {
      current = false;
    };
  }, [pathname]);
}
