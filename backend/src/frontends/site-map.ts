import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { languageAlternates } from '@portal/domain';
import { xmlText } from '../common/xml';
import { OPEN_DATA_PREFIX } from '../open-data/open-data.model';

/**
 * The public pages a search engine may list (public-portal spec §2): the map, the planned outages, the information
 * pages and the report form. Account, sign-in and staff screens are left out; the map's deep links
 * (/public/:lng/:lat) are the map itself.
 */
export const SITE_MAP_PATHS = [
  '/public',
  '/public/planned',
  '/public/add-report',
  '/public/about',
  '/public/faq',
  '/public/otwarte-dane',
  '/public/privacy-policy',
];

/** Paths no crawler needs: the API, the staff back office, the account screens. */
const DISALLOWED = ['/api/', '/public/api/', '/staff/', '/login', '/admin', '/master', '/accepter', '/callcenter', '/public/user/'];

/**
 * The open-data feeds, every version (docs/open-data.md): they are published for anyone to find, dataset crawlers
 * included. Under RFC 9309 the longest matching rule wins, so this beats `Disallow: /public/api/`; it is also written
 * first for the older crawlers that take the first rule that matches.
 */
const ALLOWED = [OPEN_DATA_PREFIX.slice(0, OPEN_DATA_PREFIX.lastIndexOf('/') + 1), '/'];

export function robotsTxt(baseUrl: string): string {
  return ['User-agent: *', ...ALLOWED.map((p) => `Allow: ${p}`), ...DISALLOWED.map((p) => `Disallow: ${p}`), '', `Sitemap: ${baseUrl}/sitemap.xml`, ''].join(
    '\n',
  );
}

/** Every page in every language, each entry naming its siblings with `xhtml:link` (Google's sitemap hreflang form). */
export function sitemapXml(baseUrl: string, paths: readonly string[] = SITE_MAP_PATHS): string {
  const urls = paths.flatMap((p) => {
    const versions = languageAlternates(baseUrl, p);
    const alternates = versions.map((v) => `<xhtml:link rel="alternate" hreflang="${v.hreflang}" href="${xmlText(v.href)}"/>`).join('');
    // The plain path first: it is the page as the spec names it.
    return [versions[versions.length - 1], ...versions.slice(0, -1)].map((v) => `  <url><loc>${xmlText(v.href)}</loc>${alternates}</url>`);
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * /robots.txt and /sitemap.xml, built once from the site's address (PUBLIC_URL): the sitemap protocol wants absolute
 * URLs, so these cannot be static files of the build. Answered before the SPA fallback, which would send the HTML shell.
 */
export function siteMapFiles(baseUrl: string): RequestHandler {
  const files: Record<string, { type: string; body: string }> = {
    '/robots.txt': { type: 'text/plain; charset=utf-8', body: robotsTxt(baseUrl) },
    '/sitemap.xml': { type: 'application/xml; charset=utf-8', body: sitemapXml(baseUrl) },
  };
  return (req: Request, res: Response, next: NextFunction) => {
    const file = files[req.path];
    if (!file || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type(file.type).send(file.body);
  };
}
