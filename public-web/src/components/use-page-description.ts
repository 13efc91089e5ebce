import { useEffect } from 'react';
import { loadArea } from '../i18n/i18n';

/**
 * Keeps the page's meta description in step with the route and the language (a change of language remounts the layout,
 * which runs this again). The table of descriptions and their texts are chunks of their own: search engines read the
 * tag after the page has loaded, and the first load of /public stays within its budget (docs/performance.md).
 */
export function usePageDescription(pathname: string): void {
  useEffect(() => {
    let current = true;
    void Promise.all([import('./page-descriptions'), loadArea('descriptions')]).then(([{ pageDescription }]) => {
      const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
      if (current && meta) meta.content = pageDescription(pathname);
    });
    return () => {
      current = false;
    };
  }, [pathname]);
}
