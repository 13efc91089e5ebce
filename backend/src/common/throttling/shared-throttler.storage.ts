import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { ThrottlerStorageService, type ThrottlerStorage } from '@nestjs/throttler';
import { createHash } from 'node:crypto';
import { DATABASE_RETRY_AFTER_SECONDS } from '../database-errors';
import { ThrottlerHitsRepository } from './throttler-hits.repository';
import { whenStoreUnavailable } from './throttling-policy';

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/** A counter that takes longer than this is treated as unavailable: a throttled request must not wait on it. */
export const STORE_TIMEOUT_MS = 1000;
/** After a failure the database is asked again only after this long, so an outage costs no time per request. */
export const STORE_RETRY_AFTER_MS = DATABASE_RETRY_AFTER_SECONDS * 1000;

/** Thrown for a `refuse` throttler while the shared counters cannot be read; the guard answers 503. */
export class ThrottlerStoreUnavailableError extends Error {
  constructor(cause: unknown) {
    super('Liczniki limitów żądań są chwilowo niedostępne', { cause });
    this.name = 'ThrottlerStoreUnavailableError';
  }
}

/**
 * @nestjs/throttler's storage over PostgreSQL, so every instance behind a load balancer counts the same hits
 *. One statement per throttled request. When the database does not answer, each throttler follows its
 * policy (throttling-policy.ts): count in this process's memory, or refuse.
 */
@Injectable()
export class SharedThrottlerStorage implements ThrottlerStorage, OnApplicationShutdown {
  private readonly logger = new Logger('Throttler');
  private readonly local = new ThrottlerStorageService();
  /** Epoch ms until which the database is not asked (0: it answered last time). */
  private unavailableUntil = 0;

  constructor(private readonly counters: ThrottlerHitsRepository) {}

  async increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string): Promise<ThrottlerStorageRecord> {
    // The guard passes the ttl when no block is configured; a zero block would reopen the window at once.
    const block = blockDuration > 0 ? blockDuration : ttl;
    let failure: unknown = new Error('licznik pominięty po niedawnym błędzie bazy danych');
    if (Date.now() >= this.unavailableUntil) {
      try {
        const state = await withTimeout(this.counters.hit(storeKey(throttlerName, key), ttl, limit, block), STORE_TIMEOUT_MS);
        if (this.unavailableUntil) this.logger.log('Wspólne liczniki limitów znów dostępne');
        this.unavailableUntil = 0;
        return { totalHits: state.hits, timeToExpire: state.expiresIn, isBlocked: state.blockedFor > 0, timeToBlockExpire: state.blockedFor };
      } catch (error) {
        failure = error;
        // One line per outage, not one per request.
        if (!this.unavailableUntil)
          this.logger.warn(
            `Wspólne liczniki limitów niedostępne (${error instanceof Error ? error.message : String(error)}): logowanie liczone w tej instancji, maile do kont odrzucane (503) do powrotu bazy`,
          );
        this.unavailableUntil = Date.now() + STORE_RETRY_AFTER_MS;
      }
    }
    if (whenStoreUnavailable(throttlerName) === 'refuse') throw new ThrottlerStoreUnavailableError(failure);
    return this.local.increment(key, ttl, limit, block, throttlerName);
  }

  onApplicationShutdown(): void {
    this.local.onApplicationShutdown();
  }
}

/** The guard's keys are sha256 hex already; a custom key generator could make longer ones. */
function storeKey(throttlerName: string, key: string): string {
  const id = `${throttlerName}:${key}`;
  return id.length <= 200 ? id : `${throttlerName.slice(0, 60)}:${createHash('sha256').update(id).digest('hex')}`;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`brak odpowiedzi bazy danych w ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
