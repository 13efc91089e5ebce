import { Injectable, Logger } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import { queryEncodingError } from '../body-parsers';
import { errorAnswer } from '../filters/all-exceptions.filter';
import type { FeedBody } from '../prepared-body/feed-body';
import { type FeedExtras, sendFeed, writeHeaders } from '../prepared-body/send-feed';
import { handOverBody, type LaneBody, laneReadableLength, parseJsonBody, readBody } from './lane-body';

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

/** A lane write's answer: its status, the JSON text Nest would have sent, and any header of its own (Retry-After). */
export interface LaneAnswer {
  status: number;
  json: string;
  headers?: Record<string, string>;
}

/**
 * A lane PUT (the outage-management system's writes during a storm): the path's captured parts and the JSON
 * body. Null — before anything was written — leaves the request to Nest with the body read, which answers it (every
 * refusal: key, validation, rules) from its one code path. Once it has written, the route answers whatever happens,
 * errors in the one error shape included.
 */
export type FastWriteRoute = (req: IncomingMessage, params: string[], body: { text: string; value: unknown }) => Promise<LaneAnswer | null>;

/** A middleware that sets the same headers on every answer (helmet), as Express runs it before every Nest answer. */
export type LaneMiddleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

export interface LaneOptions {
  /**
   * Middlewares that set the same headers on every answer (helmet's security headers). They are run once, at install,
   * against a recording response, and the lane sends what they set with each answer: running helmet's dozen steps and
   * setHeader calls per request cost the smallest answers (a 304, the map's configuration) about a third of their
   * rate (docs/performance.md). A middleware whose headers depend on the request is refused at install.
   */
  headers?: LaneMiddleware[];
  /** Told of every answer the lane has written (the storm routes' tally, common/logging/storm-routes.ts). */
  answered?: (req: IncomingMessage, statusCode: number) => void;
  /** The body limit Express applies (config.bodyLimitBytes). */
  bodyLimitBytes?: number;
}

/**
 * The storm's hot path in front of Express and Nest (docs/map-feeds.md). A map feed is a prepared body picked
 * by its path; Express's router, Nest's pipeline and per-request objects cost three quarters of such a request's CPU
 * (the bare-server comparison of `npm run bench`). GET and HEAD of a registered path are answered here with the same
 * headers (the same helmet middleware runs first) and the same bytes, and so are the map search's POST and the outage
 * system's PUT when their route takes the body; every other request, and every case a route declines, goes to Express
 * (with the body handed over when the lane read it).
 */
@Injectable()
export class FastLane {
  private readonly routes = new Map<string, { route: FastRoute; cacheControl: string; extras?: FeedExtras }>();
  private readonly postRoutes = new Map<string, { route: FastPostRoute; cacheControl: string }>();
  private readonly logger = new Logger(FastLane.name);
  /** The security headers, recorded at install (name, value, …). */
  private preset: readonly string[] = [];
  private answered: (req: IncomingMessage, statusCode: number) => void = () => undefined;
  private readonly putRoutes: Array<{ pattern: RegExp; route: FastWriteRoute; cacheControl: string; bodyLimitBytes?: number }> = [];
  /** The body limit Express applies (config.bodyLimitBytes); no body is read here before install sets it. */
  private bodyLimitBytes = 0;

  add(path: string, cacheControl: string, route: FastRoute, extras?: FeedExtras): void {
    this.routes.set(path, { route, cacheControl, extras });
  }

  /** A POST with a small JSON body (lane-body.ts says which requests the lane reads; the rest go to Express unread). */
  addPost(path: string, cacheControl: string, route: FastPostRoute): void {
    this.postRoutes.set(path, { route, cacheControl });
  }

  /**
   * A PUT whose whole URL (no query string) matches `pattern`; its groups are the route's params. `bodyLimitBytes`: the
   * route's own limit, the same that Express applies to it (common/body-parsers.ts, RouteBodyLimit); default the general one.
   */
  addPut(pattern: RegExp, cacheControl: string, route: FastWriteRoute, bodyLimitBytes?: number): void {
    // A global or sticky pattern keeps state between exec() calls: every other request would miss it.
    if (pattern.global || pattern.sticky) throw new Error(`fast lane: a PUT pattern must not be global or sticky (${String(pattern)})`);
    this.putRoutes.push({ pattern, route, cacheControl, bodyLimitBytes });
  }

