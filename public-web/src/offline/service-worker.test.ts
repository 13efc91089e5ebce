import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';

// The service worker (public/public/sw.js) run against stand-ins of the worker's globals: a Cache Storage in memory, a
// fetch the test answers, the page clients. What a browser cannot show in a journey: a network slower than the time
// limit, a 304 that confirms the kept copy, the limit on kept address cards.

const SOURCE = readFileSync(join(__dirname, '..', '..', 'public', 'public', 'sw.js'), 'utf8');
const ORIGIN = 'https://portal.example.pl';
const abs = (url: string) => new URL(url, ORIGIN).href;

class FakeCache {
  entries = new Map<string, Response>();
  match(key: string | Request) {
    const hit = this.entries.get(abs(typeof key === 'string' ? key : key.url));
    return Promise.resolve(hit?.clone());
  }
  put(key: string | Request, response: Response) {
    const url = abs(typeof key === 'string' ? key : key.url);
    this.entries.delete(url); // re-put goes last, as insertion order is what keys() answers
    this.entries.set(url, response);
    return Promise.resolve();
  }
  keys() {
    return Promise.resolve([...this.entries.keys()].map((url) => new Request(url)));
  }
  delete(key: string | Request) {
    return Promise.resolve(this.entries.delete(abs(typeof key === 'string' ? key : key.url)));
  }
  async addAll(requests: Request[]) {
    for (const request of requests) {
      worker.precached.push({ url: request.url, cache: request.cache });
      await this.put(request, await worker.network(request));
    }
  }
}

interface Worker {
  handlers: Record<string, (event: unknown) => void>;
  caches: Map<string, FakeCache>;
  network: (request: Request) => Promise<Response>;
  told: unknown[];
  skipped: boolean;
  /** What the install asked the network for, with the request's cache mode. */
  precached: { url: string; cache: RequestCache }[];
}
let worker: Worker;

function load(build = "const BUILD = { version: 'v1', shell: ['/public', '/assets/index-1.js'] };") {
  const caches = new Map<string, FakeCache>();
  worker = { handlers: {}, caches, network: () => Promise.reject(new TypeError('offline')), told: [], skipped: false, precached: [] };
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, handler: (event: unknown) => void) => (worker.handlers[type] = handler),
    skipWaiting: () => (worker.skipped = true),
    registration: {},
    clients: { get: () => Promise.resolve({ postMessage: (message: unknown) => worker.told.push(message) }), claim: () => Promise.resolve() },
  };
  const cacheStorage = {
    open: (name: string) => Promise.resolve(caches.get(name) ?? caches.set(name, new FakeCache()).get(name)!),
    keys: () => Promise.resolve([...caches.keys()]),
    delete: (name: string) => Promise.resolve(caches.delete(name)),
    match: (key: string, options: { cacheName: string }) => caches.get(options.cacheName)?.match(key) ?? Promise.resolve(undefined),
  };
  const code = SOURCE.replace("const BUILD = { version: 'dev', shell: [] };", build);
  runInNewContext(code, {
    self,
    caches: cacheStorage,
    fetch: (request: Request) => worker.network(request),
    URL,
    // A worker resolves a relative address against its own; Node's Request wants an absolute one.
    Request: class extends Request {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(typeof input === 'string' ? abs(input) : input, init);
      }
    },
    Response,
    Headers,
    // Looked up at each call, so jest's fake timers apply once a test turns them on.
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
    clearTimeout: (timer: ReturnType<typeof setTimeout>) => clearTimeout(timer),
  });
}

/** Dispatches a fetch event; answers what the worker responded with, once every waitUntil has settled. */
async function request(url: string, init: RequestInit & { mode?: RequestMode } = {}) {
  const waits: Promise<unknown>[] = [];
  let responded: Promise<Response> | null = null;
  const req = new Request(abs(url), { ...init, mode: init.mode === 'navigate' ? 'same-origin' : init.mode });
  const event = {
    // A Request's mode cannot be 'navigate' outside a browser: a look-alike with the fields the worker reads.
    request: init.mode === 'navigate' ? { url: req.url, method: 'GET', mode: 'navigate', headers: req.headers } : req,
    clientId: 'page-1',
    respondWith: (answer: Promise<Response>) => (responded = answer),
    waitUntil: (promise: Promise<unknown>) => waits.push(promise),
  };
  worker.handlers.fetch(event);
  if (!responded) return null;
  const response = await (responded as Promise<Response>);
  await Promise.all(waits);
  return response;
}

