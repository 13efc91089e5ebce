import type { Server } from 'node:http';
import type { NestExpressApplication } from '@nestjs/platform-express';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import { Reflector } from '@nestjs/core';
import { BodyMediaTypeGuard } from './common/body-media-type.guard';
import { useBodyParsers } from './common/body-parsers';
import { JsonScalarsInterceptor } from './common/json-scalars.interceptor';
import { AllExceptionsFilter } from './common/filters/all-exceptions.filter';
import { createValidationPipe } from './common/validation.pipe';
import { requestMetrics } from './common/logging/request-metrics';
import { StormRouteLog } from './common/logging/storm-routes';
import { FastLane } from './common/fast-lane/fast-lane';
import type { AppConfig } from './config/app-config';
import { FrontendDirs, serveFrontends } from './frontends/serve-frontends';
import { publicBaseUrl } from './notifications/alert-links';
import { setupSwagger } from './openapi/swagger';
import { OUTAGE_PUT_BODY_LIMIT } from './outages/integration/outage-put.route';

/** Everything main.ts and the e2e tests share, so the tests exercise the server as it runs. */
export function configureApp(app: NestExpressApplication, config: AppConfig, frontendDirs?: FrontendDirs): void {
  app.useLogger(app.get(Logger));
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  app.use(requestMetrics);
  const stormLog = useStormRouteLog(app);
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'none'"],
        'frame-ancestors': ["'none'"],
        'script-src': ["'self'"],
        // MUI (emotion) and Leaflet set inline styles.
        'style-src': ["'self'", "'unsafe-inline'"],
        // Map tiles come from configurable tile servers.
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'worker-src': ["'self'", 'blob:'],
        'connect-src': ["'self'"],
        'form-action': ["'self'"],
        'upgrade-insecure-requests': null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.use(securityHeaders);
  // Routes whose documented body is larger than the general limit; the fast lane registers each with the same limit.
  useBodyParsers(app, config.bodyLimitBytes, [OUTAGE_PUT_BODY_LIMIT]);
  keepConnectionsOpen(app.getHttpServer(), config.keepAliveTimeoutMs);
  app.useGlobalGuards(new BodyMediaTypeGuard(app.get(Reflector)));
  app.useGlobalInterceptors(new JsonScalarsInterceptor());
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());
  setupSwagger(app, config.publicUrl);
  serveFrontends(app, frontendDirs, publicBaseUrl(config));
  // The map feeds' GETs and the map search's POST are answered before Express with the same headers (common/fast-lane/fast-lane.ts).
  app.get(FastLane).install(app.getHttpServer(), { headers: [securityHeaders], answered: stormLog.answered, bodyLimitBytes: config.bodyLimitBytes });
  app.enableShutdownHooks();
}

/** The map feeds' answers summed up once a minute instead of a log line each (common/logging/storm-routes.ts). */
function useStormRouteLog(app: NestExpressApplication): StormRouteLog {
  const log = new StormRouteLog();
  app.use(log.middleware);
  setInterval(() => log.flush(), 60_000).unref();
  return log;
}

/**
 * Node closes an idle keep-alive connection after 5 s by default. A load balancer keeps its side open longer (60 s is
 * common) and may send the next request just as Node closes it: the client gets a 502, most often under a storm's
 * load. So the server waits longer than the balancer; the headers timeout must exceed it (Node's own rule).
 */
function keepConnectionsOpen(server: Server, keepAliveTimeoutMs: number): void {
  server.keepAliveTimeout = keepAliveTimeoutMs;
  server.headersTimeout = keepAliveTimeoutMs + 5_000;
}
