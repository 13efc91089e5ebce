/**
 * Runs `work` when asked, never two at once, however often it is asked (a storm's hundreds of changes a second must
 * not mean hundreds of rebuilds). A call while a run is going gets one follow-up run, shared by every call until it
 * starts: it starts once that run has ended and at least `spacingMs` after that run began. With `spaceFirst`, a call
 * while nothing runs also waits until `spacingMs` after the last run began (sharing that wait); without, it starts at
 * once. A call's promise settles when the run that covers it has ended, with that run's error if it failed.
 * Used by the map feeds' snapshot, the open-data feeds and the NOTIFY between instances. Times are monotonic
 * (performance.now): a wall clock stepped back by an hour would otherwise hold every follow-up, and so the map, for
 * that hour.
 */
export class CoalescingRunner {
  private running: Promise<void> | null = null;
  private queued: Promise<void> | null = null;
  private lastStart = -Infinity;

  constructor(
    private readonly work: () => Promise<void>,
    /** Milliseconds, or a function asked each time a run is spaced (a spacing that follows the load, loop-load.ts). */
    private readonly spacing: number | (() => number),
    private readonly options: { spaceFirst?: boolean } = {},
  ) {}

  run(): Promise<void> {
    if (this.queued) return this.queued;
    if (this.running) return (this.queued = this.running.catch(() => undefined).then(() => this.afterSpacing()));
    if (this.options.spaceFirst && this.lastStart + this.spacingMs() > performance.now()) return (this.queued = this.afterSpacing());
    return this.start();
  }

  /** Resolves once nothing runs or waits to run, whatever the outcome (for shutdown). */
  async settled(): Promise<void> {
    await Promise.allSettled([this.running, this.queued]);
  }

  private async afterSpacing(): Promise<void> {
    const wait = this.lastStart + this.spacingMs() - performance.now();
    // Always yields first: the caller stores this promise as `queued` before it is cleared below.
    await (wait > 0 ? new Promise((r) => setTimeout(r, wait)) : Promise.resolve());
    this.queued = null;
    return this.start();
  }

  private spacingMs(): number {
    return typeof this.spacing === 'number' ? this.spacing : this.spacing();
  }

  private start(): Promise<void> {
    this.lastStart = performance.now();
    this.running = this.work().finally(() => {
      this.running = null;
    });
    return this.running;
  }
}
