import type { Actor } from '../common/events/actor';
import {
  applyDecorators,
  CanActivate,
  ExecutionContext,
  ForbiddenException,
  Injectable,
  SetMetadata,
  UnauthorizedException,
  UseGuards,
  createParamDecorator,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { ApiBearerAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ERROR_MESSAGES } from '../common/api-error';
import { isDatabaseUnavailable } from '../common/database-errors';
import { ApiErrorResponseDto } from '../common/dto/api-error-response.dto';
import type { SystemRole } from '../users/system-role';
import type { AuthUser } from './auth-user';
import { NoStore } from './no-store';
import { ROLES_KEY } from '../common/roles-key';

/** No token, a bad one or a revoked one: 401 in the one error shape. */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  handleRequest<TUser = AuthUser>(error: unknown, user: TUser | false): TUser {
    // The token could not be checked (database down or hung): 503 from the error filter, not a 401 that signs people out.
    if (isDatabaseUnavailable(error)) throw error;
    if (error || !user) throw new UnauthorizedException(ERROR_MESSAGES.unauthorized);
    return user;
  }
}

/** A signed-in user of another role: 403. */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const roles = this.reflector.getAllAndOverride<SystemRole[] | undefined>(ROLES_KEY, [context.getHandler(), context.getClass()]);
    if (!roles?.length) return true;
    const user = context.switchToHttp().getRequest<{ user?: AuthUser }>().user;
    if (!user || !roles.includes(user.role)) throw new ForbiddenException(ERROR_MESSAGES.forbidden);
    return true;
  }
}

/**
 * `@Auth()` any signed-in user; `@Auth('ADMIN')` only these roles. Documents 401/403 in OpenAPI too. What a signed-in
 * call answers is someone's own data, so it is never stored by a cache (no-store).
 */
export function Auth(...roles: SystemRole[]) {
  return applyDecorators(
    SetMetadata(ROLES_KEY, roles),
    UseGuards(JwtAuthGuard, RolesGuard),
    NoStore(),
    ApiBearerAuth(),
    ApiUnauthorizedResponse({ type: ApiErrorResponseDto, description: 'Brak, nieważny lub unieważniony token' }),
    ...(roles.length ? [ApiForbiddenResponse({ type: ApiErrorResponseDto, description: `Tylko role: ${roles.join(', ')}` })] : []),
  );
}

export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): AuthUser => {
  return context.switchToHttp().getRequest<{ user: AuthUser }>().user;
});

/** The signed-in user and the client address, as the events the audit trail records carry them. */
export const CurrentActor = createParamDecorator((_data: unknown, context: ExecutionContext): Actor => {
  const req = context.switchToHttp().getRequest<{ user: AuthUser; ip?: string }>();
  return { userId: req.user.id, address: req.ip ?? null, method: 'password' };
});
