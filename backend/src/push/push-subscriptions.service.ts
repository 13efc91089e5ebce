import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import type { AuthUser } from '../auth/auth-user';
import { ERROR_MESSAGES } from '../common/api-error';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { PushSubscriptionDto, PushSubscriptionResponseDto } from './dto/push-subscription.dto';
import { areValidKeys, isAllowedEndpoint, PUSH_MESSAGES, userAgentLabel } from './push-endpoint';
import { PushRepository } from './push.repository';

/**
 * Push alerts for a signed-in portal account (docs/notifications.md "Push"). The same consent rules as e-mail and
 * SMS: only with the data-processing consent; switching the channel on (the first browser) and off (the last one) is
 * recorded in the consent history like the other channels.
 */
@Injectable()
export class PushSubscriptionsService {
  constructor(
    private readonly repository: PushRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The account's browsers, newest first: the page shows the toggle on when its own browser is among them. */
  async list(who: AuthUser): Promise<PushSubscriptionResponseDto[]> {
    return (await this.repository.list(who.id)).map((s) => ({ endpoint: s.endpoint, userAgentLabel: s.userAgentLabel, createdAt: s.createdAt.toISOString() }));
  }

  async subscribe(who: AuthUser, dto: PushSubscriptionDto, userAgent: string | undefined): Promise<void> {
    const errors: Record<string, string> = {};
    if (!isAllowedEndpoint(dto.endpoint, this.config.push.serviceHosts)) errors.endpoint = PUSH_MESSAGES.endpoint;
    if (!areValidKeys(dto.keys.p256dh, dto.keys.auth)) errors.keys = PUSH_MESSAGES.keys;
    if (Object.keys(errors).length) throw new BadRequestException({ message: ERROR_MESSAGES.validation, errors });
    if (!(await this.repository.mayBeNotified(who.id)))
      throw new BadRequestException({ message: PUSH_MESSAGES.consent, errors: { subscription: PUSH_MESSAGES.consent } });
    await this.repository.transaction(async (em) => {
      const before = await this.repository.count(em, who.id);
      await this.repository.upsert(em, who.id, {
        endpoint: dto.endpoint,
        p256dh: dto.keys.p256dh,
        auth: dto.keys.auth,
        userAgentLabel: userAgentLabel(userAgent),
      });
      if (before === 0) await this.repository.recordConsent(em, who.id, true, 'SETTINGS');
    });
  }

  /** This browser off (answers 204 also when it was not subscribed: the browser may have dropped it already). */
  unsubscribe(who: AuthUser, endpoint: string): Promise<void> {
    return this.removeAndRecord(who.id, endpoint, 'SETTINGS');
  }

  /** 'Zrezygnuj' switches off every channel, push on every browser included. */
  removeAll(userId: number): Promise<void> {
    return this.removeAndRecord(userId, undefined, 'WITHDRAW');
  }

  private async removeAndRecord(userId: number, endpoint: string | undefined, source: 'SETTINGS' | 'WITHDRAW'): Promise<void> {
    await this.repository.transaction(async (em) => {
      const removed = await this.repository.remove(em, userId, endpoint);
      if (removed > 0 && (await this.repository.count(em, userId)) === 0) await this.repository.recordConsent(em, userId, false, source);
    });
  }
}
