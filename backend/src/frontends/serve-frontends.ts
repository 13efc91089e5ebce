import type { INestApplication } from '@nestjs/common';
import express, { NextFunction, Request, RequestHandler, Response } from 'express';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { precompressedAssets } from './precompressed-assets';
import { siteMapFiles } from './site-map';
import { setStaticCacheHeaders } from './static-cache-headers';

/** Paths that belong to the staff back office (staff-back-office.md §2.1); everything else that is not the API is the public site. */
const STAFF_ROUTE = /^\/(login|admin|master|accepter|callcenter)(\/|$)/;
/** The API, and Prometheus' /metrics: never a static file nor the public site's shell. */
const API_ROUTE = /^\/(api|public\/api|metrics)(\/|$)/;
/** The builds' hashed files: one that is not there is a 404, never a page (below). */
const ASSET_ROUTE = /^\/(staff\/)?assets\//;

export function isStaffRoute(path: string): boolean {
  return STAFF_ROUTE.test(path);
}

export function isApiRoute(path: string): boolean {
  return API_ROUTE.test(path);
}

export interface FrontendDirs {
  publicWeb: string;
  backoffice: string;
}

export function defaultFrontendDirs(): FrontendDirs {
  const root = resolve(__dirname, '..', '..', '..');
  return { publicWeb: join(root, 'public-web', 'dist'), backoffice: join(root, 'backoffice', 'dist') };
}

/**
 * Static files are registered before Nest's routes, so without this every API call (a storm's map feeds above all)
 * would first cost a failed `fs.stat` in the public site's folder: a quarter of a feed request's CPU (a profile's
 * profile). It also keeps a file in a build folder from ever shadowing an API path.
 */
function skipApiRoutes(handler: RequestHandler): RequestHandler {
  return (req, res, next) => (isApiRoute(req.path) ? next() : handler(req, res, next));
}

/**
 * One origin for the API and both front ends. Hashed assets are cached for a year; the HTML shells and the service
 * worker are revalidated on every load so a deployment reaches people at once (static-cache-headers.ts). Deep links get the shell of
 * their app, so a reload anywhere works. /robots.txt and /sitemap.xml name the site by `siteUrl` (PUBLIC_URL).
 */
export function serveFrontends(app: INestApplication, dirs: FrontendDirs = defaultFrontendDirs(), siteUrl = 'http://localhost:3000'): void {
  const assetOptions = {
    index: false,
    // dist/public/ holds the PDFs: without this, /public (the map) would be redirected to /public/.
    redirect: false,
    fallthrough: true,
    setHeaders: setStaticCacheHeaders,
  };
  app.use(siteMapFiles(siteUrl));
  app.use('/staff', express.static(dirs.backoffice, assetOptions));
  app.use(skipApiRoutes(precompressedAssets(dirs.publicWeb, assetOptions.setHeaders)));
  app.use(skipApiRoutes(express.static(dirs.publicWeb, assetOptions)));
  app.use((req: Request, res: Response, next: NextFunction) => {
    // A missing hashed file (a chunk of the build before a deployment, asked by a page open since) gets a 404: the HTML
    // shell with 200 would be run as a script and fail obscurely, and a service worker would keep it as that file.
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isApiRoute(req.path) || ASSET_ROUTE.test(req.path)) return next();
    const shell = join(isStaffRoute(req.path) ? dirs.backoffice : dirs.publicWeb, 'index.html');
    if (!existsSync(shell)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(shell);
  });
}
