import { lazy, Suspense, useSyncExternalStore } from 'react';
import { pwaState } from './pwa-state';

// What the banner says loads when there is something to say (the first load of /public has a budget, and the dates
// are Warsaw time from @portal/domain); the worker keeps this chunk for offline use (service-worker-build.ts).
const PwaBannerLines = lazy(() => import('./PwaBannerLines'));

/**
 * The layout's line about the connection and the service worker (docs/offline.md): offline, since when the map's data
 * are (kept on this device or not), or a new version of the site waits. Like the maintenance banner, a polite status
 * region that appears with its text.
 */
export function OfflineBanner() {
  const state = useSyncExternalStore(pwaState.subscribe, pwaState.get);
  // Offline with nothing of the map on screen yet, the lines say nothing (offlineSince, PwaBannerLines.tsx).
  if (state.cachedAt === null && !state.browserOffline && !state.refreshFailed && !state.update) return null;
  return (
    <Suspense fallback={null}>
      <PwaBannerLines {...state} />
    </Suspense>
  );
}
