import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { UsersModule } from '../users/users.module';
import { AuthController, SecondFactorAdminController } from './auth.controller';
import { SecondFactorEntity } from './entities/second-factor.entity';
import { PasskeyEntity } from './entities/passkey.entity';
import { WebAuthnChallengeEntity } from './entities/webauthn-challenge.entity';
import { PasskeyService } from './passkey.service';
import { PasskeysRepository } from './passkeys.repository';
import { SecondFactorService } from './second-factor.service';
import { SecondFactorsRepository } from './second-factors.repository';
import { AuthService } from './auth.service';
import { LoginFailureEntity } from './entities/login-failure.entity';
import { JwtStrategy } from './jwt.strategy';
import { LoginFailuresRepository } from './login-failures.repository';
import { LoginLockoutService } from './login-lockout.service';
import { SsoController } from './sso/sso.controller';
import { SsoService } from './sso/sso.service';

@Module({
  imports: [
    PassportModule,
    UsersModule,
    TypeOrmModule.forFeature([LoginFailureEntity, SecondFactorEntity, PasskeyEntity, WebAuthnChallengeEntity]),
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({ secret: config.auth.jwtSecret, signOptions: { algorithm: 'HS256' } }),
    }),
  ],
  controllers: [AuthController, SecondFactorAdminController, SsoController],
  providers: [
    AuthService,
    JwtStrategy,
    LoginLockoutService,
    LoginFailuresRepository,
    SecondFactorService,
    SecondFactorsRepository,
    PasskeyService,
    PasskeysRepository,
    SsoService,
  ],
  exports: [AuthService],
})
export class AuthModule {}
