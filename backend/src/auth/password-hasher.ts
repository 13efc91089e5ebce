import { HttpException, HttpStatus } from '@nestjs/common';
import * as argon2 from 'argon2';
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { HashingSlots } from './hashing-slots';

export const PASSWORD_BUSY_MESSAGE = 'Serwer jest chwilowo przeciążony logowaniem. Spróbuj ponownie za chwilę.';

/**
 * argon2 runs in libuv's thread pool and each hash keeps a core busy. At most half the pool (file reads, DNS and zlib
 * keep the rest) and one core fewer than the machine has (the event loop keeps one: four hashes on two cores starved
 * it, and every feed with it); a short queue behind (a few seconds of work). Beyond that a sign-in is answered 429 at
 * once instead of waiting (docs/security.md "Sign-in floods").
 */
const POOL_SIZE = Number(process.env.UV_THREADPOOL_SIZE) || 4;
export const hashingSlots = new HashingSlots(Math.max(1, Math.min(Math.floor(POOL_SIZE / 2), availableParallelism() - 1)), 16);

/**
 * 429, not 503: both front ends show a 503 at sign-in as the lockout (staff spec §4.4, public spec), and "too many
 * sign-ins at once, try again shortly" is what happened. Retry-After tells a client when.
 */
export class PasswordHashingBusyException extends HttpException {
  /** Read by RetryAfterInterceptor. */
  readonly retryAfterSeconds = 1;

  constructor() {
    super(PASSWORD_BUSY_MESSAGE, HttpStatus.TOO_MANY_REQUESTS);
  }
}

/** Refuses at once when a password check could not even queue now (HashingCapacityGuard, before any database work). */
export function assertHashingCapacity(): void {
  if (hashingSlots.full) throw new PasswordHashingBusyException();
}

async function inSlot<T>(work: () => Promise<T>): Promise<T> {
  const result = await hashingSlots.run(work);
  if (result.busy) throw new PasswordHashingBusyException();
  return result.value;
}

/** argon2id with the library's defaults (64 MiB, 3 passes): slow enough against guessing, fast enough for sign-in. */
export const hashPassword = (password: string): Promise<string> => inSlot(() => argon2.hash(password, { type: argon2.argon2id }));

let dummyHash: Promise<string> | undefined;

/**
 * A hash of a random password with the same parameters, made once: an unknown e-mail is checked against it, so the
 * answer takes as long as for an existing account and does not tell which accounts exist.
 */
export function prepareDummyHash(): Promise<string> {
  dummyHash ??= argon2.hash(randomBytes(32).toString('base64'), { type: argon2.argon2id });
  return dummyHash;
}

/** The same work whether or not there is a stored hash; false without one. */
export async function verifyPassword(hash: string | null | undefined, password: string): Promise<boolean> {
  const stored = hash || (await prepareDummyHash());
  const ok = await inSlot(async () => {
    try {
      return await argon2.verify(stored, password);
    } catch {
      return false;
    }
  });
  return ok && !!hash;
}
