import { Module } from '@nestjs/common';
import { MapFeedModule } from '../map-feed/map-feed.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { OpenDataModule } from '../open-data/open-data.module';
import { MetricsController } from './metrics.controller';
import { MetricsService } from './metrics.service';

/** GET /metrics for Prometheus (docs/operations.md "Metrics"): reads the other features' state when scraped. */
@Module({
  imports: [MapFeedModule, OpenDataModule, NotificationsModule],
  controllers: [MetricsController],
  providers: [MetricsService],
})
export class MetricsModule {}
