import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { PushSubscriptionsController, VapidPublicKeyController } from './push.controller';
import { PushRepository } from './push.repository';
import { PushSender } from './push-sender';
import { PushSubscriptionsService } from './push-subscriptions.service';
import { VapidKeysService } from './vapid-keys.service';

/**
 * Web Push (docs/notifications.md "Push"): the VAPID keys, the browsers subscribed per account, and the
 * sender the alerts outbox delivers the PUSH channel with.
 */
@Module({
  controllers: [VapidPublicKeyController, PushSubscriptionsController],
  providers: [
    PushRepository,
    VapidKeysService,
    PushSubscriptionsService,
    {
      provide: PushSender,
      inject: [PushRepository, VapidKeysService, APP_CONFIG],
      useFactory: (r: PushRepository, v: VapidKeysService, c: AppConfig) => new PushSender(r, v, c.push),
    },
  ],
  exports: [PushSender, PushSubscriptionsService],
})
export class PushModule {}
