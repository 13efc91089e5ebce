import type { Actor } from '../../common/events/actor';

/**
 * An administrator asked for a test SMS to their own phone; published once the attempt's outcome is known (it changes
 * only the outbox row the send itself writes), before the answer leaves. `to` is the number as tried: the audit trail
 * masks it.
 */
export class TestSmsSent {
  constructor(
    readonly actor: Actor,
    readonly outboxId: number | null,
    readonly to: string,
    readonly status: string,
  ) {}
}
