import { lazy, Suspense, type ComponentType } from 'react';
import { PageStatus } from '../components/PageStatus';

/**
 * A page loaded on first visit: its code (and its long texts) stay out of the first load of the site.
 * Vite makes one chunk per page.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  const Page = lazy(load);
  return function LazyPage() {
    return (
      <Suspense fallback={<PageStatus />}>
        <Page />
      </Suspense>
    );
  };
}
