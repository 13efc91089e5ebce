import { noteAnswer, watchConnection, type AnswerNote } from './pwa-state';

/** The site's one service worker (public/public/sw.js) and its scope: the map's own address /public and all below. */
export const SERVICE_WORKER_URL = '/public/sw.js';
export const SERVICE_WORKER_SCOPE = '/public';

/**
 * Follows the browser's online state and listens to the worker from the first moment (its notes about kept answers
 * must not be missed), and registers it once the page has loaded, so it never competes with the map for the network. The update handling loads later.
 */
export function startServiceWorker(container: ServiceWorkerContainer | undefined = navigator.serviceWorker): void {
  watchConnection();
  if (!container) return;
  container.addEventListener('message', (event: MessageEvent<AnswerNote & { type?: string }>) => {
    if (event.data?.type === 'portal-data') noteAnswer(event.data);
  });
  const register = () => {
    container
      .register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE })
      .then((registration) => import('./service-worker-updates').then((m) => m.watchUpdates(registration)))
      .catch(() => undefined); // No worker (private mode, an old browser): the site works as before, only online.
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
