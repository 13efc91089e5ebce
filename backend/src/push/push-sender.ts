import { Logger, type OnModuleDestroy } from '@nestjs/common';
import { readFileSync } from 'node:fs';
import { Agent } from 'node:https';
import { rootCertificates } from 'node:tls';
import { sendNotification, WebPushError } from 'web-push';
import { PUSH_DELIVERIES } from '../common/metrics/process-metrics';
import type { PushConfig } from '../config/app-config';
import {
  type ChannelSender,
  DeliveryImpossibleError,
  DeliveryUncertainError,
  type OutgoingMessage,
  PartialDeliveryError,
} from '../notifications/notification-senders';
import { browserPayload, type PushMessage } from './push-message';
import type { PushRepository, PushSubscriptionRow } from './push.repository';
import type { VapidKeysService } from './vapid-keys.service';

type Outcome = { id: number; result: 'sent' | 'gone' | 'refused' | 'uncertain'; error?: string };

/** A push alert's recipient: the ids of the person's browsers when it was queued ('12,15'). */
export const pushRecipient = (ids: readonly number[]) => ids.join(',');
const recipientIds = (recipient: string) =>
  recipient
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);

/** One https agent for every push service: kept-alive connections, and the extra CA of PUSH_CA_FILE when set. */
export function pushAgent(config: PushConfig): Agent {
  const extra = config.caFile ? [readFileSync(config.caFile, 'utf8')] : [];
  return new Agent({ keepAlive: true, maxSockets: 64, ...(extra.length ? { ca: [...rootCertificates, ...extra] } : {}) });
}

/**
 * The push channel (RFC 8030/8291/8292 through `web-push`): the message goes to each browser the person had when it
 * was queued and still has. A browser the push service calls gone (404, 410) is removed. A refusal (429, 5xx, other
 * 4xx, no connection) is retried by the outbox, only to the browsers that did not take it; a time-out may have been
 * delivered, so that alert is uncertain and never retried (docs/notifications.md "Push").
 */
export class PushSender implements ChannelSender, OnModuleDestroy {
  private readonly logger = new Logger(PushSender.name);

  constructor(
    private readonly repository: PushRepository,
    private readonly vapid: VapidKeysService,
    private readonly config: PushConfig,
    private readonly agent: Agent = pushAgent(config),
  ) {}

  /** Kept-alive connections would hold the process open after shutdown. */
  onModuleDestroy(): void {
    this.agent.destroy();
  }

  async send(m: OutgoingMessage): Promise<void> {
    const subscriptions = await this.repository.byIds(recipientIds(m.recipient));
    if (!subscriptions.length) throw new DeliveryImpossibleError('Brak subskrypcji push: powiadomienia wyłączone w przeglądarce');
    const message = JSON.parse(m.body) as PushMessage;
    const keys = await this.vapid.get();
    const outcomes = await Promise.all(subscriptions.map((s) => this.sendOne(s, message, keys)));
    for (const o of outcomes) PUSH_DELIVERIES.inc({ result: o.result });
    for (const o of outcomes.filter((x) => x.result === 'gone')) await this.repository.removeById(o.id);
    const uncertain = outcomes.find((o) => o.result === 'uncertain');
    if (uncertain) throw new DeliveryUncertainError(uncertain.error);
    const refused = outcomes.filter((o) => o.result === 'refused');
    if (!refused.length) {
      if (outcomes.every((o) => o.result === 'gone')) throw new DeliveryImpossibleError('Subskrypcje push wygasły (usługa push: 404/410); usunięte');
      return;
    }
    const error = refused.map((o) => o.error).join('; ');
    if (refused.length === outcomes.length) throw new Error(error);
    throw new PartialDeliveryError(error, pushRecipient(refused.map((o) => o.id)));
  }

  private async sendOne(s: PushSubscriptionRow, message: PushMessage, keys: { publicKey: string; privateKey: string }): Promise<Outcome> {
    try {
      await sendNotification({ endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } }, browserPayload(message), {
        vapidDetails: { subject: this.config.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
        TTL: message.ttl,
        urgency: message.urgency,
        topic: message.topic,
        contentEncoding: 'aes128gcm',
        timeout: this.config.timeoutMs,
        agent: this.agent,
      });
      return { id: s.id, result: 'sent' };
    } catch (error) {
      if (error instanceof WebPushError) {
        const text = `usługa push ${new URL(s.endpoint).host}: ${error.statusCode}${error.body ? ` ${String(error.body).slice(0, 200)}` : ''}`;
        if (error.statusCode === 404 || error.statusCode === 410) {
          this.logger.log(`push subscription ${s.id} is gone (${error.statusCode}); removed`);
          return { id: s.id, result: 'gone', error: text };
        }
        return { id: s.id, result: 'refused', error: text };
      }
      const text = error instanceof Error ? error.message : String(error);
      // The request may have reached the push service: not retried (at most once).
      if (/socket timeout|timed? ?out/i.test(text))
        return { id: s.id, result: 'uncertain', error: `usługa push ${new URL(s.endpoint).host}: brak odpowiedzi (${text})` };
      return { id: s.id, result: 'refused', error: `usługa push ${new URL(s.endpoint).host}: ${text}` };
    }
  }
}
