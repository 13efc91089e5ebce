import {
  BadRequestException,
  ForbiddenException,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  OnApplicationBootstrap,
  UnauthorizedException,
} from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
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
      return { secondFactor: stage, challengeToken: await this.secondFactor.challengeFor(user, stage), expiresInSeconds: CHALLENGE_TTL_SECONDS };
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
    await this.countedCode(user, clientIp, () => this.secondFactor.checkCode(user, dto.code));
    return this.session(user);
  }

  /** Enrolment when the role requires it: only with a challenge of the 'enrol' stage (a right password, no factor yet). */
  async beginEnrolment(dto: SecondFactorChallengeDto): Promise<SecondFactorEnrolmentResponseDto> {
    return this.secondFactor.beginEnrolment(await this.secondFactor.readChallenge(dto.challengeToken, 'enrol'));
  }

  /** The first code of the new factor confirms the enrolment and signs the person in. */
  async confirmEnrolment(dto: SecondFactorCodeDto, clientIp: string): Promise<LoginResponseDto> {
    const user = await this.secondFactor.readChallenge(dto.challengeToken, 'enrol');
    await this.countedCode(user, clientIp, async () => ((await this.secondFactor.confirmEnrolment(user, dto.code)) ? 'totp' : null));
    return this.session(user);
  }

  /** A signed-in staff member whose role does not require it enrols by choice; from then on every sign-in asks for a code. */
  async beginOwnEnrolment(current: AuthUser): Promise<SecondFactorEnrolmentResponseDto> {
    return this.secondFactor.beginEnrolment(await this.staffMember(current));
  }

  async confirmOwnEnrolment(current: AuthUser, code: string, clientIp: string): Promise<void> {
    const user = await this.staffMember(current);
    // 400, not 401: a signed-in person's front end reads a 401 as the end of the session.
    const wrong = () => new BadRequestException({ message: SECOND_FACTOR_MESSAGES.badCode, errors: { code: SECOND_FACTOR_MESSAGES.badCode } });
    await this.countedCode(user, clientIp, async () => ((await this.secondFactor.confirmEnrolment(user, code)) ? 'totp' : null), wrong);
  }

  /** Portal accounts have no second factor (docs/security.md "Second factor"). */
  private async staffMember(current: AuthUser): Promise<UserEntity> {
    const user = await this.users.findById(current.id);
    if (!user || user.systemRole === 'PUBLIC') throw new ForbiddenException(ERROR_MESSAGES.forbidden);
    return user;
  }

  /**
   * A code try counts in the sign-in lockout of the person's login and the client address, as a wrong password does:
   * reserved before the check, 503 while locked, cleared by a right code. Every try goes to the audit trail.
   */
  private async countedCode(
    user: UserEntity,
    clientIp: string,
    check: () => Promise<SecondFactorMethod | null>,
    wrongCode: () => Error = () => new UnauthorizedException(SECOND_FACTOR_MESSAGES.badCode),
  ): Promise<void> {
    const audit = (outcome: SignInOutcome, method: string) =>
      this.events.publish(new StaffSignInAttempted(outcome, { userId: user.id, address: clientIp, method }, user.email));
    if (!(await this.lockout.reserveAttempt(user.email, clientIp))) {
      await audit('lockout', 'totp');
      throw new HttpException(AUTH_MESSAGES.locked, HttpStatus.SERVICE_UNAVAILABLE);
    }
    const method = await check();
    if (!method) {
      await audit('failure', 'totp');
      throw wrongCode();
    }
    await this.lockout.recordSuccess(user.email, clientIp);
    await audit('success', method);
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
