import { SERVICE_WORKER_SCOPE, SERVICE_WORKER_URL } from './service-worker-client';
import { whenSettled } from './when-settled';

/**
 * Registers the site's service worker once the page has settled (when-settled.ts): its install fetches every file the
 * site needs offline, and started at the load event it competed with the map for the network and the processor. The
 * update handling loads after it. Loaded itself with the load event: /public's first load has no room for it
 * (docs/performance.md).
 */
export function registerWhenSettled(container: ServiceWorkerContainer): void {
  whenSettled(() => {
    container
      .register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE })
      .then((registration) => import('./service-worker-updates').then((m) => m.watchUpdates(registration)))
      .catch(() => undefined); // No worker (private mode, an old browser): the site works as before, only online.
  });
}
