import { createHmac } from 'node:crypto';
import { BadRequestException, ConflictException, Inject, Injectable, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { toString as qrSvg } from 'qrcode';
import type { Actor } from '../common/events/actor';
import { DomainEvents } from '../common/events/domain-events';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { UserEntity } from '../users/entities/user.entity';
import { UsersRepository } from '../users/users.repository';
import type { SecondFactorEnrolmentResponseDto, SecondFactorKind, SecondFactorStage, SecondFactorStatusResponseDto } from './dto/second-factor.dto';
import { PasskeysRepository } from './passkeys.repository';
import { PASSKEY_MESSAGES } from './passkey.service';
import { SecondFactorChanged } from './events/second-factor-changed';
import { SecondFactorReset } from './events/second-factor-reset';
import { SecondFactorsRepository } from './second-factors.repository';
import { hashRecoveryCode, matchingStep, newRecoveryCodes, newTotpSecret, normalizeRecoveryCode, otpauthUri, SecretBox, SIX_DIGITS } from './totp';

export const SECOND_FACTOR_MESSAGES = {
  badCode: 'Niepoprawny kod',
  challengeExpired: 'Logowanie wygasło. Zaloguj się ponownie hasłem.',
  alreadyEnrolled: 'Weryfikacja dwuetapowa jest już włączona',
  noPendingEnrolment: 'Najpierw rozpocznij konfigurację aplikacji uwierzytelniającej',
  userNotFound: 'Nie znaleziono użytkownika',
} as const;

/** The name an authenticator app shows above the codes. */
const ISSUER = 'Portal awarii – panel pracownika';
/** Long enough to open an authenticator app (or to enrol one), short enough to be useless when it leaks. */
export const CHALLENGE_TTL_SECONDS = 300;
const CHALLENGE_AUDIENCE = 'second-factor';

interface ChallengePayload {
  sub: number;
  ver: number;
  stage: SecondFactorStage;
}

/** What the second step was tried or passed with: the audit trail's sign-in method. */
export type SecondFactorMethod = 'totp' | 'recovery-code' | 'passkey';

/**
 * The staff second factor (docs/security.md "Second factor"): who must use one, the challenge token between the
 * password and the code, enrolment, code checks (each code once) and the administrator's reset. Counting failures and
 * issuing the session stay with AuthService, which calls this.
 */
@Injectable()
export class SecondFactorService {
  private readonly box: SecretBox;
  /** Challenge tokens are signed with their own key, so no check of a session token can ever accept one. */
  private readonly challengeKey: string;

  constructor(
    private readonly factors: SecondFactorsRepository,
    private readonly passkeys: PasskeysRepository,
    private readonly users: UsersRepository,
    private readonly jwt: JwtService,
    private readonly events: DomainEvents,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.box = new SecretBox(config.auth.secondFactorKey);
    this.challengeKey = createHmac('sha256', config.auth.jwtSecret).update('second-factor challenge').digest('base64');
  }

  /**
   * What a right password leads to: null, a session; 'verify', the code of an enrolled factor; 'enrol', enrolment
   * first (the role requires a factor and the person has none). Portal accounts and the demo data's exempt accounts
   * are never asked unless they enrolled.
   */
  async stageFor(user: UserEntity): Promise<SecondFactorStage | null> {
    if (user.systemRole === 'PUBLIC') return null;
    if ((await this.kindsOf(user.id)).length) return 'verify';
    if (user.secondFactorExempt || !this.requiredFor(user)) return null;
    return 'enrol';
  }

  /** The factors the person has: an enrolled authenticator app, passkeys. */
  async kindsOf(userId: number): Promise<SecondFactorKind[]> {
    const [factor, passkeys] = await Promise.all([this.factors.find(userId), this.passkeys.countOf(userId)]);
    return [...(factor?.enrolledAt ? (['totp'] as const) : []), ...(passkeys ? (['passkey'] as const) : [])];
  }

  /** What a challenge offers: at 'verify' the factors the person has, at 'enrol' either kind to set up. */
  async methodsFor(user: UserEntity, stage: SecondFactorStage): Promise<SecondFactorKind[]> {
    return stage === 'enrol' ? ['totp', 'passkey'] : this.kindsOf(user.id);
  }

  /**
   * Removes one of the person's passkeys. Refused when it is the last factor a role that requires one has: the
   * person adds another first (or an administrator resets, after which the next sign-in enrols again).
   */
  async removePasskey(user: UserEntity, passkeyId: number, address: string): Promise<void> {
    await this.users.transaction(async (em) => {
      // One removal at a time per person: two at once could each see the other passkey and leave none.
      await this.passkeys.lockOwner(user.id, em);
      const [factor, own] = await Promise.all([this.factors.find(user.id), this.passkeys.listOf(user.id, em)]);
      const removed = own.find((p) => p.id === passkeyId);
      if (!removed) throw new NotFoundException(PASSKEY_MESSAGES.notFound);
      const last = !factor?.enrolledAt && own.length === 1;
      if (last && !user.secondFactorExempt && this.requiredFor(user)) throw new ConflictException(PASSKEY_MESSAGES.lastFactor);
      await this.passkeys.removeOwn(user.id, passkeyId, em);
      await this.events.raise(em, new SecondFactorChanged({ userId: user.id, address }, 'passkey-remove', { id: removed.id, name: removed.name }));
    });
  }

  private requiredFor(user: Pick<UserEntity, 'systemRole'>): boolean {
    return this.config.auth.secondFactorRequiredRoles.includes(user.systemRole);
  }

  challengeFor(user: UserEntity, stage: SecondFactorStage): Promise<string> {
    const payload: ChallengePayload = { sub: user.id, ver: user.tokenVersion, stage };
    return this.jwt.signAsync(payload, { secret: this.challengeKey, audience: CHALLENGE_AUDIENCE, expiresIn: CHALLENGE_TTL_SECONDS });
  }

  /** The person a challenge token was given to, if it is valid, of this stage and not revoked since (same rule as sessions). */
  async readChallenge(token: string, stage: SecondFactorStage): Promise<UserEntity> {
    const payload = await this.jwt
      .verifyAsync<ChallengePayload>(token, { secret: this.challengeKey, audience: CHALLENGE_AUDIENCE, algorithms: ['HS256'], maxAge: CHALLENGE_TTL_SECONDS })
      .catch(() => null);
    if (!payload || payload.stage !== stage || typeof payload.sub !== 'number') throw new UnauthorizedException(SECOND_FACTOR_MESSAGES.challengeExpired);
    const user = await this.users.findById(payload.sub);
    if (!user || user.deleted || user.tokenVersion !== payload.ver) throw new UnauthorizedException(SECOND_FACTOR_MESSAGES.challengeExpired);
    return user;
  }

  /**
   * A new secret and ten recovery codes, shown this once: the secret is stored sealed and the codes hashed. Asking
   * again before confirming replaces both (a QR code scanned into the wrong phone); a confirmed factor is never replaced.
   */
  async beginEnrolment(user: UserEntity): Promise<SecondFactorEnrolmentResponseDto> {
    const secret = newTotpSecret();
    const recoveryCodes = newRecoveryCodes();
    const hashes = recoveryCodes.map((c) => hashRecoveryCode(normalizeRecoveryCode(c)!));
    if (!(await this.factors.savePending(user.id, this.box.seal(secret), hashes))) throw new ConflictException(SECOND_FACTOR_MESSAGES.alreadyEnrolled);
    const uri = otpauthUri(secret, ISSUER, user.email);
    const svg = await qrSvg(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
    return { secret, otpauthUri: uri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`, recoveryCodes };
  }

  /** The first code from the app confirms the enrolment (and is used up), recorded with it. False for a wrong code. */
  async confirmEnrolment(user: UserEntity, code: string, address: string): Promise<boolean> {
    const factor = await this.factors.find(user.id);
    if (!factor) throw new BadRequestException(SECOND_FACTOR_MESSAGES.noPendingEnrolment);
    if (factor.enrolledAt) throw new ConflictException(SECOND_FACTOR_MESSAGES.alreadyEnrolled);
    const step = matchingStep(this.box.open(factor.secretSealed), code.trim());
    if (step === null) return false;
    return this.users.transaction(async (em) => {
      const confirmed = await this.factors.confirm(user.id, step, em);
      if (confirmed) await this.events.raise(em, new SecondFactorChanged({ userId: user.id, address }, 'totp-enrol'));
      return confirmed;
    });
  }

  /**
   * A six-digit code of the app, within one step of now and later than the last one used, or an unused recovery code
   * (used up by this). Null: wrong, or already used.
   */
  async checkCode(user: UserEntity, typed: string): Promise<SecondFactorMethod | null> {
    const code = typed.trim();
    const factor = await this.factors.find(user.id);
    if (!factor?.enrolledAt) return null;
    if (SIX_DIGITS.test(code)) {
      const step = matchingStep(this.box.open(factor.secretSealed), code);
      return step !== null && (await this.factors.useStep(user.id, step)) ? 'totp' : null;
    }
    const recovery = normalizeRecoveryCode(code);
    return recovery && (await this.factors.useRecoveryCode(user.id, hashRecoveryCode(recovery))) ? 'recovery-code' : null;
  }

  async status(userId: number): Promise<SecondFactorStatusResponseDto> {
    const user = await this.users.findById(userId);
    if (!user) throw new NotFoundException(SECOND_FACTOR_MESSAGES.userNotFound);
    const [factor, passkeys] = await Promise.all([this.factors.find(userId), this.passkeys.countOf(userId)]);
    return {
      enrolled: !!factor?.enrolledAt || passkeys > 0,
      enrolledAt: factor?.enrolledAt?.toISOString() ?? null,
      totp: !!factor?.enrolledAt,
      passkeys,
      required: user.systemRole !== 'PUBLIC' && this.requiredFor(user),
      exempt: user.secondFactorExempt,
      recoveryCodesLeft: factor?.enrolledAt ? factor.recoveryCodeHashes.length : 0,
    };
  }

  /**
   * An administrator's reset (a lost phone or key): the authenticator app and every passkey are removed and the
   * person's sessions are revoked, so the next sign-in asks for a new enrolment (or, where not required, none).
   * Recorded in the audit trail with the change.
   */
  async reset(userId: number, actor: Actor): Promise<void> {
    const user = await this.users.findById(userId);
    if (!user) throw new NotFoundException(SECOND_FACTOR_MESSAGES.userNotFound);
    await this.users.transaction(async (em) => {
      const had = await this.factors.remove(userId, em);
      const passkeys = await this.passkeys.removeAll(userId, em);
      await this.users.bumpTokenVersion(userId, em);
      await this.events.raise(em, new SecondFactorReset(actor, userId, had || passkeys > 0, passkeys));
    });
  }
}
