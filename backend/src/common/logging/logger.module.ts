import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LoggerModule } from 'nestjs-pino';
import { redactUrl } from './redact-url';
import { STORM_ROUTE_PATTERNS } from './storm-routes';

/**
 * Structured JSON request logs (pino). Bodies are never logged, the Authorization and Cookie
 * headers are redacted, and secrets in URLs (reset and confirmation tokens) are masked.
 */
export function createLoggerModule(level: string, destination?: NodeJS.WritableStream) {
  const options = {
    level,
    genReqId: (req: IncomingMessage) => (req.headers['x-request-id'] as string | undefined)?.slice(0, 64) || randomUUID(),
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'], censor: '[REDACTED]' },
    serializers: {
      req: (req: { id: string; method: string; url: string; headers: Record<string, string>; remoteAddress?: string }) => ({
        id: req.id,
        method: req.method,
        url: redactUrl(req.url),
        userAgent: req.headers?.['user-agent'],
        remoteAddress: req.remoteAddress,
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    customLogLevel: (_req: IncomingMessage, res: ServerResponse, error?: Error) =>
      error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
    // Static files and health checks would drown the log in a storm; errors on them are still logged.
    autoLogging: { ignore: (req: IncomingMessage) => (!req.url?.startsWith('/api/') && !req.url?.startsWith('/public/api/')) || req.url === '/api/health' },
  };
  // A destination stream lets the e2e tests read what would be logged.
  // The storm routes are counted by StormRouteLog instead of one line each (storm-routes.ts).
  return LoggerModule.forRoot({ pinoHttp: destination ? [options, destination] : options, exclude: STORM_ROUTE_PATTERNS });
}
