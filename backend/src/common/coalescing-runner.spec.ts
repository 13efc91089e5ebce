import { CoalescingRunner } from './coalescing-runner';
import { flushMicrotasks } from '../../test/support/microtasks';

/** One run at a time, one shared follow-up, spaced (the snapshot's syncs, open data's builds, the NOTIFYs). */
function setUp(spacingMs: number | (() => number), options: { spaceFirst?: boolean } = {}) {
  const starts: number[] = [];
  const finishes: Array<(error?: Error) => void> = [];
  const runner = new CoalescingRunner(
    () =>
      new Promise<void>((resolve, reject) => {
        starts.push(Date.now());
        finishes.push((error) => (error ? reject(error) : resolve()));
      }),
    spacingMs,
    options,
  );
  return { runner, starts, finish: (error?: Error) => finishes.shift()!(error) };
}

describe('CoalescingRunner', () => {
  beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => jest.useRealTimers());

  it('starts at once when idle; calls during a run share one follow-up, started after the run and the spacing', async () => {
    const { runner, starts, finish } = setUp(250);
    const first = runner.run();
    expect(starts).toEqual([1_000_000]);
    const during = [runner.run(), runner.run(), runner.run()];
    expect(during[1]).toBe(during[0]);
    expect(during[2]).toBe(during[0]);
    jest.advanceTimersByTime(100);
    finish();
    await first;
    await flushMicrotasks();
    // The run began 100 ms ago: the follow-up waits the other 150.
    expect(starts).toHaveLength(1);
    jest.advanceTimersByTime(149);
    await flushMicrotasks();
    expect(starts).toHaveLength(1);
    jest.advanceTimersByTime(1);
    await flushMicrotasks();
    expect(starts).toEqual([1_000_000, 1_000_250]);
    finish();
    await during[0];
    expect(starts).toHaveLength(2);
  });

  it('a follow-up after a run longer than the spacing starts as soon as the run ends', async () => {
    const { runner, starts, finish } = setUp(250);
    void runner.run();
    const next = runner.run();
    jest.advanceTimersByTime(400);
    finish();
    await flushMicrotasks();
    expect(starts).toEqual([1_000_000, 1_000_400]);
    finish();
    await next;
  });

  it('a failed run fails the calls it covers; the follow-up still runs', async () => {
    const { runner, starts, finish } = setUp(0);
    const first = runner.run();
    const next = runner.run();
    finish(new Error('database gone'));
    await expect(first).rejects.toThrow('database gone');
    await flushMicrotasks();
    expect(starts).toHaveLength(2);
    finish();
    await expect(next).resolves.toBeUndefined();
  });

  it('with spaceFirst an idle call waits for the spacing since the last start, and calls meanwhile share it', async () => {
    const { runner, starts, finish } = setUp(250, { spaceFirst: true });
    void runner.run();
    finish();
    await flushMicrotasks();
    const a = runner.run();
    const b = runner.run();
    expect(b).toBe(a);
    expect(starts).toHaveLength(1);
    jest.advanceTimersByTime(250);
    await flushMicrotasks();
    expect(starts).toEqual([1_000_000, 1_000_250]);
    finish();
    await a;
    // Long after: at once.
    jest.advanceTimersByTime(10_000);
    void runner.run();
    expect(starts).toHaveLength(3);
    finish();
  });

  it('settled waits for the run and the follow-up, and does not throw their errors', async () => {
    const { runner, finish } = setUp(0);
    void runner.run().catch(() => undefined);
    void runner.run().catch(() => undefined);
    let settled = false;
    void runner.settled().then(() => (settled = true));
    finish(new Error('x'));
    await flushMicrotasks();
    expect(settled).toBe(false);
    finish();
    await flushMicrotasks();
    expect(settled).toBe(true);
  });

  it('a spacing given as a function is asked each time a follow-up is spaced (the snapshot follows the loop load)', async () => {
    let spacing = 250;
    const { runner, starts, finish } = setUp(() => spacing);
    void runner.run();
    const next = runner.run();
    finish();
    await flushMicrotasks();
    jest.advanceTimersByTime(250);
    await flushMicrotasks();
    expect(starts).toEqual([1_000_000, 1_000_250]);
    spacing = 1_000;
    const third = runner.run();
    finish();
    await next;
    jest.advanceTimersByTime(999);
    await flushMicrotasks();
    expect(starts).toHaveLength(2);
    jest.advanceTimersByTime(1);
    await flushMicrotasks();
    expect(starts).toEqual([1_000_000, 1_000_250, 1_001_250]);
    finish();
    await third;
  });

  it('keeps its spacing when the wall clock is stepped back (an NTP correction): the map is not held for the step', async () => {
    const { runner, starts, finish } = setUp(250);
    void runner.run();
    const next = runner.run();
    jest.setSystemTime(Date.now() - 3_600_000);
    finish();
    await flushMicrotasks();
    jest.advanceTimersByTime(250);
    await flushMicrotasks();
    expect(starts).toHaveLength(2);
    finish();
    await next;
  });
});
