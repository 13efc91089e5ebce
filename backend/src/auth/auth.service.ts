import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  OnApplicationBootstrap,
  UnauthorizedException,
} from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import { DomainEvents } from '../common/events/domain-events';
import { SIGN_IN_FAILURES, SIGN_IN_LOCKOUTS, type SignInSite } from '../common/metrics/process-metrics';
import { ERROR_MESSAGES } from '../common/api-error';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { UsersRepository } from '../users/users.repository';
import type { AuthUser, TokenPayload } from './auth-user';
import { LoginDto } from './dto/login.dto';
import { LoginResponseDto } from './dto/login-response.dto';
import type {
  SecondFactorChallengeDto,
  SecondFactorChallengeResponseDto,
  SecondFactorCodeDto,
  SecondFactorEnrolmentResponseDto,
} from './dto/second-factor.dto';
import type { UserEntity } from '../users/entities/user.entity';
import { CHALLENGE_TTL_SECONDS, SECOND_FACTOR_MESSAGES, SecondFactorMethod, SecondFactorService } from './second-factor.service';
import type { PasskeyAssertionDto, PasskeyEnrolmentDto, PasskeyRegistrationDto, PasskeyResponseDto } from './dto/passkey.dto';
import type { PasskeyEntity } from './entities/passkey.entity';
import { type PasskeyOutcome, PasskeyService } from './passkey.service';
import { SIX_DIGITS } from './totp';
import { LoginLockoutService } from './login-lockout.service';
import { type SignInOutcome, StaffSignInAttempted } from './events/staff-sign-in';
import { hashPassword, PasswordHashingBusyException, prepareDummyHash, verifyPassword } from './password-hasher';

export const AUTH_MESSAGES = {
  badCredentials: 'Niepoprawne dane logowania',
  locked: 'Zbyt dużo prób logowania, konto zostało tymczasowo zablokowane.',
  sessionExpired: 'Sesja wygasła. Zaloguj się ponownie.',
  wrongCurrentPassword: 'Niepoprawne bieżące hasło',
  emailNotConfirmed: 'Adres e-mail nie został jeszcze potwierdzony. Kliknij link w wiadomości, którą wysłaliśmy.',
  staffPasswordsOff: 'Pracownicy nie logują się hasłem. Użyj przycisku „Zaloguj przez {provider}”.',
} as const;

@Injectable()
export class AuthService implements OnApplicationBootstrap {
  constructor(
    private readonly users: UsersRepository,
    private readonly lockout: LoginLockoutService,
    private readonly jwt: JwtService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly events: DomainEvents,
    private readonly secondFactor: SecondFactorService,
    private readonly passkeys: PasskeyService,
  ) {}

  /** The dummy hash for unknown e-mails is made at boot, so the first such sign-in is not the odd fast or slow one. */
  async onApplicationBootstrap(): Promise<void> {
    await prepareDummyHash();
  }

  /**
   * One answer, and the same work, for every failure (unknown e-mail, wrong password, deleted account) so the login
   * does not reveal which accounts exist; a locked pair answers 503 without checking the password.
   */
  async login(dto: LoginDto, clientIp: string, staff = false): Promise<LoginResponseDto | SecondFactorChallengeResponseDto> {
    // With staff passwords off, the back office's password sign-in is closed to everyone: refused before any check, so
    // the answer tells nothing about the account.
    if (staff && !this.config.staffPasswords) throw new ForbiddenException(this.passwordsOffMessage());
    // The back office's sign-ins go to the audit trail; the public site's do not (they are not staff actions).
    const audit = (outcome: SignInOutcome, userId: number | null) =>
      staff ? this.events.publish(new StaffSignInAttempted(outcome, { userId, address: clientIp, method: 'password' }, dto.login)) : undefined;
    const site: SignInSite = staff ? 'staff' : 'public';
    const {
      found: user,
      passwordOk,
      reservation,
    } = await this.countedCheck(
      dto.login,
      clientIp,
      () => this.users.findForLogin(dto.login),
      dto.password,
      () => {
        SIGN_IN_LOCKOUTS.inc({ site });
        return audit('lockout', null);
      },
    );
    if (!user || !passwordOk || user.deleted) {
      SIGN_IN_FAILURES.inc({ site });
      await audit('failure', user?.id ?? null);
      throw new UnauthorizedException(AUTH_MESSAGES.badCredentials);
    }
    // The public site's sign-in is no way around it: told only to whoever knows the password.
    if (!this.config.staffPasswords && user.systemRole !== 'PUBLIC') throw new ForbiddenException(this.passwordsOffMessage());
    const stage = await this.secondFactor.stageFor(user);
    if (stage) {
      // The password try neither counts nor clears the pair's failures: clearing them here would let whoever knows the
      // password try codes without end, a few between each right password.
      await this.lockout.releaseAttempt(reservation);
      await this.events.publish(new StaffSignInAttempted('second-factor-required', { userId: user.id, address: clientIp, method: 'password' }, dto.login));
      return {
        secondFactor: stage,
        challengeToken: await this.secondFactor.challengeFor(user, stage),
        expiresInSeconds: CHALLENGE_TTL_SECONDS,
        methods: await this.secondFactor.methodsFor(user, stage),
      };
    }
    await this.lockout.recordSuccess(dto.login, clientIp);
    await audit('success', user.id);
    // Told only to whoever knows the password: a portal account signs in once its address is confirmed.
    if (user.systemRole === 'PUBLIC' && !user.emailConfirmedAt) throw new ForbiddenException(AUTH_MESSAGES.emailNotConfirmed);
    return this.session(user);
  }

