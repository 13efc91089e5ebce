import type { Browser, BrowserContext, Request as PageRequest } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, expect, test } from '../support/fixtures';
import { offlineMap } from '../support/offline-map';
import { JOURNEY_INTEGRATION_KEY } from '../support/portal-process';
import { shotPath } from '../support/shots';
import { startStormTier, type StormTier } from '../support/storm-tier';

// The storm tier as shipped (docker/nginx/portal.conf.template, docs/operations.md "The storm tier"): Debian's nginx in
// front of two instances on one PostgreSQL. It answers the public feeds from its cache, never caches what is personal,
// hands the instances the client's own address, shows a write within the feeds' max-age, and keeps the public map and
// a cached address card loading while both instances are down.

const FEED_MAX_AGE_S = 15;
const LOGIN_LIMIT = 5;
let tier: StormTier;

test.describe.configure({ mode: 'serial' });
test.setTimeout(150_000);

test.beforeAll(async () => {
  tier = await startStormTier({ LOGIN_RATE_LIMIT_PER_MINUTE: String(LOGIN_LIMIT) });
});
test.afterAll(async () => {
  await tier?.stop();
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${tier.nginx.url}${path}`, { headers: { 'Accept-Encoding': 'br', ...headers } });

test('answers the storm reads from its cache, with their 304s, and balances the misses over both instances', async () => {
  for (const path of [
    '/public/api/call-net/failures-lv',
    '/public/api/call-net/failures-extensive',
    '/public/api/call-net/reports?timePeriod=PT24H',
    '/public/api/planned-outage/get/all',
    '/public/api/map/config',
    '/public/api/area/get/all',
    '/public/api/open/v1/outages.geojson',
  ]) {
    const first = await get(path);
    expect(first.status, path).toBe(200);
    await first.arrayBuffer();
    const second = await get(path);
    expect(second.status, path).toBe(200);
    expect(second.headers.get('x-cache-status'), path).toBe('HIT');
    expect(second.headers.get('content-encoding'), `${path} keeps its prepared brotli bytes`).toBe('br');
    const etag = second.headers.get('etag');
    expect(etag, path).toBeTruthy();
    const notModified = await get(path, { 'If-None-Match': etag! });
    expect(notModified.status, path).toBe(304);
    expect(notModified.headers.get('x-cache-status'), path).toBe('HIT');
  }
  // The misses went to both instances, round robin.
  const answeredBy = new Set(
    tier.nginx
      .accessLog()
      .map((line) => line.split(' ')[0])
      .filter((by) => by !== '-'),
  );
  expect([...answeredBy].sort()).toEqual(tier.instances.map((i) => new URL(i.baseUrl).host).sort());
  // Another spelling of the same encodings shares the copy.
  const spelled = await get('/public/api/call-net/failures-lv', { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
  expect(spelled.headers.get('x-cache-status')).toBe('HIT');
});

test('never caches a personal answer, the outage system’s calls or a POST', async () => {
  const login = await fetch(`${tier.nginx.url}/public/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ login: DEMO.PUBLIC, password: DEMO_PASSWORD }),
  });
  expect(login.status).toBe(200);
  expect(login.headers.get('x-cache-status')).toBeNull();
  const { token } = (await login.json()) as { token: string };
  for (let i = 0; i < 2; i++) {
    const mine = await get('/public/api/user/get', { Authorization: `Bearer ${token}` });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('x-cache-status')).toBe('BYPASS');
    expect(((await mine.json()) as { email: string }).email).toBe(DEMO.PUBLIC);
  }
  // The same address without credentials is the portal's 401, never the signed-in answer from the cache.
  const anonymous = await get('/public/api/user/get');
  expect(anonymous.status).toBe(401);
  expect(anonymous.headers.get('x-cache-status')).toBe('MISS');
  // Even a feed asked with credentials bypasses the cache.
  const keyed = await get('/public/api/call-net/failures-lv', { 'X-Api-Key': JOURNEY_INTEGRATION_KEY });
  expect(keyed.headers.get('x-cache-status')).toBe('BYPASS');
});

test('hands the instances the client’s own address: a forged X-Forwarded-For does not escape the sign-in limit', async () => {
  const attempt = (base: string, i: number) =>
    fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `203.0.113.${i + 1}` },
      body: JSON.stringify({ login: `nikt.${i}.${Date.now()}@example.pl`, password: 'Zle#Haslo1' }),
    }).then((r) => r.status);
  // Straight to an instance that trusts one hop, each forged address is a client of its own: never limited.
  const direct = [];
  for (let i = 0; i <= LOGIN_LIMIT; i++) direct.push(await attempt(tier.instances[0].baseUrl, i));
  expect(direct).not.toContain(429);
  // Through the tier, nginx replaces the header with the address it sees: one client, limited after the limit.
  const through = [];
  for (let i = 0; i <= LOGIN_LIMIT; i++) through.push(await attempt(tier.nginx.url, 100 + i));
  expect(through.at(-1)).toBe(429);
});

