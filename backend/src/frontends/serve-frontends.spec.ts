import express from 'express';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { request } from 'node:http';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { isApiRoute, isStaffRoute, serveFrontends } from './serve-frontends';
import robotsParser from 'robots-parser';
import { OPEN_DATA_PATHS } from '../open-data/open-data.model';
import { SITE_MAP_PATHS } from './site-map';

describe('front-end routing (staff spec §2.1)', () => {
  it.each(['/login', '/admin', '/admin/users', '/master/planned-my', '/accepter/planned', '/callcenter/user'])('%s is a back-office path', (p) =>
    expect(isStaffRoute(p)).toBe(true),
  );
  it.each(['/', '/public', '/public/login', '/loginx', '/administrator', '/forbidden', '/remind', '/change-password'])('%s is a public-site path', (p) =>
    expect(isStaffRoute(p)).toBe(false),
  );
  it.each(['/api/health', '/public/api/login', '/api', '/metrics'])('%s is the API', (p) => expect(isApiRoute(p)).toBe(true));
  it.each(['/public/apix', '/apis', '/public', '/metricsx'])('%s is not the API', (p) => expect(isApiRoute(p)).toBe(false));
});

describe('static files and the API', () => {
  let dir: string;
  let server: ReturnType<express.Express['listen']>;
  let base: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'frontends-'));
    const publicWeb = join(dir, 'public-web');
    const backoffice = join(dir, 'backoffice');
    for (const d of [join(publicWeb, 'api'), join(publicWeb, 'assets'), backoffice]) mkdirSync(d, { recursive: true });
    writeFileSync(join(publicWeb, 'api', 'health'), 'a file, not the API');
    writeFileSync(join(publicWeb, 'assets', 'app.js'), 'console.log(1)');
    writeFileSync(join(publicWeb, 'index.html'), '<html>public</html>');
    writeFileSync(join(backoffice, 'index.html'), '<html>staff</html>');
    const app = express();
    serveFrontends(app as unknown as INestApplication, { publicWeb, backoffice });
    app.use((_req, res) => res.status(404).send('api route'));
    server = app.listen(0);
    await new Promise((r) => server.once('listening', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('never answers an API path from the site folder (static files are not even looked up there)', async () => {
    const res = await fetch(`${base}/api/health`);
    expect(await res.text()).toBe('api route');
  });
  it('still serves the site files and shells', async () => {
    expect(await (await fetch(`${base}/assets/app.js`)).text()).toBe('console.log(1)');
    expect(await (await fetch(`${base}/public/planned`)).text()).toBe('<html>public</html>');
    expect(await (await fetch(`${base}/admin/users`)).text()).toBe('<html>staff</html>');
  });
  it("answers a missing hashed file with a 404, not the HTML shell (an old build's chunk after a deployment)", async () => {
    for (const path of ['/assets/MapPage-0ld0ld.js', '/staff/assets/index-0ld0ld.css']) {
      const res = await fetch(`${base}${path}`);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('<html>');
    }
    expect(await (await fetch(`${base}/public/21.0122/52.2297`)).text()).toBe('<html>public</html>');
  });
});

