import { Logger } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';

/**
 * The calls a storm multiplies by a hundred: the map feeds and the map's configuration. A full request log line for each
 * costs a pino child logger (its bindings serialised at once) and a write, about a twentieth of such a request's CPU
 * (issue 19's profile), and would drown the log: they are counted instead and summed up once a minute, while any
 * answer ≥ 400 is still logged one by one. Everything else keeps its full request log line.
 */
const STORM_PATHS = /^\/public\/api\/(call-net\/(failures-extensive|failures-hv|failures-lv|reports)|planned-outage\/get\/all|planned-outage\/search\/map|map\/config)$/;

export function isStormRoute(method: string, path: string): boolean {
  return (method === 'GET' || method === 'HEAD' || (method === 'POST' && path.endsWith('/search/map'))) && STORM_PATHS.test(path);
}

/** The same routes in the form nestjs-pino's `exclude` takes, so its per-request middleware skips them. */
export const STORM_ROUTE_PATTERNS = ['public/api/call-net/{*rest}', 'public/api/planned-outage/get/all', 'public/api/planned-outage/search/map', 'public/api/map/config'];

export interface StormTally {
  total: number;
  byStatus: Map<number, number>;
}

/** Counts the storm routes' answers; the caller logs and resets the tally on its own clock. */
export class StormRouteLog {
  private tally: StormTally = { total: 0, byStatus: new Map() };
  private readonly logger = new Logger('StormRoutes');

  readonly middleware = (req: Request, res: Response, next: NextFunction): void => {
    if (isStormRoute(req.method, req.path)) res.once('finish', () => this.finished(req, res));
    next();
  };

  private finished(req: Request, res: Response): void {
    this.tally.total += 1;
    this.tally.byStatus.set(res.statusCode, (this.tally.byStatus.get(res.statusCode) ?? 0) + 1);
    if (res.statusCode >= 500) this.logger.error({ req: { method: req.method, url: req.originalUrl }, res: { statusCode: res.statusCode } }, 'request failed');
    else if (res.statusCode >= 400) this.logger.warn({ req: { method: req.method, url: req.originalUrl }, res: { statusCode: res.statusCode } }, 'request refused');
  }

  /** Logs the answers since the last call in one line (nothing when there were none) and starts counting anew. */
  flush(): StormTally {
    const tally = this.tally;
    this.tally = { total: 0, byStatus: new Map() };
    if (tally.total) this.logger.log({ stormRoutes: { answers: tally.total, byStatus: Object.fromEntries(tally.byStatus) } }, `map feeds: ${tally.total} answers`);
    return tally;
  }
}
