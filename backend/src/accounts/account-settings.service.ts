import { BadRequestException, ConflictException, Injectable, NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import type { AuthUser } from '../auth/auth-user';
import { ERROR_MESSAGES } from '../common/api-error';
import { isUniqueViolation } from '../common/database-errors';
import { MailOutboxRepository } from '../mail/mail-outbox.repository';
import { PushSubscriptionsService } from '../push/push-subscriptions.service';
import type { UserEntity } from '../users/entities/user.entity';
import { AccountMailsService } from './account-mails.service';
import { AccountsRepository } from './accounts.repository';
import { consentChanges, consentsOf, normalisePolishPhone, notificationType, settingsProblems, type Consents } from './consent-rules';
import type { NotificationTypeResponseDto, UserSettingsDto } from './dto/user-settings.dto';
import { RegistrationService } from './registration.service';

export const SETTINGS_ERRORS = {
  /** Public spec §8 settings save, word for word. */
  emailTaken: 'Podany e-mail jest używany',
  unknownStopLink: 'Link do wyłączenia powiadomień jest nieprawidłowy lub nieaktualny.',
  userNotFound: 'Nie znaleziono użytkownika',
  mailNotSent: 'Nie udało się wysłać wiadomości. Spróbuj ponownie później.',
} as const;

/** The random value of the stop-e-mail link; stored as is, since every alert mail must carry it (docs/accounts.md). */
const newConsentToken = () => randomBytes(32).toString('base64url');

/** Account settings, notification consent, deletion and the stop-e-mail link (public spec §3, §4; staff spec §7). */
@Injectable()
export class AccountSettingsService {
  constructor(
    private readonly accounts: AccountsRepository,
    private readonly registration: RegistrationService,
    private readonly mails: AccountMailsService,
    private readonly outbox: MailOutboxRepository,
    private readonly push: PushSubscriptionsService,
  ) {}

  async get(who: AuthUser): Promise<UserSettingsDto> {
    const user = await this.existing(who.id);
    const c = consentsOf(user);
    return {
      dataProcessingConsent: c.dataProcessing,
      fullName: user.fullName,
      email: user.email,
      phone: user.phone,
      emailNotificationAgreement: c.email,
      smsNotificationAgreement: c.sms,
      language: user.language,
    };
  }

  /**
   * Saves the settings; true when the e-mail changed: the new address must be confirmed and every token is revoked
   * in the same write (public spec §4 forced sign-out).
   */
  async update(who: AuthUser, dto: UserSettingsDto): Promise<boolean> {
    const user = await this.existing(who.id);
    const phone = normalisePolishPhone(dto.phone);
    const errors = settingsProblems({ ...dto, phone });
    if (Object.keys(errors).length) throw new BadRequestException({ message: ERROR_MESSAGES.validation, errors });
    const emailChanged = dto.email.toLowerCase() !== user.email.toLowerCase();
    if (emailChanged && (await this.accounts.emailTaken(dto.email, user.id))) throw this.emailTaken();
    const wanted: Consents = { dataProcessing: dto.dataProcessingConsent, email: dto.emailNotificationAgreement, sms: dto.smsNotificationAgreement };
    const { columns, events } = consentChanges(user, wanted, new Date());
    // A stop link mailed to the old address must not control the new one.
    const emailConsentToken = !wanted.email ? user.emailConsentToken : emailChanged || !user.emailConsentToken ? newConsentToken() : user.emailConsentToken;
    let token: string | undefined;
    try {
      await this.accounts.transaction(async (em) => {
        await this.accounts.updateUser(
          em,
          user.id,
          {
            fullName: dto.fullName,
            email: dto.email,
            phone,
            emailConsentToken,
            ...(dto.language ? { language: dto.language } : {}),
            ...(emailChanged ? { emailConfirmedAt: null } : {}),
          },
          emailChanged,
        );
        await this.accounts.recordConsents(em, user.id, events, 'SETTINGS', columns);
        if (emailChanged) token = await this.registration.issue({ id: user.id, email: dto.email }, 'CONFIRM_EMAIL', em);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw this.emailTaken();
      throw error;
    }
    if (token) {
      await this.mails.confirmEmail({ email: dto.email, fullName: dto.fullName, language: dto.language ?? user.language }, token, true);
      await this.mails.emailChangedNotice(user, dto.email);
    }
    return emailChanged;
  }

  async notification(who: AuthUser): Promise<NotificationTypeResponseDto> {
    return { notificationType: notificationType(consentsOf(await this.existing(who.id))) };
  }

  /** 'Zrezygnuj': both channels off (public spec §4), and push on every browser; the data-processing consent stays. */
  async withdrawNotifications(who: AuthUser): Promise<void> {
    const user = await this.existing(who.id);
    const { columns, events } = consentChanges(user, { dataProcessing: !!user.dataProcessingConsentAt, email: false, sms: false }, new Date());
    await this.accounts.transaction((em) => this.accounts.recordConsents(em, user.id, events, 'WITHDRAW', columns));
    await this.push.removeAll(user.id);
  }

  /** 'Usuń konto': the mail goes first, to the address that is about to disappear (docs/accounts.md). */
  async anonymize(who: AuthUser): Promise<void> {
    const user = await this.existing(who.id);
    await this.mails.accountDeleted(user);
    const now = new Date();
    const { columns, events } = consentChanges(user, { dataProcessing: false, email: false, sms: false }, now);
    await this.accounts.transaction(async (em) => {
      await this.accounts.recordConsents(em, user.id, events, 'ANONYMIZE', columns);
      await this.accounts.anonymize(em, user, now);
    });
    await this.outbox.forgetRecipient(user.email);
  }

  /** GET /public/api/unsubscribe/{hash}: e-mail notifications off; answering 200 again for a link already used. */
  async unsubscribe(hash: string): Promise<void> {
    const user = typeof hash === 'string' && hash.length <= 64 ? await this.accounts.findUserByConsentToken(hash) : null;
    if (!user) throw new NotFoundException(SETTINGS_ERRORS.unknownStopLink);
    const { columns, events } = consentChanges(user, { ...consentsOf(user), email: false }, new Date());
    await this.accounts.transaction((em) => this.accounts.recordConsents(em, user.id, events, 'UNSUBSCRIBE_LINK', columns));
  }

  /** The envelope button (staff spec §2.5, §7): 'sent' after mailing the stop link, 'already' when e-mails are off. */
  async sendStopEmailLink(userId: number): Promise<'sent' | 'already'> {
    const user = await this.accounts.findUser(userId);
    if (!user || user.anonymizedAt) throw new NotFoundException(SETTINGS_ERRORS.userNotFound);
    if (!user.emailNotificationAt) return 'already';
    let token = user.emailConsentToken;
    if (!token) {
      token = newConsentToken();
      await this.accounts.updateUser(undefined, user.id, { emailConsentToken: token });
    }
    if (!(await this.mails.stopEmailNotifications(user, token))) throw new ServiceUnavailableException(SETTINGS_ERRORS.mailNotSent);
    return 'sent';
  }

  private async existing(id: number): Promise<UserEntity> {
    const user = await this.accounts.findUser(id);
    if (!user || user.deleted) throw new NotFoundException(SETTINGS_ERRORS.userNotFound);
    return user;
  }

  private emailTaken(): ConflictException {
    return new ConflictException({ message: SETTINGS_ERRORS.emailTaken, errors: { email: SETTINGS_ERRORS.emailTaken } });
  }
}
