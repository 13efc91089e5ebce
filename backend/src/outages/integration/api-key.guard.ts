import { CanActivate, ExecutionContext, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';

export const API_KEY_HEADER = 'x-api-key';
export const INTEGRATION_SECURITY = 'integration-api-key';

export const API_KEY_MESSAGES = {
  missing: 'Brak klucza API (nagłówek X-Api-Key)',
  wrong: 'Nieprawidłowy klucz API',
} as const;

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/** The configured keys' digests, made once: a call hashes only the key it brings (every write passes here). */
export const apiKeyDigests = (keys: readonly string[]): Buffer[] => keys.map(digest);

/** True when `given` is one of the keys; compares fixed-length digests in constant time, every key every time. */
export function matchesApiKey(given: string, keyDigests: readonly Buffer[]): boolean {
  const g = digest(given);
  let found = false;
  for (const k of keyDigests) found = timingSafeEqual(g, k) || found;
  return found;
}

/**
 * The outage-management system's access (docs/integration.md): a key from INTEGRATION_API_KEYS in `X-Api-Key`.
 * Missing or wrong, the answer is 401 (the caller is not authenticated); with no keys configured every call is refused.
 */
@Injectable()
export class IntegrationApiKeyGuard implements CanActivate {
  private readonly keys: Buffer[];

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.keys = apiKeyDigests(config.integration.apiKeys);
  }

  canActivate(context: ExecutionContext): boolean {
    const refusal = this.refusal(context.switchToHttp().getRequest<Request>().headers[API_KEY_HEADER]);
    if (refusal) throw new UnauthorizedException(refusal);
    return true;
  }

  /** Why the `X-Api-Key` header's value is refused, or null when it is one of the keys. */
  refusal(header: string | string[] | undefined): string | null {
    const given = Array.isArray(header) ? header[0] : header;
    if (!given) return API_KEY_MESSAGES.missing;
    return matchesApiKey(given, this.keys) ? null : API_KEY_MESSAGES.wrong;
  }
}
