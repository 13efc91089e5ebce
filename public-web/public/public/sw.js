// The public site's service worker, served at /public/sw.js with the scope /public (the map's own address and every
// page below it; the server allows that scope with Service-Worker-Allowed). Registered on every visit by
// src/offline/register-service-worker.ts, and by src/account/push/push-browser.ts when someone switches push alerts on:
// one worker, one registration. In sections, one per concern:
//   0. the build: its version and the files of the app shell (written in by service-worker-build.ts);
//   1. push alerts: show the alert the server sent (docs/notifications.md "Push");
//   2. taps on an alert: open the address card, or dial the hotline;
//   3. offline: the app shell and the last answers of the map's feeds (docs/offline.md);
//   4. updates: versioned caches, old ones deleted, a waiting version activated when the page asks.

// ---- 0. The build ----
// Replaced by the build (public-web/service-worker-build.ts) with the version and the shell's files; under `vite dev`
// it stays as it is and nothing is precached.
const BUILD = { version: 'dev', shell: [] };

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

// ---- 3. Offline ----
// The app shell (the HTML of /public, the scripts and styles of the map and the wizard, the manifest and its icons)
// is kept per version. The map's feeds and the address card are asked from the network first; their last good
// answers are kept, and given instead when the network fails or is slower than NETWORK_TIMEOUT_MS. A kept answer
// carries `x-sw-cached-at` (when it was made); the page is told which kind each answer was and when it was made, so it
// can say "Brak połączenia — dane z HH:MM" (src/offline/), also offline over answers of the browser's HTTP cache.
const APP_CACHE = `portal-app-${BUILD.version}`;
// The feeds' answers outlive a version: a new build still opens offline with the last data. Bump the number when a
// feed changes in a way an older page could not read.
const DATA_CACHE = 'portal-data-1';
const NETWORK_TIMEOUT_MS = 5000;
const SHELL_URL = '/public';
/** The public GET calls of the map (map-api.ts) and the settings the layout and the wizard read. */
const OFFLINE_DATA = [
  /^\/public\/api\/call-net\/(failures-extensive|failures-hv|failures-lv|reports)$/,
  /^\/public\/api\/planned-outage\/get\/all$/,
  /^\/public\/api\/map\/config$/,
  /^\/public\/api\/config\/get\/all$/,
  /^\/public\/api\/address-status$/,
];
/** The answers the map shows: only these make the page say "dane z HH:MM" (the settings are kept too, silently). */
const MAP_DATA = /^\/public\/api\/(call-net\/(failures-extensive|failures-hv|failures-lv|reports)|planned-outage\/get\/all|address-status)$/;
/** Address cards are one answer per address: only the most recent ones are kept. */
const ADDRESS_STATUS = /^\/public\/api\/address-status$/;
const ADDRESS_STATUS_KEPT = 30;
/** A file, not a page: the last segment has an extension that begins with a letter (.pdf, .js, .webmanifest). */
const FILE_PATH = /\.[a-z][a-z0-9]*$/i;

self.addEventListener('install', (event) => {
  // One missing file fails the install: a half-kept shell would open offline without its scripts. Asked past the HTTP
  // cache: the manifest and the icons may be kept there for an hour, and this version must keep this build's bytes.
  const shell = BUILD.shell.map((path) => new Request(path, { cache: 'reload' }));
  event.waitUntil(shell.length ? caches.open(APP_CACHE).then((cache) => cache.addAll(shell)) : Promise.resolve());
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    // Pages of the site; not the API, not files such as the PDFs. A file's extension begins with a letter: the map's
    // own addresses /public/{lng}/{lat} (shared links, push alerts) end in digits after a dot, and are pages.
    if (!url.pathname.startsWith('/public/api/') && !FILE_PATH.test(url.pathname)) event.respondWith(page(request));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(asset(request));
  } else if (OFFLINE_DATA.some((path) => path.test(url.pathname))) {
    event.respondWith(data(event, url));
  }
});

/** Rejects after `ms`; the fetch itself goes on (and may still refresh the kept copy). */
function withTimeout(promise, ms) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error) => (clearTimeout(timer), reject(error)),
    );
  });
}

