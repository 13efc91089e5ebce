import type { DataSource, EntityManager } from 'typeorm';

/**
 * A stable 32-bit key for a job name (FNV-1a), so each scheduled job gets its own PostgreSQL advisory lock without a
 * hand-kept list of numbers. Two names colliding would only make two jobs take turns, never run one twice.
 */
export function advisoryLockKey(name: string): number {
  let hash = 0x811c9dc5;
  for (const byte of Buffer.from(name, 'utf8')) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  // pg_try_advisory_xact_lock(bigint): a signed 32-bit value is always in range.
  return hash | 0;
}

export type LockedRun<T> = { ran: true; result: T } | { ran: false };

/**
 * Runs `work` in a transaction only if this instance wins `pg_try_advisory_xact_lock(key)`; another instance already
 * running the same job makes this call return `{ ran: false }` at once instead of waiting. The lock is released with
 * the transaction (also when the process dies), so a crashed instance never blocks the job.
 */
export function runWithAdvisoryLock<T>(db: DataSource, jobName: string, work: (em: EntityManager) => Promise<T>): Promise<LockedRun<T>> {
  return db.transaction(async (em): Promise<LockedRun<T>> => {
    const [row] = await em.query<Array<{ locked: boolean }>>('SELECT pg_try_advisory_xact_lock($1) AS locked', [advisoryLockKey(jobName)]);
    if (!row?.locked) return { ran: false };
    return { ran: true, result: await work(em) };
  });
}
