import { pwaState } from './pwa-state';

/** How often a page left open (the map in a storm) asks whether a new version was deployed. */
export const UPDATE_CHECK_MS = 30 * 60 * 1000;

interface WorkerBuild {
  version: string;
  shell: string[];
}

/** What a worker keeps (sw.js 'describe'); null if it does not answer within a second. */
export function describe(worker: ServiceWorker): Promise<WorkerBuild | null> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const done = (build: WorkerBuild | null) => {
      clearTimeout(timer);
      channel.port1.close();
      resolve(build);
    };
    const timer = setTimeout(() => done(null), 1000);
    channel.port1.onmessage = (event: MessageEvent<WorkerBuild>) => done(event.data);
    worker.postMessage({ type: 'describe' }, [channel.port2]);
  });
}

/** The page's own build: the entry script the HTML loaded (hashed by the build). */
export function pageEntry(doc: Document = document): string | null {
  const script = doc.querySelector<HTMLScriptElement>('script[type="module"][src]');
  return script ? new URL(script.src, doc.baseURI).pathname : null;
}

/**
 * A new version waits. If this page already is that version (its HTML came from the network after the deployment),
 * the worker is activated at once: nothing on screen changes. Otherwise the page is older: the banner offers
 * "Odśwież", which activates the worker and reloads once it controls the page (docs/offline.md "Updates").
 */
export async function onWaiting(
  worker: ServiceWorker,
  container: ServiceWorkerContainer = navigator.serviceWorker,
  reload = () => window.location.reload(),
): Promise<void> {
  const build = await describe(worker);
  const entry = pageEntry();
  if (build && entry && build.shell.includes(entry)) {
    worker.postMessage({ type: 'skip-waiting' });
    return;
  }
  pwaState.set({
    update: () => {
      container.addEventListener('controllerchange', reload, { once: true });
      worker.postMessage({ type: 'skip-waiting' });
    },
  });
}

export function watchUpdates(registration: ServiceWorkerRegistration): void {
  if (registration.waiting && registration.active) void onWaiting(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      // 'installed' with an active worker beside it: the new one waits (the first install activates by itself).
      if (installing.state === 'installed' && registration.active) void onWaiting(installing);
    });
  });
  let lastCheck = Date.now();
  const check = () => {
    if (document.visibilityState === 'hidden' || Date.now() - lastCheck < UPDATE_CHECK_MS) return;
    lastCheck = Date.now();
    registration.update().catch(() => undefined);
  };
  window.setInterval(check, UPDATE_CHECK_MS);
  document.addEventListener('visibilitychange', check);
}
