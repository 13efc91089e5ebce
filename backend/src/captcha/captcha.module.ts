import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { AltchaCaptchaService } from './altcha/altcha-captcha.service';
import { AltchaChallengeController } from './altcha/altcha-challenge.controller';
import { CaptchaService } from './captcha.service';
import { CaptchaUsedSolutionEntity } from './entities/captcha-used-solution.entity';
import { RecaptchaCaptchaService } from './recaptcha/recaptcha-captcha.service';
import { UsedSolutionsRepository } from './used-solutions.repository';

/** Captcha for the public forms; inject `CaptchaService` and call `assertHuman(token, action)`. */
@Module({
  imports: [TypeOrmModule.forFeature([CaptchaUsedSolutionEntity])],
  controllers: [AltchaChallengeController],
  providers: [
    UsedSolutionsRepository,
    AltchaCaptchaService,
    RecaptchaCaptchaService,
    {
      provide: CaptchaService,
      inject: [APP_CONFIG, AltchaCaptchaService, RecaptchaCaptchaService],
      useFactory: (config: AppConfig, altcha: AltchaCaptchaService, recaptcha: RecaptchaCaptchaService) =>
        config.captcha.provider === 'recaptcha' ? recaptcha : altcha,
    },
  ],
  exports: [CaptchaService],
})
export class CaptchaModule {}
