import type { DataSource } from 'typeorm';
import { FEEDS_CHANNEL, FeedChanges } from './feed-changes';
import type { MapFeedRepository } from './map-feed.repository';
import type { MapFeedSnapshot } from './map-feed.snapshot';
import { flushMicrotasks } from '../../test/support/microtasks';

/** What an instance tells the others and what it does with what it hears (the e2e test runs two apps on PostgreSQL). */
function setUp() {
  const sent: Array<{ channel: string; payload: string; at: number }> = [];
  let refreshes = 0;
  const repository = {
    notify: (channel: string, payload: string) => {
      sent.push({ channel, payload, at: Date.now() });
      return Promise.resolve();
    },
  } as unknown as MapFeedRepository;
  const snapshot = {
    refresh: () => {
      refreshes++;
      return Promise.resolve();
    },
  } as unknown as MapFeedSnapshot;
  const changes = new FeedChanges({} as DataSource, repository, snapshot);
  return { changes, sent, refreshes: () => refreshes };
}

describe('FeedChanges', () => {
  beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => jest.useRealTimers());

  it('a burst of writes is told in two NOTIFYs 250 ms apart: at once, and once after the last write', async () => {
    const { changes, sent } = setUp();
    changes.announce();
    await flushMicrotasks();
    for (let i = 0; i < 20; i++) changes.announce();
    await flushMicrotasks();
    expect(sent).toHaveLength(1);
    jest.advanceTimersByTime(250);
    await flushMicrotasks();
    expect(sent).toHaveLength(2);
    expect(sent[1].at - sent[0].at).toBe(250);
    jest.advanceTimersByTime(5_000);
    await flushMicrotasks();
    expect(sent).toHaveLength(2);
    expect(sent.every((s) => s.channel === FEEDS_CHANNEL && s.payload === changes.instanceId)).toBe(true);
  });

  it('a write after a quiet while is told at once', async () => {
    const { changes, sent } = setUp();
    changes.announce();
    await flushMicrotasks();
    jest.advanceTimersByTime(10_000);
    changes.announce();
    await flushMicrotasks();
    expect(sent).toHaveLength(2);
  });

  it("syncs for another instance's notification, not for its own", () => {
    const { changes, refreshes } = setUp();
    changes.notified(changes.instanceId);
    expect(refreshes()).toBe(0);
    changes.notified('another-instance');
    expect(refreshes()).toBe(1);
  });

  it('tells nothing once shutting down', async () => {
    const { changes, sent } = setUp();
    await changes.beforeApplicationShutdown();
    changes.announce();
    await flushMicrotasks();
    expect(sent).toHaveLength(0);
  });
});
