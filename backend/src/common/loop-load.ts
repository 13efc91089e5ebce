import { performance, type EventLoopUtilization } from 'node:perf_hooks';

/** How long one reading of the event loop's load covers: long enough to be steady, short enough to follow a storm. */
export const LOOP_LOAD_WINDOW_MS = 500;

/**
 * The share of time this process's event loop was busy (0–1) over its last completed window of about half a second,
 * read lazily: each call after a window has passed closes it and opens the next. No timer runs, so an idle process
 * costs nothing; after a quiet spell the first reading covers the whole spell (low), and the next one, half a second
 * later, what followed it.
 */
export class LoopLoad {
  private mark: EventLoopUtilization;
  private markedAt: number;
  private last = 0;

  constructor(
    private readonly utilization: (later?: EventLoopUtilization, earlier?: EventLoopUtilization) => EventLoopUtilization = (later, earlier) =>
      performance.eventLoopUtilization(later, earlier),
    // Monotonic: a wall clock stepped back would freeze the reading until it caught up.
    private readonly now: () => number = () => performance.now(),
  ) {
    this.mark = this.utilization();
    this.markedAt = this.now();
  }

  current(): number {
    const at = this.now();
    if (at - this.markedAt >= LOOP_LOAD_WINDOW_MS) {
      const mark = this.utilization();
      this.last = this.utilization(mark, this.mark).utilization;
      this.mark = mark;
      this.markedAt = at;
    }
    return this.last;
  }
}

/**
 * A spacing that grows with the event loop's load: `minMs` while the loop is at most half busy, `maxMs` from 90 %
 * busy, in proportion between. Work that is spaced this way (the map snapshot's syncs) yields to the requests when
 * they saturate the loop — in a storm of reads and writes a sync per second covers as many writes as four did, and
 * leaves the readers their share — while a quiet server keeps its quickest visibility.
 */
export function loadAwareSpacing(load: LoopLoad, minMs: number, maxMs: number): () => number {
  return () => {
    const busy = load.current();
    // NaN (no time measured at all) counts as quiet.
    const share = Number.isFinite(busy) ? Math.min(1, Math.max(0, (busy - 0.5) / 0.4)) : 0;
    return Math.round(minMs + share * (maxMs - minMs));
  };
}
