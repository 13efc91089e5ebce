import { Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { MapFeedModule } from '../map-feed/map-feed.module';
import { HealthController } from './health.controller';

/** /api/health (for load balancers, unchanged), and liveness and readiness apart (docs/operations.md "Live and ready"). */
@Module({
  // A failed check is logged as one JSON line, as every other log line.
  imports: [TerminusModule.forRoot({ errorLogStyle: 'json' }), MapFeedModule],
  controllers: [HealthController],
})
export class HealthModule {}
