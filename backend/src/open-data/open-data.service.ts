import { Injectable, NotFoundException } from '@nestjs/common';
import type { Request, Response } from 'express';
import { FEED_CACHE_CONTROL } from '../map-feed/map-feed.model';
import { sendFeed } from '../common/prepared-body/send-feed';
import { OpenDataFeeds } from './open-data.feeds';
import { CONTENT_TYPES, CORS_HEADERS, OPEN_DATA_PATHS, OPEN_DATA_PREFIX, type OpenFeed, PREFLIGHT_HEADERS } from './open-data.model';

const FEED_FILES = new Set(Object.values(OPEN_DATA_PATHS).map((p) => p.slice(OPEN_DATA_PREFIX.length + 1)));

/** The request side of open data: the same bytes and headers as the fast lane writes. */
@Injectable()
export class OpenDataService {
  constructor(private readonly feeds: OpenDataFeeds) {}

  async send(req: Request, res: Response, feed: OpenFeed): Promise<void> {
    sendFeed(req, res, await this.feeds.ready(feed), FEED_CACHE_CONTROL, { contentType: CONTENT_TYPES[feed], headers: CORS_HEADERS });
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
