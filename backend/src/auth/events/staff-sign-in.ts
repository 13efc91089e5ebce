import type { Actor } from '../../common/events/actor';

export type SignInOutcome = 'success' | 'failure' | 'lockout';

/** A sign-in to the back office was tried: published once its outcome is known (common/events). */
export class StaffSignInAttempted {
  constructor(
    readonly outcome: SignInOutcome,
    readonly actor: Actor,
    /** The login typed, kept for failures of unknown accounts; the audit trail masks it. */
    readonly login: string,
  ) {}
}
