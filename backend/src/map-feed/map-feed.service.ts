import { Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { PlannedMapSearchDto } from './dto/planned-map-search.dto';
import { FEED_CACHE_CONTROL } from './map-feed.model';
import { MapFeedSnapshot } from './map-feed.snapshot';
import { sendFeed } from '../common/prepared-body/send-feed';
import type { FeedBody } from '../common/prepared-body/feed-body';
import { timePeriodOrThrow } from './time-period';

export type OutageFeed = 'extensive' | 'hv' | 'lv' | 'planned';

/** The feeds' request side: picks the prepared body and writes it (send-feed.ts); the snapshot does the rest. */
@Injectable()
export class MapFeedService {
  constructor(private readonly snapshot: MapFeedSnapshot) {}

  send(req: Request, res: Response, feed: OutageFeed): void {
    sendFeed(req, res, this.snapshot.feeds()[feed], FEED_CACHE_CONTROL);
  }

  /** At once when the body of this period is current (nearly always); a promise only while it is being built. */
  sendReports(req: Request, res: Response, timePeriod: unknown): void | Promise<void> {
    const body = this.snapshot.reportsFeed(timePeriodOrThrow(timePeriod));
    if (!(body instanceof Promise)) return sendFeed(req, res, body, FEED_CACHE_CONTROL);
    return body.then((built) => sendFeed(req, res, built, FEED_CACHE_CONTROL));
  }

  async sendPlannedActiveAt(req: Request, res: Response, dto: PlannedMapSearchDto): Promise<void> {
    sendFeed(req, res, await this.plannedActiveAt(dto), FEED_CACHE_CONTROL);
  }

  /** The map search's prepared answer, one per interval in which the same outages are in progress. */
  plannedActiveAt(dto: PlannedMapSearchDto): Promise<FeedBody> {
    return this.snapshot.plannedActiveAt(dto.includedDate ? new Date(dto.includedDate) : new Date());
  }
}
