import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { existsSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { chooseEncoding } from '../common/prepared-body/send-feed';

const SUFFIX = { br: '.br', gzip: '.gz' } as const;

/**
 * Hashed scripts and style sheets as the build compressed them (public-web precompress-assets.ts writes `.br` and
 * `.gz` beside each): brotli or gzip as the browser accepts, never compressed per request. A file without a
 * compressed sibling, or a browser that accepts neither, falls through to the plain static files.
 */
export function precompressedAssets(root: string, setHeaders: (res: Response, path: string) => void): RequestHandler {
  root = resolve(root);
  const base = normalize(root + sep);
  return (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.path.startsWith('/assets/')) return next();
    const encoding = chooseEncoding(req.headers['accept-encoding']);
    if (encoding === 'identity') return next();
    let plain: string;
    try {
      plain = normalize(join(root, decodeURIComponent(req.path)));
    } catch {
      return next(); // A malformed %-escape: the static handler answers it as it does today.
    }
    const compressed = plain + SUFFIX[encoding];
    if (!plain.startsWith(base) || !existsSync(compressed)) return next();
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('Content-Encoding', encoding);
    setHeaders(res, plain);
    res.type(extname(plain));
    res.sendFile(compressed, { dotfiles: 'deny' });
  };
}
