import { Injectable, OnModuleInit } from '@nestjs/common';
import { FastLane } from '../common/fast-lane/fast-lane';
import { FEED_CACHE_CONTROL } from '../map-feed/map-feed.model';
import { CONTENT_TYPES, CORS_HEADERS, OPEN_DATA_PATHS, type OpenFeed } from './open-data.model';
import { OpenDataFeeds } from './open-data.feeds';

/**
 * The open-data GETs in the fast lane (common/fast-lane), like the map feeds: prepared bytes without the router.
 * Before the first build the controller answers (it waits for one). Preflight (OPTIONS) goes to the controller.
 */
@Injectable()
export class OpenDataLane implements OnModuleInit {
  constructor(
    private readonly lane: FastLane,
    private readonly feeds: OpenDataFeeds,
  ) {}

  onModuleInit(): void {
    for (const [feed, path] of Object.entries(OPEN_DATA_PATHS) as [OpenFeed, string][]) {
      this.lane.add(path, FEED_CACHE_CONTROL, () => this.feeds.body(feed), { contentType: CONTENT_TYPES[feed], headers: CORS_HEADERS });
    }
  }
}
