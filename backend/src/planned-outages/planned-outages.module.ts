import { Module } from '@nestjs/common';
import { GeocodingModule } from '../geocoding/geocoding.module';
import { OutageAddressResolver } from './outage-address.resolver';
import { PlannedOutagesController } from './planned-outages.controller';
import { PlannedOutagesIntegrationController } from './integration/planned-outages-integration.controller';
import { IntegrationApiKeyGuard } from '../outages/integration/api-key.guard';
import { PlannedOutagesRepository } from './planned-outages.repository';
import { PlannedOutagesService } from './planned-outages.service';
import { PublicPlannedOutagesController } from './public/public-planned-outages.controller';
import { PublicPlannedOutagesService } from './public/public-planned-outages.service';

/**
 * Planned outages (staff spec §2.9–2.12); the public map and list use PlannedOutagesService.findPublicActive. Its
 * changes are told as events (events/planned-outage.events.ts): alerts and the map feed listen, this module imports neither.
 */
@Module({
  imports: [GeocodingModule],
  controllers: [PlannedOutagesController, PublicPlannedOutagesController, PlannedOutagesIntegrationController],
  providers: [IntegrationApiKeyGuard, PlannedOutagesService, PlannedOutagesRepository, OutageAddressResolver, PublicPlannedOutagesService],
  exports: [PlannedOutagesService],
})
export class PlannedOutagesModule {}
