import type { SystemRole } from '../users/system-role';

/** What a verified token stands for, attached to the request by JwtStrategy. */
export interface AuthUser {
  id: number;
  role: SystemRole;
  fullName: string;
  email: string;
}

export interface TokenPayload {
  sub: number;
  role: SystemRole;
  /** UserEntity.tokenVersion at signing; a token with an older version is revoked. */
  ver: number;
  /** Set by jsonwebtoken when signing; required when verifying. */
  iat?: number;
  exp?: number;
}
