import { GeocoderUnavailableError } from './geocoder';

/**
 * Lets requests run one at a time, each starting at least `intervalMs` after the previous one *finished* (Nominatim's
 * public instance: at most one request per second, absolutely). Counting from the end rather than the start keeps the
 * promise at the far side too: network jitter can delay one request's arrival, never bring the next one closer.
 * A queue longer than `maxWaiting` is refused at once instead of answering minutes late.
 */
export class RequestGate {
  private tail: Promise<unknown> = Promise.resolve();
  private nextStart = 0;
  private waiting = 0;

  constructor(
    private readonly intervalMs: number,
    private readonly maxWaiting = 20,
  ) {}

  run<T>(task: () => Promise<T>): Promise<T> {
    if (this.intervalMs <= 0) return task();
    if (this.waiting >= this.maxWaiting) return Promise.reject(new GeocoderUnavailableError(`request queue full (${this.waiting} waiting)`));
    this.waiting++;
    const turn = this.tail.then(async () => {
      const wait = this.nextStart - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      try {
        return await task();
      } finally {
        this.nextStart = Date.now() + this.intervalMs;
        this.waiting--;
      }
    });
    this.tail = turn.catch(() => undefined);
    return turn;
  }
}
