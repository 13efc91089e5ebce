import { LONGEST_WAIT_MS, QUIET_MS, whenSettled } from './when-settled';

/** The browser's resource timeline, as far as whenSettled reads it: a fetch that ends calls every observer. */
class ResourceTimeline {
  static observers = new Set<ResourceTimeline>();
  static supportedEntryTypes = ['resource'];
  static fetched() {
    for (const observer of ResourceTimeline.observers) observer.callback();
  }
  constructor(private readonly callback: () => void) {}
  observe(options: { type: string }) {
    if (options.type !== 'resource') throw new Error(`unexpected entry type ${options.type}`);
    ResourceTimeline.observers.add(this);
  }
  disconnect() {
    ResourceTimeline.observers.delete(this);
  }
}

beforeEach(() => {
  jest.useFakeTimers();
  Object.assign(globalThis, { PerformanceObserver: ResourceTimeline });
  ResourceTimeline.observers.clear();
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  delete (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver;
  delete (globalThis as { requestIdleCallback?: unknown }).requestIdleCallback;
});

describe('whenSettled (the service worker registers once the page has settled)', () => {
  it('waits for a quiet spell, which every fetch that ends starts again', () => {
    const work = jest.fn();
    whenSettled(work);
    jest.advanceTimersByTime(QUIET_MS - 100);
    ResourceTimeline.fetched(); // the map's feeds answer
    jest.advanceTimersByTime(QUIET_MS - 100);
    ResourceTimeline.fetched(); // its tiles
    jest.advanceTimersByTime(QUIET_MS - 100);
    expect(work).not.toHaveBeenCalled();
    jest.advanceTimersByTime(100);
    jest.advanceTimersByTime(1); // the idle moment (the next task, where the browser has no requestIdleCallback)
    expect(work).toHaveBeenCalledTimes(1);
    expect(ResourceTimeline.observers.size).toBe(0);
  });

  it('runs at the longest wait for a page that never stops fetching, and only once', () => {
    const work = jest.fn();
    whenSettled(work);
    for (let waited = 0; waited < LONGEST_WAIT_MS - 500; waited += 500) {
      jest.advanceTimersByTime(500);
      ResourceTimeline.fetched();
    }
    expect(work).not.toHaveBeenCalled();
    jest.advanceTimersByTime(500);
    jest.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(LONGEST_WAIT_MS * 2);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs the work at an idle moment where the browser offers one', () => {
    const idle: Array<() => void> = [];
    Object.assign(globalThis, { requestIdleCallback: (callback: () => void) => idle.push(callback) });
    const work = jest.fn();
    whenSettled(work);
    jest.advanceTimersByTime(QUIET_MS);
    expect(work).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    idle[0]();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('without a resource timeline, waits the quiet spell', () => {
    delete (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver;
    const work = jest.fn();
    whenSettled(work);
    jest.advanceTimersByTime(QUIET_MS - 1);
    expect(work).not.toHaveBeenCalled();
    jest.advanceTimersByTime(2);
    expect(work).toHaveBeenCalledTimes(1);
  });
});