/** A page: the network's (always the newest build), else the kept shell, whose router shows the page asked for. */
async function page(request) {
  try {
    return await withTimeout(fetch(request), NETWORK_TIMEOUT_MS);
  } catch (error) {
    const shell = await caches.match(SHELL_URL, { cacheName: APP_CACHE });
    if (shell) return shell;
    throw error;
  }
}

/** Hashed files never change: the kept copy, else the network's, kept for next time (a page loaded later). */
async function asset(request) {
  const cache = await caches.open(APP_CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok && BUILD.shell.length) await cache.put(request, response.clone());
  return response;
}

function stamped(response, at) {
  const headers = new Headers(response.headers);
  headers.set('x-sw-cached-at', new Date(at).toISOString());
  return response.blob().then((body) => new Response(body, { status: response.status, statusText: response.statusText, headers }));
}

/**
 * When an answer was made: its `Date` (the server's clock), never later than now. An answer of the browser's HTTP cache
 * (fresh for 15 s, `max-age`) comes through `fetch` like the network's, and offline it is the data of that moment.
 */
function madeAt(response) {
  const date = Date.parse(response.headers.get('date'));
  return Number.isNaN(date) ? Date.now() : Math.min(date, Date.now());
}

/** `cachedAt`: null for an answer of the network (or the HTTP cache), else the kept copy's time; `at`: when it was made. */
async function tellPage(clientId, url, cachedAt, at) {
  if (!MAP_DATA.test(url.pathname)) return;
  const client = clientId && (await self.clients.get(clientId));
  if (client) client.postMessage({ type: 'portal-data', cachedAt, path: url.pathname, at });
}

async function keep(cache, key, response, isAddress, at) {
  await cache.put(key, await stamped(response, at));
  if (!isAddress) return;
  const addresses = (await cache.keys()).filter((r) => ADDRESS_STATUS.test(new URL(r.url).pathname));
  for (const old of addresses.slice(0, Math.max(0, addresses.length - ADDRESS_STATUS_KEPT))) await cache.delete(old);
}

/**
 * A feed: the network's answer when it comes within the time limit, kept (with the time) for later. A 304 confirms the
 * kept copy (same ETag): its time moves on. No answer, a failed one or a 5xx: the kept copy, if there is one.
 */
async function data(event, url) {
  const request = event.request;
  const cache = await caches.open(DATA_CACHE);
  // One entry per address: the URL without the headers (If-None-Match, Authorization) the page sends.
  const key = url.href;
  const isAddress = ADDRESS_STATUS.test(url.pathname);
  const network = fetch(request).then(async (response) => {
    if (response.ok) {
      event.waitUntil(keep(cache, key, response.clone(), isAddress, madeAt(response)));
    } else if (response.status === 304) {
      const kept = await cache.match(key);
      if (kept && kept.headers.get('etag') === request.headers.get('if-none-match')) event.waitUntil(keep(cache, key, kept, false, Date.now()));
    }
    return response;
  });
  try {
    const response = await withTimeout(network, NETWORK_TIMEOUT_MS);
    if (response.status < 500) {
      event.waitUntil(tellPage(event.clientId, url, null, madeAt(response)));
      return response;
    }
  } catch {
    // No network, or too slow: the kept copy below.
  }
  network.catch(() => undefined);
  const kept = await cache.match(key);
  if (!kept) return network;
  const cachedAt = Date.parse(kept.headers.get('x-sw-cached-at'));
  event.waitUntil(tellPage(event.clientId, url, cachedAt, cachedAt));
  return kept;
}

// ---- 4. Updates ----
// A new build is a new worker (its version differs). It installs beside the old one and waits; the page activates it
// (src/offline/service-worker-updates.ts): at once on a fresh load, or when the person taps "Odśwież" on a page that
// has been open since before the build. Activating deletes the caches of every other version.
self.addEventListener('message', (event) => {
  const type = event.data && event.data.type;
  if (type === 'skip-waiting') self.skipWaiting();
  // Which build this worker keeps: the page compares it with its own entry script.
  if (type === 'describe' && event.ports[0]) event.ports[0].postMessage({ version: BUILD.version, shell: BUILD.shell });
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((name) => name.startsWith('portal-') && name !== APP_CACHE && name !== DATA_CACHE).map((name) => caches.delete(name))),
      )
      .then(() => self.clients.claim()),
  );
});
