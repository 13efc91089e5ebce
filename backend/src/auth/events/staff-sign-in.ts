import type { Actor } from '../../common/events/actor';

/** 'second-factor-required': the password was right and a code (or enrolment) is asked for; no session yet. */
export type SignInOutcome = 'success' | 'failure' | 'lockout' | 'second-factor-required';

/** A sign-in to the back office was tried: published once its outcome is known (common/events). */
export class StaffSignInAttempted {
  constructor(
    readonly outcome: SignInOutcome,
    readonly actor: Actor,
    /** The login typed, kept for failures of unknown accounts; the audit trail masks it. */
    readonly login: string,
    /** Why a single sign-on was refused (sso/sso-refusals.ts); the password sign-in's failures need none. */
    readonly reason?: string,
  ) {}
}
