import { Module } from '@nestjs/common';
import { MapFeedModule } from '../map-feed/map-feed.module';
import { OpenMessageRepository } from './log/open-message.repository';
import { OpenDataController } from './open-data.controller';
import { OpenDataFeeds } from './open-data.feeds';
import { OpenDataService } from './open-data.service';
import { FeedStampRepository } from './stamps/feed-stamp.repository';
import { FeedStamps } from './stamps/feed-stamps';

/**
 * Open, versioned outage data (docs/open-data.md): GeoJSON, Atom and CAP built from the map feeds' snapshot.
 * It reads the map feed's snapshot through MapFeedSnapshot.publicItems(); the map feed knows nothing of it.
 */
@Module({
  imports: [MapFeedModule],
  controllers: [OpenDataController],
  providers: [OpenDataFeeds, OpenDataService, OpenMessageRepository, FeedStamps, FeedStampRepository],
  exports: [OpenDataService],
})
export class OpenDataModule {}