const json = (body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json', ...headers } });
const FEED = '/public/api/call-net/failures-lv';
const dataCache = () => worker.caches.get('portal-data-1') ?? worker.caches.set('portal-data-1', new FakeCache()).get('portal-data-1')!;

describe('the service worker', () => {
  beforeEach(() => load());
  afterEach(() => jest.useRealTimers());

  it('answers a feed from the network, keeps it with the time, and tells the page the data are fresh', async () => {
    worker.network = () => Promise.resolve(json([{ id: 1 }], { ETag: 'W/"a"' }));
    const answer = await request(FEED);
    expect(await answer!.json()).toEqual([{ id: 1 }]);
    expect(answer!.headers.get('x-sw-cached-at')).toBeNull();
    const kept = await dataCache().match(FEED);
    expect(Date.parse(kept!.headers.get('x-sw-cached-at')!)).toBeGreaterThan(Date.now() - 5000);
    expect(worker.told).toEqual([{ type: 'portal-data', cachedAt: null, path: FEED, at: expect.any(Number) }]);
    expect((worker.told[0] as { at: number }).at).toBeGreaterThan(Date.now() - 5000);
  });

  it("tells the page when a fresh answer was made (its Date: the HTTP cache's answer is older than now), and keeps that time", async () => {
    const made = 'Tue, 24 Nov 2026 13:05:00 GMT';
    worker.network = () => Promise.resolve(json([{ id: 1 }], { ETag: 'W/"a"', Date: made }));
    await request(FEED);
    expect(worker.told).toEqual([{ type: 'portal-data', cachedAt: null, path: FEED, at: Date.parse(made) }]);
    expect((await dataCache().match(FEED))!.headers.get('x-sw-cached-at')).toBe('2026-11-24T13:05:00.000Z');
  });

  it('answers the kept copy when the network fails, and tells the page since when', async () => {
    await dataCache().put(FEED, json([{ id: 1 }], { 'x-sw-cached-at': '2026-11-24T13:05:00.000Z' }));
    const answer = await request(FEED);
    expect(await answer!.json()).toEqual([{ id: 1 }]);
    const cachedAt = Date.parse('2026-11-24T13:05:00.000Z');
    expect(worker.told).toEqual([{ type: 'portal-data', cachedAt, path: FEED, at: cachedAt }]);
  });

  it('answers the kept copy when the network is slower than 5 s, or answers 5xx', async () => {
    await dataCache().put(FEED, json([{ id: 1 }], { 'x-sw-cached-at': '2026-11-24T13:05:00.000Z' }));
    jest.useFakeTimers();
    worker.network = () => new Promise(() => undefined);
    const slow = request(FEED);
    await jest.advanceTimersByTimeAsync(5000);
    expect(await (await slow)!.json()).toEqual([{ id: 1 }]);
    jest.useRealTimers();

    worker.network = () => Promise.resolve(new Response('{"statusCode":502}', { status: 502 }));
    expect((await request(FEED))!.status).toBe(200);
  });

  it('waits for the network when nothing is kept', async () => {
    worker.network = () => Promise.resolve(new Response('{"statusCode":503}', { status: 503 }));
    expect((await request(FEED))!.status).toBe(503);
    worker.network = () => Promise.reject(new TypeError('offline'));
    await expect(request(FEED)).rejects.toThrow('offline');
  });

  it("moves the kept copy's time on when a 304 confirms it (same ETag), not otherwise", async () => {
    await dataCache().put(FEED, json([{ id: 1 }], { ETag: 'W/"a"', 'x-sw-cached-at': '2026-11-24T13:05:00.000Z' }));
    worker.network = () => Promise.resolve(new Response(null, { status: 304 }));
    expect((await request(FEED, { headers: { 'If-None-Match': 'W/"b"' } }))!.status).toBe(304);
    expect((await dataCache().match(FEED))!.headers.get('x-sw-cached-at')).toBe('2026-11-24T13:05:00.000Z');
    await request(FEED, { headers: { 'If-None-Match': 'W/"a"' } });
    expect(Date.parse((await dataCache().match(FEED))!.headers.get('x-sw-cached-at')!)).toBeGreaterThan(Date.now() - 5000);
    expect(await (await dataCache().match(FEED))!.json()).toEqual([{ id: 1 }]);
  });

  it('keeps the 30 most recent address cards', async () => {
    worker.network = () => Promise.resolve(json({ status: 'OK' }));
    for (let i = 0; i < 32; i++) await request(`/public/api/address-status?street=Ho%C5%BCa&number=${i}`);
    const kept = (await dataCache().keys()).map((r) => new URL(r.url).searchParams.get('number'));
    expect(kept).toHaveLength(30);
    expect(kept[0]).toBe('2');
  });

  it('leaves alone what it does not keep: other calls, other sites, writes', async () => {
    expect(await request('/public/api/user/address')).toBeNull();
    expect(await request('https://tile.openstreetmap.org/1/1/1.png')).toBeNull();
    expect(await request('/public/api/call-net/report', { method: 'POST', body: '{}' })).toBeNull();
    expect(await request('/public/regulamin_notyfikacje.pdf', { mode: 'navigate' })).toBeNull();
  });

  it('opens a page from the kept shell when the network fails, and from the network otherwise', async () => {
    worker.network = (r) => Promise.resolve(new Response(r.url.endsWith('/public') ? '<html>shell v1</html>' : 'code'));
    await new Promise<void>((resolve, reject) => worker.handlers.install({ waitUntil: (p: Promise<unknown>) => p.then(() => resolve(), reject) }));
    expect([...worker.caches.get('portal-app-v1')!.entries.keys()]).toEqual([abs('/public'), abs('/assets/index-1.js')]);
    // Past the HTTP cache: an hour-old manifest or icon kept there must not become this version's copy.
    expect(worker.precached.map((r) => r.cache)).toEqual(['reload', 'reload']);

    worker.network = () => Promise.resolve(new Response('<html>network</html>'));
    expect(await (await request('/public/add-report/4', { mode: 'navigate' }))!.text()).toBe('<html>network</html>');
    worker.network = () => Promise.reject(new TypeError('offline'));
    expect(await (await request('/public/add-report/4', { mode: 'navigate' }))!.text()).toBe('<html>shell v1</html>');
    expect(await (await request('/assets/index-1.js'))!.text()).toBe('code');
  });

  it("opens the map's own addresses /public/{lng}/{lat} offline too: their dots are not file extensions", async () => {
    worker.network = () => Promise.resolve(new Response('<html>shell v1</html>'));
    await new Promise<void>((resolve, reject) => worker.handlers.install({ waitUntil: (p: Promise<unknown>) => p.then(() => resolve(), reject) }));
    worker.network = () => Promise.reject(new TypeError('offline'));
    const shared = await request('/public/21.0122/52.2297?adres=Ho%C5%BCa%2021', { mode: 'navigate' });
    expect(await shared!.text()).toBe('<html>shell v1</html>');
    expect(await request('/public/manifest.webmanifest', { mode: 'navigate' })).toBeNull();
  });

  it('deletes the caches of other versions when it activates, keeping the map answers; waits until asked to skip', async () => {
    for (const name of ['portal-app-v0', 'portal-app-v1', 'portal-data-1', 'someone-elses']) worker.caches.set(name, new FakeCache());
    await new Promise<void>((resolve) => worker.handlers.activate({ waitUntil: (p: Promise<unknown>) => p.then(() => resolve()) }));
    expect([...worker.caches.keys()].sort()).toEqual(['portal-app-v1', 'portal-data-1', 'someone-elses']);
    expect(worker.skipped).toBe(false);
    worker.handlers.message({ data: { type: 'skip-waiting' }, ports: [] });
    expect(worker.skipped).toBe(true);
  });
});