  private passwordsOffMessage(): string {
    return AUTH_MESSAGES.staffPasswordsOff.replace('{provider}', this.config.oidc?.providerName ?? '');
  }

  /** The second step: a code of the enrolled factor, or a recovery code, turns the challenge into a session. */
  async completeSecondFactor(dto: SecondFactorCodeDto, clientIp: string): Promise<LoginResponseDto> {
    const user = await this.secondFactor.readChallenge(dto.challengeToken, 'verify');
    await this.countedStep(user, clientIp, codeKind(dto.code), () => this.codeChecked(this.secondFactor.checkCode(user, dto.code)));
    return this.session(user);
  }

  /** The options for the browser's passkey dialog at the second step (the challenge is kept on the server). */
  async passkeyOptions(dto: SecondFactorChallengeDto): Promise<PublicKeyCredentialRequestOptionsJSON> {
    return this.passkeys.authenticationOptions(await this.secondFactor.readChallenge(dto.challengeToken, 'verify'));
  }

  /** The second step with a passkey: a verified assertion turns the challenge into a session; a failed one counts as a wrong code. */
  async completePasskey(dto: PasskeyAssertionDto, clientIp: string): Promise<LoginResponseDto> {
    const user = await this.secondFactor.readChallenge(dto.challengeToken, 'verify');
    await this.countedStep(user, clientIp, 'passkey', async () => passkeyChecked(await this.passkeys.authenticate(user, dto.response)));
    return this.session(user);
  }

  /** Enrolment when the role requires it: only with a challenge of the 'enrol' stage (a right password, no factor yet). */
  async beginEnrolment(dto: SecondFactorChallengeDto): Promise<SecondFactorEnrolmentResponseDto> {
    return this.secondFactor.beginEnrolment(await this.secondFactor.readChallenge(dto.challengeToken, 'enrol'));
  }

  /** The first code of the new factor confirms the enrolment and signs the person in. */
  async confirmEnrolment(dto: SecondFactorCodeDto, clientIp: string): Promise<LoginResponseDto> {
    const user = await this.secondFactor.readChallenge(dto.challengeToken, 'enrol');
    await this.countedStep(user, clientIp, 'totp', () => this.codeChecked(this.confirmedTotp(user, dto.code, clientIp)));
    return this.session(user);
  }

  /** A required enrolment with a passkey instead of an app: the options to create one. */
  async beginPasskeyEnrolment(dto: SecondFactorChallengeDto): Promise<PublicKeyCredentialCreationOptionsJSON> {
    const user = await this.enrollingUser(dto.challengeToken);
    return this.passkeys.registrationOptions(user);
  }

  /** The new passkey, verified and stored, completes the enrolment and signs the person in. */
  async completePasskeyEnrolment(dto: PasskeyEnrolmentDto, clientIp: string): Promise<LoginResponseDto> {
    const user = await this.enrollingUser(dto.challengeToken);
    await this.countedStep(user, clientIp, 'passkey', async () => passkeyChecked(await this.passkeys.register(user, dto.response, dto.name, clientIp)));
    return this.session(user);
  }

