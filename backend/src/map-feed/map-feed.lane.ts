import { Injectable, OnModuleInit } from '@nestjs/common';
import { CachedBodyValidator } from '../common/fast-lane/cached-body-validator';
import { FastLane } from '../common/fast-lane/fast-lane';
import { rememberedStrings } from '../common/remembered-strings';
import { PlannedMapSearchDto } from './dto/planned-map-search.dto';
import { FEED_CACHE_CONTROL } from './map-feed.model';
import { MapFeedSnapshot } from './map-feed.snapshot';
import { MapFeedService, type OutageFeed } from './map-feed.service';
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
 * controller answers (its 400 included). The map search's POST too: its body is checked by the validation
 * pipe every route uses, once per distinct body text; a body that fails the check, or is not JSON, reaches the
 * controller's pipe (or the body parsers' handler) with the body read, and is refused there as before.
 */
@Injectable()
export class MapFeedLane implements OnModuleInit {
  constructor(
    private readonly lane: FastLane,
    private readonly snapshot: MapFeedSnapshot,
    private readonly feeds: MapFeedService,
  ) {}

  private readonly searchBodies = new CachedBodyValidator(PlannedMapSearchDto);

  onModuleInit(): void {
    for (const [path, feed] of Object.entries(OUTAGE_FEEDS)) this.lane.add(path, FEED_CACHE_CONTROL, () => this.snapshot.feeds()?.[feed] ?? null);
    this.lane.add('/public/api/call-net/reports', FEED_CACHE_CONTROL, (search) => {
      const hours = reportsHours(search);
      return hours === null || !this.snapshot.feeds() ? null : this.snapshot.reportsFeed(hours);
    });
    this.lane.addPost('/public/api/planned-outage/search/map', FEED_CACHE_CONTROL, (text, value) => {
      if (!this.snapshot.feeds()) return null;
      const dto = this.searchBodies.remembered(text);
      if (dto) return this.feeds.plannedActiveAt(dto);
      return this.searchBodies.check(text, value).then((checked) => (checked ? this.feeds.plannedActiveAt(checked) : null));
    });
  }
}

/**
 * The one `timePeriod` of a query, as the controller reads it; null for anything else (repeated, missing, invalid). The
 * map asks with one of a few query strings: each is parsed once.
 */
export const reportsHours = rememberedStrings((search: string): number | null => {
  const values = new URLSearchParams(search).getAll('timePeriod');
  return values.length === 1 ? parseTimePeriod(values[0]) : null;
});
