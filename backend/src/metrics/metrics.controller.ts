import { MetricsAccessGuard } from './metrics-access.guard';
import { metricsScrapeController } from './metrics-scrape.controller';
import { MetricsService } from './metrics.service';

/** GET /metrics on the main port: the scraper with METRICS_TOKEN or a signed-in administrator (MetricsAccessGuard). */
export const MetricsController = metricsScrapeController(MetricsAccessGuard, MetricsService);
