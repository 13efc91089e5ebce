import { BadRequestException, Inject, Injectable, Logger, NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import { warsawDateTime } from '@portal/domain';
import type { Actor } from '../common/events/actor';
import { DomainEvents } from '../common/events/domain-events';
import { SMS_GATEWAY_ERRORS } from '../common/metrics/process-metrics';
import { UsersRepository } from '../users/users.repository';
import { TestSmsSent } from './events/test-sms-sent';
import { SmsOutboxEntryResponseDto, TestSmsResponseDto } from './dto/sms-outbox.dto';
import { displayMsisdn, toMsisdn } from './phone-number';
import { SMS_GATEWAY, SmsGatewayError, type SmsGateway } from './providers/sms-gateway';
import { SmsRepository } from './sms.repository';

export const SMS_MESSAGES = {
  noPhone: 'Twoje konto nie ma numeru telefonu. Wpisz numer w danych swojego konta (Użytkownicy → Edytuj), aby wysłać testowy SMS.',
  badNumber: (phone: string) => `Niepoprawny numer telefonu: „${phone}” (oczekiwano 9 cyfr albo numeru z kierunkowym, np. +48 501 234 567)`,
  testFailed: (reason: string) => `Nie udało się wysłać testowego SMS-a: ${reason}`,
  testText: (at: Date) => `Portal awarii i wyłączeń: testowy SMS z panelu administratora (${warsawDateTime(at)}). Wysyłanie SMS-ów działa.`,
  userNotFound: 'Nie znaleziono użytkownika',
} as const;

/** Where a message went when no provider is configured. */
const OUTBOX = 'outbox';
const DEFAULT_OUTBOX_LIMIT = 50;

/** A send that did not reach the provider or was refused by it; already recorded in sms_outbox as FAILED. */
export class SmsSendError extends Error {
  constructor(
    readonly kind: 'rejected' | 'unavailable',
    message: string,
    readonly outboxId: number,
  ) {
    super(message);
    this.name = 'SmsSendError';
  }
}

export interface SmsSent {
  outboxId: number;
  /** Digits with the country code. */
  to: string;
  /** SENT: accepted by the provider; LOGGED: no provider configured, only in the outbox and the log. */
  status: 'SENT' | 'LOGGED';
  provider: string;
  providerMessageId: string | null;
}

/**
 * Text messages (docs/sms.md), for every feature that sends them (the test SMS now, outage notifications
 * later): one provider chosen by configuration (SMSAPI.pl) or none. Every message is recorded in sms_outbox
 * before it is handed over and its outcome after, so a failure is reported — to the caller as SmsSendError
 * and to the operator in the outbox — never swallowed.
 */
@Injectable()
export class SmsService {
  private readonly logger = new Logger('Sms');

  constructor(
    private readonly outbox: SmsRepository,
    private readonly users: UsersRepository,
    @Inject(SMS_GATEWAY) private readonly gateway: SmsGateway | null,
    private readonly events: DomainEvents,
  ) {}

  /** Sends `text` to `to` (a stored phone number, any usual spelling). Throws SmsSendError on failure. */
  async send(to: string, text: string): Promise<SmsSent> {
    const provider = this.gateway?.name ?? OUTBOX;
    const msisdn = toMsisdn(to);
    if (!msisdn) {
      const error = SMS_MESSAGES.badNumber(to);
      const row = await this.outbox.insert({ to: to.slice(0, 20), text, status: 'FAILED', provider, error });
      this.logger.warn(`SMS #${row.id} not sent: ${error}`);
      throw new SmsSendError('rejected', error, row.id);
    }
    if (!this.gateway) {
      const row = await this.outbox.insert({ to: msisdn, text, status: 'LOGGED', provider, sentAt: new Date() });
      // Development and demo: the message is only here and in the outbox (administrators read it at /admin/outbox).
      this.logger.log(`SMS #${row.id} (no provider configured, SMSAPI_TOKEN unset) to ${msisdn}: ${text}`);
      return { outboxId: row.id, to: msisdn, status: 'LOGGED', provider, providerMessageId: null };
    }
    const row = await this.outbox.insert({ to: msisdn, text, status: 'PENDING', provider });
    try {
      const accepted = await this.gateway.send(msisdn, text);
      await this.outbox.update(row.id, { status: 'SENT', providerMessageId: accepted.providerMessageId, sentAt: new Date() });
      this.logger.log(`SMS #${row.id} sent by ${provider} to ${msisdn} (id ${accepted.providerMessageId ?? '-'})`);
      return { outboxId: row.id, to: msisdn, status: 'SENT', provider, providerMessageId: accepted.providerMessageId };
    } catch (error) {
      const failure =
        error instanceof SmsGatewayError ? error : new SmsGatewayError('unavailable', `${provider}: ${String((error as Error)?.message ?? error)}`);
      await this.outbox.update(row.id, { status: 'FAILED', error: failure.message });
      SMS_GATEWAY_ERRORS.inc({ kind: failure.kind });
      this.logger.error(`SMS #${row.id} to ${msisdn} failed: ${failure.message}`);
      throw new SmsSendError(failure.kind, failure.message, row.id);
    }
  }

  /** POST /test-sms: a test message to the signed-in administrator's own phone (staff spec §2.8). */
  async sendTest(actor: Actor & { userId: number }): Promise<TestSmsResponseDto> {
    const user = await this.users.findById(actor.userId);
    if (!user) throw new NotFoundException(SMS_MESSAGES.userNotFound);
    if (!user.phone?.trim()) throw new BadRequestException({ message: SMS_MESSAGES.noPhone, errors: { phone: SMS_MESSAGES.noPhone } });
    try {
      const sent = await this.send(user.phone, SMS_MESSAGES.testText(new Date()));
      await this.events.publish(new TestSmsSent(actor, sent.outboxId, sent.to, sent.status));
      return { id: sent.outboxId, to: displayMsisdn(sent.to), status: sent.status, provider: sent.provider };
    } catch (error) {
      if (!(error instanceof SmsSendError)) throw error;
      await this.events.publish(new TestSmsSent(actor, error.outboxId ?? null, user.phone, 'FAILED'));
      const message = SMS_MESSAGES.testFailed(error.message);
      // A refused number is the account's data to fix (400); an unreachable provider is ours (503).
      if (error.kind === 'rejected') throw new BadRequestException({ message, errors: { phone: error.message } });
      throw new ServiceUnavailableException(message);
    }
  }

  async latest(limit = DEFAULT_OUTBOX_LIMIT): Promise<SmsOutboxEntryResponseDto[]> {
    return (await this.outbox.latest(limit)).map(SmsOutboxEntryResponseDto.from);
  }
}
