import type { Actor } from '../../common/events/actor';

/**
 * An administrator removed a person's second factor (a lost phone): the person enrols again at the next sign-in.
 * Raised in the writing transaction (common/events); the audit trail records it.
 */
export class SecondFactorReset {
  constructor(
    readonly actor: Actor,
    readonly userId: number,
    /** Whether an enrolment (confirmed or begun) existed and was removed. */
    readonly hadSecondFactor: boolean,
  ) {}
}
