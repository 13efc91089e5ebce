import { lazy, Suspense, useSyncExternalStore } from 'react';
import { pwaState } from './pwa-state';

// What the banner says loads when there is something to say (the first load of /public has a budget, and the dates
// are Warsaw time from @portal/domain); the worker keeps this chunk for offline use (service-worker-build.ts).
const PwaBannerLines = lazy(() => import('./PwaBannerLines'));

/**
 * The layout's line about the service worker (docs/offline.md): the map shows answers kept on this device, or a new
 * version of the site waits. One status region that is always there, so screen readers announce what appears in it.
 */
export function OfflineBanner() {
  const state = useSyncExternalStore(pwaState.subscribe, pwaState.get);
  return (
    <div className="pwa-banner" role="status">
      {(state.cachedAt !== null || state.update) && (
        <Suspense fallback={null}>
          <PwaBannerLines {...state} />
        </Suspense>
      )}
    </div>
  );
}
