/**
 * Retries an assertion until it passes or the time is up, then throws its last failure. For what the product promises
 * within a time rather than at once: a write in the feeds within FEED_VISIBILITY_MS (docs/map-feeds.md).
 */
export async function eventually<T>(check: () => Promise<T>, { timeoutMs = FEED_VISIBILITY_MS, everyMs = 25 } = {}): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() >= deadline) throw error;
      await new Promise((r) => setTimeout(r, everyMs));
    }
  }
}

/** The documented time within which a write of this instance reaches its map feeds. */
export const FEED_VISIBILITY_MS = 2_000;
