import { monitorEventLoopDelay } from 'node:perf_hooks';

export interface ResourceFigures<T> {
  result: T;
  /** Peak resident memory of this process while `work` ran, over what it was before, in MB. */
  addedRssMb: number;
  /** Longest the event loop was held up while `work` ran, in ms. */
  maxDelayMs: number;
  ms: number;
}

/**
 * What a piece of work costs the server it runs in (the e2e app runs in the test's own process): resident memory
 * sampled every 10 ms and the event loop's delay from perf_hooks (issue 14's bounds: < 100 MB, < 200 ms).
 */
export async function measure<T>(work: () => Promise<T>): Promise<ResourceFigures<T>> {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  const before = process.memoryUsage.rss();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 10);
  const started = performance.now();
  delay.enable();
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage.rss());
    return { result, addedRssMb: (peak - before) / 2 ** 20, maxDelayMs: delay.max / 1e6, ms: performance.now() - started };
  } finally {
    delay.disable();
    clearInterval(sampler);
  }
}
