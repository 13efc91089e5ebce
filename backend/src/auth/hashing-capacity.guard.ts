import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { Response } from 'express';
import { assertHashingCapacity, PasswordHashingBusyException } from './password-hasher';

/**
 * First on the routes that check a password: when the hasher could not even queue the check, answer 429 at once,
 * before the rate-limit counters and the lockout are asked. In a flood from many addresses almost every try ends
 * here, costing no database work at all (docs/security.md "Sign-in floods"). Guards run before interceptors, so
 * this one sets Retry-After itself.
 */
@Injectable()
export class HashingCapacityGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    try {
      assertHashingCapacity();
    } catch (error) {
      if (error instanceof PasswordHashingBusyException)
        context.switchToHttp().getResponse<Response>().setHeader('Retry-After', String(error.retryAfterSeconds));
      throw error;
    }
    return true;
  }
}
