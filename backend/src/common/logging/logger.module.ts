import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LoggerModule } from 'nestjs-pino';
import { redactUrl } from './redact-url';
import { STORM_ROUTE_PATTERNS } from './storm-routes';

/** A request's id in the logs: the caller's `X-Request-Id` (at most 64 characters), else a new one. */
export const requestIdOf = (req: IncomingMessage): string => (req.headers['x-request-id'] as string | undefined)?.slice(0, 64) || randomUUID();

/** A request as its log line shows it (pino-http's line, and the fast lane's writes): never a body, no secret in the URL. */
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

/** Asked every few seconds by balancers and orchestrators: a line each would drown the log. */
const HEALTH_PROBES = new Set(['/api/health', '/api/health/live', '/api/health/ready']);

/**
 * Structured JSON request logs (pino). Bodies are never logged, the Authorization and Cookie
 * headers are redacted, and secrets in URLs (reset and confirmation tokens) are masked.
 */
export function createLoggerModule(level: string, destination?: NodeJS.WritableStream) {
  const options = {
    level,
    genReqId: requestIdOf,
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'], censor: '[REDACTED]' },
    serializers: {
      req: requestForLog,
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    customLogLevel: (_req: IncomingMessage, res: ServerResponse, error?: Error) => requestLogLevel(res.statusCode, error),
    // Static files and health checks would drown the log in a storm; errors on them are still logged.
    autoLogging: { ignore: (req: IncomingMessage) => (!req.url?.startsWith('/api/') && !req.url?.startsWith('/public/api/')) || HEALTH_PROBES.has(req.url) },
  };
  // A destination stream lets the e2e tests read what would be logged.
  // The storm routes are counted by StormRouteLog instead of one line each (storm-routes.ts).
  return LoggerModule.forRoot({ pinoHttp: destination ? [options, destination] : options, exclude: STORM_ROUTE_PATTERNS });
}