  /** The person of an 'enrol' challenge while they still have no factor: once one is set up, the sign-in asks for it. */
  private async enrollingUser(challengeToken: string): Promise<UserEntity> {
    const user = await this.secondFactor.readChallenge(challengeToken, 'enrol');
    if ((await this.secondFactor.kindsOf(user.id)).length) throw new ConflictException(SECOND_FACTOR_MESSAGES.alreadyEnrolled);
    return user;
  }

  /** A signed-in staff member whose role does not require it enrols by choice; from then on every sign-in asks for a code. */
  async beginOwnEnrolment(current: AuthUser): Promise<SecondFactorEnrolmentResponseDto> {
    return this.secondFactor.beginEnrolment(await this.staffMember(current));
  }

  async confirmOwnEnrolment(current: AuthUser, code: string, clientIp: string): Promise<void> {
    const user = await this.staffMember(current);
    await this.countedStep(user, clientIp, 'totp', () => this.codeChecked(this.confirmedTotp(user, code, clientIp)), fieldError('code'));
  }

  /** The signed-in staff member's passkeys (their second-factor screen). */
  async ownPasskeys(current: AuthUser): Promise<PasskeyResponseDto[]> {
    return (await this.passkeys.list((await this.staffMember(current)).id)).map(passkeyResponse);
  }

  async beginOwnPasskey(current: AuthUser): Promise<PublicKeyCredentialCreationOptionsJSON> {
    return this.passkeys.registrationOptions(await this.staffMember(current));
  }

  /**
   * Adds a passkey for a signed-in person: no sign-in is guessed here, so a failure does not count in the lockout. 400,
   * not 401: a signed-in person's front end reads a 401 as the end of the session.
   */
  async addOwnPasskey(current: AuthUser, dto: PasskeyRegistrationDto, clientIp: string): Promise<PasskeyResponseDto> {
    const outcome = await this.passkeys.register(await this.staffMember(current), dto.response, dto.name, clientIp);
    if ('refused' in outcome) throw fieldError('response')(outcome.refused);
    return passkeyResponse(outcome.passkey);
  }

  async removeOwnPasskey(current: AuthUser, passkeyId: number, clientIp: string): Promise<void> {
    await this.secondFactor.removePasskey(await this.staffMember(current), passkeyId, clientIp);
  }

  /** Portal accounts have no second factor (docs/security.md "Second factor"). */
  private async staffMember(current: AuthUser): Promise<UserEntity> {
    const user = await this.users.findById(current.id);
    if (!user || user.systemRole === 'PUBLIC') throw new ForbiddenException(ERROR_MESSAGES.forbidden);
    return user;
  }

  private async confirmedTotp(user: UserEntity, code: string, clientIp: string): Promise<SecondFactorMethod | null> {
    return (await this.secondFactor.confirmEnrolment(user, code, clientIp)) ? 'totp' : null;
  }

  private async codeChecked(check: Promise<SecondFactorMethod | null>): Promise<StepOutcome> {
    return (await check) ?? { refused: SECOND_FACTOR_MESSAGES.badCode };
  }

  /**
   * A second-step try (a code, a recovery code, a passkey) counts in the sign-in lockout of the person's login and the
   * client address, as a wrong password does: reserved before the check, 503 while locked, cleared by a success. Every
   * try goes to the audit trail with the factor tried, and failures and lockouts to the sign-in metrics.
   */
  private async countedStep(
    user: UserEntity,
    clientIp: string,
    tried: SecondFactorMethod,
    check: () => Promise<StepOutcome>,
    refuse: (message: string) => Error = (message) => new UnauthorizedException(message),
  ): Promise<void> {
    const audit = (outcome: SignInOutcome, method: string) =>
      this.events.publish(new StaffSignInAttempted(outcome, { userId: user.id, address: clientIp, method }, user.email));
    if (!(await this.lockout.reserveAttempt(user.email, clientIp))) {
      SIGN_IN_LOCKOUTS.inc({ site: 'staff' });
      await audit('lockout', tried);
      throw new HttpException(AUTH_MESSAGES.locked, HttpStatus.SERVICE_UNAVAILABLE);
    }
    const outcome = await check();
    if (typeof outcome !== 'string') {
      SIGN_IN_FAILURES.inc({ site: 'staff' });
      await audit('failure', tried);
      throw refuse(outcome.refused);
    }
    await this.lockout.recordSuccess(user.email, clientIp);
    await audit('success', outcome);
  }

