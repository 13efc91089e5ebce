import { lazy, Suspense, type ComponentType } from 'react';
import { PageStatus } from '../components/PageStatus';
import type { LazyArea } from '../i18n/catalogs';
import { loadArea } from '../i18n/i18n';

/**
 * A page loaded on first visit: its code (and its long texts) stay out of the first load of the site.
 * Vite makes one chunk per page; the page's areas of messages (`areas`, i18n/catalogs.ts) load beside it.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>, ...areas: LazyArea[]) {
  const Page = lazy(() => Promise.all([load(), ...areas.map(loadArea)]).then(([page]) => page));
  return function LazyPage() {
    return (
      <Suspense fallback={<PageStatus />}>
        <Page />
      </Suspense>
    );
  };
}
