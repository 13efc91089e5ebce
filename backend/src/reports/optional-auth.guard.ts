import { ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import type { AuthUser } from '../auth/auth-user';

/**
 * Reads the bearer token when one is sent and never refuses: a report is open to everyone (public spec §6), and a
 * signed-in resident's report is linked to the account ('My reports'). A missing, expired or revoked token makes the
 * request anonymous instead of 401, so a stale token in the browser never blocks a failure report.
 */
@Injectable()
export class OptionalJwtAuthGuard extends AuthGuard('jwt') {
  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    if (!request.headers.authorization) return true;
    try {
      await super.canActivate(context);
    } catch {
      (request as unknown as { user?: AuthUser | null }).user = null;
    }
    return true;
  }

  handleRequest<TUser = AuthUser>(_error: unknown, user: TUser | false): TUser {
    return (user || null) as TUser;
  }
}