  /** Takes the server's request listener (Express) and answers registered paths before it. */
  install(server: Server, options: LaneOptions = {}): void {
    this.bodyLimitBytes = options.bodyLimitBytes ?? 0;
    this.preset = recordHeaders(options.headers ?? []);
    if (options.answered) this.answered = options.answered;
    const listeners = server.listeners('request') as RequestListener[];
    if (listeners.length !== 1) throw new Error(`fast lane: expected one request listener, found ${listeners.length}`);
    const [express] = listeners;
    server.removeListener('request', express);
    server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      if (!this.answer(req, res, () => express(req, res))) express(req, res);
    });
  }

  /** True when the lane took the request. Exported for its tests through `install`. */
  private answer(req: IncomingMessage, res: ServerResponse, fallBack: () => void): boolean {
    // A query string that is not clean text is refused by Express's one check (body-parsers.ts), never answered here.
    if (queryEncodingError(req.url ?? '')) return false;
    if (req.method === 'POST') return this.answerPost(req, res, fallBack);
    if (req.method === 'PUT') return this.answerPut(req, res, fallBack);
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const url = req.url ?? '';
    const q = url.indexOf('?');
    const entry = this.routes.get(q < 0 ? url : url.slice(0, q));
    if (!entry) return false;
    const body = entry.route(q < 0 ? '' : url.slice(q + 1));
    if (body === null) return false;
    if (!(body instanceof Promise)) {
      this.sendFeed(req, res, body, entry.cacheControl, entry.extras);
      return true;
    }
    // A body being built: Nest answers if building fails, with its error shape.
    body.then((b) => this.sendFeed(req, res, b, entry.cacheControl, entry.extras), fallBack).catch((e: unknown) => this.abandon(res, e));
    return true;
  }

  /**
   * The map search's POST: read the body as express.json would, let the route pick a prepared body, and
   * answer like the GETs. A body that is not JSON, or that the route declines (its DTO check failed, nothing built
   * yet), goes to Express already read: the same 400s, with the same headers, from their one code path. The
   * middlewares run only when the lane answers, so Express does not run them a second time.
   */
  private answerPost(req: IncomingMessage, res: ServerResponse, fallBack: () => void): boolean {
    const url = req.url ?? '';
    const entry = this.postRoutes.get(url.split('?', 1)[0]);
    if (!entry || laneReadableLength(req, this.bodyLimitBytes) === null) return false;
    void readBody(req)
      .then(async (bytes) => {
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
        this.sendFeed(req, res, prepared, entry.cacheControl);
      })
      .catch((e: unknown) => this.abandon(res, e));
    return true;
  }

  /**
   * A write: read like the map search's body; the route decides. Express's router, helmet's second pass,
   * body-parser, Nest's guard, interceptor and pipe machinery and the per-request logger cost a write about as much
   * event-loop time as its transaction: in a storm that came out of the readers' share.
   */
  private answerPut(req: IncomingMessage, res: ServerResponse, fallBack: () => void): boolean {
    const url = req.url ?? '';
    for (const entry of this.putRoutes) {
      const match = entry.pattern.exec(url);
      if (!match) continue;
      if (laneReadableLength(req, entry.bodyLimitBytes ?? this.bodyLimitBytes) === null) return false;
      void readBody(req)
        .then(async (bytes) => {
          if (!bytes) return; // the client went away before the body was complete: nothing was done
          const body: LaneBody = parseJsonBody(bytes);
          let answer: LaneAnswer | null;
          try {
            answer = 'text' in body ? await entry.route(req, match.slice(1), body) : null;
          } catch (e) {
            // A route answers its own errors; one that threw anyway may have written: answer, never fall back.
            const { body: error, headers } = errorAnswer(e, this.logger);
            answer = { status: error.statusCode, json: JSON.stringify(error), headers };
          }
          if (!answer) {
            handOverBody(req, body);
            fallBack();
            return;
          }
          sendJson(res, answer, entry.cacheControl, this.preset);
          this.answered(req, res.statusCode);
        })
        .catch((e: unknown) => this.abandon(res, e));
      return true;
    }
    return false;
  }

  private sendFeed(req: IncomingMessage, res: ServerResponse, body: FeedBody, cacheControl: string, extras?: FeedExtras): void {
    sendFeed(req, res, body, cacheControl, extras, this.preset);
    this.answered(req, res.statusCode);
  }

  /**
   * Something threw after the lane took a request (a middleware, the write of the answer, Express itself): nothing
   * known can answer it now, and an unhandled rejection would end the process. Logged, and the connection closed so
   * that the client is not left waiting.
   */
  private abandon(res: ServerResponse, error: unknown): void {
    this.logger.error(`fast lane: request abandoned: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    res.destroy();
  }
}

/** As Express's res.json sends it: the same headers (a weak ETag of the body included), so no client sees a difference. */
export function sendJson(res: ServerResponse, answer: LaneAnswer, cacheControl: string, preset: readonly string[] = []): void {
  if (res.destroyed) return;
  const bytes = Buffer.from(answer.json, 'utf8');
  const headers = ['Cache-Control', cacheControl, ...Object.entries(answer.headers ?? {}).flat()];
  headers.push('Content-Type', 'application/json; charset=utf-8', 'Content-Length', String(bytes.length), 'ETag', weakEtag(bytes));
  writeHeaders(res, answer.status, headers, preset);
  res.end(bytes);
}

/**
 * What header middlewares set, as name, value, …: each run twice against a recording response, for two different
 * requests; they must call next() at once and set the same headers both times (helmet does, with no CSP nonce).
 */
export function recordHeaders(middlewares: readonly LaneMiddleware[]): string[] {
  const record = (method: string, url: string): string[] => {
    const headers = new Map<string, [string, string]>();
    const res = {
      setHeader(name: string, value: unknown) {
        if (typeof value !== 'string' && typeof value !== 'number') throw new Error(`fast lane: header ${name} is not a single value`);
        headers.set(name.toLowerCase(), [name, String(value)]);
        return res;
      },
      removeHeader: (name: string) => headers.delete(name.toLowerCase()),
      getHeader: (name: string) => headers.get(name.toLowerCase())?.[1],
      hasHeader: (name: string) => headers.has(name.toLowerCase()),
    };
    const req = { method, url, headers: {} };
    for (const middleware of middlewares) {
      let next = false;
      middleware(req as IncomingMessage, res as unknown as ServerResponse, () => (next = true));
      if (!next) throw new Error('fast lane: a header middleware must call next() at once');
    }
    return [...headers.values()].flat();
  };
  const first = record('GET', '/public/api/call-net/failures-lv');
  if (JSON.stringify(first) !== JSON.stringify(record('PUT', '/api/integration/outages/A-1?x=1')))
    throw new Error('fast lane: header middlewares must set the same headers for every request');
  return first;
}

/** Express's default ETag (the `etag` package, weak): length in hex and the start of the SHA-1 in base64. */
export function weakEtag(bytes: Buffer): string {
  const hash = createHash('sha1').update(bytes).digest('base64').substring(0, 27);
  return `W/"${bytes.length.toString(16)}-${hash}"`;
}
