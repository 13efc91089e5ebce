/**
 * A small counting semaphore with a bounded queue. argon2 runs in libuv's thread pool (4 threads unless
 * UV_THREADPOOL_SIZE says otherwise), which file reads, DNS look-ups and async zlib share: a sign-in flood that
 * queued a hash per request took every thread and kept an ever longer queue of 64 MiB jobs. Work beyond
 * `concurrency` waits here; beyond `maxQueue` waiting it is refused at once, so the caller can answer "try again".
 */
export class HashingSlots {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    readonly concurrency: number,
    readonly maxQueue: number,
  ) {}

  /** Runs `work` in a slot; resolves to `busy` without running it when the queue is full. */
  async run<T>(work: () => Promise<T>): Promise<{ busy: true } | { busy: false; value: T }> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxQueue) return { busy: true };
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return { busy: false, value: await work() };
    } finally {
      // The slot passes straight to the next in line; `running` only drops when nobody waits.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }

  /** Every slot taken and the queue full: the next `run` would be refused. */
  get full(): boolean {
    return this.running >= this.concurrency && this.waiting.length >= this.maxQueue;
  }

  get queued(): number {
    return this.waiting.length;
  }
}
