// The public site's service worker, served at /public/sw.js with the scope /public/ (registered by
// src/account/push/push-browser.ts when someone switches push alerts on). Kept small and in sections, one per
// concern, so that offline support can be added beside them:
//   1. push alerts: show the alert the server sent (docs/notifications.md "Push");
//   2. taps on an alert: open the address card, or dial the hotline.

// ---- 1. Push alerts ----
// The payload is JSON: { title, body, url, tag, actions: [{ action, title, url }] } (backend push/push-message.ts).
self.addEventListener('push', (event) => {
  let alert;
  try {
    alert = event.data ? event.data.json() : null;
  } catch {
    alert = null;
  }
  if (!alert || typeof alert.title !== 'string') return;
  const actions = Array.isArray(alert.actions) ? alert.actions : [];
  event.waitUntil(
    self.registration.showNotification(alert.title, {
      body: alert.body,
      tag: alert.tag,
      // A newer alert of the same outage replaces the earlier one: make it noticed again.
      renotify: Boolean(alert.tag),
      lang: 'pl',
      data: { url: alert.url, actions: Object.fromEntries(actions.map((a) => [a.action, a.url])) },
      actions: actions.map((a) => ({ action: a.action, title: a.title })),
    }),
  );
});

// ---- 2. Taps on an alert ----
// Only addresses of this site, or tel: from the alert's own buttons, are opened.
const sameSite = (url) => {
  try {
    return new URL(url, self.location.origin).origin === self.location.origin;
  } catch {
    return false;
  }
};

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data || {};
  const target = event.action ? data.actions && data.actions[event.action] : data.url;
  if (!target) return;
  if (target.startsWith('tel:')) {
    event.waitUntil(self.clients.openWindow(target));
    return;
  }
  // An address of another site (a misconfigured PUBLIC_URL) opens the map instead.
  const url = sameSite(target) ? new URL(target, self.location.origin).href : new URL('/public', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => w.url === url);
      return open ? open.focus() : self.clients.openWindow(url);
    }),
  );
});
