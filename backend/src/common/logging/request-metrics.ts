import type { NextFunction, Request, Response } from 'express';
import { HTTP_REQUEST_DURATION, UNMATCHED_ROUTE } from '../metrics/process-metrics';

/** The catch-all route Nest's Express adapter answers 404 with when no route of the app matched. */
const NEST_NOT_FOUND_ROUTE = '{/*splat}';

/**
 * Times every request Express receives into http_request_duration_seconds, labelled by the route's template
 * (`/api/planned-outages/:id`), which Express knows once a route has matched: the raw URL would make a series per id
 * and per query string. Installed before everything else, so a guard's 401, a validation 400 and Nest's 404 are timed
 * too (an interceptor would not see them).
 */
export function requestMetrics(req: Request, res: Response, next: NextFunction): void {
  const started = process.hrtime.bigint();
  res.once('finish', () => {
    const route = (req.route as { path?: unknown } | undefined)?.path;
    const matched = typeof route === 'string' && route !== NEST_NOT_FOUND_ROUTE;
    HTTP_REQUEST_DURATION.observe(
      { method: req.method, route: matched ? `${req.baseUrl}${route}` : UNMATCHED_ROUTE, status_code: String(res.statusCode) },
      Number(process.hrtime.bigint() - started) / 1e9,
    );
  });
  next();
}
