/**
 * Lets promise chains that are already settled run on (`rounds` turns of the microtask queue), without moving fake
 * timers: for unit tests of code that awaits between steps (the coalescing runner, the NOTIFY channel).
 */
export async function flushMicrotasks(rounds = 10): Promise<void> {
  for (let i = 0; i < rounds; i++) await Promise.resolve();
}
