import { GeocoderUnavailableError } from './geocoder';

/**
 * Lets requests start one at a time, at least `intervalMs` apart (Nominatim's public instance: at most one request
 * per second, absolutely). A queue longer than `maxWaiting` is refused at once instead of answering minutes late.
 */
export class RequestGate {
  private tail: Promise<void> = Promise.resolve();
  private nextStart = 0;
  private waiting = 0;

  constructor(
    private readonly intervalMs: number,
    private readonly maxWaiting = 20,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.intervalMs <= 0) return task();
    if (this.waiting >= this.maxWaiting) throw new GeocoderUnavailableError(`request queue full (${this.waiting} waiting)`);
    this.waiting++;
    const turn = this.tail.then(async () => {
      const wait = this.nextStart - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      this.nextStart = Date.now() + this.intervalMs;
    });
    this.tail = turn;
    try {
      await turn;
    } finally {
      this.waiting--;
    }
    return task();
  }
}
