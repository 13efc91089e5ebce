import { Module } from '@nestjs/common';
import { CallNetOutagesRepository } from './call-net-outages.repository';
import { CallNetOutagesService } from './call-net-outages.service';
import { IntegrationApiKeyGuard } from './integration/api-key.guard';
import { IntegrationReportsRepository } from './integration/integration-reports.repository';
import { IntegrationReportsService } from './integration/integration-reports.service';
import { IntegrationController } from './integration/integration.controller';

/**
 * Failures and extensive outages from the operator's outage-management system, and the integration API it writes
 * them through (public spec §3; docs/integration.md). Each write raises OutageStarted, OutageChanged or OutageEnded
 * (events/outage.events.ts); the alerts, the outage history and the map feed listen — this module imports none of them.
 */
@Module({
  controllers: [IntegrationController],
  providers: [CallNetOutagesRepository, CallNetOutagesService, IntegrationApiKeyGuard, IntegrationReportsRepository, IntegrationReportsService],
})
export class OutagesModule {}
