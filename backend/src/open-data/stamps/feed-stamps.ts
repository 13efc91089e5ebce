import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { OpenFeed } from '../open-data.model';
import { FeedStampRepository } from './feed-stamp.repository';

/**
 * Each feed's `generatedAt`: when the content it is made from last changed (docs/open-data.md). The content is named
 * by a key — what the body is rendered from, e.g. every outage's id, version and report count — and its hash is kept
 * in open_data_feed_stamp, so a restart or another instance that builds the same content shows the same time, the
 * same bytes and the same ETag. The database is asked only when a feed's content differs from the last build's.
 */
@Injectable()
export class FeedStamps {
  private readonly known = new Map<OpenFeed, { hash: string; generatedAt: string }>();

  constructor(private readonly repository: FeedStampRepository) {}

  async generatedAt(contents: ReadonlyMap<OpenFeed, string>, now: Date): Promise<Map<OpenFeed, string>> {
    const hashes = new Map([...contents].map(([feed, content]) => [feed, createHash('sha256').update(content).digest('base64url')]));
    const asked = [...hashes].filter(([feed, hash]) => this.known.get(feed)?.hash !== hash).map(([feed, hash]) => ({ feed, hash }));
    const stored = await this.repository.stamp(asked, now);
    for (const { feed, hash } of asked) this.known.set(feed, { hash, generatedAt: (stored.get(feed) ?? now).toISOString() });
    return new Map([...hashes.keys()].map((feed) => [feed, this.known.get(feed)!.generatedAt]));
  }
}
