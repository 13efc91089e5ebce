import { noteAnswer, watchConnection, type AnswerNote } from './pwa-state';

/** The site's one service worker (public/public/sw.js) and its scope: the map's own address /public and all below. */
export const SERVICE_WORKER_URL = '/public/sw.js';
export const SERVICE_WORKER_SCOPE = '/public';

/**
 * Follows the browser's online state and listens to the worker from the first moment (its notes about kept answers
 * must not be missed); the worker registers once the page has settled (worker-registration.ts).
 */
export function startServiceWorker(container: ServiceWorkerContainer | undefined = navigator.serviceWorker): void {
  watchConnection();
  if (!container) return;
  container.addEventListener('message', (event: MessageEvent<AnswerNote & { type?: string }>) => {
    if (event.data?.type === 'portal-data') noteAnswer(event.data);
  });
  const register = () =>
    void import('./worker-registration').then(
      (m) => m.registerWhenSettled(container),
      () => undefined,
    );
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
