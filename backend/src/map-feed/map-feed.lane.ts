import { Injectable, OnModuleInit } from '@nestjs/common';
import { FastLane } from '../common/fast-lane/fast-lane';
import { FEED_CACHE_CONTROL } from './map-feed.model';
import { MapFeedSnapshot } from './map-feed.snapshot';
import type { OutageFeed } from './map-feed.service';
import { parseTimePeriod } from './time-period';

const OUTAGE_FEEDS: Record<string, OutageFeed> = {
  '/public/api/call-net/failures-extensive': 'extensive',
  '/public/api/call-net/failures-hv': 'hv',
  '/public/api/call-net/failures-lv': 'lv',
  '/public/api/planned-outage/get/all': 'planned',
};

/**
 * The map feeds' GETs in the fast lane (common/fast-lane): the same snapshot bodies MapFeedController sends, without
 * the router. Before the first build, and for a reports query that is not exactly one valid `timePeriod`, the
 * controller answers (its 400 included). The map search is a POST with a body and stays with the controller.
 */
@Injectable()
export class MapFeedLane implements OnModuleInit {
  constructor(
    private readonly lane: FastLane,
    private readonly snapshot: MapFeedSnapshot,
  ) {}

  onModuleInit(): void {
    for (const [path, feed] of Object.entries(OUTAGE_FEEDS)) this.lane.add(path, FEED_CACHE_CONTROL, () => this.snapshot.feeds()?.[feed] ?? null);
    this.lane.add('/public/api/call-net/reports', FEED_CACHE_CONTROL, (search) => {
      const hours = reportsHours(search);
      return hours === null || !this.snapshot.feeds() ? null : this.snapshot.reportsFeed(hours);
    });
  }
}

/** The one `timePeriod` of a query, as the controller reads it; null for anything else (repeated, missing, invalid). */
export function reportsHours(search: string): number | null {
  const values = new URLSearchParams(search).getAll('timePeriod');
  return values.length === 1 ? parseTimePeriod(values[0]) : null;
}
