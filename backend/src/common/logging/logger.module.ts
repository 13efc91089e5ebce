import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LoggerModule } from 'nestjs-pino';
import { redactUrl } from './redact-url';

/** A request's id in the logs: the caller's `X-Request-Id` (at most 64 characters), else a new one. */
export const requestIdOf = (req: IncomingMessage): string => (req.headers['x-request-id'] as string | undefined)?.slice(0, 64) || randomUUID();

/** A request as its log line shows it: never a body, no secret in the URL. */
const requestForLog = (req: { id: string; method: string; url: string; headers: Record<string, string | string[] | undefined>; remoteAddress?: string }) => ({
  id: req.id,
  method: req.method,
  url: redactUrl(req.url),
  userAgent: req.headers?.['user-agent'],
  remoteAddress: req.remoteAddress,
});

/** The level of a request's line: error for a 5xx, warn for a refusal. */
export const requestLogLevel = (statusCode: number, error?: Error): 'error' | 'warn' | 'info' =>
  error || statusCode >= 500 ? 'error' : statusCode >= 400 ? 'warn' : 'info';

/** Asked every few seconds by balancers and orchestrators, and not part of the API document: a line each would drown the log. */
const HEALTH_PROBES = new Set(['/api/health/live', '/api/health/ready']);

type RoutedRequest = IncomingMessage & { route?: { path?: unknown } };

/** The route template Nest's router matched (`/api/integration/outages/:externalId`), or null (a static file, a 404). */
const routeOf = (req: IncomingMessage): string | null => {
  const path = (req as RoutedRequest).route?.path;
  return typeof path === 'string' ? path : null;
};

/** The caller's id, or a new one, also sent back as `X-Request-Id` so that a caller can quote the line of its request. */
const requestId = (req: IncomingMessage, res: ServerResponse): string => {
  const id = requestIdOf(req);
  res.setHeader('X-Request-Id', id);
  return id;
};

/** The line's own fields beside pino-http's (req, res, responseTime): the route template, known once the router matched. */
const withRoute = (req: IncomingMessage, _res: ServerResponse, line: object) => ({ ...line, route: routeOf(req) });
const withRouteOnError = (req: IncomingMessage, res: ServerResponse, _error: Error, line: object) => withRoute(req, res, line);

/**
 * Structured JSON request logs (pino). Bodies are never logged, the Authorization and Cookie
 * headers are redacted, and secrets in URLs (reset and confirmation tokens) are masked.
 */
export function createLoggerModule(level: string, destination?: NodeJS.WritableStream) {
  const options = {
    level,
    genReqId: requestId,
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'], censor: '[REDACTED]' },
    serializers: {
      req: requestForLog,
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    // Every request a route answered has its line, the storm's feeds included; a static file has none unless it failed.
    customLogLevel: (req: IncomingMessage, res: ServerResponse, error?: Error) =>
      !error && res.statusCode < 400 && (routeOf(req) === null || HEALTH_PROBES.has(req.url ?? '')) ? 'silent' : requestLogLevel(res.statusCode, error),
    customSuccessObject: withRoute,
    customErrorObject: withRouteOnError,
  };
  // A destination stream lets the e2e tests read what would be logged.
  return LoggerModule.forRoot({ pinoHttp: destination ? [options, destination] : options });
}
