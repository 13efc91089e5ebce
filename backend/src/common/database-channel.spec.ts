import { EventEmitter } from 'node:events';
import type { DataSource } from 'typeorm';
import { listenToChannel, type ChannelHandlers } from './database-channel';
import { flushMicrotasks } from '../../test/support/microtasks';

/**
 * The reconnection rules with a pool that fails on demand (the e2e test feed-change-notifications runs the real thing
 * on PostgreSQL: NOTIFY delivered, a terminated backend replaced, the connection given back at shutdown).
 */
class FakeClient extends EventEmitter {
  queries: string[] = [];
  releases: unknown[] = [];
  /** A peer gone without a word: pings fail (in the app, the pool's query timeout ends such a connection). */
  silent = false;
  constructor(private readonly failQuery = false) {
    super();
  }
  query(text: string) {
    this.queries.push(text);
    if (this.silent) return Promise.reject(new Error('Query read timeout'));
    return this.failQuery ? Promise.reject(new Error('LISTEN refused')) : Promise.resolve({ rows: [] });
  }
  release(destroy?: unknown) {
    this.releases.push(destroy);
  }
}

function fakeSource(connect: () => Promise<FakeClient>) {
  return { driver: { master: { connect } } } as unknown as DataSource;
}

/** A pool that hands out a new client on each connect (`make` gets how many it has made). */
function poolOf(make: (made: number) => FakeClient = () => new FakeClient()) {
  const clients: FakeClient[] = [];
  const source = fakeSource(() => {
    const c = make(clients.length);
    clients.push(c);
    return Promise.resolve(c);
  });
  return { clients, source };
}

function recorder() {
  const events: string[] = [];
  const handlers: ChannelHandlers = {
    notified: (payload) => events.push(`notified ${payload}`),
    listening: (again) => events.push(again ? 'listening again' : 'listening'),
    lost: (error, retryInMs) => events.push(`lost ${error instanceof Error ? error.message : String(error)}, retry in ${retryInMs}`),
  };
  return { events, handlers };
}

describe('listenToChannel', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('listens, passes on its own channel only, and waits 1, 2, 4 … at most 30 s between failed connects', async () => {
    let failures = 6;
    const clients: FakeClient[] = [];
    const source = fakeSource(() => {
      if (failures-- > 0) return Promise.reject(new Error('connection refused'));
      const c = new FakeClient();
      clients.push(c);
      return Promise.resolve(c);
    });
    const { events, handlers } = recorder();
    const channel = listenToChannel(source, 'portal_feeds', handlers, { firstMs: 1000, maxMs: 30_000, pingMs: 1_000_000 });
    for (let i = 0; i < 7; i++) {
      await flushMicrotasks(5);
      jest.advanceTimersByTime(40_000);
    }
    await flushMicrotasks(5);
    expect(events.slice(0, 6)).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000].map((ms) => `lost connection refused, retry in ${ms}`));
    expect(events[6]).toBe('listening');
    expect(channel.listening).toBe(true);
    expect(clients[0].queries).toEqual(['LISTEN portal_feeds']);

    clients[0].emit('notification', { channel: 'portal_feeds', payload: 'call_net_outages' });
    clients[0].emit('notification', { channel: 'something_else', payload: 'x' });
    expect(events.slice(7)).toEqual(['notified call_net_outages']);
    await channel.stop();
  });

  it('a lost connection is destroyed once, replaced after 1 s (the wait starts again), and says it listens again', async () => {
    const { clients, source } = poolOf();
    const { events, handlers } = recorder();
    const channel = listenToChannel(source, 'portal_feeds', handlers);
    await flushMicrotasks(5);
    clients[0].emit('error', new Error('terminating connection due to administrator command'));
    clients[0].emit('end');
    expect(channel.listening).toBe(false);
    expect(clients[0].releases).toEqual([true]);
    // A notification on the lost connection is not passed on.
    clients[0].emit('notification', { channel: 'portal_feeds', payload: 'late' });
    jest.advanceTimersByTime(1000);
    await flushMicrotasks(5);
    expect(events).toEqual(['listening', 'lost terminating connection due to administrator command, retry in 1000', 'listening again']);
    expect(channel.listening).toBe(true);
    await channel.stop();
    expect(clients[1].releases).toEqual([true]);
    expect(channel.listening).toBe(false);
  });

  it('a LISTEN the database refuses gives the connection back destroyed and tries again', async () => {
    const { clients, source } = poolOf((made) => new FakeClient(made === 0));
    const { events, handlers } = recorder();
    const channel = listenToChannel(source, 'portal_feeds', handlers);
    await flushMicrotasks(5);
    expect(clients[0].releases).toEqual([true]);
    jest.advanceTimersByTime(1000);
    await flushMicrotasks(5);
    expect(events).toEqual(['lost LISTEN refused, retry in 1000', 'listening']);
    await channel.stop();
  });

  it('stopped while connecting: the connection is given back and nothing more is tried', async () => {
    let resolve!: (c: FakeClient) => void;
    let connects = 0;
    const source = fakeSource(() => {
      connects++;
      return new Promise<FakeClient>((r) => (resolve = r));
    });
    const { events, handlers } = recorder();
    const channel = listenToChannel(source, 'portal_feeds', handlers);
    await channel.stop();
    const late = new FakeClient();
    resolve(late);
    await flushMicrotasks(5);
    jest.advanceTimersByTime(60_000);
    await flushMicrotasks(5);
    expect(late.releases).toEqual([true]);
    expect(connects).toBe(1);
    expect(events).toEqual([]);
  });

  it('pings the listening connection; one that does not answer is replaced', async () => {
    const { clients, source } = poolOf();
    const { events, handlers } = recorder();
    const channel = listenToChannel(source, 'portal_feeds', handlers, { firstMs: 1000, maxMs: 30_000, pingMs: 30_000 });
    await flushMicrotasks(5);
    jest.advanceTimersByTime(30_000);
    await flushMicrotasks(5);
    expect(clients[0].queries).toEqual(['LISTEN portal_feeds', 'SELECT 1']);
    clients[0].silent = true;
    jest.advanceTimersByTime(30_000);
    await flushMicrotasks(5);
    expect(clients[0].releases).toEqual([true]);
    expect(channel.listening).toBe(false);
    jest.advanceTimersByTime(1000);
    await flushMicrotasks(5);
    expect(events).toEqual(['listening', 'lost Query read timeout, retry in 1000', 'listening again']);
    expect(clients[1].queries).toEqual(['LISTEN portal_feeds']);
    await channel.stop();
  });

  it('refuses a channel name that is not a plain identifier (it is written into the LISTEN statement)', () => {
    expect(() =>
      listenToChannel(
        fakeSource(() => Promise.reject(new Error('no'))),
        'feeds; DROP TABLE users',
        recorder().handlers,
      ),
    ).toThrow(/not a channel name/);
  });
});
