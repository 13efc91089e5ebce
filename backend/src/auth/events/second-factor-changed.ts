import type { Actor } from '../../common/events/actor';

/** What a person did to their own second factor: the audit trail's action is named after it. */
export type SecondFactorChange = 'totp-enrol' | 'passkey-add' | 'passkey-remove';

/**
 * A staff person changed their own second factor: confirmed an authenticator app, added or removed a passkey (at a
 * required enrolment during sign-in or from "Moje konto"). It carries no secret, code or public key: only which factor
 * and, for a passkey, its number and the name the person gave it.
 * Raised in the writing transaction (common/events); the audit trail records it.
 */
export class SecondFactorChanged {
  constructor(
    readonly actor: Actor,
    readonly change: SecondFactorChange,
    readonly passkey?: { id: number; name: string },
  ) {}
}
