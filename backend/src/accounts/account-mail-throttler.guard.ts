import { Inject, Injectable, ServiceUnavailableException } from '@nestjs/common';
import { ThrottlerGuard, type ThrottlerRequest } from '@nestjs/throttler';
import type { Response } from 'express';
import { ERROR_MESSAGES } from '../common/api-error';
import { DATABASE_RETRY_AFTER_SECONDS } from '../common/database-errors';
import { ThrottlerStoreUnavailableError } from '../common/throttling/shared-throttler.storage';
import { THROTTLERS } from '../common/throttling/throttling-policy';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

const HOUR_MS = 3_600_000;

/**
 * Per client address and route: ACCOUNT_MAIL_RATE_LIMIT_PER_HOUR calls an hour to the routes that send a mail to an
 * address typed by an anonymous client (registration, password reminders); 429 with the Polish message after that.
 * Counted in the database for all instances together; when the counters cannot be read the call is refused with 503
 * (common/throttling/throttling-policy.ts says why).
 */
@Injectable()
export class AccountMailThrottlerGuard extends ThrottlerGuard {
  @Inject(APP_CONFIG) private readonly config!: AppConfig;

  protected async handleRequest(request: ThrottlerRequest): Promise<boolean> {
    try {
      return await super.handleRequest({
        ...request,
        throttler: { ...request.throttler, name: THROTTLERS.accountMail },
        limit: this.config.mail.accountMailRatePerHour,
        ttl: HOUR_MS,
        blockDuration: HOUR_MS,
      });
    } catch (error) {
      if (!(error instanceof ThrottlerStoreUnavailableError)) throw error;
      request.context.switchToHttp().getResponse<Response>().setHeader('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      throw new ServiceUnavailableException(ERROR_MESSAGES.serviceUnavailable);
    }
  }
}
