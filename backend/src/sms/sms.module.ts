import { Logger, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { UsersModule } from '../users/users.module';
import { SmsOutboxEntity } from './entities/sms-outbox.entity';
import { SMS_GATEWAY, type SmsGateway } from './providers/sms-gateway';
import { SmsapiGateway } from './providers/smsapi.gateway';
import { SmsOutboxController, TestSmsController } from './sms.controller';
import { SmsRepository } from './sms.repository';
import { SmsService } from './sms.service';

/** The configured provider, or null: no provider, messages go to the outbox and the log only. */
export function selectSmsGateway(config: AppConfig): SmsGateway | null {
  const { smsapi, sender, timeoutMs } = config.sms;
  if (!smsapi) {
    if (config.env === 'production') new Logger('Sms').warn('SMSAPI_TOKEN is not set: text messages are only recorded in the outbox, not sent');
    return null;
  }
  return new SmsapiGateway({ baseUrl: smsapi.url, token: smsapi.token, sender, timeoutMs });
}

/** Text messages (docs/sms.md). Exports SmsService: `send(to, text)` for the features that notify by SMS. */
@Module({
  imports: [TypeOrmModule.forFeature([SmsOutboxEntity]), UsersModule],
  controllers: [TestSmsController, SmsOutboxController],
  providers: [SmsRepository, SmsService, { provide: SMS_GATEWAY, inject: [APP_CONFIG], useFactory: selectSmsGateway }],
  exports: [SmsService],
})
export class SmsModule {}
