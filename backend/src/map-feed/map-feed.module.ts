import { Module } from '@nestjs/common';
import { PlannedOutagesModule } from '../planned-outages/planned-outages.module';
import { ActiveOutages, ActiveOutagesQuery } from './active-outages';
import { AddressStatusController } from './address-status/address-status.controller';
import { AddressStatusService } from './address-status/address-status.service';
import { FeedChanges } from './feed-changes';
import { MapFeedController } from './map-feed.controller';
import { MapFeedListeners } from './map-feed.listeners';
import { MapFeedRepository } from './map-feed.repository';
import { MapFeedService } from './map-feed.service';
import { MapFeedSnapshot } from './map-feed.snapshot';
import { OutageLocatorService } from './outage-locator.service';

/**
 * The map's read model (public spec §2, §7; docs/map-feeds.md): failures, extensive areas, public planned outages
 * and recent reports kept in one in-memory snapshot, served as prepared feeds, the address card, and point lookups.
 * Fed by the writers' events after commit (map-feed.listeners.ts) and by other instances' commits through PostgreSQL's
 * NOTIFY (feed-changes.ts); no writing module imports it.
 */
@Module({
  imports: [PlannedOutagesModule],
  controllers: [MapFeedController, AddressStatusController],
  providers: [
    MapFeedSnapshot,
    MapFeedRepository,
    MapFeedService,
    MapFeedListeners,
    FeedChanges,
    OutageLocatorService,
    { provide: ActiveOutages, useClass: ActiveOutagesQuery },
    AddressStatusService,
  ],
  // MapFeedSnapshot: read by open data (open-data module) through publicItems(); the locator by the reports.
  exports: [OutageLocatorService, MapFeedSnapshot],
})
export class MapFeedModule {}
