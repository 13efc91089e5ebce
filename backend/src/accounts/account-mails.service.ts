import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Language } from '@portal/domain';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { MailDeliveryError, MailService } from '../mail/mail.service';
import { MAIL_TEMPLATES, type MailContent, type MailKind } from '../mail/templates/mail-templates';
import type { SystemRole } from '../users/system-role';

interface Addressee {
  email: string;
  fullName: string;
  /** The account's language: its mails are written in it, and their links open the public site in it. */
  language?: Language;
}

/** Where mail links lead (contract: the public site's pages, or the staff page for staff accounts). */
export function accountLinks(baseUrl: string) {
  const base = baseUrl.replace(/\/+$/, '');
  const q = (value: string) => encodeURIComponent(value);
  // The public site opens in the mail's language (docs/i18n.md); Polish links stay as the contract writes them.
  const lang = (language?: Language) => (language && language !== 'pl' ? `&lang=${language}` : '');
  const onlyLang = (language?: Language) => (language && language !== 'pl' ? `?lang=${language}` : '');
  return {
    confirmEmail: (token: string, language?: Language) => `${base}/public/confirm-email?confirmEmailToken=${q(token)}${lang(language)}`,
    signIn: (role: SystemRole, language?: Language) => (role === 'PUBLIC' ? `${base}/public/login${onlyLang(language)}` : `${base}/login`),
    remindPassword: (role: SystemRole, language?: Language) => (role === 'PUBLIC' ? `${base}/public/remind${onlyLang(language)}` : `${base}/login`),
    resetPassword: (token: string, role: SystemRole, language?: Language) =>
      `${base}${role === 'PUBLIC' ? '/public' : ''}/change-password?resetPasswordToken=${q(token)}${role === 'PUBLIC' ? lang(language) : ''}`,
    stopEmail: (consentToken: string, language?: Language) => `${base}/public/stop-send-email?emailConsentToken=${q(consentToken)}${lang(language)}`,
  };
}

/** The account mails: composes a template and sends it. A mail that fails is in the outbox as FAILED; the flow goes on. */
@Injectable()
export class AccountMailsService {
  private readonly logger = new Logger('AccountMails');
  private readonly links: ReturnType<typeof accountLinks>;

  constructor(
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.links = accountLinks(config.publicUrl ?? `http://localhost:${config.port}`);
  }

  confirmEmail(to: Addressee, token: string, afterChange = false): Promise<boolean> {
    const link = this.links.confirmEmail(token, to.language);
    return afterChange
      ? this.send(to, 'CHANGE_EMAIL', MAIL_TEMPLATES.emailChange(this.ctx(to), link))
      : this.send(to, 'CONFIRM_EMAIL', MAIL_TEMPLATES.confirmEmail(this.ctx(to), link));
  }

  resetPassword(to: Addressee, token: string, role: SystemRole): Promise<boolean> {
    return this.send(to, 'RESET_PASSWORD', MAIL_TEMPLATES.passwordReset(this.ctx(to, role), this.links.resetPassword(token, role, to.language)));
  }

  /** To the owner of an address someone tried to register again (docs/accounts.md "Registration"). */
  registrationAttempt(to: Addressee, role: SystemRole): Promise<boolean> {
    const ctx = this.ctx(to, role);
    return this.send(
      to,
      'REGISTRATION_ATTEMPT',
      MAIL_TEMPLATES.registrationAttempt(ctx, this.links.signIn(role, ctx.language), this.links.remindPassword(role, ctx.language)),
    );
  }

  countSince(email: string, kind: MailKind, since: Date): Promise<number> {
    return this.mail.countSentTo(email, kind, since);
  }

  emailChangedNotice(to: Addressee, newEmail: string): Promise<boolean> {
    return this.send(to, 'EMAIL_CHANGED_NOTICE', MAIL_TEMPLATES.emailChangedNotice(this.ctx(to), newEmail));
  }

  accountDeleted(to: Addressee): Promise<boolean> {
    return this.send(to, 'ACCOUNT_DELETED', MAIL_TEMPLATES.accountDeleted(this.ctx(to)));
  }

  stopEmailNotifications(to: Addressee, consentToken: string): Promise<boolean> {
    return this.send(to, 'STOP_EMAIL_NOTIFICATIONS', MAIL_TEMPLATES.stopEmailNotifications(this.ctx(to), this.links.stopEmail(consentToken, to.language)));
  }

  /** Staff read the back office in Polish: their mails stay Polish whatever the account says. */
  private ctx(to: Addressee, role: SystemRole = 'PUBLIC') {
    return { operatorName: this.config.mail.operatorName, fullName: to.fullName, language: role === 'PUBLIC' ? to.language : ('pl' as const) };
  }

  /**
   * True when sent (or logged without SMTP); false when the SMTP server refused it (recorded in the outbox as FAILED).
   * Anything else (the outbox could not be written: the database is down) fails the call, so a mail is never
   * acknowledged and lost.
   */
  private async send(to: Addressee, kind: MailKind, content: MailContent): Promise<boolean> {
    try {
      await this.mail.send({ to: to.email, kind, ...content });
      return true;
    } catch (error) {
      if (!(error instanceof MailDeliveryError)) throw error;
      this.logger.warn(`${kind}: ${error.message}`);
      return false;
    }
  }
}
