import type { Server } from 'node:http';
import type { NestExpressApplication } from '@nestjs/platform-express';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import { Reflector } from '@nestjs/core';
import { BodyMediaTypeGuard } from './common/body-media-type.guard';
import { JsonScalarsInterceptor } from './common/json-scalars.interceptor';
import { AllExceptionsFilter } from './common/filters/all-exceptions.filter';
import { createValidationPipe } from './common/validation.pipe';
import { requestMetrics } from './common/logging/request-metrics';
import type { AppConfig } from './config/app-config';
import { FrontendDirs, serveFrontends } from './frontends/serve-frontends';
import { publicBaseUrl } from './notifications/alert-links';
import { setupSwagger } from './openapi/swagger';

/** Everything main.ts and the e2e tests share, so the tests exercise the server as it runs. */
export function configureApp(app: NestExpressApplication, config: AppConfig, frontendDirs?: FrontendDirs): void {
  app.useLogger(app.get(Logger));
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  app.use(requestMetrics);
  app.use(
    helmet({
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
    }),
  );
  // The query check and the JSON parsers are Nest middleware after the request logger (common/body-parsers.ts).
  keepConnectionsOpen(app.getHttpServer(), config.keepAliveTimeoutMs);
  app.useGlobalGuards(new BodyMediaTypeGuard(app.get(Reflector)));
  app.useGlobalInterceptors(new JsonScalarsInterceptor());
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());
  setupSwagger(app, config.publicUrl);
  serveFrontends(app, frontendDirs, publicBaseUrl(config));
  app.enableShutdownHooks();
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
