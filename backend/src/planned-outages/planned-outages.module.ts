import { Module } from '@nestjs/common';
import { GeocodingModule } from '../geocoding/geocoding.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { OutageAddressResolver } from './outage-address.resolver';
import { PlannedOutagesController } from './planned-outages.controller';
import { PlannedOutagesRepository } from './planned-outages.repository';
import { PlannedOutagesService } from './planned-outages.service';
import { PublicPlannedOutagesController } from './public/public-planned-outages.controller';
import { PublicPlannedOutagesService } from './public/public-planned-outages.service';

/** Planned outages (staff spec §2.9–2.12); the public map and list use PlannedOutagesService.findPublicActive. */
@Module({
  imports: [GeocodingModule, NotificationsModule],
  controllers: [PlannedOutagesController, PublicPlannedOutagesController],
  providers: [PlannedOutagesService, PlannedOutagesRepository, OutageAddressResolver, PublicPlannedOutagesService],
  exports: [PlannedOutagesService],
})
export class PlannedOutagesModule {}
