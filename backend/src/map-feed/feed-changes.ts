import { BeforeApplicationShutdown, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { CoalescingRunner } from '../common/coalescing-runner';
import { type ChannelListener, listenToChannel } from '../common/database-channel';
import { MIN_SYNC_SPACING_MS } from './map-feed.model';
import { MapFeedRepository } from './map-feed.repository';
import { MapFeedSnapshot } from './map-feed.snapshot';

/** The PostgreSQL channel on which instances tell each other that the map's data changed. */
export const FEEDS_CHANNEL = 'portal_feeds';

/**
 * The map's changes between instances (docs/map-feeds.md "Keeping it current"). After a write of this
 * instance has committed (map-feed.listeners.ts) it sends `NOTIFY portal_feeds` with its own id, at most one every
 * 250 ms however many writes there were (the last one always follows the last write); every instance LISTENs and
 * syncs its snapshot as for a write of its own, ignoring its own notifications (its events already did). The NOTIFY
 * is a statement of its own after the commit, not part of the writers' transactions: a transaction that notifies
 * takes a database-wide lock at commit, which would make every report and integration write commit one at a time.
 * A change that bypasses the app (an operator's SQL) is noticed by the 5 s check.
 */
@Injectable()
export class FeedChanges implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(FeedChanges.name);
  /** Names this process's notifications, so it does not sync twice for its own writes. */
  readonly instanceId = randomUUID();
  private channel: ChannelListener | null = null;
  /** One NOTIFY at a time, at most one per 250 ms: writes while one waits are covered by it, writes while one is sent get one more. */
  private readonly notices = new CoalescingRunner(() => this.send(), MIN_SYNC_SPACING_MS, { spaceFirst: true });
  private stopped = false;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: MapFeedRepository,
    private readonly snapshot: MapFeedSnapshot,
  ) {}

  /** Not awaited: the app starts whether or not the database takes the LISTEN now. */
  onApplicationBootstrap(): void {
    this.channel = listenToChannel(this.dataSource, FEEDS_CHANNEL, {
      notified: (payload) => this.notified(payload),
      // Whatever was committed before LISTEN took effect (at start, or while the connection was replaced) was not sent
      // to this instance: one sync catches it.
      listening: (again) => {
        if (again) this.logger.log('listening to the map data changes again');
        this.sync();
      },
      lost: (error, retryInMs) =>
        this.logger.warn(`not listening to the map data changes (${error instanceof Error ? error.message : String(error)}); again in ${retryInMs} ms`),
    });
  }

  /** Before the pool closes: it waits for the connection it lent. */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    await this.channel?.stop();
    await this.notices.settled();
  }

  get listening(): boolean {
    return this.channel?.listening ?? false;
  }

  /** Another instance changed the map's data (this instance's own notifications are ignored). */
  notified(payload: string): void {
    if (payload !== this.instanceId) this.sync();
  }

  /** A write of this instance has committed: tell the others, sharing one NOTIFY per 250 ms. */
  announce(): void {
    if (!this.stopped) void this.notices.run();
  }

  /** Never throws: a NOTIFY that failed leaves the others to their 5 s check. */
  private async send(): Promise<void> {
    if (this.stopped) return;
    try {
      await this.repository.notify(FEEDS_CHANNEL, this.instanceId);
    } catch (e) {
      this.logger.warn(`could not tell the other instances of a map change (they see it within 5 s): ${String(e)}`);
    }
  }

  private sync(): void {
    this.snapshot.refresh().catch((e: unknown) => this.logger.warn(`map feed sync after a change elsewhere failed: ${String(e)}`));
  }
}
