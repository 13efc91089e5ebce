import type { Response } from 'express';

/** The public site's service worker: one for the whole site, its scope `/public` (docs/offline.md). */
export const SERVICE_WORKER_FILE = /[\\/]public[\\/]sw\.js$/;
const MANIFEST_FILE = /\.webmanifest$/;
const HASHED_ASSET = /[\\/]assets[\\/]/;

/**
 * Caching of the front ends' static files. Hashed assets are immutable for a year. The service worker is revalidated
 * on every check (a new build must reach clients on their next visit, never a copy an HTTP cache kept), and it may
 * control `/public` itself: a worker's default scope is its folder, `/public/`, which leaves out the map's own address
 * `/public` (no trailing slash), so the server allows the wider scope with `Service-Worker-Allowed`. The manifest is
 * sent as `application/manifest+json` (the Web App Manifest spec) and revalidated hourly. The rest (PDFs, icons):
 * five minutes.
 */
export function setStaticCacheHeaders(res: Response, path: string): void {
  if (HASHED_ASSET.test(path)) {
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  } else if (SERVICE_WORKER_FILE.test(path)) {
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Service-Worker-Allowed', '/public');
  } else if (MANIFEST_FILE.test(path)) {
    res.setHeader('Content-Type', 'application/manifest+json; charset=utf-8');
    res.setHeader('Cache-Control', 'public, max-age=3600');
  } else {
    res.setHeader('Cache-Control', 'public, max-age=300');
  }
}
