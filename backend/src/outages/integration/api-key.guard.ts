import { applyDecorators, CanActivate, ExecutionContext, Inject, Injectable, UnauthorizedException, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiSecurity, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { NoStore } from '../../auth/no-store';
import { ApiErrorResponseDto } from '../../common/dto/api-error-response.dto';
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

/**
 * What every controller of the outage-management system's API declares: its OpenAPI tag and security, the key guard,
 * the refusals it documents and no-store answers. One declaration, so a second integration controller cannot drift.
 */
export function IntegrationApi(): ClassDecorator {
  return applyDecorators(
    ApiTags('integration (outage-management system)'),
    ApiSecurity(INTEGRATION_SECURITY),
    ApiUnauthorizedResponse({ type: ApiErrorResponseDto, description: 'X-Api-Key missing or not one of INTEGRATION_API_KEYS' }),
    ApiBadRequestResponse({ type: ApiErrorResponseDto }),
    UseGuards(IntegrationApiKeyGuard),
    NoStore(),
  );
}
