import type { PushSubscriptionRequest } from '../../api/types';
import { SERVICE_WORKER_SCOPE, SERVICE_WORKER_URL } from '../../offline/service-worker-client';

/**
 * What the push switch needs from the browser (Notifications API, service worker, Push API), behind one small
 * interface so the switch's states can be tested without a browser (PushToggle.test.tsx) and the real thing in
 * Chromium (test/journeys/push-alerts.spec.ts).
 */
export type PushPermission = 'default' | 'granted' | 'denied';

export interface PushBrowser {
  supported(): boolean;
  permission(): PushPermission;
  requestPermission(): Promise<PushPermission>;
  /** This browser's subscription, if it has one. */
  current(): Promise<PushSubscriptionRequest | null>;
  /** Registers the service worker and subscribes with the server's VAPID key. */
  subscribe(vapidPublicKey: string): Promise<PushSubscriptionRequest>;
  /** Drops this browser's subscription; answers its endpoint (null when there was none). */
  unsubscribe(): Promise<string | null>;
}

/**
 * The service worker that shows the alerts is the site's one worker (public-web/public/public/sw.js, served at
 * /public/sw.js, scope /public), also registered on every visit for offline use (docs/offline.md).
 */
export { SERVICE_WORKER_SCOPE, SERVICE_WORKER_URL };

/** base64url (the server's key) → the bytes `applicationServerKey` takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function asRequest(subscription: PushSubscription): PushSubscriptionRequest {
  const json = subscription.toJSON();
  return { endpoint: json.endpoint ?? subscription.endpoint, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } };
}

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  return navigator.serviceWorker.getRegistration(SERVICE_WORKER_SCOPE);
}

export const realPushBrowser: PushBrowser = {
  supported: () => typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window,
  permission: () => Notification.permission,
  requestPermission: () => Notification.requestPermission(),
  async current() {
    const subscription = await (await registration())?.pushManager.getSubscription();
    return subscription ? asRequest(subscription) : null;
  },
  async subscribe(vapidPublicKey) {
    await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE });
    const ready = await navigator.serviceWorker.ready;
    const options = { userVisibleOnly: true, applicationServerKey: keyBytes(vapidPublicKey) };
    try {
      return asRequest(await ready.pushManager.subscribe(options));
    } catch (error) {
      // Subscribed with an earlier server key (rotated keys, docs/operations.md): drop that one and subscribe again.
      const old = await ready.pushManager.getSubscription();
      if (!old) throw error;
      await old.unsubscribe();
      return asRequest(await ready.pushManager.subscribe(options));
    }
  },
  async unsubscribe() {
    const subscription = await (await registration())?.pushManager.getSubscription();
    if (!subscription) return null;
    await subscription.unsubscribe();
    return subscription.endpoint;
  },
};