  /** The session answer of every way in: the password (with or without a second factor) and single sign-on. */
  async session(user: UserEntity): Promise<LoginResponseDto> {
    const payload: TokenPayload = { sub: user.id, role: user.systemRole, ver: user.tokenVersion };
    return {
      token: await this.jwt.signAsync(payload, { expiresIn: this.config.auth.jwtTtlSeconds }),
      userId: user.id,
      role: user.systemRole,
      fullName: user.fullName,
      area: user.area,
      email: user.email,
      phone: user.phone,
    };
  }

  /**
   * Checks a verified token against the database: the user exists, is not deleted and the token is not revoked.
   * jsonwebtoken checks `exp` only when present, so a token signed without one is refused here.
   */
  async userForToken(payload: TokenPayload): Promise<AuthUser | null> {
    if (typeof payload?.sub !== 'number' || typeof payload.ver !== 'number' || typeof payload.exp !== 'number' || typeof payload.iat !== 'number') return null;
    const user = await this.users.findById(payload.sub);
    if (!user || user.deleted || user.tokenVersion !== payload.ver || user.systemRole !== payload.role) return null;
    return { id: user.id, role: user.systemRole, fullName: user.fullName, email: user.email };
  }

  /**
   * Public spec §4: a password change signs the user out everywhere (the token version is raised). The current
   * password is guessed against the sign-in's own counter, keyed by the account's e-mail and the client address: a
   * stolen session (an unlocked phone, a token copied from a browser) must not try passwords faster than the sign-in
   * lets anyone, and a wrong guess here counts towards the sign-in's lock and back.
   */
  async changePassword(user: AuthUser, currentPassword: string, newPassword: string, clientIp: string): Promise<void> {
    const { found: stored, passwordOk } = await this.countedCheck(user.email, clientIp, () => this.users.findWithPasswordById(user.id), currentPassword);
    if (!stored || !passwordOk) {
      throw new BadRequestException({ message: AUTH_MESSAGES.wrongCurrentPassword, errors: { currentPassword: AUTH_MESSAGES.wrongCurrentPassword } });
    }
    await this.lockout.recordSuccess(user.email, clientIp);
    await this.users.setPassword(user.id, await hashPassword(newPassword));
  }

  /**
   * A password check counted by the sign-in lockout: the try is reserved as a failure before the (slow) hash is
   * checked, a locked pair answers 503 without checking anything, and a try the server was too busy to check does not
   * count. The caller records the success, as only it knows when a right password is enough; `onLocked` runs before a
   * locked pair's 503 (the staff sign-in records it in the audit trail).
   */
  private async countedCheck<T extends { passwordHash?: string | null }>(
    login: string,
    clientIp: string,
    load: () => Promise<T | null>,
    password: string,
    onLocked: () => Promise<unknown> | undefined = () => undefined,
  ): Promise<{ found: T | null; passwordOk: boolean; reservation: string }> {
    const reservation = await this.lockout.reserveAttempt(login, clientIp);
    if (!reservation) {
      await onLocked();
      throw new HttpException(AUTH_MESSAGES.locked, HttpStatus.SERVICE_UNAVAILABLE);
    }
    const found = await load();
    const passwordOk = await verifyPassword(found?.passwordHash, password).catch(async (error: unknown) => {
      if (error instanceof PasswordHashingBusyException) await this.lockout.releaseAttempt(reservation);
      throw error;
    });
    return { found, passwordOk, reservation };
  }

  /** Signing out revokes every token of the user (all devices). */
  async logout(user: AuthUser): Promise<void> {
    await this.users.bumpTokenVersion(user.id);
  }
}

/** A second step's result: how it passed, or the Polish message of its refusal. */
type StepOutcome = SecondFactorMethod | { refused: string };

/** Which factor a typed code tries: six digits are the app's, anything else a recovery code. */
const codeKind = (code: string): SecondFactorMethod => (SIX_DIGITS.test(code.trim()) ? 'totp' : 'recovery-code');

const passkeyChecked = (outcome: PasskeyOutcome): StepOutcome => ('refused' in outcome ? outcome : 'passkey');

/** A refusal as a field error of the project's shape (400), for a signed-in person's form. */
const fieldError =
  (field: string) =>
  (message: string): Error =>
    new BadRequestException({ message, errors: { [field]: message } });

function passkeyResponse(p: PasskeyEntity): PasskeyResponseDto {
  return { id: p.id, name: p.name, createdAt: p.createdAt.toISOString(), lastUsedAt: p.lastUsedAt?.toISOString() ?? null, backedUp: p.backedUp };
}
