import { ExecutionContext, Injectable } from '@nestjs/common';
import { ThrottlerGuard, type ThrottlerLimitDetail, type ThrottlerRequest } from '@nestjs/throttler';

/** Enough for a botnet's worth of blocked addresses; beyond it the oldest are forgotten (they then ask the database). */
const MAX_REMEMBERED = 50_000;

/**
 * The sign-in rate limit, with what this process has already been told remembered: once the shared counters say an
 * address is blocked until T, its next tries until T are answered 429 here, without a database round trip each. In
 * a flood from one address that round trip (and PostgreSQL's own work for it, on the same cores) was most of what
 * each of thousands of 429s a second cost (docs/security.md "Sign-in floods"). A block never ends early
 * in the shared counters, so remembering it changes no answer, on any instance.
 */
@Injectable()
export class SignInThrottlerGuard extends ThrottlerGuard {
  private readonly blockedUntil = new Map<string, number>();

  protected override async handleRequest(request: ThrottlerRequest): Promise<boolean> {
    const { context, throttler, getTracker, generateKey } = request;
    const { req } = this.getRequestResponse(context);
    const name = throttler.name ?? 'default';
    const key = generateKey(context, await getTracker(req, context), name);
    const until = this.blockedUntil.get(key);
    if (until !== undefined) {
      const seconds = Math.ceil((until - Date.now()) / 1000);
      if (seconds > 0) {
        const { res } = this.getRequestResponse(context);
        this.setResponseHeader(res, `Retry-After${name === 'default' ? '' : `-${name}`}`, seconds);
        const detail: ThrottlerLimitDetail = {
          limit: request.limit,
          ttl: request.ttl,
          key,
          tracker: '',
          totalHits: request.limit + 1,
          timeToExpire: seconds,
          isBlocked: true,
          timeToBlockExpire: seconds,
        };
        await super.throwThrottlingException(context, detail);
      }
      this.blockedUntil.delete(key);
    }
    return super.handleRequest(request);
  }

  protected override async throwThrottlingException(context: ExecutionContext, detail: ThrottlerLimitDetail): Promise<void> {
    // Whole seconds, rounded up by the counters: one second less, so this process never refuses past the real end.
    if (detail.isBlocked && detail.timeToBlockExpire > 1) this.remember(detail.key, Date.now() + (detail.timeToBlockExpire - 1) * 1000);
    return super.throwThrottlingException(context, detail);
  }

  private remember(key: string, until: number): void {
    if (this.blockedUntil.size >= MAX_REMEMBERED) {
      const now = Date.now();
      for (const [k, t] of this.blockedUntil) if (t <= now) this.blockedUntil.delete(k);
      if (this.blockedUntil.size >= MAX_REMEMBERED) this.blockedUntil.delete(this.blockedUntil.keys().next().value as string);
    }
    this.blockedUntil.set(key, until);
  }
}
