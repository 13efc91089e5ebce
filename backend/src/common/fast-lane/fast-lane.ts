import { Injectable } from '@nestjs/common';
import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import type { FeedBody } from '../prepared-body/feed-body';
import { type FeedExtras, sendFeed } from '../prepared-body/send-feed';

/**
 * What a lane route answers for a query string: the prepared body, or null to leave the request to Nest (anything the
 * route does not cover — a wrong parameter's 400 included — keeps its one code path there).
 */
export type FastRoute = (search: string) => FeedBody | Promise<FeedBody> | null;

/** Runs on every lane answer before it is written, as on every Nest answer: security headers, counting. */
export type LaneMiddleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/**
 * The storm's hot path in front of Express and Nest (docs/map-feeds.md, issue 19). A map feed is a prepared body picked
 * by its path; Express's router, Nest's pipeline and per-request objects cost three quarters of such a request's CPU
 * (the bare-server comparison of `npm run bench`). GET and HEAD of a registered path are answered here with the same
 * headers (the same helmet middleware runs first) and the same bytes; every other request, and every case a route
 * declines, goes to Express untouched.
 */
@Injectable()
export class FastLane {
  private readonly routes = new Map<string, { route: FastRoute; cacheControl: string; extras?: FeedExtras }>();

  add(path: string, cacheControl: string, route: FastRoute, extras?: FeedExtras): void {
    this.routes.set(path, { route, cacheControl, extras });
  }

  /** Takes the server's request listener (Express) and answers registered paths before it. */
  install(server: Server, before: LaneMiddleware[]): void {
    const listeners = server.listeners('request') as RequestListener[];
    if (listeners.length !== 1) throw new Error(`fast lane: expected one request listener, found ${listeners.length}`);
    const [express] = listeners;
    server.removeListener('request', express);
    server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      if (!this.answer(req, res, before, () => express(req, res))) express(req, res);
    });
  }

  /** True when the lane took the request. Exported for its tests through `install`. */
  private answer(req: IncomingMessage, res: ServerResponse, before: LaneMiddleware[], fallBack: () => void): boolean {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const url = req.url ?? '';
    const q = url.indexOf('?');
    const entry = this.routes.get(q < 0 ? url : url.slice(0, q));
    if (!entry) return false;
    const body = entry.route(q < 0 ? '' : url.slice(q + 1));
    if (body === null) return false;
    for (const middleware of before) middleware(req, res, () => undefined);
    if (!(body instanceof Promise)) {
      sendFeed(req, res, body, entry.cacheControl, entry.extras);
      return true;
    }
    // A body being built: Nest answers if building fails, with its error shape.
    body.then((b) => sendFeed(req, res, b, entry.cacheControl, entry.extras), fallBack);
    return true;
  }
}
