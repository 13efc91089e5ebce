import type { MailService } from '../mail/mail.service';
import { SmsSendError, type SmsService } from '../sms/sms.service';
import { type ChannelSender, type ChannelSenders, DeliveryUncertainError } from './notification-senders';

/**
 * The three ways out: the PUSH sender (push/push-sender.ts) as given, and over the mail and SMS services (which record every message in their own outboxes too).
 * An SMS gateway that timed out may have taken the message: that one is uncertain, never retried. A mail the SMTP
 * server refused, or a gateway refusal, is definite and retried with backoff.
 */
export function channelSenders(mail: MailService, sms: SmsService, push: ChannelSender): ChannelSenders {
  return {
    PUSH: push,
    EMAIL: {
      send: async (m) => {
        await mail.send({ to: m.recipient, subject: m.subject ?? '', text: m.body, html: m.html, kind: 'ALERT' });
      },
    },
    SMS: {
      send: async (m) => {
        try {
          await sms.send(m.recipient, m.body);
        } catch (error) {
          if (error instanceof SmsSendError && error.kind === 'unavailable' && /brak odpowiedzi|time-?out|timed out/i.test(error.message))
            throw new DeliveryUncertainError(error.message);
          throw error;
        }
      },
    },
  };
}
