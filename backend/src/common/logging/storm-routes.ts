import { Logger } from '@nestjs/common';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The calls a storm multiplies by a hundred: the map feeds and the map's configuration. A full request log line for each
 * costs a pino child logger (its bindings serialised at once) and a write, about a twentieth of such a request's CPU
 * (a profile of the storm's reads), and would drown the log: they are counted instead and summed up once a minute, while any
 * answer ≥ 400 is still logged one by one. Everything else keeps its full request log line.
 */
const STORM_PATHS =
  /^\/public\/api\/(call-net\/(failures-extensive|failures-hv|failures-lv|reports)|planned-outage\/get\/all|planned-outage\/search\/map|map\/config)$/;

const pathOf = (url: string) => {
  const q = url.indexOf('?');
  return q < 0 ? url : url.slice(0, q);
};

export function isStormRoute(method: string, path: string): boolean {
  return (method === 'GET' || method === 'HEAD' || (method === 'POST' && path.endsWith('/search/map'))) && STORM_PATHS.test(path);
}

/** The same routes in the form nestjs-pino's `exclude` takes, so its per-request middleware skips them. */
export const STORM_ROUTE_PATTERNS = [
  'public/api/call-net/{*rest}',
  'public/api/planned-outage/get/all',
  'public/api/planned-outage/search/map',
  'public/api/map/config',
];

export interface StormTally {
  total: number;
  byStatus: Map<number, number>;
}

/** Counts the storm routes' answers; the caller logs and resets the tally on its own clock. */
export class StormRouteLog {
  private tally: StormTally = { total: 0, byStatus: new Map() };
  private readonly logger = new Logger('StormRoutes');

  /** For Express: counts a storm route's answer when it has been sent. */
  readonly middleware = (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    const url = req.url ?? '';
    if (isStormRoute(req.method ?? '', pathOf(url))) res.once('finish', () => this.finished(req.method ?? '', url, res.statusCode));
    next();
  };

  /** For the fast lane, which tells of each answer it wrote (no listener per request). */
  readonly answered = (req: IncomingMessage, statusCode: number): void => {
    const url = req.url ?? '';
    if (isStormRoute(req.method ?? '', pathOf(url))) this.finished(req.method ?? '', url, statusCode);
  };

  private finished(method: string, url: string, statusCode: number): void {
    this.tally.total += 1;
    this.tally.byStatus.set(statusCode, (this.tally.byStatus.get(statusCode) ?? 0) + 1);
    if (statusCode >= 500) this.logger.error({ req: { method, url }, res: { statusCode } }, 'request failed');
    else if (statusCode >= 400) this.logger.warn({ req: { method, url }, res: { statusCode } }, 'request refused');
  }

  /** Logs the answers since the last call in one line (nothing when there were none) and starts counting anew. */
  flush(): StormTally {
    const tally = this.tally;
    this.tally = { total: 0, byStatus: new Map() };
    if (tally.total)
      this.logger.log({ stormRoutes: { answers: tally.total, byStatus: Object.fromEntries(tally.byStatus) } }, `map feeds: ${tally.total} answers`);
    return tally;
  }
}
