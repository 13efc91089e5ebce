import { Inject, Injectable } from '@nestjs/common';
import { ThrottlerGuard, type ThrottlerRequest } from '@nestjs/throttler';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

const HOUR_MS = 3_600_000;

/**
 * Per client address and route: ACCOUNT_MAIL_RATE_LIMIT_PER_HOUR calls an hour to the routes that send a mail to an
 * address typed by an anonymous client (registration, password reminders); 429 with the Polish message after that.
 */
@Injectable()
export class AccountMailThrottlerGuard extends ThrottlerGuard {
  @Inject(APP_CONFIG) private readonly config!: AppConfig;

  protected handleRequest(request: ThrottlerRequest): Promise<boolean> {
    return super.handleRequest({ ...request, limit: this.config.mail.accountMailRatePerHour, ttl: HOUR_MS, blockDuration: HOUR_MS });
  }
}
