import type { Actor } from '../../common/events/actor';

/**
 * An administrator removed a person's second factor (a lost phone or key), the app and every passkey: the person enrols
 * again at the next sign-in.
 * Raised in the writing transaction (common/events); the audit trail records it.
 */
export class SecondFactorReset {
  constructor(
    readonly actor: Actor,
    readonly userId: number,
    /** Whether an enrolment (confirmed or begun) or a passkey existed and was removed. */
    readonly hadSecondFactor: boolean,
    /** How many passkeys were removed. */
    readonly passkeysRemoved: number,
  ) {}
}
