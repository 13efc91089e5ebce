import type { Notification, Pool, PoolClient } from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';

export interface ChannelHandlers {
  /** A NOTIFY on the channel, with its payload. */
  notified(payload: string): void;
  /** LISTEN is in place; `again` after a lost connection (what was sent meanwhile was missed). */
  listening(again: boolean): void;
  /** The connection failed or was lost; the next attempt is in `retryInMs`. */
  lost(error: unknown, retryInMs: number): void;
}

export interface ChannelListener {
  readonly listening: boolean;
  stop(): Promise<void>;
}

/**
 * Waits before reconnecting: 1 s, then twice as long each time, at most 30 s; back to 1 s once listening. A listening
 * session sends nothing, so a peer that vanished without a reset (a network cut, a failover) would go unnoticed for
 * the kernel's keep-alive time (two hours by default): a `SELECT 1` every `pingMs` finds it, the pool's query timeout
 * ending a connection that does not answer.
 */
export const LISTEN_RETRY = { firstMs: 1_000, maxMs: 30_000, pingMs: 30_000 };

const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;

/**
 * LISTEN on a PostgreSQL channel over a connection of its own, taken from the app's pool for as long as the app runs
 * (one of its `max` connections). A lost connection (the database restarted, the backend terminated, the network cut)
 * is replaced after LISTEN_RETRY; a failure here never reaches requests, and the app runs on without it (whoever
 * listens must have a slower way to notice changes too).
 */
export function listenToChannel(dataSource: DataSource, channel: string, handlers: ChannelHandlers, retry = LISTEN_RETRY): ChannelListener {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`not a channel name: ${channel}`);
  const pool = (dataSource.driver as PostgresDriver).master as Pool;
  let current: PoolClient | null = null;
  let timer: NodeJS.Timeout | null = null;
  let delay = retry.firstMs;
  let stopped = false;
  let active = false;
  let everListened = false;
  const released = new WeakSet<PoolClient>();

  const release = (client: PoolClient) => {
    if (released.has(client)) return;
    released.add(client);
    // Destroyed, not returned: its session holds the LISTEN, and a broken one must not be handed to a request.
    client.release(true);
  };

  const retryLater = (error: unknown) => {
    if (stopped) return;
    const wait = delay;
    delay = Math.min(delay * 2, retry.maxMs);
    handlers.lost(error, wait);
    timer = setTimeout(() => void connect(), wait);
    timer.unref();
  };

  const onLost = (client: PoolClient, error: unknown) => {
    if (client !== current) return;
    current = null;
    active = false;
    release(client);
    retryLater(error);
  };

  const connect = async () => {
    timer = null;
    if (stopped) return;
    let client: PoolClient | null = null;
    try {
      client = await pool.connect();
      if (stopped) return release(client);
      const own = client;
      own.on('notification', (message: Notification) => {
        if (message.channel === channel && own === current) handlers.notified(message.payload ?? '');
      });
      own.on('error', (error: Error) => onLost(own, error));
      own.on('end', () => onLost(own, new Error('connection ended')));
      current = own;
      await own.query(`LISTEN ${channel}`);
      if (stopped || own !== current) return release(own);
      delay = retry.firstMs;
      active = true;
      handlers.listening(everListened);
      everListened = true;
    } catch (error) {
      // Lost while LISTEN was on its way: onLost has already released it and planned the next attempt.
      if (client && released.has(client)) return;
      if (client === current) current = null;
      if (client) release(client);
      retryLater(error);
    }
  };

  const ping = setInterval(() => {
    if (!active || !current) return;
    const client = current;
    client.query('SELECT 1').catch((error: unknown) => onLost(client, error));
  }, retry.pingMs);
  ping.unref();

  void connect();
  return {
    get listening() {
      return active;
    },
    stop() {
      stopped = true;
      active = false;
      clearInterval(ping);
      if (timer) clearTimeout(timer);
      const client = current;
      current = null;
      if (client) release(client);
      return Promise.resolve();
    },
  };
}
