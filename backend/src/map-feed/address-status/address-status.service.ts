import { Injectable } from '@nestjs/common';
import { buildFeedBody, type FeedBody } from '../../common/prepared-body/feed-body';
import { MapFeedSnapshot, type SnapshotView } from '../map-feed.snapshot';
import { ADDRESS_STATUS_CACHE_SIZE } from './address-status.model';
import type { AddressStatusQuery } from './address-status.query';
import { addressStatus } from './address-status.rules';

/**
 * The address card's answers (docs/map.md "Address card"), prepared like the feeds: one body per (rounded point,
 * address, snapshot build) — JSON, ETag, brotli and gzip made once — in a bounded LRU. A new build replaces the
 * snapshot's picture as a whole, so the cache is emptied then (at least every 10 s); an answer whose JSON did not
 * change keeps its ETag anyway (the ETag is the JSON's hash), so browsers keep getting 304s.
 */
@Injectable()
export class AddressStatusService {
  private view: SnapshotView | null = null;
  private readonly bodies = new Map<string, Promise<FeedBody>>();
  /** How many answers are kept; a field so a test can make it small. */
  capacity = ADDRESS_STATUS_CACHE_SIZE;

  constructor(private readonly snapshot: MapFeedSnapshot) {}

  /** Null before the snapshot's first build (the controller's route then waits for it). */
  body(q: AddressStatusQuery): Promise<FeedBody> | null {
    const view = this.snapshot.addressView();
    if (!view) return null;
    if (view !== this.view) {
      this.view = view;
      this.bodies.clear();
    }
    const cached = this.bodies.get(q.cacheKey);
    if (cached) {
      // Most recently asked last: Map keeps insertion order, so the first key is the least recently used.
      this.bodies.delete(q.cacheKey);
      this.bodies.set(q.cacheKey, cached);
      return cached;
    }
    const body = buildFeedBody(addressStatus(view, q.point, q.keys, Date.now()));
    // A failed build is not remembered: the next request tries again.
    body.catch(() => this.bodies.get(q.cacheKey) === body && this.bodies.delete(q.cacheKey));
    this.bodies.set(q.cacheKey, body);
    if (this.bodies.size > this.capacity) this.bodies.delete(this.bodies.keys().next().value!);
    return body;
  }

  /** Waits for the first build; for the controller, which may be asked before the snapshot is ready. */
  async bodyWhenReady(q: AddressStatusQuery): Promise<FeedBody> {
    const body = this.body(q);
    if (body) return body;
    await this.snapshot.refresh();
    return this.body(q) ?? Promise.reject(new Error('map feed snapshot not built'));
  }

  /** Entries held now: for the bench and tests. */
  cacheSize(): number {
    return this.bodies.size;
  }
}
