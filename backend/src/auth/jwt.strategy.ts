import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { AuthUser, TokenPayload } from './auth-user';
import { AuthService } from './auth.service';

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy) {
  constructor(
    private readonly auth: AuthService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: config.auth.jwtSecret,
      algorithms: ['HS256'],
      ignoreExpiration: false,
      // No token lives longer than JWT_TTL_SECONDS from its signing, whatever its exp says.
      jsonWebTokenOptions: { maxAge: config.auth.jwtTtlSeconds },
    });
  }

  /** Returning null makes passport answer 401. */
  async validate(payload: TokenPayload): Promise<AuthUser | null> {
    return this.auth.userForToken(payload);
  }
}
