/**
 * The named throttlers, one per kind of route, and what each does when the shared counters cannot be read
 * (docs/operations.md "Several instances"):
 * - `local` — count in this process's memory until the database answers again. Sign-in and password change must
 *   stay usable in a storm (dispatchers sign in then), and the per-account lockout is a second line; the limit then
 *   holds per instance instead of across all of them, which is what one instance always had.
 * - `refuse` — answer 503 with Retry-After. Registration and password reminders send mail to an address an
 *   anonymous client typed: without a limit they would let anyone mail-bomb a third party, and they cannot do their
 *   work without the database anyway.
 */
export const THROTTLERS = {
  /** Sign-in and password change (auth/sign-in-throttler.guard.ts runs under the module's 'default' throttler). */
  signIn: 'default',
  /** Routes that mail an address typed by an anonymous client (accounts/account-mail-throttler.guard.ts). */
  accountMail: 'account-mail',
} as const;

export type WhenStoreUnavailable = 'local' | 'refuse';

const POLICY: Record<string, WhenStoreUnavailable> = {
  [THROTTLERS.signIn]: 'local',
  [THROTTLERS.accountMail]: 'refuse',
};

/** Unknown names count locally: a throttler added later keeps working, like the in-memory one did. */
export function whenStoreUnavailable(throttlerName: string): WhenStoreUnavailable {
  return POLICY[throttlerName] ?? 'local';
}
