import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { decodeClientDataJSON, isoUint8Array } from '@simplewebauthn/server/helpers';
import { DomainEvents } from '../common/events/domain-events';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { UserEntity } from '../users/entities/user.entity';
import { UsersRepository } from '../users/users.repository';
import { SecondFactorChanged } from './events/second-factor-changed';
import type { PasskeyEntity } from './entities/passkey.entity';
import type { WebAuthnPurpose } from './entities/webauthn-challenge.entity';
import { PasskeysRepository } from './passkeys.repository';

export const PASSKEY_MESSAGES = {
  challengeUsed: 'Potwierdzenie kluczem dostępu wygasło albo zostało już użyte. Spróbuj ponownie.',
  failed: 'Nie udało się potwierdzić klucza dostępu',
  unknownCredential: 'Ten klucz dostępu nie jest zarejestrowany dla tego konta',
  alreadyRegistered: 'Ten klucz dostępu jest już zarejestrowany',
  noPasskeys: 'To konto nie ma zarejestrowanych kluczy dostępu',
  notFound: 'Nie znaleziono klucza dostępu',
  lastFactor: 'Nie można usunąć ostatniego sposobu weryfikacji dwuetapowej, którego wymaga ta rola. Najpierw dodaj inny.',
} as const;

/** The name the browser's passkey dialog shows. */
const RP_NAME = 'Portal awarii – panel pracownika';
/** How long the browser's dialog waits for the person, and a little more for the answer to reach the server. */
const CEREMONY_TIMEOUT_MS = 60_000;
export const WEBAUTHN_CHALLENGE_TTL_SECONDS = 120;

/** A ceremony's outcome: the passkey it concerns, or why it was refused (a Polish message for the person). */
export type PasskeyOutcome = { passkey: PasskeyEntity } | { refused: string };

/**
 * The server side of WebAuthn with `@simplewebauthn/server` (docs/security.md "Passkeys"): the options a browser needs,
 * and the check of its answer against a challenge kept here — each challenge answered once, within its lifetime, from
 * the configured origin, by a credential of this person, with a signature counter that moves forward.
 */
@Injectable()
export class PasskeyService {
  constructor(
    private readonly passkeys: PasskeysRepository,
    private readonly users: UsersRepository,
    private readonly events: DomainEvents,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private get rp() {
    return this.config.auth.webauthn;
  }

  list(userId: number): Promise<PasskeyEntity[]> {
    return this.passkeys.listOf(userId);
  }

  count(userId: number): Promise<number> {
    return this.passkeys.countOf(userId);
  }

  /** Options to create a passkey; the person's passkeys are excluded, so one authenticator is not registered twice. */
  async registrationOptions(user: UserEntity): Promise<PublicKeyCredentialCreationOptionsJSON> {
    const existing = await this.passkeys.listOf(user.id);
    const options = await generateRegistrationOptions({
      rpName: RP_NAME,
      rpID: this.rp.rpId,
      // The user handle is stored on the authenticator: the account's number, never the e-mail.
      userID: isoUint8Array.fromUTF8String(String(user.id)),
      userName: user.email,
      userDisplayName: user.fullName,
      timeout: CEREMONY_TIMEOUT_MS,
      attestationType: 'none',
      excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: p.transports })),
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
    });
    await this.passkeys.saveChallenge(user.id, 'registration', options.challenge, WEBAUTHN_CHALLENGE_TTL_SECONDS);
    return options;
  }

  /** Checks a new passkey's attestation and stores it under the person's name for it, recorded with it (from `address`). */
  async register(user: UserEntity, response: RegistrationResponseJSON, name: string, address: string): Promise<PasskeyOutcome> {
    const challenge = await this.takeChallenge(user, 'registration', response);
    if (typeof challenge !== 'string') return challenge;
    const verification = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: this.rp.origin,
      expectedRPID: this.rp.rpId,
      // A second factor after the password: presence is the proof; a PIN or fingerprint is welcome, not required.
      requireUserVerification: false,
    }).catch(() => null);
    if (!verification?.verified) return { refused: PASSKEY_MESSAGES.failed };
    const { credential, credentialBackedUp } = verification.registrationInfo;
    const saved = await this.users.transaction(async (em) => {
      const added = await this.passkeys.add(
        {
          userId: user.id,
          credentialId: credential.id,
          publicKey: Buffer.from(credential.publicKey),
          counter: credential.counter,
          transports: credential.transports ?? [],
          name: name.trim(),
          backedUp: credentialBackedUp,
        },
        em,
      );
      if (added) await this.events.raise(em, new SecondFactorChanged({ userId: user.id, address }, 'passkey-add', { id: added.id, name: added.name }));
      return added;
    });
    return saved ? { passkey: saved } : { refused: PASSKEY_MESSAGES.alreadyRegistered };
  }

  /** Options to sign in with one of the person's passkeys; 400 when they have none. */
  async authenticationOptions(user: UserEntity): Promise<PublicKeyCredentialRequestOptionsJSON> {
    const own = await this.passkeys.listOf(user.id);
    if (!own.length) throw new BadRequestException(PASSKEY_MESSAGES.noPasskeys);
    const options = await generateAuthenticationOptions({
      rpID: this.rp.rpId,
      allowCredentials: own.map((p) => ({ id: p.credentialId, transports: p.transports })),
      userVerification: 'preferred',
      timeout: CEREMONY_TIMEOUT_MS,
    });
    await this.passkeys.saveChallenge(user.id, 'authentication', options.challenge, WEBAUTHN_CHALLENGE_TTL_SECONDS);
    return options;
  }

  /** Checks an assertion: the challenge is used up whatever the outcome, so an answer counts once. */
  async authenticate(user: UserEntity, response: AuthenticationResponseJSON): Promise<PasskeyOutcome> {
    const challenge = await this.takeChallenge(user, 'authentication', response);
    if (typeof challenge !== 'string') return challenge;
    const passkey = typeof response.id === 'string' ? await this.passkeys.findOwn(user.id, response.id) : null;
    if (!passkey) return { refused: PASSKEY_MESSAGES.unknownCredential };
    const verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: this.rp.origin,
      expectedRPID: this.rp.rpId,
      credential: { id: passkey.credentialId, publicKey: new Uint8Array(passkey.publicKey), counter: Number(passkey.counter), transports: passkey.transports },
      requireUserVerification: false,
    }).catch(() => null);
    // The library refuses a counter that did not move forward (a cloned authenticator); recordUse refuses a race.
    if (!verification?.verified) return { refused: PASSKEY_MESSAGES.failed };
    const { newCounter, credentialBackedUp } = verification.authenticationInfo;
    if (!(await this.passkeys.recordUse(passkey.id, newCounter, credentialBackedUp))) return { refused: PASSKEY_MESSAGES.failed };
    return { passkey };
  }

  /**
   * The challenge the browser signed, taken from the store (and so deleted) when it is this person's, of this purpose
   * and still live. Read from the answer itself: it is checked against the store, never trusted.
   */
  private async takeChallenge(
    user: UserEntity,
    purpose: WebAuthnPurpose,
    response: { response?: { clientDataJSON?: unknown } },
  ): Promise<string | PasskeyOutcome> {
    let challenge: unknown;
    try {
      challenge = decodeClientDataJSON(String(response.response?.clientDataJSON)).challenge;
    } catch {
      return { refused: PASSKEY_MESSAGES.failed };
    }
    if (typeof challenge !== 'string' || !(await this.passkeys.consumeChallenge(user.id, purpose, challenge)))
      return { refused: PASSKEY_MESSAGES.challengeUsed };
    return challenge;
  }
}