describe('robots.txt, sitemap.xml and pre-compressed assets', () => {
  let dir: string;
  let server: ReturnType<express.Express['listen']>;
  let port: number;
  const script = 'console.log("the site");'.repeat(100);

  /** A raw GET: fetch() would undo the Content-Encoding this checks. */
  const get = (path: string, acceptEncoding?: string) =>
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((done, fail) => {
      const req = request({ host: '127.0.0.1', port, path, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', fail);
      req.end();
    });

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'frontends-'));
    const publicWeb = join(dir, 'public-web');
    mkdirSync(join(publicWeb, 'assets'), { recursive: true });
    writeFileSync(join(publicWeb, 'assets', 'app.js'), script);
    writeFileSync(join(publicWeb, 'assets', 'app.js.br'), brotliCompressSync(script));
    writeFileSync(join(publicWeb, 'assets', 'app.js.gz'), gzipSync(script));
    writeFileSync(join(publicWeb, 'index.html'), '<html>public</html>');
    writeFileSync(join(dir, 'secret.txt.br'), 'outside the site');
    const app = express();
    serveFrontends(app as unknown as INestApplication, { publicWeb, backoffice: join(dir, 'none') }, 'https://awarie.example.pl');
    server = app.listen(0);
    await new Promise((r) => server.once('listening', r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => {
    server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers /robots.txt as text naming the sitemap by PUBLIC_URL, not with the HTML shell', async () => {
    const res = await get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const text = res.body.toString();
    expect(text).toContain('Sitemap: https://awarie.example.pl/sitemap.xml');
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/public\/api\/$/m);
  });

  it('lets crawlers reach the open-data feeds and keeps them out of the rest of the API', async () => {
    const robots = robotsParser('https://awarie.example.pl/robots.txt', (await get('/robots.txt')).body.toString());
    const allowed = (path: string) => robots.isAllowed(`https://awarie.example.pl${path}`, 'Googlebot');
    for (const path of Object.values(OPEN_DATA_PATHS)) expect(allowed(path)).toBe(true);
    expect(allowed('/public/api/open/v2/outages.geojson')).toBe(true);
    expect(allowed('/public')).toBe(true);
    for (const path of ['/public/api/call-net/failures-lv', '/public/api/user/get', '/api/health', '/public/api/opening', '/staff/'])
      expect(allowed(path)).toBe(false);
  });

  it('answers /sitemap.xml with the public pages as absolute addresses, each spec path and its three languages', async () => {
    const res = await get('/sitemap.xml');
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const xml = res.body.toString();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    );
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(SITE_MAP_PATHS.flatMap((p) => ['', '?lang=pl', '?lang=uk', '?lang=en'].map((lang) => `https://awarie.example.pl${p}${lang}`)));
    const planned = xml.split('\n').find((line) => line.includes('<loc>https://awarie.example.pl/public/planned?lang=uk</loc>'));
    expect(planned).toContain('<xhtml:link rel="alternate" hreflang="uk-UA" href="https://awarie.example.pl/public/planned?lang=uk"/>');
    expect(planned).toContain('<xhtml:link rel="alternate" hreflang="en-GB" href="https://awarie.example.pl/public/planned?lang=en"/>');
    expect(planned).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://awarie.example.pl/public/planned"/>');
    expect(locs).toEqual(
      expect.arrayContaining(['https://awarie.example.pl/public', 'https://awarie.example.pl/public/planned', 'https://awarie.example.pl/public/faq']),
    );
  });

  it('sends the brotli file to a browser that accepts it, with the type and cache of the plain file', async () => {
    const res = await get('/assets/app.js', 'gzip, deflate, br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    expect(brotliDecompressSync(res.body).toString()).toBe(script);
  });

  it('sends gzip when brotli is not accepted, and the plain file when neither is', async () => {
    const gz = await get('/assets/app.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(script);
    const plain = await get('/assets/app.js', 'br;q=0, gzip;q=0');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('never reaches a compressed file outside the site folder', async () => {
    const res = await get('/assets/%2e%2e/%2e%2e/secret.txt', 'br');
    expect(res.body.toString()).not.toContain('outside the site');
  });
});

describe('the installable site: manifest and service worker (docs/offline.md)', () => {
  let dir: string;
  let server: ReturnType<express.Express['listen']>;
  let base: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'frontends-pwa-'));
    const publicWeb = join(dir, 'public-web');
    const backoffice = join(dir, 'backoffice');
    for (const d of [join(publicWeb, 'public', 'icons'), join(publicWeb, 'assets'), backoffice]) mkdirSync(d, { recursive: true });
    writeFileSync(join(publicWeb, 'public', 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(join(publicWeb, 'public', 'manifest.webmanifest'), '{"name":"Portal"}');
    writeFileSync(join(publicWeb, 'public', 'icons', 'icon-192.png'), 'png');
    writeFileSync(join(publicWeb, 'assets', 'index-abc.js'), 'console.log(1)');
    writeFileSync(join(publicWeb, 'index.html'), '<html>public</html>');
    const app = express();
    serveFrontends(app as unknown as INestApplication, { publicWeb, backoffice });
    server = app.listen(0);
    await new Promise((r) => server.once('listening', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends the manifest as application/manifest+json, revalidated hourly', async () => {
    const res = await fetch(`${base}/public/manifest.webmanifest`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
  });
  it('sends the service worker revalidated on every check and allowed to control /public itself', async () => {
    const res = await fetch(`${base}/public/sw.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^(text|application)\/javascript/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('service-worker-allowed')).toBe('/public');
  });
  it('keeps hashed assets immutable and other files for five minutes', async () => {
    expect((await fetch(`${base}/assets/index-abc.js`)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const icon = await fetch(`${base}/public/icons/icon-192.png`);
    expect(icon.headers.get('cache-control')).toBe('public, max-age=300');
    expect(icon.headers.get('service-worker-allowed')).toBeNull();
  });
});
