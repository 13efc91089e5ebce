import { CanActivate, DynamicModule, ExecutionContext, Inject, Injectable, Module, UnauthorizedException, type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ERROR_MESSAGES } from '../common/api-error';
import { AllExceptionsFilter } from '../common/filters/all-exceptions.filter';
import { bearerMatches } from './metrics-access.guard';
import { metricsScrapeController, type Scraper } from './metrics-scrape.controller';

const SCRAPER = Symbol('Scraper');
const PORT_TOKEN = Symbol('MetricsPortToken');

/** On METRICS_PORT only METRICS_TOKEN opens (when set): the port has no sign-in, it is meant for the scraper's network. */
@Injectable()
class MetricsPortGuard implements CanActivate {
  constructor(@Inject(PORT_TOKEN) private readonly token: string | undefined) {}

  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<{ headers: { authorization?: string } }>();
    if (this.token && !bearerMatches(req.headers.authorization, this.token)) throw new UnauthorizedException(ERROR_MESSAGES.unauthorized);
    return true;
  }
}

const MetricsPortController = metricsScrapeController(MetricsPortGuard, SCRAPER);

@Module({})
class MetricsPortModule {
  static serving(scraper: Scraper, token: string | undefined): DynamicModule {
    return {
      module: MetricsPortModule,
      controllers: [MetricsPortController],
      providers: [{ provide: SCRAPER, useValue: scraper }, { provide: PORT_TOKEN, useValue: token }, MetricsPortGuard],
    };
  }
}

/**
 * METRICS_PORT (docs/operations.md "Metrics"): a second Nest application with the one route GET /metrics, over the main
 * application's own metrics. Everything else on that port is Nest's 404 in the API's one error shape.
 */
export async function startMetricsPort(scraper: Scraper, port: number, token: string | undefined): Promise<INestApplication> {
  // Only a function goes into the module: Nest serialises a dynamic module's providers to name it, and the main
  // application's service would take its whole object graph with it.
  const scrape: Scraper = { scrape: () => scraper.scrape() };
  const app = await NestFactory.create(MetricsPortModule.serving(scrape, token), { logger: false, abortOnError: false });
  app.useGlobalFilters(new AllExceptionsFilter());
  await app.listen(port);
  return app;
}
