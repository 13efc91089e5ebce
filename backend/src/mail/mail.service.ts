import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { runWithAdvisoryLock } from '../common/scheduling/advisory-lock';
import { MAIL_ERRORS } from '../common/metrics/process-metrics';
import { createTransport, type Transporter } from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { MailOutboxItemResponseDto } from './dto/mail-outbox.dto';
import type { MailStatus } from './entities/mail-outbox.entity';
import { MailOutboxRepository } from './mail-outbox.repository';
import { linksIn } from './templates/mail-templates';

/** What any module sends: the accounts' mails and the alerts. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  /** Shown in the outbox: a template name ('RESET_PASSWORD') or the sending module ('ALERT'). */
  kind?: string;
}

export interface MailSendResult {
  status: Exclude<MailStatus, 'FAILED'>;
  outboxId: number;
}

/** The SMTP server refused the mail or could not be reached; the outbox holds it as FAILED with the reason. */
export class MailDeliveryError extends Error {
  constructor(
    message: string,
    readonly outboxId: number,
  ) {
    super(message);
  }
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Masks the secret in links (`?resetPasswordToken=…`) of mails that really went out: the tokens are stored hashed,
 * and the outbox must not become a second, readable copy of them for whoever can see it.
 */
export function maskLinkSecrets(text: string): string {
  return text.replace(/([?&][A-Za-z]*[Tt]oken=)[^&\s"'<>]+/g, '$1…');
}

/**
 * Sends mail over SMTP when SMTP_HOST is set; otherwise (development) writes it to the outbox table and the
 * server log with its links, so a newcomer can confirm an account. Every mail is recorded in the outbox with its
 * status either way (docs/mail.md).
 */
@Injectable()
export class MailService implements OnModuleDestroy {
  private readonly logger = new Logger('Mail');
  private readonly transporter?: Transporter;

  constructor(
    private readonly outbox: MailOutboxRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {
    const smtp = config.mail.smtp;
    if (smtp) {
      this.transporter = createTransport({
        host: smtp.host,
        port: smtp.port,
        secure: smtp.secure,
        auth: smtp.user ? { user: smtp.user, pass: smtp.password } : undefined,
        // Reused connections: an outage alert goes to hundreds of people at once, and a new SMTP session per mail
        // (greeting, EHLO, maybe TLS) costs more than the mail itself (docs/performance.md "Alerts").
        pool: true,
        maxConnections: 8,
        // A slow server must not hold a request (a registration) for minutes.
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      });
    } else if (config.env === 'production') {
      this.logger.warn('SMTP_HOST nie jest ustawiony: maile trafiają tylko do skrzynki nadawczej (mail_outbox), nikt ich nie dostanie.');
    }
  }

  get smtpConfigured(): boolean {
    return !!this.transporter;
  }

  /** Resolves when the SMTP server took the mail (or, without SMTP, when it is in the outbox); throws MailDeliveryError otherwise. */
  async send(message: MailMessage): Promise<MailSendResult> {
    const kind = message.kind ?? 'OTHER';
    const record = (status: MailStatus, error: string | null, masked: boolean) =>
      this.outbox.insert({
        kind: kind.slice(0, 40),
        toAddress: message.to,
        subject: message.subject.slice(0, 300),
        text: masked ? maskLinkSecrets(message.text) : message.text,
        html: message.html ? (masked ? maskLinkSecrets(message.html) : message.html) : null,
        status,
        error,
      });
    if (!this.transporter) {
      const row = await record('LOGGED', null, false);
      // The links in the log are what lets a newcomer confirm an account; a production log must not hold live tokens.
      const text = this.config.env === 'production' ? maskLinkSecrets(message.text) : message.text;
      this.logger.log(`Mail ${kind} do ${message.to} (bez SMTP, tylko skrzynka nadawcza #${row.id}): „${message.subject}”${formatLinks(text)}`);
      return { status: 'LOGGED', outboxId: row.id };
    }
    try {
      await this.transporter.sendMail({
        from: this.config.mail.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? undefined,
      });
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      MAIL_ERRORS.inc();
      const row = await record('FAILED', reason, true);
      this.logger.warn(`Mail ${kind} do ${message.to} nie został wysłany (#${row.id}): ${reason}`);
      throw new MailDeliveryError(reason, row.id);
    }
    const row = await record('SENT', null, true);
    return { status: 'SENT', outboxId: row.id };
  }

  /** How many mails of `kind` went to `to` since `since`, whatever their status (a refused one still counts). */
  countSentTo(to: string, kind: string, since: Date): Promise<number> {
    return this.outbox.countTo(to, kind, since);
  }

  /** The outbox, newest first (administrators' page, `npm run outbox`). */
  async latest(limit: number): Promise<MailOutboxItemResponseDto[]> {
    return (await this.outbox.latest(limit)).map(MailOutboxItemResponseDto.from);
  }

  /** Hourly, on one instance at a time (a database lock, like every retention job). */
  @Cron(CronExpression.EVERY_HOUR, { name: 'mail-outbox-retention' })
  async purgeOldMails(): Promise<void> {
    const before = new Date(Date.now() - this.config.mail.outboxRetentionDays * DAY_MS);
    await runWithAdvisoryLock(this.dataSource, 'mail-outbox-retention', (em) => this.outbox.deleteOlderThan(before, em));
  }

  onModuleDestroy(): void {
    this.transporter?.close();
  }
}

function formatLinks(text: string): string {
  const links = linksIn(text);
  return links.length ? `; linki: ${links.join(' ')}` : '';
}
