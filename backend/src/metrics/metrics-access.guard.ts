import { CanActivate, ExecutionContext, ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { AuthUser } from '../auth/auth-user';
import { JwtAuthGuard } from '../auth/guards';
import { ERROR_MESSAGES } from '../common/api-error';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

/** True when the Authorization header is `Bearer <token>`; compared in constant time (digests of equal length). */
export function bearerMatches(authorization: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/i.exec(authorization ?? '')?.[1];
  if (!given) return false;
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(token));
}

/**
 * Who reads GET /metrics on the main port (docs/security.md "Metrics"): the scraper with METRICS_TOKEN, or a signed-in
 * administrator. No token or a bad one: 401; another role: 403. With METRICS_PORT the main port does not serve the
 * metrics at all: 404, as for any path that is not there.
 */
@Injectable()
export class MetricsAccessGuard implements CanActivate {
  private readonly signedIn = new JwtAuthGuard();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const { token, port } = this.config.metrics;
    if (port !== undefined) throw new NotFoundException(ERROR_MESSAGES.routeNotFound);
    const req = context.switchToHttp().getRequest<{ headers: { authorization?: string }; user?: AuthUser }>();
    if (token && bearerMatches(req.headers.authorization, token)) return true;
    await this.signedIn.canActivate(context);
    if (req.user?.role !== 'ADMIN') throw new ForbiddenException(ERROR_MESSAGES.forbidden);
    return true;
  }
}