test('shows a write through the cache within the feeds’ max-age and 2 s', async () => {
  const feed = '/public/api/call-net/failures-lv';
  await (await get(feed)).arrayBuffer();
  // The feed carries the cause, not the outage system's id: the id in the cause finds the item.
  const externalId = `TIER-${Date.now()}`;
  const written = await fetch(`${tier.nginx.url}/api/integration/outages/${externalId}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', 'X-Api-Key': JOURNEY_INTEGRATION_KEY },
    body: JSON.stringify({
      type: 'FAILURE',
      voltageClass: 'LV',
      position: { lat: 52.2, lng: 21.05 },
      outageCircle: 'SMALL',
      addressList: [],
      start: new Date(Date.now() - 10 * 60_000).toISOString(),
      end: null,
      cause: `Uszkodzenie złącza kablowego (${externalId})`,
    }),
  });
  expect(written.status, await written.clone().text()).toBe(200);
  const writtenAt = Date.now();
  await expect
    .poll(async () => (await (await get(feed)).text()).includes(externalId), {
      timeout: (FEED_MAX_AGE_S + 2) * 1000,
      intervals: [250],
    })
    .toBe(true);
  console.log(`A write reached the feed through the tier in ${((Date.now() - writtenAt) / 1000).toFixed(1)} s`);
});

/** A fresh browser context with no HTTP cache or service worker of its own: only the tier can answer it. */
async function freshContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 800 }, locale: 'pl-PL', timezoneId: 'Europe/Warsaw' });
  await context.addCookies([{ name: 'cookieConsent', value: 'necessary', url: tier.nginx.url }]);
  await offlineMap(context, tier.nginx.url);
  return context;
}

test('keeps the public map and a cached address card loading for 60 s with both instances stopped', async ({ browser }) => {
  // Online: a person finds their address in the demo storm's extensive failure; the card's address is the shared one.
  const online = await freshContext(browser);
  const page = await online.newPage();
  await page.goto(`${tier.nginx.url}/public`);
  const box = page.getByRole('combobox', { name: 'Szukaj adresu' });
  await box.fill('Racławicka 75');
  await page
    .getByRole('option', { name: /Racławicka 75/ })
    .first()
    .click();
  const card = page.getByRole('region', { name: /Racławicka 75\b/ });
  await expect(card.getByText('Rozległa awaria', { exact: true })).toBeVisible();
  const cardUrl = page.url();
  expect(cardUrl).toMatch(/\/public\/[\d.]+\/[\d.]+\?adres=/);
  // The card's link, shared and opened once while the instances are up, is in the tier's cache from then on. Opened
  // from a link, the card asks for its point and for its address at once and drops the point's answer when the
  // address's comes first: a request it drops before sending never reaches the tier, so the tier has no copy of it for
  // the next visitor. Such a request is sent again here, as a next visitor would while the instances are up.
  const dropped: PageRequest[] = [];
  page.on('requestfailed', (request) => {
    if (request.method() === 'GET' && request.url().startsWith(`${tier.nginx.url}/public/api/`)) dropped.push(request);
  });
  await page.goto(cardUrl);
  await expect(page.getByRole('region', { name: /Racławicka 75\b/ }).getByText('Rozległa awaria', { exact: true })).toBeVisible();
  for (const request of dropped) {
    const sent = await request.allHeaders();
    const headers = Object.fromEntries(['accept', 'accept-encoding', 'accept-language'].flatMap((name) => (sent[name] ? [[name, sent[name]]] : [])));
    const again = await fetch(request.url(), { headers });
    expect(again.status, `${request.url()} again through the tier`).toBeLessThan(500);
  }
  await online.close();

  await tier.stopInstances();
  const stoppedAt = Date.now();
  const down = await fetch(tier.instances[0].baseUrl).catch(() => null);
  expect(down, 'the first instance is gone').toBeNull();

  // Every 20 s for a minute, a new visitor opens the map and the card's address: both load from the tier's last copies.
  for (const at of [0, 20, 40, 60]) {
    const wait = stoppedAt + at * 1000 - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const context = await freshContext(browser);
    const visitor = await context.newPage();
    const failed: string[] = [];
    visitor.on('response', (r) => {
      if (r.url().startsWith(tier.nginx.url) && r.status() >= 500) failed.push(`${r.status()} ${r.url()}`);
    });
    await visitor.goto(cardUrl);
    const shown = visitor.getByRole('region', { name: /Racławicka 75\b/ });
    await expect(shown.getByText('Rozległa awaria', { exact: true }), `the card ${at} s after the stop`).toBeVisible();
    await expect(visitor.locator('.outage-map .leaflet-marker-icon, .outage-map path.leaflet-interactive').first()).toBeVisible();
    if (at === 60) await visitor.screenshot({ path: shotPath('storm-tier-instances-down.png') });
    expect(failed, `answers from the tier ${at} s after the stop`).toEqual([]);
    await context.close();
  }
});
