import type { EventLoopUtilization } from 'node:perf_hooks';
import { loadAwareSpacing, LOOP_LOAD_WINDOW_MS, LoopLoad } from './loop-load';

/** A loop whose busy time the test sets: cumulative idle and active milliseconds, as perf_hooks counts them. */
function fakeLoop() {
  const clock = { now: 0, idle: 0, active: 0 };
  const utilization = (later?: EventLoopUtilization, earlier?: EventLoopUtilization): EventLoopUtilization => {
    if (!later) return { idle: clock.idle, active: clock.active, utilization: 0 };
    const idle = later.idle - (earlier?.idle ?? 0);
    const active = later.active - (earlier?.active ?? 0);
    return { idle, active, utilization: active / (idle + active) };
  };
  const spend = (ms: number, busyShare: number) => {
    clock.now += ms;
    clock.active += ms * busyShare;
    clock.idle += ms * (1 - busyShare);
  };
  return { load: new LoopLoad(utilization, () => clock.now), spend };
}

describe('LoopLoad', () => {
  it('reads the busy share of the last completed window, and keeps it until the next window has passed', () => {
    const { load, spend } = fakeLoop();
    expect(load.current()).toBe(0);
    spend(LOOP_LOAD_WINDOW_MS, 0.95);
    expect(load.current()).toBeCloseTo(0.95);
    spend(LOOP_LOAD_WINDOW_MS / 2, 0.1);
    expect(load.current()).toBeCloseTo(0.95);
    spend(LOOP_LOAD_WINDOW_MS / 2, 0.1);
    // The window that closed covers everything since the last reading: all of it at 10 % busy.
    expect(load.current()).toBeCloseTo(0.1);
  });

  it('measures the real event loop: a loop kept busy reads as busy', () => {
    const load = new LoopLoad();
    const until = performance.now() + LOOP_LOAD_WINDOW_MS + 20;
    while (performance.now() < until) {
      // busy on purpose: nothing else may run
    }
    expect(load.current()).toBeGreaterThan(0.9);
  });
});

describe('loadAwareSpacing', () => {
  it('is the minimum up to half busy, the maximum from 90 % busy, in proportion between', () => {
    const { load, spend } = fakeLoop();
    const spacing = loadAwareSpacing(load, 250, 1_000);
    spend(LOOP_LOAD_WINDOW_MS, 0.3);
    expect(spacing()).toBe(250);
    spend(LOOP_LOAD_WINDOW_MS, 0.7);
    expect(spacing()).toBe(625);
    spend(LOOP_LOAD_WINDOW_MS, 0.97);
    expect(spacing()).toBe(1_000);
    spend(LOOP_LOAD_WINDOW_MS, 0);
    expect(spacing()).toBe(250);
  });
});
