import { Injectable, NotFoundException } from '@nestjs/common';
import type { Request, Response } from 'express';
import { FEED_CACHE_CONTROL } from '../map-feed/map-feed.model';
import { sendFeed } from '../common/prepared-body/send-feed';
import { OpenDataFeeds } from './open-data.feeds';
import { CONTENT_TYPES, CORS_HEADERS, OPEN_DATA_PATHS, OPEN_DATA_PREFIX, type OpenFeed, PREFLIGHT_HEADERS } from './open-data.model';

const FEED_FILES = new Set(Object.values(OPEN_DATA_PATHS).map((p) => p.slice(OPEN_DATA_PREFIX.length + 1)));

/** The request side of open data: the prepared bytes with their headers (send-feed.ts). */
@Injectable()
export class OpenDataService {
  constructor(private readonly feeds: OpenDataFeeds) {}

  /** At once from the prepared body; only before the first build does a request wait (for it, or a 503). */
  send(req: Request, res: Response, feed: OpenFeed): void | Promise<void> {
    const extras = { contentType: CONTENT_TYPES[feed], headers: CORS_HEADERS };
    const body = this.feeds.body(feed);
    if (body) return sendFeed(req, res, body, FEED_CACHE_CONTROL, extras);
    return this.feeds.ready(feed).then((ready) => sendFeed(req, res, ready, FEED_CACHE_CONTROL, extras));
  }

  /** For the metrics: seconds the last build of the feeds took, null before the first. */
  lastBuildSeconds(): number | null {
    return this.feeds.lastBuildSeconds();
  }

  /** 204 with the CORS answer for the three feeds; anything else under the prefix is 404 as before. */
  preflight(file: string, res: Response): void {
    if (!FEED_FILES.has(file)) throw new NotFoundException('Nie ma takiego zasobu');
    res.set(PREFLIGHT_HEADERS).status(204).end();
  }
}
