import { Injectable } from '@nestjs/common';
import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import type { FeedBody } from '../prepared-body/feed-body';
import { type FeedExtras, sendFeed } from '../prepared-body/send-feed';
import { handOverBody, laneReadableLength, parseJsonBody, readBody } from './lane-body';

/**
 * What a lane route answers for a query string: the prepared body, or null to leave the request to Nest (anything the
 * route does not cover — a wrong parameter's 400 included — keeps its one code path there).
 */
export type FastRoute = (search: string) => FeedBody | Promise<FeedBody> | null;

/**
 * What a lane POST route answers for a JSON body (its exact text and parsed value): the prepared body, or null to hand
 * the request, with the body already read, to Nest — whose validation pipe refuses what the route did not accept.
 */
export type FastPostRoute = (text: string, value: unknown) => FeedBody | Promise<FeedBody | null> | null;

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
  private readonly postRoutes = new Map<string, { route: FastPostRoute; cacheControl: string }>();
  /** The body limit Express applies (config.bodyLimitBytes); no POST is read here before install sets it. */
  private bodyLimitBytes = 0;

  add(path: string, cacheControl: string, route: FastRoute, extras?: FeedExtras): void {
    this.routes.set(path, { route, cacheControl, extras });
  }

  /** A POST with a small JSON body (lane-body.ts says which requests the lane reads; the rest go to Express unread). */
  addPost(path: string, cacheControl: string, route: FastPostRoute): void {
    this.postRoutes.set(path, { route, cacheControl });
  }

  /** Takes the server's request listener (Express) and answers registered paths before it. */
  install(server: Server, before: LaneMiddleware[], options: { bodyLimitBytes: number } = { bodyLimitBytes: 0 }): void {
    this.bodyLimitBytes = options.bodyLimitBytes;
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
    if (req.method === 'POST') return this.answerPost(req, res, before, fallBack);
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

  /**
   * The map search's POST (issue 19): read the body as express.json would, let the route pick a prepared body, and
   * answer like the GETs. A body that is not JSON, or that the route declines (its DTO check failed, nothing built
   * yet), goes to Express already read: the same 400s, with the same headers, from their one code path. The
   * middlewares run only when the lane answers, so Express does not run them a second time.
   */
  private answerPost(req: IncomingMessage, res: ServerResponse, before: LaneMiddleware[], fallBack: () => void): boolean {
    const url = req.url ?? '';
    const entry = this.postRoutes.get(url.split('?', 1)[0]);
    if (!entry || laneReadableLength(req, this.bodyLimitBytes) === null) return false;
    void readBody(req).then(async (bytes) => {
      if (!bytes) return; // the client went away: nobody to answer
      const body = parseJsonBody(bytes);
      let prepared: FeedBody | null = null;
      if ('text' in body) {
        try {
          prepared = await entry.route(body.text, body.value);
        } catch {
          prepared = null;
        }
      }
      if (!prepared) {
        handOverBody(req, body);
        fallBack();
        return;
      }
      for (const middleware of before) middleware(req, res, () => undefined);
      sendFeed(req, res, prepared, entry.cacheControl);
    });
    return true;
  }
}
