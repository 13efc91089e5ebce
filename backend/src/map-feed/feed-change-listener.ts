import { BeforeApplicationShutdown, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { type ChannelListener, listenToChannel } from '../common/database-channel';
import { MapFeedSnapshot } from './map-feed.snapshot';

/** The channel the trigger of migration 1764940000000 notifies when a table the map is built from changes. */
export const FEEDS_CHANNEL = 'portal_feeds';

/**
 * Changes made through other instances (or straight in the database), at once (docs/map-feeds.md "Several
 * instances"; issue 19): every commit that touches the map's tables sends a NOTIFY, and the snapshot syncs as for a
 * write of its own (several notifications share one sync, at most four a second). The 5 s signature check stays, for
 * the time the LISTEN connection is being replaced.
 */
@Injectable()
export class FeedChangeListener implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(FeedChangeListener.name);
  private channel: ChannelListener | null = null;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly snapshot: MapFeedSnapshot,
  ) {}

  /** Not awaited: the app starts whether or not the database takes the LISTEN now. */
  onApplicationBootstrap(): void {
    this.channel = listenToChannel(this.dataSource, FEEDS_CHANNEL, {
      notified: () => this.sync(),
      // Changes committed while nobody listened were not sent again.
      listening: (again) => {
        if (again) {
          this.logger.log('listening to the map data changes again');
          this.sync();
        }
      },
      lost: (error, retryInMs) =>
        this.logger.warn(`not listening to the map data changes (${error instanceof Error ? error.message : String(error)}); again in ${retryInMs} ms`),
    });
  }

  /** Before the pool closes: it waits for the connections it lent. */
  beforeApplicationShutdown(): Promise<void> {
    return this.channel?.stop() ?? Promise.resolve();
  }

  get listening(): boolean {
    return this.channel?.listening ?? false;
  }

  private sync(): void {
    this.snapshot.refresh().catch((e: unknown) => this.logger.warn(`map feed sync after a change elsewhere failed: ${String(e)}`));
  }
}
