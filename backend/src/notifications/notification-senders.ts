import type { NotificationChannel } from './notification.model';

export interface OutgoingMessage {
  recipient: string;
  subject: string | null;
  body: string;
  html: string | null;
}

/** One channel's way out (the mail service, the SMS gateway); throwing means the message was not accepted. */
export interface ChannelSender {
  send(message: OutgoingMessage): Promise<void>;
}

export type ChannelSenders = Record<NotificationChannel, ChannelSender>;
export const CHANNEL_SENDERS = Symbol('CHANNEL_SENDERS');

/**
 * Thrown (or any error with `uncertain: true`) when the far side may have taken the message although the call
 * failed, e.g. a time-out after the request was sent: such a message is never retried, so it cannot go twice.
 */
export class DeliveryUncertainError extends Error {
  readonly uncertain = true;
}

export const isUncertain = (error: unknown): boolean => typeof error === 'object' && error !== null && (error as { uncertain?: unknown }).uncertain === true;

/** A refusal no retry can change (nobody left to send to): the alert is FAILED at once. */
export class DeliveryImpossibleError extends Error {
  readonly final = true;
}

/**
 * Some of the message's recipients took it and others refused (push: several browsers of one person): a retry goes
 * only to `remainingRecipient`, so those that got it never get it twice.
 */
export class PartialDeliveryError extends Error {
  constructor(
    message: string,
    readonly remainingRecipient: string,
  ) {
    super(message);
  }
}

export const isFinal = (error: unknown): boolean => typeof error === 'object' && error !== null && (error as { final?: unknown }).final === true;
