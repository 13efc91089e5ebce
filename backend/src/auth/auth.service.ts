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
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { UsersRepository } from '../users/users.repository';
import type { AuthUser, TokenPayload } from './auth-user';
import { LoginDto } from './dto/login.dto';
import { LoginResponseDto } from './dto/login-response.dto';
import { LoginLockoutService } from './login-lockout.service';
import { type SignInOutcome, StaffSignInAttempted } from './events/staff-sign-in';
import { hashPassword, PasswordHashingBusyException, prepareDummyHash, verifyPassword } from './password-hasher';

export const AUTH_MESSAGES = {
  badCredentials: 'Niepoprawne dane logowania',
  locked: 'Zbyt dużo prób logowania, konto zostało tymczasowo zablokowane.',
  sessionExpired: 'Sesja wygasła. Zaloguj się ponownie.',
  wrongCurrentPassword: 'Niepoprawne bieżące hasło',
  emailNotConfirmed: 'Adres e-mail nie został jeszcze potwierdzony. Kliknij link w wiadomości, którą wysłaliśmy.',
} as const;

@Injectable()
export class AuthService implements OnApplicationBootstrap {
  constructor(
    private readonly users: UsersRepository,
    private readonly lockout: LoginLockoutService,
    private readonly jwt: JwtService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly events: DomainEvents,
  ) {}

  /** The dummy hash for unknown e-mails is made at boot, so the first such sign-in is not the odd fast or slow one. */
  async onApplicationBootstrap(): Promise<void> {
    await prepareDummyHash();
  }

  /**
   * One answer, and the same work, for every failure (unknown e-mail, wrong password, deleted account) so the login
   * does not reveal which accounts exist; a locked pair answers 503 without checking the password.
   */
  async login(dto: LoginDto, clientIp: string, staff = false): Promise<LoginResponseDto> {
    // The back office's sign-ins go to the audit trail; the public site's do not (they are not staff actions).
    const audit = (outcome: SignInOutcome, userId: number | null) =>
      staff ? this.events.publish(new StaffSignInAttempted(outcome, { userId, address: clientIp, method: 'password' }, dto.login)) : undefined;
    const site: SignInSite = staff ? 'staff' : 'public';
    const { found: user, passwordOk } = await this.countedCheck(
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
    await this.lockout.recordSuccess(dto.login, clientIp);
    await audit('success', user.id);
    // Told only to whoever knows the password: a portal account signs in once its address is confirmed.
    if (user.systemRole === 'PUBLIC' && !user.emailConfirmedAt) throw new ForbiddenException(AUTH_MESSAGES.emailNotConfirmed);
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
  ): Promise<{ found: T | null; passwordOk: boolean }> {
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
    return { found, passwordOk };
  }

  /** Signing out revokes every token of the user (all devices). */
  async logout(user: AuthUser): Promise<void> {
    await this.users.bumpTokenVersion(user.id);
  }
}
