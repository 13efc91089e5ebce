import { buildFeedBody, type FeedBody } from '../common/prepared-body/feed-body';
import type { LocatedItem } from './feed-items';

/** Distinct instants kept at once: the map asks for "now", so one or two are live; the rest is a bound on memory. */
const MAX_BODIES = 32;

/**
 * The map search's answers (planned outages in progress at an instant) for one snapshot. The set in progress only
 * changes at an outage's start or end, so every instant between two such moments has the same answer: it is built and
 * compressed once per interval, like the feeds, instead of serialised per request (a POST cannot be cached by HTTP).
 */
export class ActiveAtBodies {
  /** Every start and end, ascending: interval k is [boundaries[k-1], boundaries[k]). */
  private readonly boundaries: number[];
  private readonly bodies = new Map<number, { promise: Promise<FeedBody>; body?: FeedBody }>();

  constructor(private readonly planned: LocatedItem[]) {
    const times = new Set<number>();
    for (const x of planned) times.add(Date.parse(x.item.start)).add(Date.parse(x.item.end!));
    this.boundaries = [...times].sort((a, b) => a - b);
  }

  bodyAt(t: number): Promise<FeedBody> {
    const interval = this.intervalOf(t);
    const cached = this.bodies.get(interval);
    if (cached) return cached.promise;
    if (this.bodies.size >= MAX_BODIES) this.bodies.delete(this.bodies.keys().next().value!);
    const items = this.planned.filter((x) => Date.parse(x.item.start) <= t && Date.parse(x.item.end!) > t).map((x) => x.item);
    const entry: { promise: Promise<FeedBody>; body?: FeedBody } = { promise: buildFeedBody(items) };
    entry.promise.then(
      (body) => (entry.body = body),
      () => this.bodies.delete(interval),
    );
    this.bodies.set(interval, entry);
    return entry.promise;
  }

  /** Bodies already built, for the background recompression. */
  built(): FeedBody[] {
    return [...this.bodies.values()].flatMap((x) => (x.body ? [x.body] : []));
  }

  /** How many boundaries are at or before t (binary search). */
  private intervalOf(t: number): number {
    let low = 0;
    let high = this.boundaries.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.boundaries[mid] <= t) low = mid + 1;
      else high = mid;
    }
    return low;
  }
}
