import { BadRequestException, Injectable, Logger } from '@nestjs/common';
import { DEFAULT_LANGUAGE, type Language } from '@portal/domain';
import { hashPassword } from '../auth/password-hasher';
import { isUniqueViolation } from '../common/database-errors';
import { AccountMailsService } from './account-mails.service';
import { hashToken, looksLikeToken, newToken, TOKEN_MESSAGES, TOKEN_TTL_MS, tokenProblem, type TokenPurpose } from './account-token-rules';
import { AccountTokensRepository } from './account-tokens.repository';
import { AccountsRepository } from './accounts.repository';
import type { RegisterDto } from './dto/register.dto';
import type { UserEntity } from '../users/entities/user.entity';
import type { EntityManager } from 'typeorm';

/** Reset mails per account per hour, whoever asks: a stranger cannot flood someone's mailbox from many addresses. */
export const RESET_MAILS_PER_HOUR = 3;

/** Notices of a registration attempt per account per hour: the owner learns of it without being flooded. */
export const REGISTRATION_NOTICES_PER_HOUR = 1;

/** Registration, e-mail confirmation and password reset by mailed link (public spec §4; staff spec §7). */
@Injectable()
export class RegistrationService {
  private readonly logger = new Logger('Registration');

  constructor(
    private readonly accounts: AccountsRepository,
    private readonly tokens: AccountTokensRepository,
    private readonly mails: AccountMailsService,
  ) {}

  /**
   * Answers 201 with nothing whether or not the address has an account (public spec §8 shows the success text
   * 'Konto zostało utworzone…' then), so registration tells nobody which addresses — staff's included — have an account.
   * Before the answer both cases do exactly the same work: one indexed read of the address (a database that is down
   * fails the call with 503) and the password's argon2 hash. Everything else follows the answer: a new address gets
   * its account, its token and the confirmation link; an existing account's owner a notice with the way to sign in or
   * set a new password (docs/accounts.md "Registration").
   */
  async register(dto: RegisterDto, language: Language = DEFAULT_LANGUAGE): Promise<void> {
    const existing = await this.accounts.findUserByEmail(dto.email);
    const passwordHash = await hashPassword(dto.password);
    this.afterAnswer(existing ? this.tellOwner(existing) : this.createAccount(dto, passwordHash, language));
  }

  /** `language`: the registration request's (query, cookie, browser): the new account's alerts are written in it. */
  private async createAccount(dto: RegisterDto, passwordHash: string, language: Language): Promise<void> {
    let token: string;
    let user: UserEntity;
    try {
      [user, token] = await this.accounts.transaction(async (em) => {
        const created = await this.accounts.insertUser(em, {
          systemRole: 'PUBLIC',
          fullName: dto.fullName,
          email: dto.email,
          passwordHash,
          emailConfirmedAt: null,
          language,
        });
        return [created, await this.issue(created, 'CONFIRM_EMAIL', em)] as const;
      });
    } catch (error) {
      // A parallel registration of the same address stored it first: its owner is told, like any existing account.
      if (!isUniqueViolation(error)) throw error;
      const owner = await this.accounts.findUserByEmail(dto.email);
      if (owner) await this.tellOwner(owner);
      return;
    }
    await this.mails.confirmEmail(user, token);
  }

  /** Someone registered with the address of an account: its owner hears of it, at most REGISTRATION_NOTICES_PER_HOUR. */
  private async tellOwner(owner: UserEntity): Promise<void> {
    if (owner.deleted) return;
    const since = new Date(Date.now() - 3_600_000);
    if ((await this.mails.countSince(owner.email, 'REGISTRATION_ATTEMPT', since)) >= REGISTRATION_NOTICES_PER_HOUR) return;
    await this.mails.registrationAttempt(owner, owner.systemRole);
  }

  /** Work after the answer: a refused mail is in the outbox as FAILED, anything else in the log. */
  private afterAnswer(mail: Promise<unknown>): void {
    mail.catch((error: unknown) => this.logger.error(`Rejestracja: ${error instanceof Error ? error.message : String(error)}`));
  }

  async confirmEmail(token: string): Promise<void> {
    await this.useToken(token, 'CONFIRM_EMAIL', async (em, user, now) => {
      await this.accounts.updateUser(em, user.id, { emailConfirmedAt: now });
    });
  }

  /**
   * Answers the same, equally fast, whether or not the address has an account: before the answer only the account is
   * looked up (one indexed read either way), so a database that is down fails the call with 503 instead of answering
   * 204 and losing the mail; the token and the mail follow the answer (a failed mail is in the outbox).
   */
  async remind(email: string): Promise<void> {
    const user = await this.accounts.findUserByEmail(email);
    if (!user || user.deleted) return;
    this.sendReset(user).catch((error: unknown) => this.logger.error(`Przypomnienie hasła: ${error instanceof Error ? error.message : String(error)}`));
  }

  /** A new password from a mailed link; the link also proves the mailbox, so an unconfirmed address becomes confirmed. */
  async resetPassword(token: string, newPassword: string): Promise<void> {
    const passwordHash = await hashPassword(newPassword);
    await this.useToken(token, 'RESET_PASSWORD', async (em, user, now) => {
      await this.accounts.updateUser(em, user.id, { passwordHash, ...(user.emailConfirmedAt ? {} : { emailConfirmedAt: now }) }, true);
    });
  }

  private async sendReset(user: UserEntity): Promise<void> {
    const since = new Date(Date.now() - 3_600_000);
    if ((await this.tokens.countSince(user.id, 'RESET_PASSWORD', since)) >= RESET_MAILS_PER_HOUR) return;
    const token = await this.issue(user, 'RESET_PASSWORD');
    await this.mails.resetPassword(user, token, user.systemRole);
  }

  /** Stores only the hash; the token itself goes into the mail and nowhere else. */
  async issue(user: Pick<UserEntity, 'id' | 'email'>, purpose: TokenPurpose, em?: EntityManager): Promise<string> {
    const { token, hash } = newToken();
    const values = { userId: user.id, purpose, tokenHash: hash, email: user.email, expiresAt: new Date(Date.now() + TOKEN_TTL_MS[purpose]) };
    await this.tokens.insert(values, em);
    return token;
  }

  private async useToken(token: string, purpose: TokenPurpose, apply: (em: EntityManager, user: UserEntity, now: Date) => Promise<void>): Promise<void> {
    if (!looksLikeToken(token)) throw new BadRequestException(TOKEN_MESSAGES.UNKNOWN);
    await this.accounts.transaction(async (em) => {
      const now = new Date();
      const stored = await this.tokens.findForUpdate(em, hashToken(token));
      const user = stored ? await this.accounts.findUser(stored.userId, em) : null;
      const problem = tokenProblem(stored, purpose, user && !user.deleted ? user.email : null, now);
      if (problem) throw new BadRequestException(TOKEN_MESSAGES[problem]);
      await this.tokens.markUsed(em, stored!, now);
      await apply(em, user!, now);
    });
  }
}
