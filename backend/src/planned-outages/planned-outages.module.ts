import { Module } from '@nestjs/common';
import { GeocodingModule } from '../geocoding/geocoding.module';
import { OutageAddressResolver } from './outage-address.resolver';
import { PlannedOutagesController } from './planned-outages.controller';
import { PlannedOutagesRepository } from './planned-outages.repository';
import { PlannedOutagesService } from './planned-outages.service';

/** Planned outages (staff spec §2.9–2.12); the public map and list use PlannedOutagesService.findPublicActive. */
@Module({
  imports: [GeocodingModule],
  controllers: [PlannedOutagesController],
  providers: [PlannedOutagesService, PlannedOutagesRepository, OutageAddressResolver],
  exports: [PlannedOutagesService],
})
export class PlannedOutagesModule {}
