/** What a provider answers for an accepted message. */
export interface SmsAccepted {
  /** The provider's id of the message, when it gives one. */
  providerMessageId: string | null;
}

/**
 * A refused or failed send. `rejected`: the provider refused this message (a bad number, a sender name
 * not registered …) — sending it again will not help. `unavailable`: the provider could not be asked
 * (timeout, connection, HTTP 5xx, a bad token) — the problem is on the provider's or our configuration's side.
 */
export class SmsGatewayError extends Error {
  constructor(
    readonly kind: 'rejected' | 'unavailable',
    /** For the outbox and the log: no token, no full URL with secrets. */
    message: string,
  ) {
    super(message);
    this.name = 'SmsGatewayError';
  }
}

/** One SMS provider behind the one interface SmsService uses (docs/sms.md). */
export interface SmsGateway {
  /** Written to sms_outbox.provider. */
  readonly name: string;
  /** `to`: digits with the country code (48501234567). Throws SmsGatewayError. */
  send(to: string, text: string): Promise<SmsAccepted>;
}

export const SMS_GATEWAY = Symbol('SMS_GATEWAY');
